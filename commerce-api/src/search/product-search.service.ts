import { ResultAsync } from 'neverthrow';
import {
  categoryPath, inStockLabel, parsePriceBand, priceBandLabel, priceBands, priceBandValue, searchFacetLabel, searchWords,
  SITES, type AutoSuggestResponse, type PriceBand, type productSearchQuerySchema, type ProductSearchResponse, type SearchFacet,
  type SiteId,
} from '@switchback/core';
import type { z } from 'zod';
import type { ApiFailure } from '../errors/api-failure';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { CatalogService } from '../catalog/catalog.service';
import type { FacetCount, ProductSearch, SearchAnswer } from './product-search.port';

/** The productSearch query as the contract parses it (refinements split into lists, defaults applied). */
export type ParsedSearchQuery = z.output<typeof productSearchQuerySchema>;
export interface ParsedSuggestQuery { readonly q: string; readonly count: number }

/** Issue 11 §2: an empty result shows this many popular products. */
export const POPULAR_COUNT = 8;

const fromDb = <T>(promise: Promise<T>): ResultAsync<T, ApiFailure> => ResultAsync.fromSafePromise(promise);

/**
 * Issue 11 §2 product search and autosuggest for a site: the ProductSearch port finds and counts, the catalogue
 * builds the cards; facets get their labels in the site's language (price bands in its currency, core's rules).
 */
export class ProductSearchService {
  constructor(
    private readonly engine: ProductSearch,
    private readonly catalogue: CatalogRepository,
    private readonly cards: CatalogService,
  ) {}

  search(siteId: SiteId, query: ParsedSearchQuery): ResultAsync<ProductSearchResponse, ApiFailure> {
    const words = query.q === undefined ? [] : searchWords(query.q);
    // A text with no letter or digit (spaces, punctuation, emoji) finds nothing: it is not "everything".
    const noWords = query.q !== undefined && query.q.trim() !== '' && words.length === 0;
    const prices = query.price.map((value) => parsePriceBand(value)).filter((b): b is PriceBand => b !== undefined);
    const standard = priceBands(SITES[siteId].currency);
    const facetBands = [...standard, ...prices.filter((b) => !standard.some((s) => priceBandValue(s) === priceBandValue(b)))];
    const request = {
      words, categoryId: query.categoryId, brands: query.brand, colors: query.color, sizes: query.size, prices,
      inStockOnly: query.availability === 'in-stock', facetBands, sort: query.sort, start: query.start, count: query.count,
    };
    return fromDb((async (): Promise<ProductSearchResponse> => {
      const answer: SearchAnswer = noWords
        ? { total: 0, productIds: [], facets: { brand: [], color: [], size: [], price: facetBands.map(() => 0), inStock: 0 }, suggestion: undefined }
        : await this.engine.search(siteId, request);
      const hits = await this.cards.cards(siteId, await this.catalogue.summaries(siteId, answer.productIds));
      const popular = answer.total === 0 ? await this.cards.cards(siteId, await this.catalogue.popular(siteId, POPULAR_COUNT)) : [];
      return {
        total: answer.total,
        start: query.start,
        count: hits.length,
        hits,
        facets: facets(siteId, query, answer, facetBands),
        sort: query.sort,
        ...(answer.suggestion !== undefined ? { suggestion: answer.suggestion } : {}),
        popular,
      };
    })());
  }

  autoSuggest(siteId: SiteId, query: ParsedSuggestQuery): ResultAsync<AutoSuggestResponse, ApiFailure> {
    const text = query.q.replace(/\s+/g, ' ').trim();
    const words = searchWords(text);
    return fromDb((async (): Promise<AutoSuggestResponse> => {
      const answer = await this.engine.autoSuggest(siteId, { text, words, count: query.count });
      const products = await this.cards.cards(siteId, await this.catalogue.summaries(siteId, answer.productIds));
      return {
        q: query.q,
        terms: [...answer.terms],
        products,
        categories: answer.categories.map((c) => ({ id: c.id, name: c.name, url: categoryPath(siteId, c.slug, c.id) })),
      };
    })());
  }
}

/** A facet's values: the counted ones, and every refined value (count 0 when nothing has it), marked selected. */
function values(counted: readonly FacetCount[], selected: readonly string[]): SearchFacet['values'] {
  const listed = counted.map((v) => ({ ...v, selected: selected.includes(v.value) }));
  const missing = selected.filter((s) => !counted.some((v) => v.value === s)).map((value) => ({ value, label: value, count: 0, selected: true }));
  return [...listed, ...missing];
}

function facets(siteId: SiteId, query: ParsedSearchQuery, answer: SearchAnswer, bands: readonly PriceBand[]): SearchFacet[] {
  const label = (id: SearchFacet['id']) => searchFacetLabel(id, siteId);
  const refinedBands = new Set(query.price.map((v) => parsePriceBand(v)).filter((b) => b !== undefined).map(priceBandValue));
  const price = bands
    .map((band, i) => ({ value: priceBandValue(band), label: priceBandLabel(band, siteId), count: answer.facets.price[i] ?? 0, selected: refinedBands.has(priceBandValue(band)) }))
    .filter((v) => v.count > 0 || v.selected);
  const inStock = query.availability === 'in-stock';
  return [
    { id: 'brand', label: label('brand'), values: values(answer.facets.brand, query.brand) },
    { id: 'color', label: label('color'), values: values(answer.facets.color, query.color) },
    { id: 'size', label: label('size'), values: values(answer.facets.size, query.size) },
    { id: 'price', label: label('price'), values: price },
    {
      id: 'availability', label: label('availability'),
      values: answer.facets.inStock > 0 || inStock ? [{ value: 'in-stock', label: inStockLabel(siteId), count: answer.facets.inStock, selected: inStock }] : [],
    },
  ];
}
