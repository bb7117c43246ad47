import { okAsync, type ResultAsync } from 'neverthrow';
import { readStoredBasketId } from '../cart/cart-session';
import type { RegisteredTokenResponse } from '../contract';
import type { CommerceError } from '../errors';
import { STORAGE_KEYS, type AccountApi, type KeyValueStore, type RandomSource } from '../ports';
import { afterLogin, signInRequest, tokenExchangeRequest, type AfterLogin } from './login';
import { createPkcePair, PKCE_RANDOM_BYTES } from './pkce';

export interface SignedIn {
  readonly auth: RegisteredTokenResponse;
  readonly after: AfterLogin;
}

/**
 * commerce-core §4 login, for any client (storefront server, CLI): a fresh PKCE pair for this attempt (the verifier
 * stays with the caller), sign-in for a one-time code, the Registered exchange naming the stored guest cart (the
 * server merges it), then the merged cart id stored (or the stale one forgotten) and core's session after login.
 * `nowMs` times the access expiry (the caller's Clock).
 */
export class SignIn {
  constructor(
    private readonly account: AccountApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  run(input: { readonly email: string; readonly password: string; readonly recaptchaResponse?: string }, nowMs: () => number): ResultAsync<SignedIn, CommerceError> {
    const pair = createPkcePair(this.random.bytes(PKCE_RANDOM_BYTES));
    return this.account
      .signIn(signInRequest({ username: input.email, password: input.password, codeChallenge: pair.codeChallenge, ...(input.recaptchaResponse ? { recaptchaResponse: input.recaptchaResponse } : {}) }))
      .andThen((code) => readStoredBasketId(this.store).andThen((basketId) => this.account.exchangeCode(tokenExchangeRequest({
        authorizationCode: code.authorizationCode,
        codeVerifier: pair.codeVerifier,
        guest: basketId !== null ? { basketId } : {},
        postLogin: true,
      }))))
      .andThen((auth) => {
        const after = afterLogin(auth, auth.expiresIn, nowMs());
        const kept = after.basketId !== null ? this.store.set(STORAGE_KEYS.basketId, after.basketId) : this.store.remove(STORAGE_KEYS.basketId);
        return kept.orElse(() => okAsync(undefined)).map((): SignedIn => ({ auth, after }));
      });
  }
}
