import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { inventorySchema, parseProductRoute, storeStockUnitsSchema } from '@switchback/core';
import { billingUpToPayment, chromiumForThisFile, hydrated, miniCart, openOrderableProduct, payAndPlaceOrder, US_SHOPPER, openMenuCategory } from './storefront.driver';
import { E2E_SUPPORT_KEY } from './storefront.global-setup';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** Issue 10 in Chromium: pick up in a store from its own stock, and the notice when that stock is taken away. */

const STORE = 'STR-DEN-01';
const STORE_NAME = 'Switchback Denver';

/** A shopper whose store (the store finder's `sb_store` cookie, as React Router's createCookie writes it) is Denver. */
async function shopperOfDenver(javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await chromium.browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'sb_store', value: encodeURIComponent(btoa(JSON.stringify(STORE))), url: origin }]);
  return context;
}

async function support<T>(method: 'GET' | 'PUT', path: string, parse: (json: unknown) => T, body?: object): Promise<T> {
  const answer = await fetch(`${origin}/api/support/v1/${path}`, {
    method, headers: { 'content-type': 'application/json', 'x-switchback-support-key': E2E_SUPPORT_KEY }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`support ${path} answered ${answer.status}: ${text}`);
  return parse(JSON.parse(text));
}
const setStoreStock = (upc: string, qty: number) => support('PUT', `stores/${STORE}/stock`, (json) => storeStockUnitsSchema.parse(json), { upc, qty });
const setStockAt = (store: string, upc: string, qty: number) => support('PUT', `stores/${store}/stock`, (json) => storeStockUnitsSchema.parse(json), { upc, qty });
const BOULDER = 'STR-BOU-01';
const BOULDER_NAME = 'Switchback Boulder';
const storeStock = async (upc: string) => (await support('GET', `stores/${STORE}/stock?upc=${upc}`, (json) => storeStockUnitsSchema.parse(json))).qty;
async function warehouseStock(productId: string, upc: string): Promise<number> {
  const answer = await fetch(`${origin}/api/products/v2/products/${productId}/inventory`);
  return inventorySchema.parse(await answer.json()).variants.find((v) => v.upc === upc)!.quantity;
}

/** Home → first category → a product with an orderable size; its id and the chosen size's UPC. */
async function chooseProduct(page: Page, javaScript = true): Promise<{ productId: string; upc: string }> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await openOrderableProduct(page, javaScript);
  const upc = await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { checked: true }).inputValue();
  const productId = parseProductRoute(new URL(page.url()).pathname.split('/p/')[1] ?? '')._unsafeUnwrap().productId;
  return { productId, upc };
}

describe('store pickup in Chromium (issue 10)', () => {
  it("picking up at my store: the line shows the store today, checkout asks who collects, the order takes the store's unit and not the warehouse's", async () => {
    const context = await shopperOfDenver();
    const page = await context.newPage();
    try {
      const { productId, upc } = await chooseProduct(page);
      await setStoreStock(upc, 2);
      const warehouseBefore = await warehouseStock(productId, upc);
      await hydrated(page);
      await page.getByRole('button', { name: 'Pick up at my store' }).click();
      await page.getByText(/^Added .* to your cart\./).waitFor();
      await miniCart(page, 1).click();
      await page.waitForURL(/\/en-us\/cart$/);
      const delivery = page.getByRole('group', { name: 'Delivery' });
      await expect.poll(() => delivery.getByRole('radio', { name: `Pick up at ${STORE_NAME} today` }).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('heading', { name: 'Who collects the order' }).waitFor();
      await expect.poll(() => page.getByLabel('Address', { exact: true }).count()).toBe(0);
      await page.getByLabel('Name of the person collecting').fill('Ada Lovelace');
      await page.getByLabel('Email').fill(US_SHOPPER.email);
      await page.getByRole('button', { name: 'Save contact' }).click();
      await billingUpToPayment(page, US_SHOPPER);
      await payAndPlaceOrder(page);
      await page.getByText(`Pick up at ${STORE_NAME}`).waitFor();
      expect(await storeStock(upc)).toBe(1);
      expect(await warehouseStock(productId, upc)).toBe(warehouseBefore);
    } finally {
      await context.close();
    }
  });

  it('when the store no longer has the unit, the cart says the item will be shipped to the store instead (JavaScript off)', async () => {
    const context = await shopperOfDenver(false);
    const page = await context.newPage();
    try {
      const { upc } = await chooseProduct(page, false);
      await setStoreStock(upc, 1);
      await page.getByRole('button', { name: 'Pick up at my store' }).click();
      await page.goto(`${origin}/en-us/cart`);
      const delivery = page.getByRole('group', { name: 'Delivery' });
      expect(await delivery.getByRole('radio', { name: `Pick up at ${STORE_NAME} today` }).isChecked()).toBe(true);
      await setStoreStock(upc, 0);
      await page.reload();
      await page.getByText('This item can no longer be picked up today: it will be shipped to the store.').waitFor();
      expect(await delivery.getByRole('radio', { name: `Ship to ${STORE_NAME} (2-4 days)` }).isChecked()).toBe(true);
      // The notice is said once: the next read of the cart has nothing to announce.
      await page.reload();
      expect(await page.getByText('This item can no longer be picked up today').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('pick up in store and change store (issue 10 §2)', () => {
  it('the pickup dialog lists stores near mine with the size: an empty store is greyed, picking another adds the line there; change store asks to confirm and says the store changed', async () => {
    const context = await shopperOfDenver();
    const page = await context.newPage();
    try {
      const { upc } = await chooseProduct(page);
      await setStoreStock(upc, 0);
      await setStockAt(BOULDER, upc, 3);
      await hydrated(page);
      const opener = page.getByRole('button', { name: 'Pick up in another store' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
      await dialog.getByRole('heading', { name: `Stores near ${STORE_NAME}` }).waitFor();
      // Focus is inside the dialog; Escape closes it and focus goes back to the button that opened it.
      await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.getByRole('heading', { name: `Stores near ${STORE_NAME}` }).waitFor();
      expect(await dialog.getByRole('button', { name: `Pick up at ${STORE_NAME}` }).isDisabled()).toBe(true);
      await dialog.locator(`[data-store="${BOULDER}"]`).getByText(/stock in size/).waitFor();
      await dialog.getByRole('button', { name: `Pick up at ${BOULDER_NAME}` }).click();
      await page.waitForURL(/[?&]added=/);
      await page.getByText(/^Added .* to your cart\./).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      await page.goto(`${origin}/en-us/cart`);
      const delivery = page.getByRole('group', { name: 'Delivery' });
      expect(await delivery.getByRole('radio', { name: `Pick up at ${BOULDER_NAME} today` }).isChecked()).toBe(true);
      await hydrated(page);
      await page.getByRole('link', { name: /^Change store for / }).click();
      const change = page.getByRole('dialog', { name: 'Change store' });
      await change.getByRole('button', { name: `Choose ${STORE_NAME}` }).click();
      // Denver has none of the size today: the line would be shipped there; the confirmation says so.
      await change.getByText(`Ship size`).waitFor();
      await change.getByRole('button', { name: 'Confirm store' }).click();
      await page.waitForURL(/storeChanged=/);
      await page.getByText(new RegExp(`^Store changed: size .* will be shipped to ${STORE_NAME}\\.$`)).waitFor();
      expect(await delivery.getByRole('radio', { name: `Ship to ${STORE_NAME} (2-4 days)` }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the pickup in store page does the same: the size sent, a store with stock chosen, the line added there; change store as pages', async () => {
    const context = await shopperOfDenver(false);
    const page = await context.newPage();
    try {
      const { upc } = await chooseProduct(page, false);
      await setStoreStock(upc, 0);
      await setStockAt(BOULDER, upc, 2);
      await page.getByRole('button', { name: 'Pick up in another store' }).click();
      await page.waitForURL(/\/en-us\/pickup-store\?/);
      await page.getByRole('heading', { name: 'Pick up in store', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: `Pick up at ${STORE_NAME}` }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: `Pick up at ${BOULDER_NAME}` }).click();
      await page.waitForURL(/[?&]added=/);
      await page.goto(`${origin}/en-us/cart`);
      const delivery = page.getByRole('group', { name: 'Delivery' });
      expect(await delivery.getByRole('radio', { name: `Pick up at ${BOULDER_NAME} today` }).isChecked()).toBe(true);
      // Change store as pages: the list, the confirmation, then the cart's "store changed".
      await setStoreStock(upc, 1);
      await page.getByRole('link', { name: /^Change store for / }).click();
      await page.getByRole('heading', { name: 'Change store', level: 1 }).waitFor();
      await page.getByRole('button', { name: `Choose ${STORE_NAME}` }).click();
      await page.getByText(new RegExp(`^Pick up size .* at ${STORE_NAME} today instead\\?$`)).waitFor();
      await page.getByRole('button', { name: 'Confirm store' }).click();
      await page.getByText(new RegExp(`^Store changed: pick up size .* at ${STORE_NAME}\\.$`)).waitFor();
      expect(await delivery.getByRole('radio', { name: `Pick up at ${STORE_NAME} today` }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
