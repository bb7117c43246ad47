import { errAsync, type ResultAsync } from 'neverthrow';
import type { CommerceError } from '../errors';
import type { Scheduler } from '../ports/scheduler.port';
import { needsEmployeeTerms, type AuthSummary } from './employee-terms';
import { sessionAfterLogin, type SessionState } from './session-keys';

/** §4 login: the guest's objects merged into the signed-in account by the token exchange. */
export interface GuestObjects {
  readonly basketId?: string;
  readonly favoriteId?: string;
  readonly saveForLaterId?: string;
}

/** §7 POST /consumers-v3/auth/signin body. */
export interface SignInRequest {
  readonly type: 'Registered';
  readonly username: string;
  readonly password: string;
  readonly codeChallenge: string;
  readonly recaptcha_response?: string;
}

/** §7 POST /token/v2/auth/token body for a registered consumer. */
export interface RegisteredTokenRequest {
  readonly type: 'Registered';
  readonly authorizationCode: string;
  readonly codeVerifier: string;
  readonly guestObjects: GuestObjects;
  readonly orderNo?: string;
  readonly st?: string;
  readonly action?: 'postLogin';
}

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

export function signInRequest(input: {
  readonly username: string;
  readonly password: string;
  readonly codeChallenge: string;
  readonly recaptchaResponse?: string;
}): SignInRequest {
  return {
    type: 'Registered',
    username: input.username.trim(),
    password: input.password,
    codeChallenge: input.codeChallenge,
    ...(present(input.recaptchaResponse) ? { recaptcha_response: input.recaptchaResponse } : {}),
  };
}

/**
 * §4/§7: the token exchange after sign-in: authorization code and verifier, the guest objects to merge (basketId,
 * favoriteId, saveForLaterId — only those the guest has), optionally the guest order (orderNo, st), and action
 * postLogin when the exchange follows a sign-in the user started.
 */
export function tokenExchangeRequest(input: {
  readonly authorizationCode: string;
  readonly codeVerifier: string;
  readonly guest: GuestObjects;
  readonly orderNo?: string;
  readonly st?: string;
  readonly postLogin?: boolean;
}): RegisteredTokenRequest {
  const { basketId, favoriteId, saveForLaterId } = input.guest;
  return {
    type: 'Registered',
    authorizationCode: input.authorizationCode,
    codeVerifier: input.codeVerifier,
    guestObjects: {
      ...(present(basketId) ? { basketId } : {}),
      ...(present(favoriteId) ? { favoriteId } : {}),
      ...(present(saveForLaterId) ? { saveForLaterId } : {}),
    },
    ...(present(input.orderNo) ? { orderNo: input.orderNo } : {}),
    ...(present(input.st) ? { st: input.st } : {}),
    ...(input.postLogin === true ? { action: 'postLogin' as const } : {}),
  };
}

/** §7/§9: the login token call is retried once, after 2000 ms, when it answers 409. */
export const LOGIN_TOKEN_RETRY_DELAY_MS = 2000;
export const LOGIN_TOKEN_CONFLICT_STATUS = 409;

const isConflict = (error: CommerceError): boolean => error.type === 'ApiError' && error.statusCode === LOGIN_TOKEN_CONFLICT_STATUS;

/** §7: runs the token call; on a 409 waits 2 s (through the Scheduler port) and tries exactly once more. */
export function exchangeTokenWithRetry<T>(call: () => ResultAsync<T, CommerceError>, scheduler: Scheduler): ResultAsync<T, CommerceError> {
  return call().orElse((error) =>
    isConflict(error) ? scheduler.wait(LOGIN_TOKEN_RETRY_DELAY_MS).andThen(call) : errAsync(error),
  );
}

/** What follows a successful token exchange. */
export interface AfterLogin {
  readonly session: SessionState;
  /** §4: the employee terms dialog opens when an employee has not accepted the discount terms. */
  readonly dialog: 'employee-terms' | null;
  /** The merged cart and favorites to keep locally (§4: the cart and favorites id are persisted locally). */
  readonly basketId: string | null;
  readonly favoriteId: string | null;
}

export function afterLogin(auth: AuthSummary, expiresInSeconds: number, nowMs: number): AfterLogin {
  return {
    session: sessionAfterLogin(auth, expiresInSeconds, nowMs),
    dialog: needsEmployeeTerms(auth) ? 'employee-terms' : null,
    basketId: present(auth.basketId) ? auth.basketId : null,
    favoriteId: present(auth.favorites?.favoriteId) ? auth.favorites.favoriteId : null,
  };
}
