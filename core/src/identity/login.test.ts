import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { catalogueError, type CommerceError } from '../errors';
import type { Scheduler } from '../ports/scheduler.port';
import {
  afterLogin, exchangeTokenWithRetry, LOGIN_TOKEN_RETRY_DELAY_MS, signInRequest, tokenExchangeRequest,
} from './login';

class RecordingScheduler implements Scheduler {
  readonly waits: number[] = [];
  wait(ms: number): ResultAsync<void, never> {
    this.waits.push(ms);
    return okAsync(undefined);
  }
}

const apiError = (statusCode: number): CommerceError => ({ ...catalogueError('GEN500'), statusCode });

/** A token call answering each attempt from a script of outcomes. */
function scriptedCall(outcomes: ReadonlyArray<'ok' | number>) {
  let calls = 0;
  const call = (): ResultAsync<string, CommerceError> => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)]!;
    calls += 1;
    return outcome === 'ok' ? okAsync(`token-${calls}`) : errAsync(apiError(outcome));
  };
  return { call, calls: () => calls };
}

describe('§4 login: token exchange', () => {
  it('an exchange for tokens merges the guest cart, favorites and saved-for-later items (guest objects)', () => {
    expect(tokenExchangeRequest({
      authorizationCode: 'code-1', codeVerifier: 'v'.repeat(43),
      guest: { basketId: 'basket-1', favoriteId: 'fav-1', saveForLaterId: 'sfl-1' },
    })).toEqual({
      type: 'Registered', authorizationCode: 'code-1', codeVerifier: 'v'.repeat(43),
      guestObjects: { basketId: 'basket-1', favoriteId: 'fav-1', saveForLaterId: 'sfl-1' },
    });
  });

  it('optionally orderNo, st and action postLogin; guest objects the guest does not have are left out', () => {
    expect(tokenExchangeRequest({
      authorizationCode: 'c', codeVerifier: 'v', guest: { basketId: '', favoriteId: 'fav-1' }, orderNo: 'ORD-1', st: 'st-1', postLogin: true,
    })).toEqual({
      type: 'Registered', authorizationCode: 'c', codeVerifier: 'v', guestObjects: { favoriteId: 'fav-1' }, orderNo: 'ORD-1', st: 'st-1', action: 'postLogin',
    });
    expect(tokenExchangeRequest({ authorizationCode: 'c', codeVerifier: 'v', guest: {}, postLogin: false })).not.toHaveProperty('action');
  });

  it('sign-in sends type Registered, username, password, codeChallenge and recaptcha_response', () => {
    expect(signInRequest({ username: ' ann@example.com ', password: 'Secret123', codeChallenge: 'ch', recaptchaResponse: 'r' }))
      .toEqual({ type: 'Registered', username: 'ann@example.com', password: 'Secret123', codeChallenge: 'ch', recaptcha_response: 'r' });
    expect(signInRequest({ username: 'a', password: 'b', codeChallenge: 'c' })).not.toHaveProperty('recaptcha_response');
  });

  it('retry once after 2 seconds on status 409', async () => {
    const scheduler = new RecordingScheduler();
    const script = scriptedCall([409, 'ok']);
    expect((await exchangeTokenWithRetry(script.call, scheduler))._unsafeUnwrap()).toBe('token-2');
    expect(scheduler.waits).toEqual([LOGIN_TOKEN_RETRY_DELAY_MS]);
    expect(LOGIN_TOKEN_RETRY_DELAY_MS).toBe(2000);
    expect(script.calls()).toBe(2);
  });

  it('a second 409 is not retried again', async () => {
    const scheduler = new RecordingScheduler();
    const script = scriptedCall([409, 409, 'ok']);
    const result = await exchangeTokenWithRetry(script.call, scheduler);
    expect(result._unsafeUnwrapErr()).toMatchObject({ statusCode: 409 });
    expect(script.calls()).toBe(2);
  });

  it('property: only a 409 is retried, and at most once', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(fc.constant<'ok'>('ok'), fc.constantFrom(400, 401, 403, 409, 500)), { minLength: 1, maxLength: 4 }), async (outcomes) => {
      const scheduler = new RecordingScheduler();
      const script = scriptedCall(outcomes);
      const result = await exchangeTokenWithRetry(script.call, scheduler);
      const expectedCalls = outcomes[0] === 409 ? 2 : 1;
      expect(script.calls()).toBe(expectedCalls);
      expect(scheduler.waits).toEqual(expectedCalls === 2 ? [2000] : []);
      expect(result.isOk()).toBe(outcomes[expectedCalls - 1] === 'ok');
    }));
  });

  it('non-API failures are not retried', async () => {
    const scheduler = new RecordingScheduler();
    const result = await exchangeTokenWithRetry(() => errAsync<string, CommerceError>({ type: 'NetworkError', message: 'down' }), scheduler);
    expect(result.isErr()).toBe(true);
    expect(scheduler.waits).toEqual([]);
  });
});

describe('§4 login: after the exchange', () => {
  it('if an employee has not accepted the discount terms, an employee terms dialog opens', () => {
    expect(afterLogin({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false }, 1800, 0).dialog).toBe('employee-terms');
    expect(afterLogin({ consumerType: 'EMPLOYEE' }, 1800, 0).dialog).toBe('employee-terms');
    expect(afterLogin({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }, 1800, 0).dialog).toBeNull();
    expect(afterLogin({ consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false }, 1800, 0).dialog).toBeNull();
  });

  it('session keeps a login flag, an access-expiry value and an employee flag; the merged cart and favorites are kept', () => {
    expect(afterLogin({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true, basketId: 'b-1', favorites: { favoriteId: 'f-1' } }, 1800, 1_000)).toEqual({
      session: { loggedIn: true, accessExpiresAt: 1_801_000, employee: true },
      dialog: null,
      basketId: 'b-1',
      favoriteId: 'f-1',
    });
    expect(afterLogin({}, -5, 1_000)).toMatchObject({ session: { accessExpiresAt: 1_000, employee: false }, basketId: null, favoriteId: null });
  });
});
