import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cartWithOneProduct, checkoutUpToPayment, chromiumForThisFile, createCouponPromotion, hydrated, issueGiftCard, payAndPlaceOrder, screenshot,
  US_SHOPPER, usdMinor,
} from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The summary's grand total ("Subtotal" until a shipping method is chosen), in minor units. */
const grandTotal = async (page: Page): Promise<number> => usdMinor((await page.locator('.summary-box .totals__grand dd').first().textContent()) ?? '');
/** Resolves once the focused element is the one with this id (the message after a coupon or gift card action). */
const focusIsOn = (page: Page, id: string) => page.waitForFunction((wanted) => document.activeElement?.id === wanted, id);
// The server may run the demo promotions too (10% off from 150, a gift from 100, free shipping from 75): these
// codes beat them for the shopper, and the assertions find their own lines, bars and rows.
const FIFTEEN_PERCENT = 'Take 15% off|Take 15% off|15% off with your code';
/** Minor units as the en-us storefront shows them ($1,234.50). */
const usd = (minor: number): string => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('money in the cart (issue 9): coupons, thresholds, gift cards', () => {
  it('a coupon journey: an unknown code is refused at the input, a good one takes 15% off, and it can be removed', async () => {
    const code = await createCouponPromotion(origin, { effect: { type: 'PERCENT_OFF', percent: 15 }, calloutMessage: FIFTEEN_PERCENT });
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await cartWithOneProduct(page, origin);
    await hydrated(page);
    const before = await grandTotal(page);

    await page.getByLabel('Enter a promo code').fill('NOSUCHCODE1');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This code isn’t valid. Check it and try again.').waitFor();
    await focusIsOn(page, 'coupon-code-error');
    expect(await page.getByLabel('Enter a promo code').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Enter a promo code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(`Code ${code} applied.`).waitFor();
    const entered = page.getByRole('list', { name: 'Promo codes entered' }).getByRole('listitem');
    await entered.filter({ hasText: code }).getByText(/^Applied: \$[\d,.]+ off$/).waitFor();
    expect(await entered.filter({ hasText: code }).textContent()).toContain('15% off with your code');
    const discount = usdMinor((await entered.filter({ hasText: code }).getByText(/^Applied:/).textContent()) ?? '');
    expect(discount).toBeGreaterThan(0);
    // The total drops by the discount and, on a tax-exclusive site, by the tax on it too.
    expect(await grandTotal(page)).toBeLessThanOrEqual(before - discount);
    await page.getByText('Promotions', { exact: true }).waitFor();
    await screenshot(page, 'money-01-coupon-applied');

    await page.getByRole('button', { name: `Remove code ${code}` }).click();
    await page.getByText(`Code ${code} removed.`).waitFor();
    await focusIsOn(page, 'coupon-message');
    await page.getByRole('list', { name: 'Promo codes entered' }).waitFor({ state: 'detached' });
    expect(await grandTotal(page)).toBe(before);
    await context.close();
  });

  it('a threshold bar fills as items are added and flips to reached', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await cartWithOneProduct(page, origin);
    await hydrated(page);
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
    const unit = usdMinor((await line.locator('.line-item__meta').first().textContent()) ?? '');
    // A coupon with a threshold of three units: entered, it shows how far the cart is from it.
    const code = await createCouponPromotion(origin, {
      effect: { type: 'PERCENT_OFF', percent: 20 }, minimumSubtotal: unit * 3, approachingDisplayLevel: ['cart', 'checkout'],
      calloutMessage: 'Save 20% on three|Spend {distance} more to save 20%|You saved 20%',
    });
    await page.getByLabel('Enter a promo code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(`Code ${code} applied.`).waitFor();
    const entered = page.getByRole('list', { name: 'Promo codes entered' }).getByRole('listitem').filter({ hasText: code });
    await entered.getByText('Not applicable yet').waitFor();

    const barFor = (message: string) => page.getByRole('progressbar', { name: new RegExp(`^${escaped(message)}$`) });
    const progress = async () => page.locator(`progress[id$="${code.replace(/^E2E/, 'E2E-')}"]`).evaluate((element) => ({ value: (element as HTMLProgressElement).value, max: (element as HTMLProgressElement).max }));
    await barFor(`Spend ${usd(unit * 2)} more to save 20%`).waitFor();
    expect(await progress()).toEqual({ value: unit, max: unit * 3 });

    await line.getByLabel('Quantity').fill('2');
    await line.getByRole('button', { name: 'Update' }).click();
    await barFor(`Spend ${usd(unit)} more to save 20%`).waitFor();
    expect(await progress()).toEqual({ value: unit * 2, max: unit * 3 });
    await screenshot(page, 'money-02-threshold-filling');

    await line.getByLabel('Quantity').fill('3');
    await line.getByRole('button', { name: 'Update' }).click();
    await barFor('You saved 20%').waitFor();
    expect(await progress()).toEqual({ value: unit * 3, max: unit * 3 });
    expect(await barFor('You saved 20%').getAttribute('aria-valuetext')).toBe('Reached');
    await entered.getByText(/^Applied: \$[\d,.]+ off$/).waitFor();
    await screenshot(page, 'money-03-threshold-reached');

    // The checkout shows the same thresholds (context checkout), from its first step.
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/en-us\/checkout$/);
    await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
    await barFor('You saved 20%').waitFor();
    await context.close();
  });

  it('a free gift line comes with its promotion, is marked and locked (no quantity, no removal), and goes with it', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await cartWithOneProduct(page, origin);
    await hydrated(page);
    // The gift: another orderable variant of the product in the cart (read from the API, as the promotion names it).
    const href = (await page.getByRole('list', { name: 'Items in your cart' }).getByRole('link').first().getAttribute('href')) ?? '';
    const productId = /-([A-Z0-9]+)(?:\?|$)/.exec(href)?.[1] ?? '';
    const details = await (await fetch(`${origin}/api/products/v2/products/${productId}/details?locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json() as { variants: { upc: string; orderable: boolean }[] };
    const gift = details.variants.filter((variant) => variant.orderable).at(-1);
    const productName = (await page.getByRole('list', { name: 'Items in your cart' }).getByRole('link').first().textContent()) ?? '';
    const giftsBefore = await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: 'Free gift' }).count();
    expect(gift).toBeDefined();
    const code = await createCouponPromotion(origin, {
      effect: { type: 'GIFT_WITH_PURCHASE', productId, upc: gift!.upc }, calloutMessage: 'A free gift|A free gift|Your free gift is in your cart',
    });
    await page.getByLabel('Enter a promo code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText(`Code ${code} applied.`).waitFor();
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const giftLine = lines.filter({ hasText: 'Free gift' }).filter({ hasText: productName });
    await giftLine.waitFor();
    expect(await lines.filter({ hasText: 'Free gift' }).count()).toBe(giftsBefore + 1);
    expect(await giftLine.getByText('Free', { exact: true }).count()).toBe(1);
    expect(await giftLine.getByLabel('Quantity').count()).toBe(0);
    expect(await giftLine.getByRole('button').count()).toBe(0);
    await screenshot(page, 'money-06-free-gift');

    await page.getByRole('button', { name: `Remove code ${code}` }).click();
    await page.getByText(`Code ${code} removed.`).waitFor();
    await giftLine.waitFor({ state: 'detached' });
    expect(await lines.filter({ hasText: 'Free gift' }).count()).toBe(giftsBefore);
    await context.close();
  });

  it('a gift card pays part of an order: balance checked, applied, the rest paid by card, order placed', async () => {
    const card = await issueGiftCard(origin, 1000);
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    await cartWithOneProduct(page, origin);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/en-us\/checkout$/);
    await checkoutUpToPayment(page, US_SHOPPER);
    await hydrated(page);

    await page.getByLabel('Number on the gift card').fill(card.number);
    await page.getByLabel('PIN', { exact: true }).fill(card.pin);
    expect(await page.getByLabel('Number on the gift card').getAttribute('autocomplete')).toBe('off');
    await page.getByRole('button', { name: 'Check balance' }).click();
    await page.getByText(/^Gift card .*\d{4} has \$10\.00 left\.$/).waitFor();
    await focusIsOn(page, 'gift-card-message');

    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await page.getByText('Gift card applied.').waitFor();
    await focusIsOn(page, 'gift-card-message');
    await page.getByRole('list', { name: 'Gift cards applied' }).getByText(/pays \$10\.00$/).waitFor();
    const remaining = page.getByText(/^Remaining to pay by card: \$[\d,.]+$/);
    await remaining.waitFor();
    const total = usdMinor((await page.locator('.checkout-money .totals__grand:not(.totals__remaining) dd').first().textContent()) ?? '');
    expect(usdMinor((await remaining.textContent()) ?? '')).toBe(total - 1000);
    expect(await page.getByLabel('Number on the gift card').inputValue()).toBe('');
    await screenshot(page, 'money-04-gift-card-applied');

    const orderNumber = await payAndPlaceOrder(page);
    expect(orderNumber).toMatch(/^[A-Z0-9-]{6,32}$/);
    await context.close();
  });

  it('the coupon journey with JavaScript off', async () => {
    const code = await createCouponPromotion(origin, { effect: { type: 'PERCENT_OFF', percent: 15 }, calloutMessage: FIFTEEN_PERCENT });
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await cartWithOneProduct(page, origin, false);
    const before = await grandTotal(page);

    await page.getByLabel('Enter a promo code').fill('NOSUCHCODE2');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.getByText('This code isn’t valid. Check it and try again.').waitFor();
    expect(await page.getByLabel('Enter a promo code').inputValue()).toBe('NOSUCHCODE2');

    await page.getByLabel('Enter a promo code').fill(code);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    const entered = page.getByRole('list', { name: 'Promo codes entered' }).getByRole('listitem').filter({ hasText: code });
    await entered.getByText(/^Applied: \$[\d,.]+ off$/).waitFor();
    expect(await grandTotal(page)).toBeLessThan(before);
    await screenshot(page, 'money-05-nojs-coupon');

    await page.getByRole('button', { name: `Remove code ${code}` }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    expect(await page.getByRole('list', { name: 'Promo codes entered' }).count()).toBe(0);
    expect(await grandTotal(page)).toBe(before);
    await context.close();
  });
});
