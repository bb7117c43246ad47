import { err, ok, type Result } from 'neverthrow';
import { enrolmentStartStep, SignIn, type AfterLogin, type CommerceError } from '@switchback/core';
import type { Storefront } from '../composition-root.server';

/**
 * commerce-core §4 login on the server, through core's SignIn: a PKCE pair made here for this attempt (the verifier
 * never leaves the server), the Registered exchange naming this site's guest cart (the cart cookie is core's store),
 * then core's session after login in the session cookie.
 */
export async function signInShopper(storefront: Storefront, email: string, password: string, recaptchaResponse?: string): Promise<Result<AfterLogin, CommerceError>> {
  const { account, session, random } = storefront;
  const signedIn = await new SignIn(account, session.store, random).run({ email, password, ...(recaptchaResponse ? { recaptchaResponse } : {}) }, () => Date.now());
  if (signedIn.isErr()) return err(signedIn.error);
  session.shopper.signedIn(signedIn.value.auth, Date.now());
  return ok(signedIn.value.after);
}

/** After signing up (a profile with only what the form asked): core's first complete-profile step. */
export const firstEnrolmentStep = (phone: string | null): string =>
  enrolmentStartStep({ loggedIn: true }, { phone: phone ?? '' }).replace(/^complete-profile-/, '');
