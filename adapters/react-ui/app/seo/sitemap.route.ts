import type { Route } from './+types/sitemap.route';
import { allSiteCatalogues } from './site-catalogue';
import { sitemapUrls, sitemapXml } from './sitemap-xml';

/** `/sitemap.xml`: every home, category, product and article page of every site, with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const catalogues = await allSiteCatalogues(context.apiBaseUrl);
  if (catalogues.isErr()) {
    return new Response('The sitemap is unavailable right now; try again in a minute.\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
    });
  }
  const { origin } = new URL(request.url);
  return new Response(sitemapXml(sitemapUrls(origin, catalogues.value)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
