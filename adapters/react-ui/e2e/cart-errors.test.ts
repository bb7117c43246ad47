import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { createCookie } from 'react-router';
import { CART_ERROR_TABLE, SANDBOX_CARDS, type CartErrorId } from '@switchback/core';
import type { BrowserContext, Page } from 'playwright-core';
import {
  checkoutUpToPayment, chromiumForThisFile, fillCard, fillShipping, hydrated, issueGiftCard, miniCart, newAccount, payAndPlaceOrder, pickOrderableVariant, productSale, productSaleAsBefore, signIn,
  signOut, signUp, US_SHOPPER, openMenuCategory } from './storefront.driver';

/**
 * Issue 10 §6: every row of the commerce-core §8 cart error table, met by a shopper and shown where the table says
 * (item level at the line or the product's add button, top notice, at the input; SOME_PRODUCTS_NO_INVENTORY a top
 * notice, not a toast). The rows are core's CART_ERROR_TABLE keys: a new row fails the first test until it is met.
 *
 * Most rows are provoked through the real commerce-api (support changes a product's sale state: withdrawn, stock,
 * price); the others need an upstream answer the demo cannot produce in a browser (a payment provider's fraud rule,
 * a gift card, an expired saved card, a login replay, a cart vanishing between read and write): they are driven at
 * the storefront's fetch boundary with a stand-in answer in `app/notices/cart-errors.route.test.ts`.
 */

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The rows driven with a stand-in upstream answer: each has its own test in the route test file, named after it. */
const STAND_IN_FILE = fileURLToPath(new URL('../app/notices/cart-errors.route.test.ts', import.meta.url));
const STAND_IN: readonly CartErrorId[] = [
  'GWP_PRODUCT', 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION', 'GC_NOT_ALLOWED', 'CC_EXPIRY_DATE_INVALID', 'PAYMENT_INSTRUMENT_NOT_FOUND', 'DUPLICATED_TOKEN',
];

async function newShopper(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return { context, page: await context.newPage() };
}

/**
 * A product of the second category, from the end of its listing (the other e2e files take the first category's
 * first products), opened with an orderable size picked. `run` may change its sale state: it is put back after.
 */
async function withSpareProduct(page: Page, skip: number, run: (product: { productId: string; upc: string }) => Promise<void>, javaScript = true): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page, 1);
  await page.waitForURL(/\/en-us\/c\//);
  const cards = page.getByRole('list', { name: /products$/ }).getByRole('link').filter({ hasNotText: 'Quick shop' });
  await cards.first().waitFor();
  const count = await cards.count();
  for (let index = count - 1 - skip; index >= 0; index -= 1) {
    await cards.nth(index).click();
    await page.waitForURL(/\/p\//);
    await page.getByRole('group', { name: /^Size/ }).waitFor();
    if (await pickOrderableVariant(page, javaScript)) {
      const productId = /-([A-Z0-9]{8,11})(?:\?|$)/.exec(new URL(page.url()).pathname)![1]!;
      const upc = await page.locator('input[name="upc"]:checked').inputValue();
      const before = await productSale(origin, productId, {});
      try {
        await run({ productId, upc });
      } finally {
        await productSale(origin, productId, productSaleAsBefore(before));
      }
      return;
    }
    await page.goBack();
    await cards.first().waitFor();
  }
  throw new Error('no spare product with an orderable size');
}

const addToCart = (page: Page) => page.getByRole('button', { name: 'Add to cart' }).click();
const addedMessage = (page: Page) => page.getByText(/^Added .* to your cart\./);
/** The product page's add result: item level, at the product's own add button. */
const atAddButton = (page: Page, text: string | RegExp) => page.locator('form.add-to-cart').getByRole('alert').filter({ hasText: text });
/**
 * Waits for the add result at the add button. When it never shows, the failure says what the form showed instead
 * and where the page was: these rows failed once in a while under CI (then passed on a retry) with only a timeout.
 */
async function shownAtAddButton(page: Page, text: string): Promise<void> {
  try {
    await atAddButton(page, text).waitFor();
  } catch (error) {
    const form = await page.locator('form.add-to-cart').innerText({ timeout: 1000 }).catch(() => '(no add-to-cart form)');
    throw new Error(`"${text}" never showed at the add button of ${page.url()}; the form showed: ${JSON.stringify(form)}`, { cause: error });
  }
}
/** A top notice of the page (not a toast): its §8 error id and level on the element. */
const topNotice = (page: Page, errorId: string) => page.locator(`.notice-list [data-notice="${errorId}"][data-level="top"]`);

async function toPayment(page: Page): Promise<void> {
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/en-us\/checkout$/);
  await checkoutUpToPayment(page, US_SHOPPER);
  await hydrated(page);
}

async function toSummary(page: Page, card: string = SANDBOX_CARDS.authorises): Promise<void> {
  await toPayment(page);
  await fillCard(page, card);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
}

/** A gift card applied at the payment step; the answer shows at the gift card input. */
async function applyGiftCard(page: Page, card: { number: string; pin: string }): Promise<void> {
  await page.getByLabel('Number on the gift card').fill(card.number);
  await page.getByLabel('PIN', { exact: true }).fill(card.pin);
  await page.getByRole('button', { name: 'Apply gift card' }).click();
}
const atGiftCardInput = (page: Page, text: string) => page.locator('form.gift-card-form #gift-card-error').filter({ hasText: text });

/** The account page's address form (issue 7): one address saved, its confirmation shown. */
async function saveAddress(page: Page, address: { line1: string; city: string; state?: string; postcode: string; country?: string; phone: string }): Promise<void> {
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Save address' }) });
  await form.getByLabel('Address', { exact: true }).fill(address.line1);
  await form.getByLabel('City').fill(address.city);
  if (address.state !== undefined) await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('ZIP code').fill(address.postcode);
  if (address.country !== undefined) await form.getByLabel('Country').selectOption(address.country);
  await form.getByLabel('Phone').fill(address.phone);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('status').filter({ hasText: 'Your address book has been updated.' }).waitFor();
}

/** How each row is met in the browser; the stand-in rows are driven in the route test. */
const IN_THE_BROWSER: Partial<Record<CartErrorId, (page: Page, context: BrowserContext) => Promise<void>>> = {
  CART_NOT_FOUND: async (page, context) => {
    // The cart cookie names a cart the API does not know: adding rebuilds a cart silently and retries (no notice).
    const stale = await createCookie('sb_cart_en_us', { path: '/' }).serialize('bsk_gone00000000');
    await context.addCookies([{ name: 'sb_cart_en_us', value: stale.split(';')[0]!.split('=').slice(1).join('='), url: origin }]);
    await withSpareProduct(page, 0, async () => {
      await addToCart(page);
      await addedMessage(page).waitFor();
    });
    await page.goto(`${origin}/en-us/cart`);
    await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor();
    expect(await page.locator('.notice--error').count()).toBe(0);
  },

  INVALID_CUSTOMER: async (page, context) => {
    const account = newAccount('stale-tab');
    await signUp(page, origin, account);
    await withSpareProduct(page, 0, async () => {
      await addToCart(page);
      await addedMessage(page).waitFor();
    });
    await signOut(page);
    // As a guest again: a new cart, merged into the account's cart at sign-in.
    await withSpareProduct(page, 1, async () => {
      await addToCart(page);
      await addedMessage(page).waitFor();
    });
    const guestCart = (await context.cookies(origin)).find((cookie) => cookie.name === 'sb_cart_en_us')!;
    await signIn(page, origin, account);
    // A stale tab writes the merged-away cart's id back.
    await context.addCookies([{ name: guestCart.name, value: guestCart.value, url: origin }]);
    await page.goto(`${origin}/en-us/cart`);
    await topNotice(page, 'errors.invalidCustomer').filter({ hasText: 'This cart belongs to another customer. We are reloading your cart.' }).waitFor();
    // The account's cart is back in the cookie; with JavaScript the page reloads (after 4000 ms) without the message.
    const reloaded = page.waitForEvent('load');
    await reloaded;
    await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor();
    expect(await topNotice(page, 'errors.invalidCustomer').count()).toBe(0);
  },

  ITEM_NOT_AVAILABLE: (page) => withSpareProduct(page, 0, async ({ productId }) => {
    await productSale(origin, productId, { withdrawn: true });
    await addToCart(page);
    await shownAtAddButton(page, 'This item is no longer available.');
  }),

  NO_PRICE: (page) => withSpareProduct(page, 0, async ({ productId }) => {
    await productSale(origin, productId, { prices: [{ siteId: 'en-us', price: null }] });
    await addToCart(page);
    await shownAtAddButton(page, 'This item has no price here and can’t be bought on this site.');
  }),

  INVALID_PRICE: (page) => withSpareProduct(page, 0, async ({ productId }) => {
    await productSale(origin, productId, { prices: [{ siteId: 'en-us', price: { listMinor: 0, saleMinor: 0 } }] });
    await addToCart(page);
    await shownAtAddButton(page, 'The price of this item isn’t valid. Please remove it and add it again.');
  }),

  ITEM_OOS: (page) => withSpareProduct(page, 0, async ({ productId, upc }) => {
    await productSale(origin, productId, { stock: [{ upc, qty: 0 }] });
    await addToCart(page);
    await shownAtAddButton(page, 'Sorry, this item is out of stock and could not be added to your cart.');
  }),

  ITEMS_OOS: async (page) => withSpareProduct(page, 0, async ({ productId, upc }) => {
    await addToCart(page);
    await addedMessage(page).waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await hydrated(page);
    await page.getByRole('button', { name: /^Save for later: / }).click();
    const move = page.getByRole('button', { name: /^Move to cart: / });
    await move.waitFor();
    await productSale(origin, productId, { stock: [{ upc, qty: 0 }] });
    await move.click();
    // Item level: at the saved item, which stays saved.
    await page.getByRole('list', { name: 'Items saved for later' }).getByRole('alert')
      .filter({ hasText: 'This item could not be moved to your cart: it is out of stock.' }).waitFor();
  }),

  ADDED_MAX_QUANTITY: (page) => withSpareProduct(page, 0, async ({ productId, upc }) => {
    await productSale(origin, productId, { stock: [{ upc, qty: 1 }] });
    await addToCart(page);
    await addedMessage(page).waitFor();
    await addToCart(page);
    await shownAtAddButton(page, 'You can have at most 1 of this item in your cart.');
  }),

  PAYMENT_ERROR: (page) => withSpareProduct(page, 0, async () => {
    await addToCart(page);
    await addedMessage(page).waitFor();
    await toSummary(page, SANDBOX_CARDS.declines);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await page.waitForURL(/problem=declined/);
    await page.getByRole('alert').filter({ hasText: 'Your payment was declined.' }).waitFor();
  }),

  GC_INVALID2: (page) => withSpareProduct(page, 0, async () => {
    const card = await issueGiftCard(origin, 1000);
    await addToCart(page);
    await addedMessage(page).waitFor();
    await toPayment(page);
    await applyGiftCard(page, { number: card.number, pin: card.pin === '0000' ? '1111' : '0000' });
    await atGiftCardInput(page, 'This gift card number or PIN isn’t valid.').waitFor();
  }),

  GC_ALREADY_APPLIED: (page) => withSpareProduct(page, 0, async () => {
    const card = await issueGiftCard(origin, 1000);
    await addToCart(page);
    await addedMessage(page).waitFor();
    await toPayment(page);
    await applyGiftCard(page, card);
    await page.getByText('Gift card applied.').waitFor();
    // The applied card is listed and the form is a fresh one (the cart was read again) before the second try.
    await page.getByRole('list', { name: 'Gift cards applied' }).getByRole('listitem').first().waitFor();
    await applyGiftCard(page, card);
    await atGiftCardInput(page, 'This gift card is already applied to your order.').waitFor();
  }),

  GC_ZERO_BALANCE: async (page, context) => {
    const card = await issueGiftCard(origin, 1000);
    await withSpareProduct(page, 0, async () => {
      // A first order spends the whole card, the rest paid by card.
      await addToCart(page);
      await addedMessage(page).waitFor();
      await toPayment(page);
      await applyGiftCard(page, card);
      await page.getByText('Gift card applied.').waitFor();
      await payAndPlaceOrder(page);
    });
    const next = await context.newPage();
    await withSpareProduct(next, 0, async () => {
      await addToCart(next);
      await addedMessage(next).waitFor();
      await toPayment(next);
      await applyGiftCard(next, card);
      await atGiftCardInput(next, 'This gift card has no balance left.').waitFor();
    });
  },

  ADDRESS_NOT_FOUND: async (page, context) => {
    // Two tabs of the address book: the address deleted in one, then deleted again in the other.
    await signUp(page, origin, newAccount('two-tabs'));
    await page.goto(`${origin}/en-us/account`);
    await saveAddress(page, { line1: '1600 Wynkoop St', city: 'Denver', state: 'CO', postcode: '80202', phone: '303 555 0100' });
    const other = await context.newPage();
    await other.goto(`${origin}/en-us/account`);
    await page.getByRole('button', { name: /^Delete 1600 Wynkoop St/ }).click();
    await page.getByText('You have no saved addresses yet.').waitFor();
    await other.getByRole('button', { name: /^Delete 1600 Wynkoop St/ }).click();
    await other.getByRole('alert').filter({ hasText: 'This address is not in your address book.' }).waitFor();
  },

  CANT_SHIP_THERE: async (page) => {
    // EXPRESS with a default address in a country this site does not ship to (the account keeps addresses anywhere).
    await signUp(page, origin, newAccount('abroad'));
    await page.goto(`${origin}/en-us/account`);
    await saveAddress(page, { line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB', phone: '020 7946 0000' });
    await hydrated(page);
    await fillCard(page, SANDBOX_CARDS.authorises);
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.getByText('VISA ending in 1111 · Default').waitFor();
    await withSpareProduct(page, 0, async () => {
      await addToCart(page);
      await addedMessage(page).waitFor();
    });
    await page.goto(`${origin}/en-us/checkout`);
    await page.getByRole('button', { name: 'Use express checkout' }).click();
    await page.getByRole('alert').filter({ hasText: 'We cannot ship to this country from this site.' }).waitFor();
  },

  SHIPPING_POBOX_UNAVAILABLE: (page) => withSpareProduct(page, 0, async () => {
    await addToCart(page);
    await addedMessage(page).waitFor();
    await miniCart(page, 1).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
    await fillShipping(page, { ...US_SHOPPER, addressLine1: 'P.O. Box 1234' });
    await page.getByRole('button', { name: 'Continue to shipping method' }).click();
    await page.getByRole('heading', { name: 'Shipping method', level: 2 }).waitFor();
    // The US postal service delivers to a PO box (standard); the courier (express) does not.
    await page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').last().check();
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.getByRole('alert').filter({ hasText: 'We can’t deliver to a PO box. Please enter a street address.' }).waitFor();
  }),

  SOME_PRODUCTS_NO_INVENTORY: (page) => withSpareProduct(page, 0, async ({ productId, upc }) => {
    await addToCart(page);
    await addedMessage(page).waitFor();
    await toSummary(page);
    await productSale(origin, productId, { stock: [{ upc, qty: 0 }] });
    await page.getByRole('button', { name: /^Place order/ }).click();
    // A top notice on the page, not a toast.
    await page.getByRole('alert').filter({ hasText: 'Some products in your cart are no longer in stock. Please review your cart.' }).waitFor();
    expect(await page.locator('.toast-region').getByText('Some products in your cart').count()).toBe(0);
  }),

  ITEM_NO_LONGER_AVAILABLE: (page) => withSpareProduct(page, 0, async ({ productId }) => {
    await addToCart(page);
    await addedMessage(page).waitFor();
    await toSummary(page);
    await productSale(origin, productId, { withdrawn: true });
    await page.getByRole('button', { name: /^Place order/ }).click();
    // The cart is read again and checkout is back at the shipping step.
    await page.waitForURL(/edit=shipping&problem=itemNoLongerAvailable/);
    await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'An item in your cart is no longer available. We have updated your cart.' }).waitFor();
  }),
};

describe('every §8 cart error row is met and shown where the spec says (issue 10 §6)', () => {
  const rows = Object.keys(CART_ERROR_TABLE) as CartErrorId[];

  it('each row is met in the browser or driven with a stand-in answer, never both, never neither', () => {
    for (const row of rows) expect([IN_THE_BROWSER[row] !== undefined, STAND_IN.includes(row)].filter(Boolean), row).toHaveLength(1);
    const standIns = readFileSync(STAND_IN_FILE, 'utf8');
    for (const row of STAND_IN) expect(standIns, `a stand-in test named "${row}:"`).toContain(`it('${row}:`);
  });

  for (const row of rows) {
    const provoke = IN_THE_BROWSER[row];
    if (provoke === undefined) continue;
    it(`${row}: ${CART_ERROR_TABLE[row].level} level, ${CART_ERROR_TABLE[row].action}`, async () => {
      const { context, page } = await newShopper();
      try {
        await provoke(page, context);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the cart\'s §8 flash entries, at their line, without JavaScript', () => {
  it('stock gone since the line was added: out of stock at the line; withdrawn from sale: no longer available', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await withSpareProduct(page, 0, async ({ productId, upc }) => {
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await page.waitForURL(/[?&]added=/);
        const line = () => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
        await productSale(origin, productId, { stock: [{ upc, qty: 0 }] });
        await page.goto(`${origin}/en-us/cart`);
        await line().locator('[data-notice="ProductLineItemFullInventoryMissing"][data-level="item"]').filter({ hasText: 'This item is out of stock.' }).waitFor();
        await productSale(origin, productId, { withdrawn: true });
        await page.goto(`${origin}/en-us/cart`);
        await line().locator('[data-notice="ProductItemNotAvailable"][data-level="item"]').filter({ hasText: 'This item is no longer available.' }).waitFor();
      }, false);
    } finally {
      await context.close();
    }
  });
});
