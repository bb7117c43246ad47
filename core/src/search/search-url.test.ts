import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSearchQuerySchema, SEARCH_SORTS } from '../contract/products.contract';
import { pageTypeFromPath } from '../routing/page-type';
import {
  activeRefinements, EMPTY_SEARCH, maxSearchPage, parseSearchUrl, searchHubPath, searchPath, searchQueryString, toProductSearchQuery,
  withoutRefinement, withoutRefinements, type SearchState,
} from './search-url';

/** A refinement value the contract takes: 1 to 40 printable characters, trimmed, no comma. */
const value = fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_ é&=+?#%/'.split('')) })
  .map((text) => text.trim()).filter((text) => text !== '');
const values = fc.uniqueArray(value, { maxLength: 20 });
const priceBand = fc.tuple(fc.nat({ max: 99_999 }), fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: undefined }))
  .map(([min, above]) => `${min}-${above === undefined ? '' : min + above}`);
const searchState: fc.Arbitrary<SearchState> = fc.record({
  q: fc.string({ maxLength: 100, unit: fc.constantFrom(...'abc éèç&=+?#%'.split('')) }).map((text) => text.replace(/\s+/g, ' ').trim()),
  brand: values,
  color: values,
  size: values,
  price: fc.uniqueArray(priceBand, { maxLength: 20 }),
  inStock: fc.boolean(),
  sort: fc.constantFrom(...SEARCH_SORTS),
  page: fc.integer({ min: 1, max: 10_000 }),
});

describe('the search URL (issue 11 §3: everything in the URL)', () => {
  it('a state written to a query string reads back as the same state', () => {
    fc.assert(fc.property(searchState, (state) => {
      expect(parseSearchUrl(searchQueryString(state))).toEqual(state);
    }));
  });

  it('one state has one URL: parsing any query and writing it again is stable', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (query) => {
      const once = searchQueryString(parseSearchUrl(query));
      expect(searchQueryString(parseSearchUrl(once))).toBe(once);
    }));
  });

  it('reads a refinement submitted once per value (an HTML form) and as a comma list (the API form) alike', () => {
    expect(parseSearchUrl('?brand=alpine&brand=ridge').brand).toEqual(['alpine', 'ridge']);
    expect(parseSearchUrl('brand=alpine,ridge').brand).toEqual(['alpine', 'ridge']);
    expect(parseSearchUrl('brand=alpine,,alpine, ').brand).toEqual(['alpine']);
  });

  it('leaves out what it cannot read, never throws', () => {
    expect(parseSearchUrl('?sort=cheapest&page=-2&price=cheap&availability=maybe')).toEqual(EMPTY_SEARCH);
    expect(parseSearchUrl(`?size=${'x'.repeat(41)}&page=1.5`)).toEqual(EMPTY_SEARCH);
    expect(parseSearchUrl('?q=a%00b').q).toBe('');
    expect(parseSearchUrl('?price=5000-5000&price=9000-100&price=0-5000&price=20000-').price).toEqual(['0-5000', '20000-']);
    expect(parseSearchUrl('?sort=relevance&page=1')).toEqual(EMPTY_SEARCH);
  });

  it('the default sort and the first page are left out of the URL', () => {
    expect(searchQueryString({ ...EMPTY_SEARCH, q: 'trail shoe' })).toBe('q=trail+shoe');
    expect(searchQueryString({ ...EMPTY_SEARCH, q: 'tent', sort: 'price-asc', page: 2 })).toBe('q=tent&sort=price-asc&page=2');
  });

  it('every state gives a query the API contract accepts', () => {
    fc.assert(fc.property(searchState, fc.constantFrom(12, 24, 100), (state, pageSize) => {
      const parsed = productSearchQuerySchema.safeParse({ locale: 'en-US', ...toProductSearchQuery(state, pageSize) });
      expect(parsed.success).toBe(true);
      if (!parsed.success) return;
      expect(parsed.data.brand).toEqual(state.brand);
      expect(parsed.data.price).toEqual(state.price);
      expect(parsed.data.start).toBeLessThanOrEqual(10_000);
    }));
  });

  it('a page asks for its own slice of results, the last page the API serves at most', () => {
    expect(toProductSearchQuery({ ...EMPTY_SEARCH, page: 3 }, 24)).toMatchObject({ start: 48, count: 24 });
    expect(toProductSearchQuery({ ...EMPTY_SEARCH, page: 9999 }, 24).start).toBe((maxSearchPage(24) - 1) * 24);
    expect(toProductSearchQuery(EMPTY_SEARCH, 24, '1001')).toEqual({ categoryId: '1001', sort: 'relevance', start: 0, count: 24 });
  });

  it('removing a chip removes that refinement only and goes back to page 1; clear all keeps the words and sort', () => {
    fc.assert(fc.property(searchState, (state) => {
      const before = activeRefinements(state);
      for (const refinement of before) {
        const after = withoutRefinement(state, refinement);
        expect(activeRefinements(after)).toEqual(before.filter((r) => r.facet !== refinement.facet || r.value !== refinement.value));
        expect(after.page).toBe(1);
      }
      expect(withoutRefinements(state)).toEqual({ ...EMPTY_SEARCH, q: state.q, sort: state.sort });
    }));
  });

  it('the search and search hub paths are the page types of §2', () => {
    expect(pageTypeFromPath(searchPath('en-us', { ...EMPTY_SEARCH, q: 'boots' }))).toBe('search');
    expect(searchPath('en-US')).toBe('/en-us/search');
    expect(pageTypeFromPath(searchHubPath('fr-fr'))).toBe('searchHub');
  });
});
