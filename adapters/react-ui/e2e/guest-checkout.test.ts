import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { orderNumberSchema, SANDBOX_CARDS } from '@switchback/core';
import type { Browser, Page } from 'playwright-core';
import { fillCard, fillShipping, launchChromium, miniCart, openOrderableProduct, screenshot, US_SHOPPER } from './storefront.driver';

const origin = inject('storefrontOrigin');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh guest: its own cookies and localStorage. */
async function newGuest(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Home → first category → a product with an orderable size → add to cart; returns the product name. */
async function addAProductToTheCart(page: Page, shots?: string): Promise<string> {
  await page.goto(`${origin}/`);
  await page.waitForURL(`${origin}/en-us`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (shots) await screenshot(page, `${shots}-01-home`);

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
  await page.waitForURL(/\/en-us\/c\/[a-z0-9-]+-\d{4,10}$/);
  if (shots) await screenshot(page, `${shots}-02-category`);

  const name = await openOrderableProduct(page);
  await miniCart(page, 0).waitFor();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/^Added .* to your cart\./).waitFor();
  await miniCart(page, 1).waitFor();
  if (shots) await screenshot(page, `${shots}-03-product-added`);
  return name;
}

/** Cart → checkout → shipping address, method → billing (same as shipping) with the given card. */
async function checkoutWithCard(page: Page, card: string, shots?: string): Promise<void> {
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor();
  if (shots) await screenshot(page, `${shots}-04-cart`);

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
  await fillShipping(page, US_SHOPPER);
  if (shots) await screenshot(page, `${shots}-05-shipping-address`);
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();

  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await methods.first().check();
  if (shots) await screenshot(page, `${shots}-06-shipping-method`);
  await page.getByRole('button', { name: 'Continue to billing' }).click();

  await page.getByRole('heading', { name: 'Billing and payment' }).waitFor();
  expect(await page.getByLabel('Same as shipping address').isChecked()).toBe(true);
  await fillCard(page, card);
  if (shots) await screenshot(page, `${shots}-07-billing`);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
}

describe('guest checkout in Chromium', () => {
  it('a guest buys a product end to end and sees the order confirmation with its order number', async () => {
    const page = await newGuest();
    const productName = await addAProductToTheCart(page, 'journey');
    await checkoutWithCard(page, SANDBOX_CARDS.authorises, 'journey');
    await expect.poll(() => page.getByRole('list', { name: 'Items in your order' }).textContent()).toContain(productName);
    await screenshot(page, 'journey-08-summary');

    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/\/en-us\/order-confirmation$/);
    await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumberSchema.safeParse(orderNumber).success).toBe(true);
    expect(await page.getByRole('list', { name: 'Ordered items' }).textContent()).toContain(productName);
    await miniCart(page, 0).waitFor();
    await screenshot(page, 'journey-09-order-confirmation');
    await page.context().close();
  });

  it('a declined card shows the error and the cart keeps its items', async () => {
    const page = await newGuest();
    const productName = await addAProductToTheCart(page);
    await checkoutWithCard(page, SANDBOX_CARDS.declines);

    await page.getByRole('button', { name: /^Place order/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: /declined/i });
    await alert.waitFor();
    await page.getByRole('heading', { name: 'Billing and payment' }).waitFor();
    await screenshot(page, 'declined-01-error');

    await miniCart(page, 1).click();
    await page.waitForURL(/\/en-us\/cart$/);
    const items = page.getByRole('list', { name: 'Items in your cart' });
    await items.waitFor();
    expect(await items.getByRole('listitem').count()).toBe(1);
    expect(await items.textContent()).toContain(productName);
    await screenshot(page, 'declined-02-cart-kept');
    await page.context().close();
  });
});
