import { redirect } from 'react-router';
import { logoutSequence, REFRESH_TOKEN_COOKIE } from '@switchback/core';
import type { Route } from './+types/sign-out.route';
import { redirectWithCookies, siteOf, storefrontOf } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { safeRedirect } from './auth-paths';

/** A GET changes nothing: signing out is a form's POST. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(sitePath.home(siteOf(params)));
}

/**
 * commerce-core §4 logout, step by step as core's `logoutSequence` lists them: away from protected areas (cart,
 * checkout, favorites, account → home; elsewhere the shopper stays), sign out upstream with the refresh token (its
 * family revoked), the session keys cleared, the cart forgotten, a new guest token, the success message.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session, account, auth } = storefront;
  const form = await args.request.formData();
  const from = safeRedirect(site, form.get('from'), sitePath.home(site));
  let to = from;
  const steps = logoutSequence({ path: from, refreshToken: session.apiCookie(REFRESH_TOKEN_COOKIE), sessionId: session.shopper.usid ?? '' });
  for (const step of steps) {
    switch (step.type) {
      case 'redirect':
        to = step.to;
        break;
      case 'signOut':
        // A failure upstream still signs the shopper out here (the API cookies are replaced by a guest's below).
        await account.signOut();
        break;
      case 'clearSession':
        session.shopper.signedOut();
        break;
      case 'clearCart':
        session.forgetCart();
        break;
      case 'clearLoyalty':
      case 'clearFavorites':
        // Nothing of either is kept by the storefront: their pages read them from the API for the signed-in shopper.
        break;
      case 'obtainGuestToken':
        await auth.guestToken();
        break;
      case 'showSuccess':
        session.shopper.setFlash('auth.signedOut');
        break;
    }
  }
  return redirectWithCookies(storefront, to);
}
