import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Result } from 'neverthrow';
import type { Database, QueryResult } from './database.port';

const toResult = <R>(r: { rows: R[]; affectedRows?: number }): QueryResult<R> => ({
  rows: r.rows,
  rowCount: r.affectedRows ?? r.rows.length,
});

/** Embedded PostgreSQL (PGlite), persisted in a directory. Single process: see `DataDirLock`. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly current = new AsyncLocalStorage<Transaction>();

  private constructor(private readonly pg: PGlite) {}

  /** `dataDir` undefined keeps the database in memory. */
  static async open(dataDir: string | undefined): Promise<PgliteDatabase> {
    // Search (issue 11) needs trigram similarity and accent folding: PGlite loads these extensions on demand.
    const extensions = { pg_trgm, unaccent };
    const pg = dataDir === undefined ? await PGlite.create({ extensions }) : await PGlite.create(dataDir, { extensions });
    // PGlite keeps no plan cache for our parameterised (unnamed) statements, so every call is planned afresh, and
    // the exhaustive join-order search of the cart's five-table read cost more than the query itself (1.4 ms of
    // planning against 0.2 ms of execution, measured). Our joins are written in a good order by hand: keep it.
    await pg.exec('SET join_collapse_limit = 1; SET from_collapse_limit = 1;');
    return new PgliteDatabase(pg);
  }

  async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
    const tx = this.current.getStore();
    return toResult(tx ? await tx.query<R>(sql, [...params]) : await this.pg.query<R>(sql, [...params]));
  }

  async exec(sql: string): Promise<void> {
    const tx = this.current.getStore();
    await (tx ? tx.exec(sql) : this.pg.exec(sql));
  }

  async transaction<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>> {
    if (this.current.getStore()) return work();
    return this.pg.transaction(async (tx) => {
      const result = await this.current.run(tx, work);
      if (result.isErr()) await tx.rollback();
      return result;
    });
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}
