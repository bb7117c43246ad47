import { exchangeTokenWithRetry, type AccountApi, type CommerceError, type RegisteredTokenResponse, type Scheduler } from '@switchback/core';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { EndpointCaller } from './endpoint-caller';
import type { HttpSession } from './http-client.config';

/** A token answer that is not a registered consumer's (the server never gives one to these calls). */
const notRegistered: CommerceError = { type: 'InvalidResponse', message: 'the token call did not answer a registered session' };

/**
 * The account calls of issue 7 over HTTP. A successful exchange or refresh marks the client's session as registered
 * (its expired access token is then renewed with the refresh token, not replaced by a new guest), sign-out unmarks it.
 */
export function createAccountClient(send: EndpointCaller, call: EndpointCaller, session: HttpSession, scheduler: Scheduler): AccountApi {
  const registered = (answer: ResultAsync<unknown, CommerceError>): ResultAsync<RegisteredTokenResponse, CommerceError> =>
    answer.andThen((token) => {
      const body = token as { tokenType?: string; usid?: string };
      if (body.tokenType !== 'Registered') return errAsync(notRegistered);
      session.usid = body.usid;
      session.registered = true;
      return okAsync(token as RegisteredTokenResponse);
    });
  return {
    signUp: (request) => send('signUp', { body: request }),
    signIn: (request) => send('signIn', { body: request }),
    exchangeCode: (request) => registered(exchangeTokenWithRetry(() => send('guestToken', { body: request }), scheduler)),
    refresh: () => registered(send('guestToken', { body: { type: 'Refresh' } })),
    signOut: () => send('signOut', { body: {} }).map((answer) => {
      session.registered = false;
      return answer;
    }),
    changePassword: (currentPassword, newPassword) => call('changePassword', { body: { currentPassword, newPassword } }),
    resetPassword: (email, recaptchaResponse) =>
      send('resetPassword', { body: { email, ...(recaptchaResponse ? { recaptcha_response: recaptchaResponse } : {}) } }),
    confirmForgotPassword: (token, newPassword) => send('confirmForgotPassword', { body: { token, newPassword } }),
    lookup: (email, recaptchaResponse) => send('lookup', { query: { email, ...(recaptchaResponse ? { recaptcha_response: recaptchaResponse } : {}) } }),
    agentLogin: (request) => send('agentLogin', { body: request }),
  };
}
