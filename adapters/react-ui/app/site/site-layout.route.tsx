import { isRouteErrorResponse, Outlet, useNavigation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import {
  benefitBarVisible, firstPopUpToShow, hasErrorId, popUpsForRoute, type BlockOf, type Category, type ContentPage,
  type ContentPopUp, type MegaMenuEntry,
} from '@switchback/core';
import { contentScopeOf } from '../content/content-scope.server';
import { dismissedIds } from '../content-chrome/content-dismissals.server';
import { BenefitBar, ConsentBanner, ConsentPreferencesLink, PopUpManager, ToasterHost } from '../content-chrome/chrome-parts';
import { chromePartsReady } from '../content-chrome/chrome-parts.server';
import { consentOf, consentViewOf, type ConsentView } from '../consent/consent.server';
import type { Route } from './+types/site-layout.route';
import { uiMessage } from '../errors/ui-message';
import { favoritesState } from '../favorites/wishlist-access.server';
import { ErrorPage } from './error-page.component';
import { loaderFailure, routeErrorMessage } from './route-errors';
import { storefrontOf, withCookies } from './route-helpers.server';
import { SiteFooter } from './site-footer.component';
import { SessionNotices } from '../auth/session-notices.component';
import { InterestsDialogHost } from '../enrolment/interests-dialog-host.component';
import type { InterestsWelcome } from '../enrolment/enrolment-paths';
import { takeInterestsPending } from '../enrolment/interests-step.server';
import { signInDialogFor } from '../auth/auth-settings.server';
import { recaptchaSiteKey } from '../auth/bot-defence.server';
import { SiteHeader } from './site-header.component';
import { WebVitals } from '../vitals/web-vitals.component';
import { sitePath, useSite } from './use-site';
import { pack, unpack, type Packed } from '../platform/packed-data';

/**
 * Every page of a site: an unknown locale is a 404; the catalogue's categories and the number of units in the
 * shopper's cart (read from the cart cookie) load on the server. Only the categories go to the page (the header's menu
 * without content, the listing's and product page's category): the catalogue's featured products and brands are
 * for the pages that show them (home without content, the search hub), which ask for them. What the layout sends is
 * decoded by the browser before any page hydrates, on every page (issue 6 §6: the listing's 798 values became 702).
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { session, carts, products, content, site } = storefront;
  // Issue 12: the content of the chrome (menu, pop-ups, footer, benefit bar) with the catalogue, side by side. Content
  // trouble never fails a page: without a menu the header shows the catalogue's categories, without the rest nothing.
  const scope = contentScopeOf(site, args.request);
  chromePartsReady();
  const [catalog, menu, popUps, footer, benefitBarFragment] = await Promise.all([
    products.catalog(), content.menu(scope), content.popUps(scope), content.footer(scope), content.fragment(scope, BENEFIT_BAR_FRAGMENT),
  ]);
  if (catalog.isErr()) return loaderFailure(uiMessage(catalog.error));
  const benefitBar = benefitBarFragment.isOk() ? firstBenefitBar(benefitBarFragment.value) : undefined;
  const routePopUps = popUps.isOk() ? popUpsForRoute(popUps.value.popups, scope.route ?? '/') : [];
  const [dismissedBars, dismissedPopUps] = await Promise.all([
    dismissedIds(args.request, 'benefit-bar', benefitBar ? [benefitBar.id] : []),
    dismissedIds(args.request, 'pop-up', routePopUps.map((popUp) => popUp.id)),
  ]);
  const consent = consentOf(args.request, site);
  const chrome: SiteChromeData = {
    menu: menu.isOk() ? menu.value.entries : null,
    footer: footer.isOk() ? footer.value : null,
    benefitBar: benefitBar !== undefined && benefitBarVisible(dismissedBars.has(benefitBar.id)) ? benefitBar : null,
    popUp: firstPopUpToShow(routePopUps, dismissedPopUps) ?? null,
    consent: { ...consentViewOf(args.request, site), tracking: consent.performance },
  };
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
  return withCookies(storefront, { catalog: { categories: catalog.value.categories }, cartUnits, shopper: shopper.shopper, inStore: shopper.inStore, flash: shopper.flash, favorites,
    signInDialog: signInDialogFor(storefront.site.id), recaptchaSiteKey: recaptchaSiteKey() ?? null,
    // Packed (platform/packed-data.ts): 248 values of menu, footer and pop-up content, decoded on every page, become one.
    chrome: pack(chrome),
    // Issue 12: web vitals are measured only with performance consent.
    vitals: consent.performance,
    // storefront-experience §4: a sign-up just asked for the interests dialog (read once, then cleared).
    interestsDialog: takeInterestsPending(storefront, args.request) });
}

/**
 * The benefit bar is the first `benefit-bar` block of the content fragment `benefit-bar` (one document the
 * merchandiser edits for the whole site; schedules and preview apply as to any fragment).
 */
export const BENEFIT_BAR_FRAGMENT = 'benefit-bar';

function firstBenefitBar(page: ContentPage): BlockOf<'benefit-bar'> | undefined {
  for (const blocks of Object.values(page.sections)) {
    const bar = blocks.find((block): block is BlockOf<'benefit-bar'> => block.type === 'benefit-bar');
    if (bar !== undefined) return bar;
  }
  return undefined;
}

/** The site layout's chrome content (menu, footer, benefit bar, pop-up, consent), as the loader sends it. */
export interface SiteChromeData {
  readonly menu: readonly MegaMenuEntry[] | null;
  readonly footer: ContentPage | null;
  readonly benefitBar: BlockOf<'benefit-bar'> | null;
  readonly popUp: ContentPopUp | null;
  readonly consent: ConsentView & { readonly tracking: boolean };
}

/**
 * The catalogue changes with the site; the cart count after every write (an action) as well; the pop-up with the
 * route (pop-ups name the routes they show on).
 */
export function shouldRevalidate({ currentParams, nextParams, currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const wrote = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
  return currentParams.locale !== nextParams.locale || wrote || currentUrl.pathname !== nextUrl.pathname ? defaultShouldRevalidate : false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome categories={loaderData.catalog.categories} cartUnits={loaderData.cartUnits} flash={loaderData.flash} chrome={loaderData.chrome}
      interestsDialog={loaderData.interestsDialog}>
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
    <SiteChrome categories={data.catalog.categories} cartUnits={data.cartUnits} chrome={data.chrome}>
      {page}
    </SiteChrome>
  );
}

interface ChromeProps {
  categories: readonly Category[];
  cartUnits: number;
  flash?: string | null;
  chrome: Packed<SiteChromeData>;
  interestsDialog?: InterestsWelcome | null;
  children: ReactNode;
}

/**
 * Skip link, then the consent banner (first in the tab order after it, EMEA until the shopper chooses), the benefit
 * bar, the header, the page, the footer with "Cookie preferences", the pop-up and the toaster.
 */
function SiteChrome({ categories, cartUnits, flash, chrome: packedChrome, interestsDialog, children }: ChromeProps) {
  const chrome = unpack(packedChrome);
  return (
    <>
      <a className="skip-link" href="#main"><FormattedMessage id="site.skipToContent" /></a>
      {chrome.consent.ask ? <ConsentBanner accepted={chrome.consent.accepted} /> : null}
      <NavigationProgress />
      {chrome.benefitBar !== null ? <BenefitBar block={chrome.benefitBar} /> : null}
      <SiteHeader categories={categories} cartUnits={cartUnits} menu={chrome.menu} />
      <SessionNotices flash={flash ?? null} />
      <main id="main">{children}</main>
      <SiteFooter footer={chrome.footer} />
      <ConsentPreferencesLink accepted={chrome.consent.accepted} />
      {chrome.popUp !== null ? <PopUpManager key={chrome.popUp.id} popUp={chrome.popUp} tracking={chrome.consent.tracking} /> : null}
      <ToasterHost />
      <InterestsDialogHost pending={interestsDialog ?? null} />
      <WebVitals />
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
