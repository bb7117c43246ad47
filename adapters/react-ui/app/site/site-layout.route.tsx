import { isRouteErrorResponse, Outlet, useNavigation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ReactNode } from 'react';
import type { Category } from '@switchback/core';
import type { Route } from './+types/site-layout.route';
import { CartProvider } from '../cart/cart.context';
import { composeServerStorefront } from '../composition-root';
import { StorefrontProvider } from '../storefront.context';
import { ErrorPage } from './error-page.component';
import { loaderFailure, notFound, routeErrorText } from './route-errors';
import { DEFAULT_SITE, SITES, siteFromSegment, sitePath, type Site } from './site';
import { SiteFooter } from './site-footer.component';
import { SiteHeader } from './site-header.component';

/** Every page of a site: an unknown locale is a 404; the catalogue (categories, featured products) loads on the server. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const site = siteFromSegment(params.locale) ?? notFound(`There is no shop for "${params.locale}".`);
  const catalog = await composeServerStorefront(site, { apiBaseUrl: context.apiBaseUrl, request }).products.catalog();
  if (catalog.isErr()) return loaderFailure(catalog.error);
  return { siteId: site.id, catalog: catalog.value };
}

/** The catalogue only changes with the site. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale ? defaultShouldRevalidate : false;
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome site={SITES[loaderData.siteId]} categories={loaderData.catalog.categories}>
      <Outlet />
    </SiteChrome>
  );
}

/** A page of the site failed (404 or an unreachable API): the error inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('site');
  const notFoundError = isRouteErrorResponse(error) && error.status === 404;
  const site = data === undefined ? DEFAULT_SITE : SITES[data.siteId];
  const page = <ErrorPage notFound={notFoundError} message={routeErrorText(error)} homeHref={sitePath.home(site)} />;
  if (data === undefined) return <main id="main">{page}</main>;
  return (
    <SiteChrome site={site} categories={data.catalog.categories}>
      {page}
    </SiteChrome>
  );
}

function SiteChrome({ site, categories, children }: { site: Site; categories: readonly Category[]; children: ReactNode }) {
  return (
    <StorefrontProvider site={site}>
      <CartProvider>
        <a className="skip-link" href="#main">Skip to content</a>
        <NavigationProgress />
        <SiteHeader site={site} categories={categories} />
        <main id="main">{children}</main>
        <SiteFooter site={site} />
      </CartProvider>
    </StorefrontProvider>
  );
}

/** While the next page's data loads: a bar for the eye, a polite status for screen readers. */
function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return (
    <>
      <div className={loading ? 'navigation-progress navigation-progress--active' : 'navigation-progress'} aria-hidden="true" />
      <span className="visually-hidden" role="status">{loading ? 'Loading page…' : ''}</span>
    </>
  );
}
