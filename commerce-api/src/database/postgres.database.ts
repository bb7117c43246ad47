import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Result } from 'neverthrow';
import type { Database, QueryResult } from './database.port';

/** PostgreSQL server over `pg` (DATABASE_URL). `schema` sets the search_path of every connection (tests use one per run). */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly current = new AsyncLocalStorage<pg.PoolClient>();

  private constructor(private readonly pool: pg.Pool) {}

  static async open(connectionString: string, schema?: string): Promise<PostgresDatabase> {
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
      throw new Error(`invalid schema name ${schema}`);
    }
    const pool = new pg.Pool({
      connectionString,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    pool.on('error', () => undefined);
    const client = await pool.connect();
    client.release();
    return new PostgresDatabase(pool);
  }

  async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    const executor = this.current.getStore() ?? this.pool;
    const r = await executor.query(sql, [...params]);
    return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
  }

  async exec(sql: string): Promise<void> {
    const executor = this.current.getStore() ?? this.pool;
    await executor.query(sql);
  }

  async transaction<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    if (this.current.getStore()) return work();
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await this.current.run(client, work);
      await client.query(result.isOk() ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
