import { isCleanText } from '../contract/clean-text';
import type { ProductSearchQuery } from '../contract/products.contract';
import { SEARCH_SORTS, type SearchFacetId, type SearchSort } from '../contract/search-terms';
import { parsePriceBand } from '../catalog/search-facets';
import { pageStart } from '../constants/pagination';

/**
 * Issue 11 §3: everything a search results page shows is in its URL, so a results page is shareable and works
 * without JavaScript. One rule in one place: the storefront's search and listing pages read their URL with
 * `parseSearchUrl`, build links with `searchQueryString`, and call the API with `toProductSearchQuery`.
 *
 * A refinement is written once per value (`brand=alpine&brand=ridge`), as an HTML GET form with checkboxes submits
 * it; a comma list (`brand=alpine,ridge`, the API's own form) is read as well.
 */
export const SEARCH_URL_PARAMS = { q: 'q', sort: 'sort', page: 'page' } as const;

/** The multi-select refinements (the facets but availability, which is a single `in-stock`). */
export const LIST_REFINEMENTS = ['brand', 'color', 'size', 'price'] as const satisfies readonly SearchFacetId[];
export type ListRefinement = (typeof LIST_REFINEMENTS)[number];

/** The contract's limits of one refinement: at most 20 values, each 1 to 40 characters; q at most 100 characters. */
export const MAX_REFINEMENT_VALUES = 20;
export const MAX_REFINEMENT_VALUE_LENGTH = 40;
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** The API pages up to start 10 000. */
export const MAX_SEARCH_START = 10_000;
export const IN_STOCK = 'in-stock';

export interface SearchState {
  /** The words searched for, trimmed ('' = none). */
  readonly q: string;
  readonly brand: readonly string[];
  readonly color: readonly string[];
  readonly size: readonly string[];
  readonly price: readonly string[];
  /** Only products with an orderable variant. */
  readonly inStock: boolean;
  readonly sort: SearchSort;
  /** 1 or more. */
  readonly page: number;
}

export const EMPTY_SEARCH: SearchState = { q: '', brand: [], color: [], size: [], price: [], inStock: false, sort: 'relevance', page: 1 };

/** A refinement a shopper can remove on its own (a chip): a list value, or availability. */
export type ActiveRefinement = { readonly facet: ListRefinement; readonly value: string } | { readonly facet: 'availability'; readonly value: typeof IN_STOCK };

const isSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);

/**
 * A refinement value as the contract takes it: trimmed, 1 to 40 printable characters, no comma, and a price band
 * one (`parsePriceBand`: max above min); otherwise dropped.
 */
const readableValue = (facet: ListRefinement) => (value: string): boolean =>
  value !== '' && value.length <= MAX_REFINEMENT_VALUE_LENGTH && isCleanText(value) && (facet !== 'price' || parsePriceBand(value) !== undefined);

function listOf(params: URLSearchParams, facet: ListRefinement): string[] {
  const values = params.getAll(facet).flatMap((raw) => raw.split(',')).map((value) => value.trim()).filter(readableValue(facet));
  return [...new Set(values)].slice(0, MAX_REFINEMENT_VALUES);
}

/** The search state of a URL's query (`?q=…&brand=…`, a URL or URLSearchParams). Anything unreadable is left out; never throws. */
export function parseSearchUrl(query: string | URLSearchParams): SearchState {
  const params = typeof query === 'string' ? new URLSearchParams(query.includes('?') ? query.slice(query.indexOf('?') + 1).split('#', 1)[0] : query) : query;
  const rawQ = (params.get(SEARCH_URL_PARAMS.q) ?? '').replace(/\s+/g, ' ').trim();
  const q = isCleanText(rawQ) ? rawQ.slice(0, MAX_SEARCH_TEXT_LENGTH).trim() : '';
  const sort = params.get(SEARCH_URL_PARAMS.sort) ?? '';
  const page = (params.get(SEARCH_URL_PARAMS.page) ?? '').trim();
  return {
    q,
    brand: listOf(params, 'brand'),
    color: listOf(params, 'color'),
    size: listOf(params, 'size'),
    price: listOf(params, 'price'),
    inStock: params.getAll('availability').includes(IN_STOCK),
    sort: isSort(sort) ? sort : 'relevance',
    page: /^\d{1,9}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/**
 * The query string of a search state, without `?` ('' for the empty search): q, each refinement value, availability,
 * sort (left out when relevance), page (left out when 1), in that order, so one state has one URL.
 */
export function searchQueryString(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.append(SEARCH_URL_PARAMS.q, state.q);
  for (const facet of LIST_REFINEMENTS) for (const value of state[facet]) params.append(facet, value);
  if (state.inStock) params.append('availability', IN_STOCK);
  if (state.sort !== 'relevance') params.append(SEARCH_URL_PARAMS.sort, state.sort);
  if (state.page > 1) params.append(SEARCH_URL_PARAMS.page, String(state.page));
  return params.toString();
}

/** `path?query` of a state, or `path` alone for the empty state. */
export const withSearchQuery = (path: string, state: SearchState): string => {
  const query = searchQueryString(state);
  return query === '' ? path : `${path}?${query}`;
};

/** Issue 11 §3 `/{locale}/search` (§2: the search page type) with a state's query. */
export const searchPath = (locale: string, state: SearchState = EMPTY_SEARCH): string => withSearchQuery(`/${locale.toLowerCase()}/search`, state);

/** §2: the search hub, a path containing `searchhub`. */
export const searchHubPath = (locale: string): string => `/${locale.toLowerCase()}/searchhub`;

/** The highest page whose first result the API still serves. */
export const maxSearchPage = (pageSize: number): number => Math.floor(MAX_SEARCH_START / Math.max(1, pageSize)) + 1;

/** The productSearch query of a state (one page of `pageSize` results), in a category when given. */
export function toProductSearchQuery(state: SearchState, pageSize: number, categoryId?: string): Omit<ProductSearchQuery, 'locale'> {
  const page = Math.min(state.page, maxSearchPage(pageSize));
  const lists: Partial<Record<ListRefinement, string>> = {};
  for (const facet of LIST_REFINEMENTS) if (state[facet].length > 0) lists[facet] = state[facet].join(',');
  return {
    ...(categoryId === undefined ? {} : { categoryId }),
    ...(state.q === '' ? {} : { q: state.q }),
    ...lists,
    ...(state.inStock ? { availability: IN_STOCK } : {}),
    sort: state.sort,
    start: pageStart(page, pageSize),
    count: pageSize,
  };
}

/** The refinements in force, in URL order: the chips a shopper removes one by one. */
export function activeRefinements(state: SearchState): ActiveRefinement[] {
  const list = LIST_REFINEMENTS.flatMap((facet) => state[facet].map((value): ActiveRefinement => ({ facet, value })));
  return state.inStock ? [...list, { facet: 'availability', value: IN_STOCK }] : list;
}

/** The state without one refinement, back on page 1 (the results change, so page 3 may no longer exist). */
export function withoutRefinement(state: SearchState, refinement: ActiveRefinement): SearchState {
  if (refinement.facet === 'availability') return { ...state, inStock: false, page: 1 };
  return { ...state, [refinement.facet]: state[refinement.facet].filter((value) => value !== refinement.value), page: 1 };
}

/** "Clear all": the same words and sort, no refinement, page 1. */
export const withoutRefinements = (state: SearchState): SearchState => ({ ...EMPTY_SEARCH, q: state.q, sort: state.sort });

/** The same search on another page. */
export const onPage = (state: SearchState, page: number): SearchState => ({ ...state, page: Math.max(1, Math.trunc(page)) });
