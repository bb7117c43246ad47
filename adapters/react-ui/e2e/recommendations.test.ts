import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productDetailsSchema, recommendationsResponseSchema } from '@switchback/core';
import { chromiumForThisFile, hydrated, miniCart, pickOrderableVariant, screenshot } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** A trail shoe of the demo catalogue: often bought with socks, similar to the other trail shoes. */
const PRODUCT_ID = 'SBTR0002';

const api = async (path: string): Promise<unknown> =>
  (await fetch(`${origin}/api${path}${path.includes('?') ? '&' : '?'}locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json();
const productPage = async (productId: string): Promise<string> => {
  const product = productDetailsSchema.parse(await api(`/products/v2/products/${productId}/details`));
  return `${origin}/en-us/p/${product.slug}-${product.id}`;
};
const rail = (page: Page, name: string) => page.getByRole('region', { name });
/** The product ids a rail's cards link to. */
const railProductIds = async (page: Page, name: string): Promise<string[]> =>
  (await rail(page, name).getByRole('list').getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
    .map((href) => /-([A-Z0-9]{8,11})$/.exec(href)?.[1] ?? href);

async function addToCart(page: Page, productId: string, javaScript: boolean): Promise<void> {
  await page.goto(await productPage(productId));
  expect(await pickOrderableVariant(page, javaScript)).toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/^Added .* to your cart\./).waitFor();
}

describe('recommendation rails (issue 11 §3)', () => {
  it('the product page shows "Often bought together" and "Similar items": cards linking to products, Next and Previous scroll the row', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(await productPage(PRODUCT_ID));
    await hydrated(page);
    for (const name of ['Often bought together', 'Similar items']) {
      await expect.poll(() => rail(page, name).getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
      const ids = await railProductIds(page, name);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(PRODUCT_ID);
      for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{8,11}$/);
    }
    const similar = rail(page, 'Similar items');
    const list = similar.getByRole('list');
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    const previous = similar.getByRole('button', { name: 'Previous items: Similar items' });
    const next = similar.getByRole('button', { name: 'Next items: Similar items' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    await next.click();
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect.poll(() => previous.getAttribute('aria-disabled')).toBe('false');
    // The keyboard reaches the buttons; Previous goes back to the start.
    await previous.focus();
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBe(0);
    await screenshot(page, 'recommendations-01-product-rails');

    const firstCard = rail(page, 'Often bought together').getByRole('list').getByRole('link').first();
    const target = (await railProductIds(page, 'Often bought together'))[0]!;
    await firstCard.click();
    await page.waitForURL(new RegExp(`-${target}$`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  it('the cart shows "You may also like" without the cart\'s products; the product page leaves them out too', async () => {
    // What is most similar to the product, before the shopper puts it in the cart.
    const similar = recommendationsResponseSchema.parse(await api(`/products/v1/widgetRecommendations?type=similar&productId=${PRODUCT_ID}`));
    const inCart = similar.recommendations[0]!.id;
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await addToCart(page, inCart, true);
    await addToCart(page, PRODUCT_ID, true);
    await miniCart(page, 2).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await rail(page, 'You may also like').waitFor();
    const ids = await railProductIds(page, 'You may also like');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(inCart);
    expect(ids).not.toContain(PRODUCT_ID);
    await screenshot(page, 'recommendations-02-cart-rail');

    await page.goto(await productPage(PRODUCT_ID));
    await rail(page, 'Similar items').waitFor();
    expect(await railProductIds(page, 'Similar items')).not.toContain(inCart);
    await context.close();
  });

  it('with JavaScript off the rails are there, as a plain row of links (no Previous or Next)', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(await productPage(PRODUCT_ID));
    for (const name of ['Often bought together', 'Similar items']) {
      expect((await railProductIds(page, name)).length).toBeGreaterThan(0);
      expect(await rail(page, name).getByRole('button', { name: /^(Previous|Next) items/ }).count()).toBe(0);
    }
    const overflow = await rail(page, 'Similar items').getByRole('list').evaluate((element) => getComputedStyle(element).overflowX);
    expect(overflow).toBe('auto');
    await addToCart(page, PRODUCT_ID, false);
    await page.goto(`${origin}/en-us/cart`);
    const ids = await railProductIds(page, 'You may also like');
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(PRODUCT_ID);
    await screenshot(page, 'recommendations-03-no-javascript');
    await context.close();
  });
});
