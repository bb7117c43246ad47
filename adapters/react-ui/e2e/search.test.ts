import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { productSearchResponseSchema } from '@switchback/core';
import { chromiumForThisFile, hydrated, screenshot } from './storefront.driver';
import { auditWithoutJavaScript, runAxe } from './axe-audit';

/**
 * Issue 11 §4: search in real Chromium — a word, a facet (the count changes), sort by price ascending, page 2, the
 * header's autosuggest by keyboard only, the same search and filter with JavaScript off, and axe on the search page.
 * The words searched come from the seeded catalogue (asked of the API), so the test follows the seed.
 */

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The seeded products, as the API lists them. */
async function seededProducts() {
  const response = await fetch(`${origin}/api/products/v2/search/productSearch?locale=en-US&count=100`, { headers: { 'x-site-id': 'en-us', 'x-locale': 'en-US' } });
  return productSearchResponseSchema.parse(await response.json());
}

/** A word of a seeded product's name that is worth searching for: its longest. */
async function aSeededWord(): Promise<{ word: string; title: string }> {
  const { hits } = await seededProducts();
  const product = hits[0];
  if (product === undefined) throw new Error('the seed has no product');
  const word = product.title.split(/\s+/).sort((a, b) => b.length - a.length)[0]!.toLowerCase();
  return { word, title: product.title };
}

const results = (page: Page): Locator => page.getByRole('list', { name: 'Search results' });
const resultCount = (page: Page): Locator => page.locator('.search-count');
/** The number the count line starts with ("12 results for …"). */
const countOf = async (page: Page): Promise<number> => Number(((await resultCount(page).textContent()) ?? '').replace(/[^\d].*$/s, ''));

/** The first money amount of each card's price (the lowest current price), in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await results(page).locator('.price').allTextContents();
  return texts.map((text) => Number((/\d[\d,]*(?:\.\d+)?/.exec(text)?.[0] ?? 'NaN').replace(/,/g, '')));
}

/** Two cards or more, each no dearer than the next. */
const ascending = (prices: readonly number[]): boolean => prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);

/**
 * A checkbox of a facet that narrows the results: its count is above 0 and below the current total (the brand
 * facet's first, else another's). Brand, price and availability counts are exact; a colour or size count too.
 */
async function aNarrowingValue(page: Page, total: number): Promise<{ box: Locator; count: number }> {
  for (const facet of ['Brand', 'Price', 'Color', 'Size']) {
    const group = page.getByRole('group', { name: facet });
    if ((await group.count()) === 0) continue;
    const boxes = group.getByRole('checkbox');
    const labels = await group.locator('label').allTextContents();
    for (let index = 0; index < labels.length; index += 1) {
      const count = Number(/\((\d[\d,]*)\)\s*$/.exec(labels[index]!)?.[1]?.replace(/,/g, '') ?? 'NaN');
      if (count > 0 && count < total) return { box: boxes.nth(index), count };
    }
  }
  throw new Error(`no facet value narrows ${total} results`);
}

describe('search (issue 11 §3)', () => {
  it('a word finds its product; a facet value narrows the results to its count; price ascending is ordered; page 2 follows', async () => {
    const { word, title } = await aSeededWord();
    const page = await chromium.browser.newPage();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await box.fill(word);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/en-us/search' && url.searchParams.get('q') === word);
    await results(page).waitFor();
    expect(await results(page).getByRole('link', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).count()).toBeGreaterThan(0);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);

    // A value ticked: the page changes without a reload, the count is the facet value's, the focus on the count.
    const brand = await aNarrowingValue(page, total);
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await brand.box.check();
    await page.waitForURL((url) => url.search !== `?q=${encodeURIComponent(word)}` && url.searchParams.get('q') === word);
    await expect.poll(() => countOf(page)).toBe(brand.count);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-count'))).toBe(true);
    // A chip removes it again; "Clear all" is there while a refinement is.
    await page.getByRole('list', { name: 'Active filters' }).getByRole('link').first().waitFor();
    await page.getByRole('list', { name: 'Active filters' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.search === `?q=${encodeURIComponent(word)}`);
    await expect.poll(() => countOf(page)).toBe(total);
    expect(await page.getByRole('link', { name: 'Clear all' }).count()).toBe(0);
    await screenshot(page, 'search-01-word');

    // Every product, cheapest first: page 1 then page 2 are in order.
    await page.goto(`${origin}/en-us/search`);
    await hydrated(page);
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');
    // The address changes before the new results render (a transition): wait for the list to be the sorted one.
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const first = await cardPrices(page);
    expect(first.length).toBeGreaterThan(1);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('sort') === 'price-asc');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const second = await cardPrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
    await page.close();
  });

  it('the header autosuggest, by keyboard only: type, arrow down to a product, Enter opens it', async () => {
    const { title } = await aSeededWord();
    const typed = title.split(/\s+/)[0]!.slice(0, 4);
    const page = await chromium.browser.newPage();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const suggestAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/search/suggest')) void response.text().then((body) => suggestAnswers.push(`${response.status()} ${response.url()} ${body.slice(0, 200)}`), () => {});
    });
    const combobox = page.getByRole('combobox', { name: 'Search products' });
    await combobox.waitFor();
    await combobox.focus();
    await page.keyboard.type(typed, { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option').first().waitFor().catch((error: unknown) => {
      throw new Error(`no suggestion shown for "${typed}" (box: "${String(error)}"); the suggest route answered: ${suggestAnswers.join(' | ') || 'nothing'}`);
    });
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const options = await listbox.getByRole('option').evaluateAll((elements) => elements.map((element) => ({ id: element.id, product: element.closest('[role="group"]')?.getAttribute('aria-labelledby')?.endsWith('product') === true })));
    const target = options.findIndex((option) => option.product);
    expect(target).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= target; step += 1) await page.keyboard.press('ArrowDown');
    expect(await combobox.getAttribute('aria-activedescendant')).toBe(options[target]!.id);
    const productName = (await page.locator(`#${options[target]!.id} .site-search__product-title`).textContent()) ?? '';
    await screenshot(page, 'search-02-autosuggest');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en-us\/p\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productName);
    // The box keeps the product's name (a moment later too: nothing empties it behind the shopper's back).
    await page.waitForTimeout(500);
    expect(await page.getByRole('combobox', { name: 'Search products' }).inputValue()).toBe(productName);

    // Escape closes the list and keeps the words.
    const again = page.getByRole('combobox', { name: 'Search products' });
    await again.fill(typed);
    await listbox.getByRole('option').first().waitFor().catch((error: unknown) => {
      throw new Error(`no suggestion shown again for "${typed}" (${String(error)}); the suggest route answered: ${suggestAnswers.join(' | ') || 'nothing'}`);
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => again.getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('with JavaScript off: the header form searches and the facet form filters (Apply)', async () => {
    const { word } = await aSeededWord();
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).fill(word);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/en-us/search' && url.searchParams.get('q') === word);
    // The results page shows its words in the header's box.
    expect(await page.getByRole('banner').getByRole('searchbox', { name: 'Search products' }).inputValue()).toBe(word);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);
    // On a phone the filters are folded: the summary opens them.
    expect(await page.getByRole('group', { name: 'Brand' }).isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    const { box, count } = await aNarrowingValue(page, total);
    await box.check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL((url) => [...url.searchParams.keys()].some((key) => key !== 'q' && key !== 'sort') && url.searchParams.get('q') === word);
    expect(await countOf(page)).toBe(count);
    await screenshot(page, 'search-03-no-javascript');
    await context.close();
  });

  it('on a phone with JavaScript, the folded filters open and stay open while values are ticked', async () => {
    const { word } = await aSeededWord();
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/search?q=${encodeURIComponent(word)}`);
    await hydrated(page);
    const total = await countOf(page);
    expect(await page.getByRole('group', { name: 'Brand' }).isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    const { box, count } = await aNarrowingValue(page, total);
    await box.check();
    await expect.poll(() => countOf(page)).toBe(count);
    expect(await page.getByRole('group', { name: 'Brand' }).isVisible()).toBe(true);
    await context.close();
  });

  it('nothing found: "Did you mean" and popular products instead of an empty page', async () => {
    const { word } = await aSeededWord();
    const typo = `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}x`;
    const page = await chromium.browser.newPage();
    await page.goto(`${origin}/en-us/search?q=${encodeURIComponent(typo)}`);
    if ((await countOf(page)) === 0) {
      await page.getByRole('heading', { name: 'Popular products' }).waitFor();
      expect(await page.locator('.search-empty .product-card').count()).toBeGreaterThan(0);
    }
    await page.goto(`${origin}/en-us/search?q=zzzqqqxxyy`);
    expect(await countOf(page)).toBe(0);
    await page.getByRole('heading', { name: 'Popular products' }).waitFor();
    await page.close();
  });

  it('result pages are not indexed; the search hub is, with its canonical URL, popular categories, brands and a search box', async () => {
    const results = await (await fetch(`${origin}/en-us/search?q=trail`)).text();
    expect(results).toMatch(/<meta name="robots" content="noindex"/);
    const page = await chromium.browser.newPage();
    await page.goto(`${origin}/en-us/searchhub`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${origin}/en-us/searchhub`);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Popular categories' }).getByRole('link').count()).toBeGreaterThan(0);
    const brand = page.getByRole('region', { name: 'Brands' }).getByRole('link').first();
    await brand.click();
    await page.waitForURL((url) => url.pathname === '/en-us/search' && url.searchParams.has('brand'));
    expect(await countOf(page)).toBeGreaterThan(0);
    await page.goto(`${origin}/en-us/searchhub`);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('boot');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/en-us/search' && url.searchParams.get('q') === 'boot');
    await page.close();
  });

  it('the search page and the search hub pass axe, with and without JavaScript', async () => {
    const { word } = await aSeededWord();
    const violations: string[] = [];
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    for (const path of [`/en-us/search?q=${encodeURIComponent(word)}`, '/en-us/searchhub', '/fr-fr/search?q=a', '/fr-fr/searchhub']) {
      await page.goto(`${origin}${path}`);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      violations.push(...(await runAxe(page)).map((line) => `${path} (JavaScript on): ${line}`));
      violations.push(...(await auditWithoutJavaScript(context, `${origin}${path}`)).map((line) => `${path} (JavaScript off): ${line}`));
    }
    await context.close();
    expect(violations).toEqual([]);
  });
});
