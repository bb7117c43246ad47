/*
 * Issue 11 §2: the words of the productSearch contract, without zod, so that the browser's search URL rules
 * (core/src/search) can use them without loading zod. products.contract.ts builds its schemas on them.
 */

/** Issue 11 §2 sort orders; `relevance` without a query text is the merchandised order of the category. */
export const SEARCH_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Issue 11 §2 the facets a search answers with, in this order. */
export const SEARCH_FACET_IDS = ['brand', 'color', 'size', 'price', 'availability'] as const;
export type SearchFacetId = (typeof SEARCH_FACET_IDS)[number];

/**
 * A price band of the `price` refinement and facet: `min-max` in minor units of the site's currency, max excluded
 * (`0-5000` is under 50.00, `20000-` is 200.00 and above).
 */
export const PRICE_BAND_PATTERN = /^(\d{1,10})-(\d{1,10})?$/;
