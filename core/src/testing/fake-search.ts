import {
  productSearchQuerySchema, SEARCH_FACET_IDS, type AutoSuggestResponse, type ProductCard, type ProductDetails,
  type ProductSearchQuery, type ProductSearchResponse, type SearchFacet, type SearchFacetId, type SiteId,
} from '../contract';
import {
  foldAccents, inPriceBand, inStockLabel, parsePriceBand, priceBandLabel, priceBands, priceBandValue, searchFacetLabel,
  searchWords, type PriceBand,
} from '../catalog/search-facets';
import { categoryPath } from '../routing/page-type';
import { parseInput } from '../errors/parse-input';
import type { CommerceError } from '../errors';
import type { Result } from 'neverthrow';
import type { z } from 'zod';
import { SITES } from '../sites/sites';

/**
 * Issue 11 §2 search as FakeCommerce answers it, with the observable behaviour of commerce-api's where a fake can:
 * every word must match (the last one as a prefix) a word of the name, brand, colour names or description, accents
 * ignored; refinements OR within one and AND between them; facets in SEARCH_FACET_IDS order with disjunctive counts;
 * the sorts and their tie-breaker (product id); pagination; popular products for an empty result. Not here: stemming,
 * typo tolerance and ratings (the fake has no reviews), and `newest` follows the product list (the fake has no dates).
 */
export interface FakeSearchCatalogue {
  readonly siteId: SiteId;
  readonly products: readonly ProductDetails[];
  readonly stockOf: (upc: string) => number;
  readonly card: (product: ProductDetails) => ProductCard;
}

const brandValue = (product: ProductDetails): string => product.brand.toLowerCase();
const priceOf = (product: ProductDetails): number => product.price.lowCurrent;
const wordsOf = (text: string): string[] => searchWords(foldAccents(text));

function matchesText(product: ProductDetails, words: readonly string[]): boolean {
  const own = new Set(wordsOf([product.name, product.brand, product.description, ...product.colors.map((c) => c.name)].join(' ')));
  const folded = words.map(foldAccents);
  return folded.every((word, i) => (i === folded.length - 1 ? [...own].some((w) => w.startsWith(word)) : own.has(word)));
}

interface Refinements {
  readonly brand: readonly string[];
  readonly color: readonly string[];
  readonly size: readonly string[];
  readonly price: readonly PriceBand[];
  readonly inStock: boolean;
}

function passes(product: ProductDetails, r: Refinements, stockOf: (upc: string) => number): boolean {
  const inStock = product.variants.some((v) => stockOf(v.upc) > 0 && v.orderable && (r.size.length === 0 || r.size.includes(v.size)));
  return (r.brand.length === 0 || r.brand.includes(brandValue(product)))
    && (r.color.length === 0 || product.colors.some((c) => r.color.includes(c.code)))
    && (r.size.length === 0 || product.variants.some((v) => r.size.includes(v.size)))
    && (r.price.length === 0 || r.price.some((band) => inPriceBand(band, priceOf(product))))
    && (!r.inStock || inStock);
}

const compareIds = (a: ProductDetails, b: ProductDetails): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The query as the contract parses it: invalid input is the http client's InvalidInput (nothing is searched). */
export function parseSearchQuery(siteId: SiteId, input: ProductSearchQuery): Result<ParsedSearchQuery, CommerceError> {
  return parseInput(productSearchQuerySchema, { ...input, locale: input.locale ?? SITES[siteId].locale });
}
type ParsedSearchQuery = z.output<typeof productSearchQuerySchema>;

export function fakeSearch(catalogue: FakeSearchCatalogue, query: ParsedSearchQuery): ProductSearchResponse {
  const { siteId, products, stockOf } = catalogue;
  const words = query.q === undefined ? [] : searchWords(query.q);
  const noWords = query.q !== undefined && query.q.trim() !== '' && words.length === 0;
  const prices = query.price.map(parsePriceBand).filter((b): b is PriceBand => b !== undefined);
  const r: Refinements = { brand: query.brand, color: query.color, size: query.size, price: prices, inStock: query.availability === 'in-stock' };
  const base = noWords ? [] : products.filter((p) =>
    (query.categoryId === undefined || p.categoryId === query.categoryId) && (words.length === 0 || matchesText(p, words)));
  const order = [...base.entries()].sort(([ia, a], [ib, b]) => {
    switch (query.sort) {
      case 'price-asc': return priceOf(a) - priceOf(b) || compareIds(a, b);
      case 'price-desc': return priceOf(b) - priceOf(a) || compareIds(a, b);
      case 'rating': return compareIds(a, b);
      case 'newest': case 'relevance': return ia - ib || compareIds(a, b);
    }
  }).map(([, p]) => p);
  const matching = order.filter((p) => passes(p, r, stockOf));
  const hits = matching.slice(query.start, query.start + query.count).map(catalogue.card);

  /** The total of the search with one facet's refinement replaced (a disjunctive count). */
  const totalWith = (patch: Partial<Refinements>) => base.filter((p) => passes(p, { ...r, ...patch }, stockOf)).length;
  const values = (facet: 'brand' | 'color' | 'size', all: readonly { value: string; label: string; swatch?: string }[], selected: readonly string[]) =>
    all.map((v) => ({ ...v, count: totalWith({ [facet]: [v.value] }), selected: selected.includes(v.value) })).filter((v) => v.count > 0 || v.selected);
  const unique = <T extends { value: string }>(list: T[]) => [...new Map(list.map((v) => [v.value, v])).values()];
  const standard = priceBands(SITES[siteId].currency);
  const bands = [...standard, ...prices.filter((b) => !standard.some((s) => priceBandValue(s) === priceBandValue(b)))];
  const facetOf = (id: SearchFacetId): SearchFacet => {
    const label = searchFacetLabel(id, siteId);
    switch (id) {
      case 'brand': return { id, label, values: values(id, unique(products.map((p) => ({ value: brandValue(p), label: p.brand }))).sort((a, b) => a.label.localeCompare(b.label)), query.brand) };
      case 'color': return { id, label, values: values(id, unique(products.flatMap((p) => p.colors.map((c) => ({ value: c.code, label: c.name, swatch: c.swatch })))).sort((a, b) => a.label.localeCompare(b.label)), query.color) };
      case 'size': return { id, label, values: values(id, unique(products.flatMap((p) => p.variants.map((v) => ({ value: v.size, label: v.size })))), query.size) };
      case 'price': return {
        id, label,
        values: bands.map((band) => ({
          value: priceBandValue(band), label: priceBandLabel(band, siteId),
          count: totalWith({ price: [band] }), selected: query.price.includes(priceBandValue(band)),
        })).filter((v) => v.count > 0 || v.selected),
      };
      case 'availability': {
        const count = totalWith({ inStock: true });
        return { id, label, values: count > 0 || r.inStock ? [{ value: 'in-stock', label: inStockLabel(siteId), count, selected: r.inStock }] : [] };
      }
    }
  };
  return {
    total: matching.length,
    start: query.start,
    count: hits.length,
    hits,
    facets: SEARCH_FACET_IDS.map(facetOf),
    sort: query.sort,
    popular: matching.length === 0 ? products.slice(0, 8).map(catalogue.card) : [],
  };
}

export function fakeAutoSuggest(catalogue: FakeSearchCatalogue, q: string, count: number): AutoSuggestResponse {
  const typed = foldAccents(q.replace(/\s+/g, ' ').trim());
  const words = searchWords(typed);
  if (words.length === 0) return { q, terms: [], products: [], categories: [] };
  const startsAWord = (text: string) => ` ${foldAccents(text)}`.includes(` ${typed}`);
  const names = [...new Set(catalogue.products.map((p) => p.name))].filter(startsAWord);
  const brands = [...new Set(catalogue.products.map((p) => p.brand))].filter(startsAWord);
  const products = catalogue.products.filter((p) => matchesText(p, words)).slice(0, count);
  const categoryIds = [...new Set(catalogue.products.map((p) => p.categoryId))];
  return {
    q,
    terms: [...names, ...brands].slice(0, count),
    products: products.map(catalogue.card),
    categories: categoryIds.map((id) => ({ id, name: `Category ${id}` })).filter((c) => startsAWord(c.name)).slice(0, count)
      .map((c) => ({ ...c, url: categoryPath(catalogue.siteId, `category-${c.id}`, c.id) })),
  };
}
