import type { Route } from './+types/articles-more.route';
import { uiMessage } from '../errors/ui-message';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import { articleGridQuery, loadArticlePage } from './articles.server';

/**
 * `/{locale}/articles/more?tag=…&offset=…&limit=…`: one page of articles (JSON, no page), what the article grid's
 * fetcher loads for Read more and for a tag toggled. A failed search answers its message (the grid says so).
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const query = articleGridQuery(new URL(args.request.url), 1);
  const page = await loadArticlePage(storefront, query);
  if (page.isErr()) return withCookies(storefront, { ok: false as const, error: uiMessage(page.error) }, 200);
  return withCookies(storefront, { ok: true as const, ...page.value });
}
