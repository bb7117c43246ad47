import { isRouteErrorResponse, Outlet, useNavigation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { hasErrorId, type Category } from '@switchback/core';
import type { Route } from './+types/site-layout.route';
import { uiMessage } from '../errors/ui-message';
import { favoritesState } from '../favorites/wishlist-access.server';
import { ErrorPage } from './error-page.component';
import { loaderFailure, routeErrorMessage } from './route-errors';
import { storefrontOf, withCookies } from './route-helpers.server';
import { SiteFooter } from './site-footer.component';
import { SessionNotices } from '../auth/session-notices.component';
import { signInDialogFor } from '../auth/auth-settings.server';
import { recaptchaSiteKey } from '../auth/bot-defence.server';
import { SiteHeader } from './site-header.component';
import { sitePath, useSite } from './use-site';

/**
 * Every page of a site: an unknown locale is a 404; the catalogue (categories, featured products) and the number of
 * units in the shopper's cart (read from the cart cookie) load on the server.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { session, carts, products } = storefront;
  const catalog = await products.catalog();
  if (catalog.isErr()) return loaderFailure(uiMessage(catalog.error));
  let cartUnits = 0;
  if (session.basketId !== null) {
    const cart = await carts.get(session.basketId);
    if (cart.isOk()) cartUnits = cart.value.totals.totalUnits;
    else if (hasErrorId(cart.error, 'CART_NOT_FOUND')) session.forgetCart();
  }
  // Issue 7: who is signed in (the header, every page via useShopper), the in-store associate, a one-time message;
  // the favorites state every heart reads (wishlist).
  const { shopper } = session;
  const favorites = await favoritesState(storefront);
  return withCookies(storefront, { catalog: catalog.value, cartUnits, shopper: shopper.shopper, inStore: shopper.inStore, flash: shopper.flash, favorites,
    signInDialog: signInDialogFor(storefront.site.id), recaptchaSiteKey: recaptchaSiteKey() ?? null });
}

/** The catalogue changes with the site; the cart count after every write (an action) as well. */
export function shouldRevalidate({ currentParams, nextParams, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const wrote = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  return currentParams.locale !== nextParams.locale || wrote ? defaultShouldRevalidate : false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome categories={loaderData.catalog.categories} cartUnits={loaderData.cartUnits} flash={loaderData.flash}>
      <Outlet />
    </SiteChrome>
  );
}

/** A page of the site failed (404 or an unreachable API): the error inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('site');
  const site = useSite();
  const page = <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} message={routeErrorMessage(error)} homeHref={sitePath.home(site)} />;
  if (data === undefined) return <main id="main">{page}</main>;
  return (
    <SiteChrome categories={data.catalog.categories} cartUnits={data.cartUnits}>
      {page}
    </SiteChrome>
  );
}

function SiteChrome({ categories, cartUnits, flash, children }: { categories: readonly Category[]; cartUnits: number; flash?: string | null; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main"><FormattedMessage id="site.skipToContent" /></a>
      <NavigationProgress />
      <SiteHeader categories={categories} cartUnits={cartUnits} />
      <SessionNotices flash={flash ?? null} />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}

/** While the next page's data loads: a bar for the eye, a polite status for screen readers. */
function NavigationProgress() {
  const intl = useIntl();
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <div className={loading ? 'navigation-progress navigation-progress--active' : 'navigation-progress'} aria-hidden="true" />
      <span className="visually-hidden" role="status">{loading ? intl.formatMessage({ id: 'site.loadingPage' }) : ''}</span>
    </>
  );
}
