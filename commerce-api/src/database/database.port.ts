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

/**
 * Whether an error means the database connection is gone or refused, not that the statement was wrong: the server
 * terminated the backend (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), any class 08
 * connection exception, the socket failing (ECONNRESET, ECONNREFUSED, EPIPE, ETIMEDOUT…), or `pg` reporting the
 * connection ended. Such a request failed as a whole and may be retried.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (['57P01', '57P02', '57P03'].includes(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'].includes(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string'
    && /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/.test(message);
}
