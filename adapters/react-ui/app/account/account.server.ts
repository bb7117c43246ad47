import { redirect } from 'react-router';
import type { CommerceError, ConsumerProfileResponse } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { accountPath } from './account-paths';

/** Whether an API answer says the shopper is not signed in as a consumer (a guest token, or none). */
export const isSignedOut = (error: CommerceError): boolean => error.type === 'ApiError' && error.kind === 'Unauthorized';

/** The sign-in page with a way back to `request`'s path (and query): a guest opening an account page is sent there. */
export async function toSignIn(storefront: Storefront, request: Request): Promise<Response> {
  const url = new URL(request.url);
  return redirect(accountPath.signIn(storefront.site, `${url.pathname}${url.search}`), { headers: await storefront.session.headers() });
}

/**
 * The signed-in consumer's profile, or (thrown) the redirect to sign-in: the profile call answering 401 is how an
 * account page tells a guest, without depending on the auth area's session code. Other failures are thrown as is.
 */
export async function requireProfile(storefront: Storefront, request: Request): Promise<ConsumerProfileResponse> {
  const profile = await storefront.consumer.profile();
  if (profile.isOk()) return profile.value;
  if (isSignedOut(profile.error)) throw await toSignIn(storefront, request);
  throw new Response(null, { status: 503 });
}
