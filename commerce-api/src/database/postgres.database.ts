import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Result } from 'neverthrow';
import { isConnectionLost, type Database, type QueryResult } from './database.port';

/** `application_name` of the engine's connections (with the schema when one is set, so tests can find their own). */
export const applicationNameFor = (schema: string | undefined): string => (schema ? `switchback-commerce-api:${schema}` : 'switchback-commerce-api');

/**
 * PostgreSQL server over `pg` (DATABASE_URL). `schema` sets the search_path of every connection (tests use one per run).
 *
 * A connection that breaks (terminated backend, server restart, network) fails only the request using it: every
 * client, idle or checked out, has an 'error' listener (an unhandled one would crash the process), and a broken
 * client is destroyed on release instead of going back to the pool.
 */
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
      application_name: applicationNameFor(schema),
      connectionTimeoutMillis: 10_000,
      // public after the schema: the search extensions (pg_trgm, unaccent) live there, shared by every schema.
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reports the failure.
    pool.on('error', () => undefined);
    // Every client also keeps a listener of its own for life: a terminated backend can emit 'error' more than once
    // (the FATAL message, then the socket's end), also between a transaction's release and the pool's idle listener,
    // or inside pool.query's own checkout. Unheard, any of those crashes the server; the failing query still rejects.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
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
    // While checked out, a client has no pool listener: without ours, a terminated connection is an unhandled
    // 'error' event that takes the whole server down. The failed query rejects on its own; we remember the break.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await this.current.run(client, work);
      await client.query(result.isOk() ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      if (isConnectionLost(error)) broken ??= error as Error;
      else await client.query('ROLLBACK').catch((rollbackError: unknown) => {
        if (isConnectionLost(rollbackError)) broken ??= rollbackError as Error;
      });
      throw error;
    } finally {
      client.removeListener('error', onError);
      // release(error) destroys the client rather than handing a dead connection to the next request.
      client.release(broken ?? false);
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
