import { createPkcePair, signInRequest, tokenExchangeRequest } from '@switchback/core';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** What only the engine's operator can give the scenario: the mailed reset token, a demo associate. */
export interface AccountScenarioOptions extends ScenarioOptions {
  /** Reads the reset token mailed to `email` (the recorder reads the engine's outbox); absent: no reset success. */
  readonly readResetToken?: (email: string) => Promise<string>;
  /** An associate of the upstream; absent: no agent login success. */
  readonly associate?: { readonly storeId: string; readonly employeeId: string; readonly password: string };
}

const PASSWORD = 'Correct-Horse-9';

/**
 * Issue 7 authentication against a running commerce API, every exchange captured: lookup, sign-up (and AUT439 for
 * the same e-mail, AUT403 for a failed bot check), sign-in (AUT401), the PKCE exchange (a replayed code: AUT400),
 * refresh, password change, reset (a spent token: AUT402), lockout (AUT423), agent login, sign-out.
 */
export async function runAccountScenario(apiBaseUrl: string, options: AccountScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = () => scenarioClient(capture.fetch, apiBaseUrl, options);
  const client = newClient();
  const stamp = `${Date.now()}.${crypto.randomUUID().slice(0, 8)}`;
  const email = `contract.${stamp}@example.com`;

  await expectOk('guestToken', client.auth.guestToken());
  await expectOk('lookup', client.account.lookup(email));
  await expectOk('signUp', client.account.signUp({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }));
  await expectApiError(capture, 'signUp of a taken e-mail', () => client.account.signUp({ email, password: PASSWORD }), 'LOGIN_IN_USE');
  await expectApiError(capture, 'signUp failing the bot check', () => client.account.signUp({ email: `bot.${stamp}@example.com`, password: PASSWORD, recaptcha_response: 'not-a-human' }), 'CAPTCHA_FAILED');

  const pair = createPkcePair(crypto.getRandomValues(new Uint8Array(32)));
  await expectApiError(capture, 'signIn with a wrong password', () =>
    client.account.signIn(signInRequest({ username: email, password: 'Wrong-Horse-9', codeChallenge: pair.codeChallenge })), 'INVALID_CREDENTIALS');
  const code = await expectOk('signIn', client.account.signIn(signInRequest({ username: email, password: PASSWORD, codeChallenge: pair.codeChallenge })));
  const exchange = tokenExchangeRequest({ authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier, guest: {}, postLogin: true });
  await expectOk('guestToken (Registered)', client.account.exchangeCode(exchange));
  // §8 DUPLICATED_TOKEN (issue 10): a spent code exchanged again; a code the upstream never issued is INVALID_GRANT.
  await expectApiError(capture, 'the same code exchanged again', () => newClient().account.exchangeCode(exchange), 'DUPLICATED_TOKEN');
  await expectApiError(capture, 'a code never issued', () => newClient().account.exchangeCode({ ...exchange, authorizationCode: 'A'.repeat(43) }), 'INVALID_GRANT');
  // The replay revoked the session: sign in again for the calls that follow.
  const again = createPkcePair(crypto.getRandomValues(new Uint8Array(32)));
  const code2 = await expectOk('signIn', client.account.signIn(signInRequest({ username: email, password: PASSWORD, codeChallenge: again.codeChallenge })));
  await expectOk('guestToken (Registered)', client.account.exchangeCode(tokenExchangeRequest({ authorizationCode: code2.authorizationCode, codeVerifier: again.codeVerifier, guest: {} })));
  await expectOk('guestToken (Refresh)', client.account.refresh());
  await expectOk('changePassword', client.account.changePassword(PASSWORD, 'Changed-Horse-10'));

  await expectOk('resetPassword', client.account.resetPassword(email));
  await expectApiError(capture, 'confirmForgotPassword with a spent token', () => client.account.confirmForgotPassword('A'.repeat(43), 'Reset-Horse-11'), 'RESET_LINK_EXPIRED');
  if (options.readResetToken) {
    const token = await options.readResetToken(email);
    await expectOk('confirmForgotPassword', client.account.confirmForgotPassword(token, 'Reset-Horse-11'));
  }
  if (options.associate) await expectOk('agentLogin', client.account.agentLogin(options.associate));
  // Any upstream: an employee id no store has is refused like a wrong password.
  await expectApiError(capture, 'agentLogin of an unknown associate', () =>
    newClient().account.agentLogin({ storeId: 'NO-SUCH-STORE', employeeId: `X${stamp.slice(-6).replace(/\W/g, '')}`, password: 'Wrong-Horse-9' }), 'INVALID_CREDENTIALS');
  await expectOk('signOut', client.account.signOut());

  // Lockout: a throwaway e-mail (no account needed: unknown e-mails lock alike), five failures, then AUT423.
  const locked = `locked.${stamp}@example.com`;
  const stranger = newClient();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await expectApiError(capture, 'signIn failing before the lock', () =>
      stranger.account.signIn(signInRequest({ username: locked, password: 'Wrong-Horse-9', codeChallenge: pair.codeChallenge })), 'INVALID_CREDENTIALS');
  }
  await expectApiError(capture, 'signIn of a locked e-mail', () =>
    stranger.account.signIn(signInRequest({ username: locked, password: 'Wrong-Horse-9', codeChallenge: pair.codeChallenge })), 'USER_LOCKED');

  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
