import type { PriceBand, SearchSort, SiteId } from '@switchback/core';

/**
 * Issue 11 §2: what commerce-api asks of a search engine. The PostgreSQL adapter (postgres-product-search.ts) answers
 * it from search documents kept in the database; a dedicated engine (OpenSearch, Typesense…) can replace it by
 * implementing this port over documents fed from the same catalogue (commerce-api/README.md, "Search"). The engine
 * answers ids, counts and the words of facet values; product cards are built from the catalogue by the service.
 */
export interface ProductSearch {
  search(siteId: SiteId, query: SearchRequest): Promise<SearchAnswer>;
  autoSuggest(siteId: SiteId, request: SuggestRequest): Promise<SuggestAnswer>;
}

export interface SearchRequest {
  /** The query's words (core `searchWords`): all must match (AND), the last one as a prefix. Empty: no text query. */
  readonly words: readonly string[];
  readonly categoryId: string | undefined;
  /** Refinements: OR within one, AND between them; an empty list refines nothing. */
  readonly brands: readonly string[];
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
  readonly prices: readonly PriceBand[];
  readonly inStockOnly: boolean;
  /** The bands the price facet counts (the currency's bands and any refined band). */
  readonly facetBands: readonly PriceBand[];
  readonly sort: SearchSort;
  readonly start: number;
  readonly count: number;
}

export interface FacetCount {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly swatch?: string;
}

export interface SearchAnswer {
  /** Products matching the query and every refinement. */
  readonly total: number;
  /** The page's product ids, in the sort's order. */
  readonly productIds: readonly string[];
  /**
   * Disjunctive counts: each facet's values counted with every OTHER facet's refinements applied. Price: one count
   * per facet band, in the request's order. Availability: the products in stock.
   */
  readonly facets: {
    readonly brand: readonly FacetCount[];
    readonly color: readonly FacetCount[];
    readonly size: readonly FacetCount[];
    readonly price: readonly number[];
    readonly inStock: number;
  };
  /** The words matched nothing as typed: the nearest spelling the catalogue knows, when there is one. */
  readonly suggestion: string | undefined;
}

export interface SuggestRequest {
  /** The typed text, spaces collapsed and trimmed; its last word is a prefix. */
  readonly text: string;
  readonly words: readonly string[];
  readonly count: number;
}

export interface SuggestAnswer {
  readonly terms: readonly string[];
  readonly productIds: readonly string[];
  readonly categories: readonly { id: string; name: string; slug: string }[];
}
