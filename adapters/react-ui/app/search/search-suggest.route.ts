import { data } from 'react-router';
import { MAX_SEARCH_TEXT_LENGTH, isCleanText, type AutoSuggestResponse } from '@switchback/core';
import type { Route } from './+types/search-suggest.route';
import { storefrontOf } from '../site/route-helpers.server';

/** Suggestions the header's combobox offers; at most this many products (the API's default). */
const SUGGESTED_PRODUCTS = 6;
const CACHE = 'private, max-age=60';

/** What the combobox shows when there is nothing to suggest (no words yet, or the API cannot answer now). */
const nothing = (q: string): AutoSuggestResponse => ({ q, terms: [], products: [], categories: [] });

/**
 * `/{locale}/search/suggest?q=…`: a resource route (JSON, no page) the header's combobox loads with a fetcher while
 * the shopper types (issue 11 §3). A failed call suggests nothing: the search box still submits to the search page.
 * Answers are the same for every shopper; the browser may keep them a minute (private: the answer may carry the
 * session's cookies).
 */
export async function loader(args: Route.LoaderArgs) {
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TEXT_LENGTH);
  if (q === '' || !isCleanText(q)) return data(nothing(q), { headers: { 'Cache-Control': CACHE } });
  const storefront = await storefrontOf(args);
  const result = await storefront.products.autoSuggest({ q, count: SUGGESTED_PRODUCTS });
  const headers = await storefront.session.headers();
  headers.set('Cache-Control', CACHE);
  return data(result.isOk() ? result.value : nothing(q), { headers });
}
