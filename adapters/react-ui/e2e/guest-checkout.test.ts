import { describe, expect, inject, it } from 'vitest';
import { orderNumberSchema, SANDBOX_CARDS } from '@switchback/core';
import type { Page } from 'playwright-core';
import { checkoutUpToPayment, fillCard, hydrated, chromiumForThisFile, miniCart, openOrderableProduct, screenshot, US_SHOPPER, openMenuCategory } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** A fresh guest: its own cookies. */
async function newGuest(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Home → first category → a product with an orderable size → add to cart (a fetcher: no page load); returns the product name. */
async function addAProductToTheCart(page: Page, shots?: string): Promise<string> {
  await page.goto(`${origin}/`);
  await page.waitForURL(`${origin}/en-us`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (shots) await screenshot(page, `${shots}-01-home`);

  await openMenuCategory(page);
  await page.waitForURL(/\/en-us\/c\/[a-z0-9-]+-\d{4,10}$/);
  if (shots) await screenshot(page, `${shots}-02-category`);

  const name = await openOrderableProduct(page);
  await miniCart(page, 0).waitFor();
  const url = page.url();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByText(/^Added .* to your cart\./);
  await added.waitFor();
  await miniCart(page, 1).waitFor();
  expect(page.url()).toBe(url);
  // Focus goes to the result of the action, never to the page body.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^Added /);
  if (shots) await screenshot(page, `${shots}-03-product-added`);
  return name;
}

/** Cart → checkout → shipping address, method → billing (same as shipping) → the card, tokenised in the browser. */
async function checkoutWithCard(page: Page, card: string, shots?: string): Promise<void> {
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor();
  await expect.poll(() => page.getByText('Calculated at checkout').count()).toBe(1);
  if (shots) await screenshot(page, `${shots}-04-cart`);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await checkoutUpToPayment(page, US_SHOPPER);
  // After each step the next step's heading has the focus.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Payment');
  await hydrated(page);
  await fillCard(page, card);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  if (shots) await screenshot(page, `${shots}-07-payment`);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
}

/** The order number of the confirmation page the shopper is on. */
async function confirmedOrderNumber(page: Page): Promise<string> {
  await page.waitForURL(/\/en-us\/order-confirmation\?order=/);
  await page.getByRole('heading', { name: 'Order confirmed' }).waitFor();
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumberSchema.safeParse(orderNumber).success).toBe(true);
  expect(new URL(page.url()).searchParams.get('order')).toBe(orderNumber);
  return orderNumber;
}

describe('guest checkout in Chromium (JavaScript on)', () => {
  it('a guest buys a product end to end and sees the order confirmation, read from the API, with its order number', async () => {
    const page = await newGuest();
    const productName = await addAProductToTheCart(page, 'journey');
    await checkoutWithCard(page, SANDBOX_CARDS.authorises, 'journey');
    await expect.poll(() => page.getByRole('list', { name: 'Items in your order' }).textContent()).toContain(productName);
    await screenshot(page, 'journey-08-summary');

    await page.getByRole('button', { name: /^Place order/ }).click();
    await confirmedOrderNumber(page);
    expect(await page.getByRole('list', { name: 'Ordered items' }).textContent()).toContain(productName);
    await miniCart(page, 0).waitFor();
    await screenshot(page, 'journey-09-order-confirmation');

    // Browser back after the order does not resurrect the cart.
    await page.goBack();
    await page.waitForURL(/\/en-us\/checkout/);
    await page.getByText('Your cart is empty: there is nothing to check out yet.').waitFor();
    await miniCart(page, 0).waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await page.getByText('Your cart is empty.').waitFor();
    await page.context().close();
  });

  it('a double-clicked Place order, and the same form submitted again, give exactly one order', async () => {
    const page = await newGuest();
    await addAProductToTheCart(page);
    await checkoutWithCard(page, SANDBOX_CARDS.authorises);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Place order/ }) });
    const basketId = await form.locator('input[name="basketId"]').inputValue();
    const idempotencyKey = await form.locator('input[name="idempotencyKey"]').inputValue();
    expect(idempotencyKey).not.toBe('');

    await page.getByRole('button', { name: /^Place order/ }).dblclick();
    const orderNumber = await confirmedOrderNumber(page);

    // The browser resubmits the form (back + resend, a flaky network): the same key answers the same order.
    const again = await page.request.post(`${origin}/en-us/checkout`, {
      form: { intent: 'place', basketId, idempotencyKey },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(302);
    expect(again.headers().location).toBe(`/en-us/order-confirmation?order=${encodeURIComponent(orderNumber)}`);
    await page.context().close();
  });

  it('reloading in the middle of checkout keeps the step and what was saved', async () => {
    const page = await newGuest();
    await addAProductToTheCart(page);
    await miniCart(page, 1).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
    const { fillShipping } = await import('./storefront.driver');
    await fillShipping(page, US_SHOPPER);
    await page.getByRole('button', { name: 'Continue to shipping method' }).click();
    await page.getByRole('heading', { name: 'Shipping method', level: 2 }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Shipping method', level: 2 }).waitFor();
    expect(await page.locator('address').first().textContent()).toContain(US_SHOPPER.addressLine1);

    await page.getByRole('link', { name: 'Change address' }).click();
    await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(US_SHOPPER.email);
    expect(await page.getByLabel('City').inputValue()).toBe(US_SHOPPER.city);
    await page.context().close();
  });

  it('a declined card shows the error at the payment step and the cart keeps its items', async () => {
    const page = await newGuest();
    const productName = await addAProductToTheCart(page);
    await checkoutWithCard(page, SANDBOX_CARDS.declines);

    await page.getByRole('button', { name: /^Place order/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: /declined/i });
    await alert.waitFor();
    await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
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

  it('a card number failing the Luhn check marks the card number field', async () => {
    const page = await newGuest();
    await addAProductToTheCart(page);
    await miniCart(page, 1).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await checkoutUpToPayment(page, US_SHOPPER);
    await hydrated(page);
    await fillCard(page, '4111111111111112');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    const number = page.getByLabel('Card number');
    await expect.poll(() => number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Enter a valid card number.').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('card-number');
    await page.context().close();
  });
});
