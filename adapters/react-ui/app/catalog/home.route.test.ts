import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { loader as homeLoader } from './home.route';
import { loader as searchHubLoader } from '../search/search-hub.route';
import { HOME_CONTENT } from '../content/content.fixtures';
import { apiCalls, fakeApi } from '../testing/fake-api';

/**
 * The site layout sends only the catalogue's categories (every page decodes what it sends before hydrating): the
 * pages that show the featured products or the brands ask for them in their own loaders.
 */
const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const CATALOG = {
  brands: [{ id: 'ridgeline', name: 'Ridgeline' }, { id: 'summit', name: 'Summit' }],
  featured: [],
  categories: [{ id: '1001', name: 'Trail running', slug: 'trail-running', description: 'Shoes.', productCount: 30 }],
};
const args = (path: string) => ({ params: { locale: path.split('/')[1] }, request: new Request(`http://shop.test${path}`), context }) as never;
const dataOf = async (result: Promise<unknown>) => ((await result) as { data: Record<string, unknown> }).data;
const catalogCalls = () => apiCalls.filter((call) => call.startsWith('GET /products/v2/catalog'));

afterEach(() => vi.unstubAllGlobals());

describe('the catalogue where a page shows more than its categories', () => {
  it('home with content: no catalogue call, no fallback', async () => {
    fakeApi({ 'GET /live/caas/v1/canvas/augmentedpage/en-us/home': { body: HOME_CONTENT }, 'GET /products/v2/catalog': { body: CATALOG } });
    const data = await dataOf(homeLoader(args('/en-us')));
    expect(data.fallback).toBeNull();
    expect(catalogCalls()).toEqual([]);
  });

  it('home without content (the content service down): the featured products and brands of the catalogue', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: CATALOG } });
    const data = await dataOf(homeLoader(args('/en-us')));
    expect(data.fallback).toEqual({ featured: CATALOG.featured, brands: CATALOG.brands });
    expect(catalogCalls()).toHaveLength(1);
  });

  it('home without content and with the catalogue failing: the page fails with the catalogue\'s error (503), as the layout does', async () => {
    fakeApi({ 'GET /products/v2/catalog': { status: 500, body: { errorDetails: [{ errorId: 'INTERNAL', message: 'down' }], statusCode: 500, correlationId: 'c', appId: 'a' } } });
    await expect(homeLoader(args('/en-us'))).rejects.toMatchObject({ init: { status: 503 } });
  });

  it('the search hub: the brands of the catalogue', async () => {
    fakeApi({ 'GET /products/v2/catalog': { body: CATALOG } });
    const data = await dataOf(searchHubLoader(args('/en-us/searchhub')));
    expect(data.brands).toEqual(CATALOG.brands);
  });
});
