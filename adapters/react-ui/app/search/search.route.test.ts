import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { AutoSuggestResponse, ProductCard, ProductSearchResponse } from '@switchback/core';
import { fakeApi } from '../testing/fake-api';
import { loader as searchLoader } from './search.route';
import { loader as suggestLoader } from './search-suggest.route';
import { loader as listingLoader } from '../catalog/category-listing.route';
import { bodyOf, thrownBy } from '../testing/route-answers';
import { unpack } from '../platform/packed-data';
import type { SearchResultsData } from './search-results.component';

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const cookie = 'sb_guest_token=access; sb_refresh_token=refresh';
const args = (path: string, params: Record<string, string> = {}) => ({
  params: { locale: 'en-us', ...params },
  request: new Request(`http://shop.test${path}`, { headers: { cookie } }),
  context,
});

const card = (id: string, title: string): ProductCard => ({
  id, title, brand: 'Alpine', slug: title.toLowerCase().replace(/\s+/g, '-'), url: `/en-us/p/x-${id}`,
  image: { url: '/img.jpg', alt: title }, currency: 'USD',
  price: { highCurrent: 5000, lowCurrent: 5000, highOriginal: 5000, lowOriginal: 5000 },
  rating: { score: 4.3, reviewsCount: 12 }, promotions: [],
});
const answer = (overrides: Partial<ProductSearchResponse> = {}): ProductSearchResponse => ({
  total: 30, start: 0, count: 1, hits: [card('RTR0000001', 'Ridge Trail Runner')], sort: 'relevance', popular: [],
  facets: [{ id: 'brand', label: 'Brand', values: [
    { value: 'alpine', label: 'Alpine', count: 12, selected: true },
    { value: 'ridge', label: 'Ridge', count: 18, selected: false },
  ] }],
  ...overrides,
});

/** The query strings the storefront sent to the API, by path below /api. */
const sent: string[] = [];
function recordQueries(): void {
  const fake = globalThis.fetch;
  sent.length = 0;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    sent.push(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
    return fake(input, init);
  });
}
const sentTo = (path: string) => sent.filter((call) => call.startsWith(`${path}?`)).map((call) => Object.fromEntries(new URLSearchParams(call.slice(call.indexOf('?') + 1))));

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the search page (/search, issue 11 §3)', () => {
  it('asks the API for the words, refinements, sort and page of the URL, and shows its facets and count', async () => {
    fakeApi({ 'GET /products/v2/search/productSearch': { body: answer() } });
    recordQueries();
    const page = bodyOf(await searchLoader(args('/en-us/search?q=trail&brand=alpine&brand=ridge&availability=in-stock&sort=price-asc&page=2') as never));
    expect(sentTo('/products/v2/search/productSearch')).toEqual([
      expect.objectContaining({ q: 'trail', brand: 'alpine,ridge', availability: 'in-stock', sort: 'price-asc', start: '24', count: '24' }),
    ]);
    expect(page).toMatchObject({
      results: { total: 30, page: 2, pages: 2, state: { q: 'trail', brand: ['alpine', 'ridge'], inStock: true, sort: 'price-asc' } },
      suggestion: null,
      popular: [],
      meta: { title: 'Results for “trail” | Switchback' },
    });
    expect(unpack((page as { results: SearchResultsData }).results.facets)).toMatchObject([{ id: 'brand' }]);
  });

  it('a page past the last goes to the last, with the same words and refinements', async () => {
    fakeApi({ 'GET /products/v2/search/productSearch': { body: answer({ total: 30 }) } });
    const thrown = await thrownBy(searchLoader(args('/en-us/search?q=trail&color=red&page=9') as never));
    expect((thrown as Response).headers.get('location')).toBe('/en-us/search?q=trail&color=red&page=2');
  });

  it('nothing found: the suggestion to offer and the popular products to show instead', async () => {
    fakeApi({ 'GET /products/v2/search/productSearch': { body: answer({ total: 0, hits: [], facets: [], suggestion: 'trail', popular: [card('RTR0000002', 'Summit Jacket')] }) } });
    const page = bodyOf(await searchLoader(args('/en-us/search?q=trial') as never));
    expect(page).toMatchObject({ suggestion: 'trail', popular: [{ id: 'RTR0000002' }], results: { total: 0, pages: 1 } });
  });
});

describe('the header combobox suggestions (/search/suggest)', () => {
  it('passes on what the API suggests for the words typed', async () => {
    const suggested: AutoSuggestResponse = { q: 'rid', terms: ['ridge trail runner'], products: [card('RTR0000001', 'Ridge Trail Runner')], categories: [{ id: '1001', name: 'Trail running', url: '/en-us/c/trail-running-1001' }] };
    fakeApi({ 'GET /products/v2/search/autoSuggest': { body: suggested } });
    recordQueries();
    const response = await suggestLoader(args('/en-us/search/suggest?q=%20rid%20') as never);
    expect(bodyOf(response)).toEqual(suggested);
    expect(sentTo('/products/v2/search/autoSuggest')).toEqual([expect.objectContaining({ q: 'rid', count: '6' })]);
  });

  it('suggests nothing, without asking, for no words; and nothing when the API cannot answer', async () => {
    fakeApi({});
    recordQueries();
    expect(bodyOf(await suggestLoader(args('/en-us/search/suggest?q=%20%20') as never))).toEqual({ q: '', terms: [], products: [], categories: [] });
    expect(sent.filter((call) => call.includes('autoSuggest'))).toEqual([]);
    expect(bodyOf(await suggestLoader(args('/en-us/search/suggest?q=tent') as never))).toEqual({ q: 'tent', terms: [], products: [], categories: [] });
  });
});

describe('category listings take the same refinements and sort', () => {
  const catalog = { brands: [], featured: [], categories: [{ id: '1001', name: 'Trail running', slug: 'trail-running', description: 'Shoes.', productCount: 30 }] };

  it('asks for the category with the refinements and sort of the URL', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: catalog }, 'GET /products/v2/search/productSearch': { body: answer() } });
    recordQueries();
    const page = bodyOf(await listingLoader(args('/en-us/c/trail-running-1001?size=10&sort=rating', { slugId: 'trail-running-1001' }) as never));
    expect(sentTo('/products/v2/search/productSearch')).toEqual([expect.objectContaining({ categoryId: '1001', size: '10', sort: 'rating', start: '0', count: '12' })]);
    expect(page).toMatchObject({ results: { state: { size: ['10'], sort: 'rating' }, pages: 3 } });
    // The cards and facets travel packed (platform/packed-data.ts).
    const { results } = page as { results: SearchResultsData };
    expect(unpack(results.facets)).toMatchObject([{ id: 'brand' }]);
    expect(unpack(results.hits)).toMatchObject([{ id: 'RTR0000001' }]);
  });

  it('?page=1 goes to the canonical listing and keeps the refinements', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: catalog }, 'GET /products/v2/search/productSearch': { body: answer() } });
    const thrown = await thrownBy(listingLoader(args('/en-us/c/trail-running-1001?page=1&brand=alpine', { slugId: 'trail-running-1001' }) as never));
    expect((thrown as Response).headers.get('location')).toBe('/en-us/c/trail-running-1001?brand=alpine');
  });
});
