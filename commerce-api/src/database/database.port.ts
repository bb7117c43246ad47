import type { Result } from 'neverthrow';

export interface QueryResult<R> {
  readonly rows: R[];
  /** Rows inserted, updated or deleted (0 for a SELECT that matched nothing). */
  readonly rowCount: number;
}

export interface SqlExecutor {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/**
 * The engine's only view of storage. Two adapters: embedded PGlite and PostgreSQL over `pg`; same SQL, same migrations.
 *
 * `transaction(work)` runs `work` in one database transaction. Every `query` made while `work` runs (in its async
 * context, however deep) joins that transaction, so repositories need no transaction handle. It commits when `work`
 * returns `ok`, rolls back when it returns `err` or throws.
 */
export interface Database extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Run a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T, E>(work: () => Promise<Result<T, E>>): Promise<Result<T, E>>;
  close(): Promise<void>;
}

/** PostgreSQL's unique_violation SQLSTATE, as both adapters report it on `error.code`. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
