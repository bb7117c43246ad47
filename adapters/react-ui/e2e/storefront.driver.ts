import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { E2E_SUPPORT_KEY } from './storefront.global-setup';

const AUTHORISING_CARD = SANDBOX_CARDS.authorises;

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; launched with the flags the brief fixes. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Chromium for the tests of one file: launched before them, closed after them (`chromium.browser` inside a test). */
export function chromiumForThisFile(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser(): Browser {
      if (launched === undefined) throw new Error('Chromium is launched in beforeAll: use chromium.browser inside a test');
      return launched;
    },
  };
}

const artifactsDir = fileURLToPath(new URL('../test-artifacts/', import.meta.url));

/** A full-page screenshot kept as a test artefact (adapters/react-ui/test-artifacts/, gitignored). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** The header's cart link, named by its count: `miniCart(page, 1)` is the link "Cart 1 item" (its name contains its visible text). */
export const miniCart = (page: Page, count: number): Locator =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^Cart\\s*${count}\\s*${count === 1 ? 'item' : 'items'}$`) });

/**
 * From a category page, open products until one has an orderable size; pick its colour and size.
 * Returns the product's name.
 */
export async function openOrderableProduct(page: Page, javaScript = true): Promise<string> {
  const listing = page.getByRole('list', { name: /products$/ });
  await listing.waitFor();
  // The cards' own links (not their Quick shop links, which open the quick-shop panel).
  const cards = listing.getByRole('link').filter({ hasNotText: 'Quick shop' });
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    await cards.nth(index).click();
    await page.waitForURL(/\/p\//);
    await page.getByRole('group', { name: /^Size/ }).waitFor();
    const picked = await pickOrderableVariant(page, javaScript);
    if (picked) return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.goBack();
    await listing.waitFor();
  }
  throw new Error('no product of this category has an orderable size');
}

/** Resolves once React has hydrated the page (the root layout marks the document). */
/**
 * A category from the header's main menu (issue 12 mega-menu): the `index`-th level-1 entry's category (its own link
 * before hydration and without JavaScript, else its panel's first category link), opened like a shopper following
 * that link. The mega-menu's own keyboard and pointer behaviour is header-overlays.test.ts's.
 */
export async function openMenuCategory(page: Page, index = 0): Promise<void> {
  // The desktop menu's entries, read from the page even on a phone, where it is hidden (the same entries as the
  // mobile accordion's).
  // Hydrated, an entry's panel links are rendered a few tasks after its button: the locator waits for them.
  const entries = page.locator('nav.mega-menu .mega-menu__item');
  const href = await entries.nth(index).locator('a[href*="/c/"]').first().evaluate((link) => (link as HTMLAnchorElement).href, undefined, { timeout: 10_000 });
  await page.goto(href);
}

export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Choose the first colour that has an orderable size, and that size. False when none has one. With JavaScript
 * off, a colour is applied with the "Show sizes" button (a GET form); with it, at once.
 */
export async function pickOrderableVariant(page: Page, javaScript = true): Promise<boolean> {
  if (javaScript) await hydrated(page);
  const colours = page.getByRole('group', { name: /^Colou?r/ }).getByRole('radio');
  const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
  const colourCount = await colours.count();
  for (let index = 0; index < colourCount; index += 1) {
    await colours.nth(index).check();
    if (!javaScript) {
      await page.getByRole('button', { name: /^Show sizes/ }).click();
      await page.waitForURL(/[?&]color=/);
    }
    const enabled = sizes.and(page.locator(':enabled'));
    if ((await enabled.count()) > 0) {
      await enabled.first().check();
      return true;
    }
  }
  return false;
}

export interface ShopperDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly phone: string;
}

export const US_SHOPPER: ShopperDetails = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Analytical Way',
  city: 'Portland',
  province: 'OR',
  postalCode: '97201',
  phone: '+1 503 555 0100',
};

export async function fillShipping(page: Page, shopper: ShopperDetails): Promise<void> {
  await page.getByLabel('Email').fill(shopper.email);
  await fillAddress(page, shopper);
}

/** The address fields of a form (shipping or billing): name, street, city, state, postcode, phone. */
export async function fillAddress(page: Page, shopper: ShopperDetails): Promise<void> {
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Address', { exact: true }).fill(shopper.addressLine1);
  await page.getByLabel('City').fill(shopper.city);
  const state = page.getByLabel(/^State/);
  if ((await state.evaluate((element) => element.tagName)) === 'SELECT') await state.selectOption(shopper.province);
  else await state.fill(shopper.province);
  await page.getByLabel(/^(ZIP code|Postal code|Postcode)/).fill(shopper.postalCode);
  await page.getByLabel('Phone').fill(shopper.phone);
}

/** A billing address of its own (no shipping address to copy: a pickup or collection-point order), up to the payment step. */
export async function billingUpToPayment(page: Page, shopper: ShopperDetails): Promise<void> {
  await page.getByRole('heading', { name: 'Billing and payment', level: 2 }).waitFor();
  await fillAddress(page, shopper);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
}

/** Shipping address → method → billing address (same as shipping): the steps that need no JavaScript. */
export async function checkoutUpToPayment(page: Page, shopper: ShopperDetails): Promise<void> {
  await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
  await fillShipping(page, shopper);
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
  await page.getByRole('heading', { name: 'Shipping method', level: 2 }).waitFor();
  await page.getByRole('group', { name: 'Shipping method' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.getByRole('heading', { name: 'Billing and payment', level: 2 }).waitFor();
  await page.getByLabel('Same as shipping address').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

/**
 * From the payment step (after checkoutUpToPayment): the sandbox card that authorises, the summary, Place order; the
 * order number of the confirmation's address. The card step needs JavaScript (the card goes to the tokeniser).
 */
export async function payAndPlaceOrder(page: Page): Promise<string> {
  await hydrated(page);
  await fillCard(page, AUTHORISING_CARD);
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/order-confirmation\?order=/);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** A shopper's account details for the sign-up and sign-in helpers (issue 7). */
export interface AccountDetails {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

let accountCounter = 0;
/** A new account's details: an e-mail no other test uses, a password meeting the §5 rule. */
export function newAccount(prefix = 'shopper'): AccountDetails {
  accountCounter += 1;
  return { email: `${prefix}.${process.pid}.${Date.now()}.${accountCounter}@example.com`, password: 'Correct-Horse-9', firstName: 'Ada', lastName: 'Lovelace' };
}

/** The header's "Sign out" button: present once the page is a signed-in shopper's. */
export const signOutButton = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: 'Sign out' });

/**
 * Creates an account through the storefront's sign-up page (en-us, or `locale`) and ends signed in (the header's
 * "Sign out" shows). The shopper's guest cart, if any, is merged. Works with JavaScript on or off.
 */
export async function signUp(page: Page, origin: string, account: AccountDetails, locale = 'en-us'): Promise<void> {
  await page.goto(`${origin}/${locale}/account/sign-up`);
  await page.getByLabel('First name').fill(account.firstName ?? 'Ada');
  await page.getByLabel('Last name').fill(account.lastName ?? 'Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.locator('form', { has: page.getByLabel('Password', { exact: true }) }).getByLabel(/privacy policy/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await skipInterestsStep(page);
  await signOutButton(page).waitFor();
}

/**
 * storefront-experience §4: after a sign-up, the interests step, a dialog over the page the sign-up led to (JavaScript)
 * or the interests page first (a plain form post). "Not now" closes the dialog or goes on to where the sign-up was going.
 */
export async function skipInterestsStep(page: Page): Promise<void> {
  const notNow = /^(Not now|Pas maintenant)$/;
  const skip = page.getByRole('dialog').getByRole('button', { name: notNow }).or(page.getByRole('main').getByRole('link', { name: notNow }));
  await skip.click();
  await skip.waitFor({ state: 'detached' });
}

/**
 * Signs in through the storefront's sign-in page (PKCE on the server, the guest cart merged) and returns to
 * `redirectTo` (a path of the site) or home. Ends when the header's "Sign out" shows.
 */
export async function signIn(page: Page, origin: string, account: Pick<AccountDetails, 'email' | 'password'>, options: { locale?: string; redirectTo?: string } = {}): Promise<void> {
  const locale = options.locale ?? 'en-us';
  const query = options.redirectTo ? `?redirectTo=${encodeURIComponent(options.redirectTo)}` : '';
  await page.goto(`${origin}/${locale}/account/sign-in${query}`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signOutButton(page).waitFor();
}

/** Signs out with the header's button; ends when "Sign in" shows again. */
export async function signOut(page: Page): Promise<void> {
  await signOutButton(page).click();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
}

/** Issue 9: a support call of the e2e server (its support key), answering the parsed JSON; a refusal throws with the answer. */
export async function supportCall<T>(origin: string, path: string, body: object, method: 'POST' | 'PATCH' = 'POST'): Promise<T> {
  const answer = await fetch(`${origin}/api/support/v1/${path}`, {
    method, headers: { 'content-type': 'application/json', 'x-switchback-support-key': E2E_SUPPORT_KEY }, body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`support ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as T;
}

export interface ProductSale { productId: string; withdrawn: boolean; variants: { upc: string; qty: number }[]; prices: { siteId: string; listMinor: number; saleMinor: number }[] }

/** Support's product sale call of the e2e server (withdrawn, stock, price per site; `switchback support product`). */
export const productSale = (origin: string, productId: string, body: object): Promise<ProductSale> =>
  supportCall<ProductSale>(origin, `products/${productId}`, body, 'PATCH');

/** The body that puts a product back as productSale answered it before a test changed it. */
export const productSaleAsBefore = (before: ProductSale) => ({
  withdrawn: before.withdrawn, stock: before.variants, prices: before.prices.map(({ siteId, listMinor, saleMinor }) => ({ siteId, price: { listMinor, saleMinor } })),
});

let promotionCounter = 0;
/**
 * Issue 9: a coupon promotion of this test run only (`switchback promo create` through the support route): nobody
 * else enters its code, so the other tests' carts never see it. Answers the code.
 */
export async function createCouponPromotion(origin: string, promotion: { level?: 'ORDER' | 'SHIPPING'; effect: object; calloutMessage: string; minimumSubtotal?: number; siteId?: string; approachingDisplayLevel?: string[] }): Promise<string> {
  promotionCounter += 1;
  const suffix = `${process.pid}${Date.now() % 1_000_000}${promotionCounter}`;
  const code = `E2E${suffix}`;
  await supportCall(origin, 'promotions', {
    promotionId: `E2E-${suffix}`,
    name: `E2E coupon ${suffix}`,
    level: promotion.level ?? 'ORDER',
    siteIds: [promotion.siteId ?? 'en-us'],
    conditions: promotion.minimumSubtotal === undefined ? {} : { minimumSubtotal: promotion.minimumSubtotal },
    effect: promotion.effect,
    calloutMessage: promotion.calloutMessage,
    couponCode: code,
    approachingDisplayLevel: promotion.approachingDisplayLevel ?? [],
  });
  return code;
}

/** Issue 9: a gift card issued by support (`switchback giftcard issue`): its number and PIN, shown once. */
export const issueGiftCard = (origin: string, amount: number, currency = 'USD') =>
  supportCall<{ number: string; pin: string; balance: number; currency: string }>(origin, 'giftcards', { amount, currency });

/** A US dollar amount as shown ("$1,059.00") in minor units. */
export function usdMinor(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (match === null) throw new Error(`no dollar amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/**
 * From the home page: the first category's first orderable product added to the cart, done once its confirmation shows
 * (the header counts the line at once, optimistically; a demo promotion may add a gift line, so its count is not checked).
 */
export async function addFirstOrderableProduct(page: Page, origin: string, javaScript = true): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await openOrderableProduct(page, javaScript);
  if (javaScript) await hydrated(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/^Added .* to your cart\./).waitFor();
}

/** From the home page: the first category's first orderable product added to the cart, then the cart page. */
export async function cartWithOneProduct(page: Page, origin: string, javaScript = true): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await page.waitForURL(/\/en-us\/c\//);
  await openOrderableProduct(page, javaScript);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await miniCart(page, 1).waitFor();
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await page.getByRole('list', { name: 'Items in your cart' }).waitFor();
}
