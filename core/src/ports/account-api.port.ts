import type { ResultAsync } from 'neverthrow';
import type {
  AgentLoginResponse, LookupResponse, RegisteredTokenRequestBody, RegisteredTokenResponse, SignInRequestBody, SignInResponse,
  SignUpRequest, SignUpResponse,
} from '../contract';
import type { CommerceError } from '../errors';

/**
 * Issue 7 authentication calls (commerce-core §7). Tokens travel in httpOnly cookies the caller's fetch keeps (the
 * browser, the storefront's request session, the CLI's cookie jar); answers carry what the session needs to know.
 */
export interface AccountApi {
  signUp(request: SignUpRequest): ResultAsync<SignUpResponse, CommerceError>;
  /** §7 sign-in body (core's `signInRequest`): a one-time code bound to the S256 challenge. */
  signIn(request: SignInRequestBody): ResultAsync<SignInResponse, CommerceError>;
  /** §7 Registered token exchange (core's `tokenExchangeRequest`), retried once after 2 s on 409. */
  exchangeCode(request: RegisteredTokenRequestBody): ResultAsync<RegisteredTokenResponse, CommerceError>;
  /** Rotates the refresh token (cookie) for a new access token. */
  refresh(): ResultAsync<RegisteredTokenResponse, CommerceError>;
  signOut(): ResultAsync<{ signedOut: true }, CommerceError>;
  changePassword(currentPassword: string, newPassword: string): ResultAsync<{ changed: true }, CommerceError>;
  /** Mails a reset link (same answer whether the account exists or not). */
  resetPassword(email: string, recaptchaResponse?: string): ResultAsync<{ requested: true }, CommerceError>;
  confirmForgotPassword(token: string, newPassword: string): ResultAsync<{ changed: true }, CommerceError>;
  lookup(email: string, recaptchaResponse?: string): ResultAsync<LookupResponse, CommerceError>;
  agentLogin(request: { storeId: string; employeeId: string; password: string; recaptcha_response?: string }): ResultAsync<AgentLoginResponse, CommerceError>;
}
