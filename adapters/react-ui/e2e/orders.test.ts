import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, run as axeRun } from 'axe-core';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { formatMoney, inventorySchema, orderSchema, parseProductRoute, type Order } from '@switchback/core';
import {
  checkoutUpToPayment, chromiumForThisFile, hydrated, newAccount, openOrderableProduct, payAndPlaceOrder, screenshot, signUp, US_SHOPPER, openMenuCategory } from './storefront.driver';
import { E2E_SUPPORT_KEY } from './storefront.global-setup';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/**
 * Issue 8 §5 in Chromium: place an order, find it in the history, download the invoice (a PDF read back by a PDF
 * parser), cancel it and see the stock back; track a guest order by number and e-mail, and fail with a wrong e-mail.
 * The main flows again with JavaScript off.
 */

/** A shopper with its own cookies; CSP bypassed only so axe can be injected (the CSP has its own test). */
const newContext = (javaScriptEnabled = true): Promise<BrowserContext> =>
  chromium.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 }, acceptDownloads: true, bypassCSP: true });

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
/** axe-core's violations on the page as it is now (rule and elements), none expected. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(() => (window as unknown as { axe: { run: typeof axeRun } }).axe.run(document, { resultTypes: ['violations'] })) as AxeResults;
  return results.violations.map((rule) => `${rule.id}: ${rule.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

interface Bought { readonly productId: string; readonly upc: string }

/** Home → first category → a product with an orderable size → Add to cart; which variant was added. */
async function addToCart(page: Page): Promise<Bought> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await openOrderableProduct(page);
  const route = parseProductRoute(new URL(page.url()).pathname);
  if (route.isErr()) throw new Error(`not a product page: ${page.url()}`);
  const upc = await page.locator('input[name="upc"]:checked').inputValue();
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/^Added .* to your cart\./).waitFor();
  return { productId: route.value.productId, upc };
}

/** The cart → checkout → the sandbox card → Place order; the confirmation's order number. */
async function placeOrder(page: Page): Promise<string> {
  await page.goto(`${origin}/en-us/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await checkoutUpToPayment(page, US_SHOPPER);
  return payAndPlaceOrder(page);
}

/** Units left of a variant, from the API's inventory call. */
async function stockOf({ productId, upc }: Bought): Promise<number> {
  const answer = await fetch(`${origin}/api/products/v2/products/${productId}/inventory?locale=en-US`, { headers: { 'x-site-id': 'en-us' } });
  const inventory = inventorySchema.parse(await answer.json());
  return inventory.variants.find((variant) => variant.upc === upc)?.quantity ?? -1;
}

/** The order as its owner's session reads it from the API (the page's own cookies). */
async function orderFromApi(page: Page, orderNumber: string): Promise<Order> {
  const answer = await page.request.get(`${origin}/api/consumers-v3/consumer/purchase/${orderNumber}?locale=en-US`, { headers: { 'x-site-id': 'en-us' } });
  expect(answer.status()).toBe(200);
  return orderSchema.parse(await answer.json());
}

/** Clicks a download link or button and answers the file's suggested name and its text as a PDF parser reads it. */
async function downloadPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string; bytes: Uint8Array }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const bytes = new Uint8Array(readFileSync(file));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return { name: download.suggestedFilename(), text, bytes };
}

/** The fulfilment side, as support moves it (issue 8 §4: the support routes are the only way to ship and deliver). */
async function support(orderNumber: string, event: 'shipment' | 'delivery', body: object): Promise<void> {
  const answer = await fetch(`${origin}/api/support/v1/orders/${orderNumber}/${event}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-switchback-support-key': E2E_SUPPORT_KEY }, body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

const statusOnPage = (page: Page) => page.getByTestId('order-status');
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('orders in the storefront (issue 8 §3, §5), JavaScript on', () => {
  it('sign up, order, find it in the history, download the invoice (order number and total in the PDF), cancel it: the stock comes back', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signUp(page, origin, newAccount('orders'));
    const bought = await addToCart(page);
    const before = await stockOf(bought);
    const orderNumber = await placeOrder(page);
    expect(await stockOf(bought)).toBe(before - 1);
    const order = await orderFromApi(page, orderNumber);
    const total = formatMoney(order.totals.total, order.currency, 'en-US');

    // The account page links to the history; the history lists the order, newest first, with its status in words.
    await page.goto(`${origin}/en-us/account`);
    await page.getByRole('link', { name: 'Your orders' }).click();
    await page.waitForURL(`${origin}/en-us/account/orders`);
    const table = page.getByRole('table', { name: /orders?, newest first/ });
    const row = table.getByRole('row').filter({ hasText: orderNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain('Placed');
    expect(await row.textContent()).toContain(total);
    await screenshot(page, 'orders-01-history');
    expect(await axeViolations(page)).toEqual([]);

    await row.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
    await page.waitForURL(`${origin}/en-us/account/orders/${orderNumber}`);
    await page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 }).waitFor();
    expect(await statusOnPage(page).textContent()).toBe('Placed');
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).textContent()).toContain(`ending in ${order.paymentMethods[0]!.last4}`);
    await screenshot(page, 'orders-02-detail');
    expect(await axeViolations(page)).toEqual([]);

    const invoice = await downloadPdf(page, () => page.getByRole('link', { name: 'Download invoice' }).click());
    expect(invoice.name).toBe(`invoice-${orderNumber}.pdf`);
    expect(invoice.text).toContain(orderNumber);
    expect(invoice.text).toContain(total);

    // Cancel: a confirmation step first (focus on its heading), then the order is cancelled and focus goes to the message.
    await hydrated(page);
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.getByRole('heading', { name: 'Cancel this order?' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Cancel this order?');
    await page.getByLabel(/^Why are you canceling\?/).fill('Ordered the wrong size');
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.getByRole('status').filter({ hasText: 'Your order has been canceled.' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Your order has been canceled.');
    expect(await statusOnPage(page).textContent()).toBe('Canceled');
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    // The history row says who cancelled it and why.
    const cancelledRow = page.getByRole('region', { name: 'Order history' }).getByRole('row').filter({ hasText: 'Canceled' });
    expect(await cancelledRow.textContent()).toMatch(/Canceled.*UTC.*You.*Ordered the wrong size/);
    await screenshot(page, 'orders-03-cancelled');
    expect(await axeViolations(page)).toEqual([]);
    expect(await stockOf(bought)).toBe(before);
    expect((await orderFromApi(page, orderNumber)).status).toBe('CANCELLED');

    // The history says so too.
    await page.goto(`${origin}/en-us/account/orders`);
    expect(await page.getByRole('row').filter({ hasText: orderNumber }).textContent()).toContain('Canceled');

    // Signed in, the owner tracks the order by its number alone.
    await page.goto(`${origin}/en-us/track-order?orderNumber=${orderNumber}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }).waitFor();
    expect(await statusOnPage(page).textContent()).toBe('Canceled');
    await context.close();
  });

  it('a guest opens their order from the confirmation and tracks it by number and e-mail; a wrong e-mail finds nothing', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await addToCart(page);
    const orderNumber = await placeOrder(page);
    await page.getByRole('link', { name: 'View your order' }).click();
    await page.waitForURL(`${origin}/en-us/account/orders/${orderNumber}`);
    await page.getByRole('heading', { name: `Order ${orderNumber}`, level: 1 }).waitFor();
    // A guest has no history to go back to.
    expect(await page.getByRole('link', { name: 'Back to your orders' }).count()).toBe(0);

    // Someone else (a new guest) finds it with the number and the order's e-mail, from the footer's link.
    const stranger = await (await newContext()).newPage();
    await stranger.goto(`${origin}/en-us`);
    await stranger.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await stranger.waitForURL(`${origin}/en-us/track-order`);
    await hydrated(stranger);
    await stranger.getByLabel('Order number').fill(orderNumber);
    await stranger.getByLabel('Email').fill('someone.else@example.com');
    await stranger.getByRole('button', { name: 'Track order' }).click();
    const notFound = stranger.getByRole('alert').filter({ hasText: 'find an order with this number and email address' });
    await notFound.waitFor();
    await expect.poll(() => focusedText(stranger)).toContain('find an order with this number and email address');
    await screenshot(stranger, 'orders-04-track-not-found');

    await stranger.getByLabel('Email').fill(US_SHOPPER.email);
    await stranger.getByRole('button', { name: 'Track order' }).click();
    await stranger.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }).waitFor();
    await expect.poll(() => focusedText(stranger)).toBe(`Order ${orderNumber}`);
    expect(await statusOnPage(stranger).textContent()).toBe('Placed');
    expect(await stranger.getByRole('alert').count()).toBe(0);
    // Tracking shows no address and no payment.
    expect(await stranger.getByRole('region', { name: 'Shipping address' }).count()).toBe(0);
    expect(await stranger.getByText(/ending in \d{4}/).count()).toBe(0);
    await screenshot(stranger, 'orders-05-tracked');
    expect(await axeViolations(stranger)).toEqual([]);

    // The stranger cannot open the order's page: it is not theirs (sent to sign in first).
    await stranger.goto(`${origin}/en-us/account/orders/${orderNumber}`);
    await stranger.waitForURL(/\/en-us\/account\/sign-in\?redirectTo=/);
    await context.close();
  });
});

describe('shipped, delivered, returned (JavaScript on)', () => {
  it('shipment with carrier and tracking number; no cancelling once shipped; delivered: a return label PDF with the return number', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await addToCart(page);
    const orderNumber = await placeOrder(page);
    await support(orderNumber, 'shipment', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    await page.goto(`${origin}/en-us/account/orders/${orderNumber}`);
    expect(await statusOnPage(page).textContent()).toBe('Shipped');
    expect(await page.getByRole('region', { name: 'Shipments' }).textContent()).toMatch(/On its way.*UPS.*1Z999AA10123456784/);
    expect(await page.getByRole('link', { name: 'Cancel order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Get a return label' }).count()).toBe(0);
    // Asked for by URL, the confirmation step is not offered for a shipped order.
    await page.goto(`${origin}/en-us/account/orders/${orderNumber}?cancel=confirm`);
    expect(await page.getByRole('button', { name: 'Yes, cancel the order' }).count()).toBe(0);

    await support(orderNumber, 'delivery', {});
    await page.goto(`${origin}/en-us/account/orders/${orderNumber}`);
    expect(await statusOnPage(page).textContent()).toBe('Delivered');
    await page.getByText(/^You can return this order until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/).waitFor();
    await screenshot(page, 'orders-07-delivered');
    expect(await axeViolations(page)).toEqual([]);
    const label = await downloadPdf(page, () => page.getByRole('button', { name: 'Get a return label' }).click());
    const returnNumber = /^return-label-([A-Z0-9-]+)\.pdf$/.exec(label.name)?.[1];
    expect(returnNumber).toBeDefined();
    expect(label.text).toContain(returnNumber);
    expect(label.text).toContain(orderNumber);

    await page.goto(`${origin}/en-us/account/orders/${orderNumber}`);
    expect(await statusOnPage(page).textContent()).toBe('Return requested');
    expect(await page.locator('.order-summary').textContent()).toContain(returnNumber);
    await context.close();
  });
});

describe('orders with JavaScript off', () => {
  it('the guest’s order: detail, invoice download, cancel through the confirmation page; tracking with a wrong then the right e-mail', async () => {
    // Paying by card needs JavaScript: the order is placed with it, then the same cookies browse without it.
    const withJs = await newContext();
    const buyer = await withJs.newPage();
    await addToCart(buyer);
    const orderNumber = await placeOrder(buyer);
    const order = await orderFromApi(buyer, orderNumber);
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, storageState: await withJs.storageState(), acceptDownloads: true });
    const page = await context.newPage();

    await page.goto(`${origin}/en-us/order-confirmation?order=${orderNumber}`);
    await page.getByRole('link', { name: 'View your order' }).click();
    await page.waitForURL(`${origin}/en-us/account/orders/${orderNumber}`);
    const invoice = await downloadPdf(page, () => page.getByRole('link', { name: 'Download invoice' }).click());
    expect(invoice.name).toBe(`invoice-${orderNumber}.pdf`);
    expect(invoice.text).toContain(formatMoney(order.totals.total, order.currency, 'en-US'));

    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.waitForURL(/\?cancel=confirm/);
    await page.getByRole('heading', { name: 'Cancel this order?' }).waitFor();
    // "Keep my order" changes nothing.
    await page.getByRole('link', { name: 'Keep my order' }).click();
    await page.waitForURL(`${origin}/en-us/account/orders/${orderNumber}`);
    expect(await statusOnPage(page).textContent()).toBe('Placed');
    await page.getByRole('link', { name: 'Cancel order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await page.waitForURL(/\?cancelled=1$/);
    await page.getByRole('status').filter({ hasText: 'Your order has been canceled.' }).waitFor();
    expect(await statusOnPage(page).textContent()).toBe('Canceled');
    await screenshot(page, 'orders-06-nojs-cancelled');

    await page.goto(`${origin}/en-us/track-order?orderNumber=${orderNumber}`);
    expect(await page.getByLabel('Order number').inputValue()).toBe(orderNumber);
    await page.getByLabel('Email').fill('wrong@example.com');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('alert').filter({ hasText: 'find an order with this number and email address' }).waitFor();
    await page.getByLabel('Email').fill(US_SHOPPER.email);
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('heading', { name: `Order ${orderNumber}`, level: 2 }).waitFor();
    expect(await statusOnPage(page).textContent()).toBe('Canceled');
    await context.close();
    await withJs.close();
  });

  it('fr-fr and en-gb: the tracking page and its not-found message in the site’s language', async () => {
    const page = await (await newContext(false)).newPage();
    await page.goto(`${origin}/fr-fr/track-order`);
    await page.getByRole('heading', { name: 'Suivre votre commande', level: 1 }).waitFor();
    await page.getByLabel('Numéro de commande').fill('SB-NOSUCHORDER');
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Suivre la commande' }).click();
    await page.getByRole('alert').filter({ hasText: 'Aucune commande ne correspond à ce numéro' }).waitFor();
    await page.goto(`${origin}/en-gb/track-order`);
    await page.getByLabel('Order number').fill('sb-nosuchorder');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Track order' }).click();
    await page.getByRole('alert').filter({ hasText: 'find an order with this number and email address' }).waitFor();
    // The number is read in capitals: the field keeps what was typed.
    expect(await page.getByLabel('Order number').inputValue()).toBe('sb-nosuchorder');
  });

  it('a signed-in consumer’s history and detail; a guest opening the history is sent to sign in', async () => {
    const withJs = await newContext();
    const buyer = await withJs.newPage();
    await signUp(buyer, origin, newAccount('orders-nojs'));
    await addToCart(buyer);
    const orderNumber = await placeOrder(buyer);
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, storageState: await withJs.storageState() });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/account/orders`);
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('link', { name: `Details of order ${orderNumber}` }).click();
    await page.waitForURL(`${origin}/en-us/account/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Back to your orders' }).waitFor();
    await context.close();
    await withJs.close();

    const guest = await (await newContext(false)).newPage();
    await guest.goto(`${origin}/en-us/account/orders`);
    await guest.waitForURL(`${origin}/en-us/account/sign-in?redirectTo=%2Fen-us%2Faccount%2Forders`);
  });
});
