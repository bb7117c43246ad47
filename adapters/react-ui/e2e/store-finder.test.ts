import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import type { AxeResults, run as axeRun } from 'axe-core';
import type { Page } from 'playwright-core';
import type { ProductDetails, ProductSearchResponse, StoreSearchResponse } from '@switchback/core';
import { chromiumForThisFile, hydrated, screenshot } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(options: { javaScriptEnabled?: boolean; bypassCSP?: boolean; geolocation?: { latitude: number; longitude: number } } = {}): Promise<Page> {
  const context = await chromium.browser.newContext({
    viewport: { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    bypassCSP: options.bypassCSP ?? false,
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  return context.newPage();
}

/** The commerce API as the storefront's server sees it (the numbers the page must show). */
async function api<T>(path: string, siteId: string, body?: object): Promise<T> {
  const answer = await fetch(`${origin}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-site-id': siteId, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** axe-core's violations on the page as it is now: `rule-id: selector` per element (the CSP is bypassed to inject it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const found: AxeResults = await page.evaluate(() => (window as unknown as { axe: { run: typeof axeRun } }).axe.run(document, { resultTypes: ['violations'] }));
  return found.violations.flatMap((rule) => rule.nodes.map((node) => `${rule.id}: ${node.target.join(' ')}`));
}

const results = (page: Page) => page.getByRole('region', { name: /(stores?|shops?|magasins?) (near|près)|No (stores|shops)|Aucun/ });
const storeCard = (page: Page, name: string) => page.getByRole('listitem', { name });

describe('store finder', () => {
  it('with JavaScript off: search by postcode from the footer, nearest first, set as my shop (a confirmation), and it is still my shop later', async () => {
    const page = await newShopper({ javaScriptEnabled: false });
    await page.goto(`${origin}/en-gb`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Find a shop' }).click();
    await page.waitForURL(/\/en-gb\/stores$/);
    await page.getByLabel('Postcode or town').fill('m1 1wr');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=m1\+1wr/);
    const expected = await api<StoreSearchResponse>('/stores/v1/search', 'en-gb', { postcode: 'M1 1WR' });
    expect(expected.stores.length).toBeGreaterThan(0);
    await expect(results(page).getByRole('heading', { level: 2 }).textContent()).resolves.toContain('near Manchester');
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.stores.map((s) => s.name));
    const first = storeCard(page, expected.stores[0]!.name);
    await expect(first.textContent()).resolves.toMatch(/mi away/);
    await expect(first.textContent()).resolves.toMatch(/Open now · closes at|Closed · opens|Closed/);
    await first.getByRole('button', { name: `Set as my shop: ${expected.stores[0]!.name}` }).click();
    await page.waitForURL(/saved=/);
    await expect(page.locator('#my-store-status').textContent()).resolves.toContain(`${expected.stores[0]!.name} is now your shop.`);
    await expect(storeCard(page, expected.stores[0]!.name).getByText('My shop', { exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'store-finder-no-js');
    await page.goto(`${origin}/en-gb/stores`);
    await expect(page.locator('#my-store-status').textContent()).resolves.toContain(`Your shop: ${expected.stores[0]!.name}`);
  });

  it('with JavaScript off: a malformed postcode is shown at the field; an unknown town says no shops were found', async () => {
    const page = await newShopper({ javaScriptEnabled: false });
    await page.goto(`${origin}/en-gb/stores?q=ZZ99+9ZZ`);
    await expect(page.getByText('Enter a valid postcode, or a town name.').count()).resolves.toBe(1);
    await expect(page.getByLabel('Postcode or town').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.goto(`${origin}/en-gb/stores?q=Atlantis`);
    await page.locator('main').getByRole('heading', { level: 2, name: 'No shops found near there.' }).waitFor();
  });

  it('a size\'s stock in each store, as the API holds it (French page)', async () => {
    const listing = await api<ProductSearchResponse>('/products/v2/search/productSearch?categoryId=1001', 'fr-fr');
    const product = await api<ProductDetails>(`/products/v2/products/${listing.hits[0]!.id}/details`, 'fr-fr');
    const variant = product.variants[0]!;
    const expected = await api<StoreSearchResponse>('/stores/v1/search', 'fr-fr', { city: 'Paris', productId: product.id, upc: variant.upc });
    expect(expected.stores.length).toBeGreaterThan(1);
    const page = await newShopper({ javaScriptEnabled: false });
    await page.goto(`${origin}/fr-fr/stores?q=Paris&product=${product.id}&upc=${variant.upc}`);
    await expect(page.getByText(`taille ${variant.size}`, { exact: false }).first().textContent()).resolves.toContain(product.name);
    for (const store of expected.stores) {
      const stock = (await storeCard(page, store.name).getByTestId('store-stock').textContent()) ?? '';
      const { quantity, stockStatus } = store.stock!;
      if (stockStatus === 'OUT_OF_STOCK') expect(stock).toBe(`Épuisé en taille ${variant.size}`);
      else if (stockStatus === 'LOW_STOCK') expect(stock).toBe(`Stock faible en taille ${variant.size}\u00a0: plus que ${quantity}`);
      else expect(stock).toBe(`En stock en taille ${variant.size}\u00a0: ${quantity}`);
    }
  });

  it('with JavaScript: "Use my location" finds the nearest store; set as my store persists in a new page', async () => {
    const page = await newShopper({ geolocation: { latitude: 39.7392, longitude: -104.9903 } });
    await page.goto(`${origin}/en-us/stores`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(/lat=39\.7392/);
    const expected = await api<StoreSearchResponse>('/stores/v1/search', 'en-us', { latitude: 39.7392, longitude: -104.9903 });
    await results(page).waitFor();
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.stores.map((s) => s.name));
    const nearest = expected.stores[0]!.name;
    await storeCard(page, nearest).getByRole('button', { name: `Set as my store: ${nearest}` }).click();
    await page.waitForURL(/saved=/);
    const status = page.locator('#my-store-status');
    await expect(status.textContent()).resolves.toContain(`${nearest} is now your store.`);
    // The focus moves in an effect after the new data is painted (Preact runs effects after the next frame): polled.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('my-store-status');
    const later = await page.context().newPage();
    await later.goto(`${origin}/en-us/stores`);
    await expect(later.locator('#my-store-status').textContent()).resolves.toContain(`Your store: ${nearest}`);
  });

  it('the page with results, hours opened and a size\'s stock has no axe-core violations', async () => {
    const page = await newShopper({ bypassCSP: true });
    const listing = await api<ProductSearchResponse>('/products/v2/search/productSearch?categoryId=1001', 'en-us');
    const product = await api<ProductDetails>(`/products/v2/products/${listing.hits[0]!.id}/details`, 'en-us');
    await page.goto(`${origin}/en-us/stores?q=Denver&product=${product.id}&upc=${product.variants[0]!.upc}`);
    await hydrated(page);
    await results(page).waitFor();
    await results(page).locator('details summary').first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
