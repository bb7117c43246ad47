import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useParams } from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { ErrorPage } from './site/error-page.component';
import { routeErrorText } from './site/route-errors';
import { DEFAULT_SITE, siteFromSegment } from './site/site';
import './styles/app.css';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = () => [
  { title: 'Switchback' },
  { name: 'description', content: 'Footwear, apparel and outdoor gear from the Switchback brands.' },
];

export function Layout({ children }: { children: ReactNode }) {
  const { locale } = useParams();
  return (
    <html lang={siteFromSegment(locale)?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5c4a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside a site (or of the site layout itself): a page of its own, without the site header. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} message={routeErrorText(error)} homeHref={`/${DEFAULT_SITE.id}`} />
    </main>
  );
}
