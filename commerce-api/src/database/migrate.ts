import { ok } from 'neverthrow';
import type { Database } from './database.port';
import type { Migration } from './migrations';

/** Serialises concurrent starts against one PostgreSQL database (any constant; "SWBK"). */
const MIGRATION_LOCK_KEY = 0x5357424b;

/**
 * Applies every migration newer than the recorded version, each in its own transaction with its version row.
 * Idempotent: a second start applies nothing. Returns the versions applied.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    await db.transaction(async () => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.rows.length === 0) {
        await db.exec(migration.sql);
        await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
        applied.push(migration.version);
      }
      return ok(undefined);
    });
  }
  return applied;
}
