import type { Route } from './+types/robots.route';

/**
 * Pages that are a shopper's own (cart, checkout, order confirmation) and the API are not for crawlers; everything
 * else is. The locale segment comes first in every path (§2), hence the `/*` prefix.
 */
export const DISALLOWED = ['/*/cart', '/*/checkout', '/*/order-confirmation', '/api/'] as const;

/** `/robots.txt`: allow all but the shopper's pages, and point to the sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const body = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
