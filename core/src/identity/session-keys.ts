import { okAsync, ResultAsync } from 'neverthrow';
import type { KeyValueStore, StorageError } from '../ports';
import { isEmployee, type AuthSummary } from './employee-terms';

/** §4: session state kept under per-session keys: a login flag, an access-expiry value and an employee flag. */
export interface SessionState {
  readonly loggedIn: boolean;
  /** Epoch milliseconds at which the access token expires, or null when unknown (a guest). */
  readonly accessExpiresAt: number | null;
  readonly employee: boolean;
}

export interface SessionKeys {
  readonly loggedIn: string;
  readonly accessExpiry: string;
  readonly employee: string;
}

export const SESSION_KEY_PREFIX = 'switchback.session';

/** §4: the keys of one session (`usid`), so two sessions in one storage never read each other's state. */
export const sessionKeys = (sessionId: string): SessionKeys => ({
  loggedIn: `${SESSION_KEY_PREFIX}.${sessionId}.isLoggedIn`,
  accessExpiry: `${SESSION_KEY_PREFIX}.${sessionId}.accessExpiry`,
  employee: `${SESSION_KEY_PREFIX}.${sessionId}.isEmployee`,
});

export const GUEST_SESSION: SessionState = { loggedIn: false, accessExpiresAt: null, employee: false };

/** The session after a registered token exchange answered at `nowMs` with a token valid `expiresInSeconds`. */
export const sessionAfterLogin = (auth: Pick<AuthSummary, 'consumerType'>, expiresInSeconds: number, nowMs: number): SessionState => ({
  loggedIn: true,
  accessExpiresAt: nowMs + Math.max(0, expiresInSeconds) * 1000,
  employee: isEmployee(auth),
});

/** Whether the access token has expired (a session without an expiry has nothing to expire). */
export const isAccessExpired = (session: SessionState, nowMs: number): boolean =>
  session.accessExpiresAt !== null && nowMs >= session.accessExpiresAt;

/** The stored strings of a session, key by key. */
export const sessionEntries = (sessionId: string, session: SessionState): ReadonlyArray<readonly [string, string]> => {
  const keys = sessionKeys(sessionId);
  return [
    [keys.loggedIn, String(session.loggedIn)],
    [keys.accessExpiry, session.accessExpiresAt === null ? '' : String(session.accessExpiresAt)],
    [keys.employee, String(session.employee)],
  ];
};

/** Reads stored strings back; anything that is not exactly what `sessionEntries` writes reads as the guest value. */
export function sessionFromEntries(read: (key: string) => string | null, sessionId: string): SessionState {
  const keys = sessionKeys(sessionId);
  const expiry = read(keys.accessExpiry);
  const expiresAt = expiry !== null && /^\d{1,16}$/.test(expiry) ? Number(expiry) : null;
  return { loggedIn: read(keys.loggedIn) === 'true', accessExpiresAt: expiresAt, employee: read(keys.employee) === 'true' };
}

/** Writes a session through the KeyValueStore port. */
export function saveSession(store: KeyValueStore, sessionId: string, session: SessionState): ResultAsync<void, StorageError> {
  return ResultAsync.combine(sessionEntries(sessionId, session).map(([key, value]) => store.set(key, value))).map(() => undefined);
}

/** Reads a session through the KeyValueStore port; an unreadable key counts as absent. */
export function loadSession(store: KeyValueStore, sessionId: string): ResultAsync<SessionState, never> {
  const keys = sessionKeys(sessionId);
  const readKey = (key: string) => store.get(key).orElse(() => okAsync(null));
  return ResultAsync.combine([readKey(keys.loggedIn), readKey(keys.accessExpiry), readKey(keys.employee)]).map(
    ([loggedIn, accessExpiry, employee]) => {
      const values: Record<string, string | null> = { [keys.loggedIn]: loggedIn, [keys.accessExpiry]: accessExpiry, [keys.employee]: employee };
      return sessionFromEntries((key) => values[key] ?? null, sessionId);
    },
  );
}

/** Removes every key of a session (logout). */
export function clearSession(store: KeyValueStore, sessionId: string): ResultAsync<void, StorageError> {
  return ResultAsync.combine(Object.values(sessionKeys(sessionId)).map((key) => store.remove(key))).map(() => undefined);
}
