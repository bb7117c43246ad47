import { err, ok, type Result } from 'neverthrow';
import {
  createPkcePair, enrolmentStartStep, signInRequest, STORAGE_KEYS, tokenExchangeRequest, type AfterLogin, type CommerceError,
} from '@switchback/core';
import type { Storefront } from '../composition-root.server';

/**
 * commerce-core §4 login, on the server: a PKCE pair made here for this attempt (the verifier never leaves the
 * server), sign-in for a one-time code, the Registered exchange naming this site's guest cart (merged into the
 * consumer's), then core's session after login in the session cookie and the merged cart in the cart cookie.
 */
export async function signInShopper(storefront: Storefront, email: string, password: string, recaptchaResponse?: string): Promise<Result<AfterLogin, CommerceError>> {
  const { account, session, random } = storefront;
  const pair = createPkcePair(random.bytes(32));
  const code = await account.signIn(signInRequest({
    username: email, password, codeChallenge: pair.codeChallenge, ...(recaptchaResponse ? { recaptchaResponse } : {}),
  }));
  if (code.isErr()) return err(code.error);
  const guestCart = session.basketId;
  const exchanged = await account.exchangeCode(tokenExchangeRequest({
    authorizationCode: code.value.authorizationCode,
    codeVerifier: pair.codeVerifier,
    guest: guestCart !== null ? { basketId: guestCart } : {},
    postLogin: true,
  }));
  if (exchanged.isErr()) return err(exchanged.error);
  const after = session.shopper.signedIn(exchanged.value, Date.now());
  if (after.basketId !== null) await session.store.set(STORAGE_KEYS.basketId, after.basketId);
  else session.forgetCart();
  return ok(after);
}

/** After signing up (a profile with only what the form asked): core's first complete-profile step. */
export const firstEnrolmentStep = (phone: string | null): string =>
  enrolmentStartStep({ loggedIn: true }, { phone: phone ?? '' }).replace(/^complete-profile-/, '');
