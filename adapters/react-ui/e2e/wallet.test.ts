import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cartWithOneProduct, chromiumForThisFile, hydrated, openOrderableProduct, screenshot, openMenuCategory } from './storefront.driver';

/**
 * Issue 10 §3 express wallets (storefront-experience §4 Wallet payment sheet, Card-provider express button), in
 * Chromium against the sandbox wallet: from the product page and from the cart to an order confirmation, a wallet
 * failure (a contact in another country), and the card provider's express button.
 */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const sheet = (page: Page) => page.getByRole('dialog');
const payButton = (page: Page) => sheet(page).getByRole('button', { name: /^Pay \$/ });

/** A product page with a size chosen (hydrated: the express buttons show then). */
async function productWithSize(page: Page): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await openOrderableProduct(page);
  await hydrated(page);
}

const pdpCartCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'sb_cart_wallet_pdp_en_us');

describe('the wallet payment sheet (issue 10 §3)', () => {
  it('from the product page: the sheet buys just the product shown, in its own cart, to an order confirmation', async () => {
    const page = await newShopper();
    await productWithSize(page);
    await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
    await sheet(page).getByRole('heading', { name: 'Sandbox Wallet' }).waitFor();
    // The default contact (the site's country) is selected once the merchant is validated; the sheet shows the total.
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await expect.poll(async () => sheet(page).getByRole('radio', { name: /Jamie Rivera/ }).isChecked()).toBe(true);
    await payButton(page).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?order=[A-Z0-9-]+&storeContext=applePayPdp$/);
    await page.getByTestId('order-number').waitFor();
    await screenshot(page, 'wallet-pdp-confirmation');
    // The product page's cart context is gone with its order; the shopper's own cart was never touched.
    expect(await pdpCartCookie(page)).toBeUndefined();
    await page.goto(`${origin}/en-us/cart`);
    await page.getByText('Your cart is empty').waitFor();
  });

  it('from the cart: the cart is paid by the wallet, then the confirmation, and the cart is reset', async () => {
    const page = await newShopper();
    await cartWithOneProduct(page, origin);
    await hydrated(page);
    await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    // Another shipping method of the applicable list, chosen on the sheet (the total follows).
    const methods = sheet(page).getByRole('group', { name: 'Shipping method' }).getByRole('radio');
    const before = await sheet(page).getByTestId('wallet-total').textContent();
    await methods.nth(1).check();
    await expect.poll(() => sheet(page).getByTestId('wallet-total').textContent()).not.toBe(before);
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await payButton(page).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?order=[A-Z0-9-]+$/);
    await page.getByTestId('order-number').waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await page.getByText('Your cart is empty').waitFor();
  });

  it('a contact in another country: the country error, nothing ordered, the product page cart context cleared', async () => {
    const page = await newShopper();
    await productWithSize(page);
    await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).click();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    expect(await pdpCartCookie(page)).toBeDefined();
    await sheet(page).getByRole('radio', { name: /Ken Sato/ }).click();
    const alert = sheet(page).getByRole('alert');
    await alert.getByText('We can only ship to an address in this store’s country.').waitFor();
    await alert.getByText('Nothing was ordered.', { exact: false }).waitFor();
    await screenshot(page, 'wallet-wrong-country');
    expect(page.url()).toMatch(/\/en-us\/p\//);
    expect(await pdpCartCookie(page)).toBeUndefined();
    await sheet(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Pay with Sandbox Wallet' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('the card-provider express button (issue 10 §3)', () => {
  it('from the cart: the provider sheet authorises, the express payment is added with its request id, the order is placed', async () => {
    const page = await newShopper();
    await cartWithOneProduct(page, origin);
    await hydrated(page);
    await page.getByText('Or pay later, in instalments, with the card provider.').waitFor();
    await page.getByRole('button', { name: 'Pay with Card Provider' }).click();
    await sheet(page).getByRole('heading', { name: 'Card provider express payment' }).waitFor();
    await expect.poll(() => payButton(page).isEnabled()).toBe(true);
    await payButton(page).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?order=[A-Z0-9-]+$/);
    await page.getByTestId('order-number').waitFor();
  });
});
