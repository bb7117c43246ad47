import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FakeKeyValueStore } from '../testing';
import {
  clearSession, GUEST_SESSION, isAccessExpired, loadSession, saveSession, sessionEntries, sessionFromEntries, sessionKeys,
  type SessionState,
} from './session-keys';

const sessionArb: fc.Arbitrary<SessionState> = fc.record({
  loggedIn: fc.boolean(),
  accessExpiresAt: fc.option(fc.nat({ max: 4_102_444_800_000 }), { nil: null }),
  employee: fc.boolean(),
});

describe('§4 session keys', () => {
  it('session state is kept under per-session keys including a login flag, an access-expiry value and an employee flag', () => {
    expect(sessionKeys('usid-1')).toEqual({
      loggedIn: 'switchback.session.usid-1.isLoggedIn',
      accessExpiry: 'switchback.session.usid-1.accessExpiry',
      employee: 'switchback.session.usid-1.isEmployee',
    });
    expect(Object.values(sessionKeys('a'))).not.toEqual(expect.arrayContaining(Object.values(sessionKeys('b'))));
  });

  it('property: what is written reads back the same, per session', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }), sessionArb, (sessionId, session) => {
      const stored = new Map(sessionEntries(sessionId, session));
      expect(sessionFromEntries((key) => stored.get(key) ?? null, sessionId)).toEqual(session);
    }));
  });

  it('unreadable stored values read as a guest session', () => {
    const junk: Record<string, string> = { ...Object.fromEntries(Object.values(sessionKeys('s')).map((k) => [k, 'yes'])) };
    expect(sessionFromEntries((key) => junk[key] ?? null, 's')).toEqual(GUEST_SESSION);
  });

  it('access expiry: expired from the expiry instant on, never for a session without one', () => {
    expect(isAccessExpired({ loggedIn: true, accessExpiresAt: 100, employee: false }, 99)).toBe(false);
    expect(isAccessExpired({ loggedIn: true, accessExpiresAt: 100, employee: false }, 100)).toBe(true);
    expect(isAccessExpired(GUEST_SESSION, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  it('saves, loads and clears a session through the KeyValueStore port', async () => {
    const store = new FakeKeyValueStore();
    const session: SessionState = { loggedIn: true, accessExpiresAt: 5_000, employee: true };
    expect((await saveSession(store, 'u1', session)).isOk()).toBe(true);
    expect((await loadSession(store, 'u1'))._unsafeUnwrap()).toEqual(session);
    expect((await loadSession(store, 'u2'))._unsafeUnwrap()).toEqual(GUEST_SESSION);
    expect((await clearSession(store, 'u1')).isOk()).toBe(true);
    expect(store.values.size).toBe(0);
  });

  it('a storage that cannot be read loads as a guest session; a failed write is reported', async () => {
    expect((await loadSession(new FakeKeyValueStore().failOn('get'), 'u1'))._unsafeUnwrap()).toEqual(GUEST_SESSION);
    expect((await saveSession(new FakeKeyValueStore().failOn('set'), 'u1', GUEST_SESSION)).isErr()).toBe(true);
  });
});
