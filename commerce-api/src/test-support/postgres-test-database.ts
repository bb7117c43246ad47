import pg from 'pg';
import { describe, it } from 'vitest';

/** The PostgreSQL server for tests (set by the runner); undefined → those tests are skipped, visibly. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
const CI = process.env.CI === 'true';

/**
 * `describe` for tests that need real PostgreSQL. Without TEST_DATABASE_URL they are skipped with a printed notice,
 * except under CI=true, where a missing PostgreSQL fails.
 */
export function describePostgres(title: string, body: (url: string) => void): void {
  if (TEST_DATABASE_URL) {
    describe(title, () => body(TEST_DATABASE_URL));
    return;
  }
  if (CI) {
    describe(title, () => {
      it('needs PostgreSQL: TEST_DATABASE_URL is required under CI=true', () => {
        throw new Error('TEST_DATABASE_URL is not set and CI=true: PostgreSQL tests cannot be skipped in CI');
      });
    });
    return;
  }
  console.warn(`⚠ SKIPPED (no TEST_DATABASE_URL): ${title}`);
  describe.skip(`${title} [SKIPPED: set TEST_DATABASE_URL]`, () => body(''));
}

/** A fresh schema for one test run (`sb_test_<random>`), dropped with everything in it afterwards. */
export async function createTestSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `sb_test_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    // The search extensions live in public, once per database; concurrent test files must not race to create them
    // (CREATE EXTENSION IF NOT EXISTS is not safe against itself), so one at a time under an advisory lock.
    await client.query('SELECT pg_advisory_lock(7311)');
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public; CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public');
    } finally {
      await client.query('SELECT pg_advisory_unlock(7311)');
    }
  } finally {
    await client.end();
  }
  return {
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await c.end();
      }
    },
  };
}
