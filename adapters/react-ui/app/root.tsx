import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, UNSAFE_useScrollRestoration as useScrollRestoration, useLocation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { IntlProvider } from 'react-intl';
import { useEffect, type ReactNode } from 'react';
import { ALL_SITES, DEFAULT_SITE, pageTypeFromPath, siteById } from '@switchback/core';
import type { Route } from './+types/root';
import { messagesAsset, serverIntl } from './i18n/catalogue.server';
import { loadMessages, messagesAt } from './i18n/messages-store';
import { rendersWithPreact } from './platform/preact-build';
import { ErrorPage } from './site/error-page.component';
import { routeErrorMessage } from './site/route-errors';
import { InlineStylesheet } from './styles/inline-stylesheet';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The page's site (the default one outside any site), its catalogue alone, and where the page lives for other sites. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const site = siteById(params.locale) ?? DEFAULT_SITE;
  return {
    /** The CSP nonce of this response's inline scripts (the Node server makes one per response). */
    nonce: context.nonce,
    site,
    /**
     * Where the site's parsed catalogue is (a file of its own, cached for good, see messagesAsset): the browser loads
     * it before hydrating, the server renders with the same messages.
     */
    messagesPath: messagesAsset(site).path,
    origin: new URL(request.url).origin,
    sites: ALL_SITES.map(({ id, locale, label }) => ({ id, locale, label })),
    defaultSiteId: DEFAULT_SITE.id,
    /** The titles of the error pages (a page that failed has no loader data of its own to title it). */
    errorTitles: {
      notFound: serverIntl(site).formatMessage({ id: 'meta.title' }, { page: serverIntl(site).formatMessage({ id: 'errorPage.notFound.title' }) }),
      failed: serverIntl(site).formatMessage({ id: 'meta.title' }, { page: serverIntl(site).formatMessage({ id: 'errorPage.failed.title' }) }),
    },
  };
}

/** Every page's title unless its route gives one: the error pages (404, failures) get theirs here. */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData === undefined) return [{ title: 'Switchback' }];
  if (error === undefined) return [{ title: 'Switchback' }];
  return [{ title: isRouteErrorResponse(error) && error.status === 404 ? loaderData.errorTitles.notFound : loaderData.errorTitles.failed }];
};

/** On a client navigation to another site, its catalogue is loaded before its pages show (the first page's is loaded before hydrating). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadMessages(data.messagesPath);
  return data;
}

/** The catalogue and the site change only with the locale segment. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.locale !== nextParams.locale ? defaultShouldRevalidate : false;
}

export type SiteLink = ReturnType<typeof loader>['sites'][number];

/**
 * The same page on another site: a product or category page keeps its product or category (the loader there
 * redirects to that site's slug); any other page goes to the other site's home (a cart belongs to one site).
 */
export function samePageOn(pathname: string, other: Pick<SiteLink, 'id'>): string {
  const type = pageTypeFromPath(pathname);
  if (type !== 'product' && type !== 'category') return `/${other.id}`;
  const [, , ...rest] = pathname.split('/');
  return `/${other.id}/${rest.join('/')}`;
}

/**
 * React Router's scroll restoration for the app's own navigations (saved per history entry in sessionStorage, restored
 * on back and forward, the top of the page for a new one), without <ScrollRestoration>'s inline script. That script ran
 * while the document was still being parsed, after the first paint: a `history.replaceState` and a first
 * `sessionStorage` read, each a synchronous call into the browser, about 10 ms on this session's CI machine, four times
 * that on the phone Lighthouse simulates (issue 6 §6, TBT). The entry's key it gave is given by entry.client.tsx before
 * the router is made (historyIndexed), and reloading or coming back to the document restores its scroll the browser's
 * own way (`history.scrollRestoration` is `auto` again once the page is hidden).
 */
function ScrollPositions() {
  useScrollRestoration();
  return null;
}

/**
 * In the Preact browser build, <Scripts/> is rendered on the server only. React Router's own <Scripts/> renders
 * nothing once the page has hydrated (its module preloads and scripts have done their job by then), but while
 * hydrating, Preact did not take the server's 40-odd `<link rel="modulepreload">` and scripts for its own: it created
 * them all again (each link starting a fetch), then removed the server's, in one of the hydration's longest tasks
 * (issue 6 §6, TBT). Rendering nothing there, the browser removes the server's at once. React (dev) renders it on both
 * sides, as it expects.
 */
const scriptsOnlyOnTheServer = typeof document !== 'undefined' && rendersWithPreact;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const site = data?.site;
  const messages = data === undefined ? undefined : messagesAt(data.messagesPath);
  const indexable = data !== undefined && ['product', 'category', 'home'].includes(pageTypeFromPath(pathname));
  return (
    // data-messages: the catalogue the browser loads before hydrating (entry.client.tsx).
    <html lang={site?.locale ?? 'en'} data-messages={data?.messagesPath}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Where React's server renderer puts it (after the charset, the viewport and its preloads), so the Preact build
            hydrates the head in the server's order instead of moving every element after it (issue 6 §6, TBT). */}
        <InlineStylesheet />
        <meta name="theme-color" content="#1d5c4a" />
        <Meta />
        {indexable && (
          <>
            <link rel="canonical" href={`${data.origin}${pathname}`} />
            {data.sites.map((other) => (
              <link key={other.id} rel="alternate" hrefLang={other.locale} href={`${data.origin}${samePageOn(pathname, other)}`} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={`${data.origin}${samePageOn(pathname, { id: data.defaultSiteId })}`} />
          </>
        )}
        <Links />
      </head>
      <body>
        {data === undefined ? children : (
          <IntlProvider locale={data.site.locale} messages={messages} defaultLocale="en-US">
            {children}
          </IntlProvider>
        )}
        <ScrollPositions />
        {scriptsOnlyOnTheServer ? null : <Scripts nonce={data?.nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has hydrated it (the end-to-end tests wait for it before using the page's JavaScript).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Errors outside a site (or of the site layout itself): a page of its own, without the site header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <main id="main">
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} message={routeErrorMessage(error)} homeHref={`/${data?.site.id ?? data?.defaultSiteId ?? ''}`} />
    </main>
  );
}
