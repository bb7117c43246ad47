import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import type { Browser, Page } from 'playwright-core';
import { E2E_ASSOCIATE_PASSWORD } from './storefront.global-setup';
import { auditWithoutJavaScript, runAxe } from './axe-audit';
import { fillCard, fillShipping, launchChromium, miniCart, newAccount, openOrderableProduct, pickOrderableVariant, signUp, US_SHOPPER, openMenuCategory } from './storefront.driver';

/**
 * The checkout steps are those of the storefront's server-side checkout (issue 6 §1): shipping address, shipping
 * method, billing address, payment (the card), summary.
 *
 * axe-core on every page type, as a shopper with JavaScript sees it (hydrated) and as one without JavaScript sees
 * it (the server's HTML, nothing run). One guest walks the shop — home, listing, product, cart empty and with an
 * item, each checkout step, the confirmation, a 404 — and at each stop both views are audited. Every violation
 * is reported by page, rule, impact and element, so one run shows everything to fix.
 */

const origin = inject('storefrontOrigin');

type Mode = 'JavaScript on' | 'JavaScript off';
const MODES: readonly Mode[] = ['JavaScript on', 'JavaScript off'];

const PAGES = [
  'home',
  'listing',
  'product',
  'not found (404)',
  'cart, empty',
  'cart, with an item',
  'cart, with an item saved for later',
  'favorites',
  'favorites, shared by link',
  'checkout: shipping address',
  'checkout: shipping method',
  'checkout: billing address',
  'checkout: payment',
  'checkout: summary',
  'order confirmation',
  // Issue 7 (auth): the account pages.
  'sign in',
  'sign in, failed',
  'sign up',
  'enrolment lookup',
  'forgot password',
  'reset password',
  'change password (signed in)',
  'associate login',
  'in store for a customer (banner)',
  // Issue 7 consumer: a signed-in shopper's account pages.
  'account',
  'account: complete profile',
  'account: employee terms',
] as const;
type PageName = (typeof PAGES)[number];

/** The audit of each page in each mode: the violations as readable lines, or why the walk never got there. */
const audits = new Map<string, string[]>();
let walkFailure: string | undefined;
const key = (page: PageName, mode: Mode) => `${page} · ${mode}`;

let browser: Browser;

/** React Router has hydrated: its client router exists and has initialised. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
}


/** Audit the page the shopper is on, in both modes. */
async function audit(name: PageName, page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  audits.set(key(name, 'JavaScript on'), await runAxe(page));
  audits.set(key(name, 'JavaScript off'), await auditWithoutJavaScript(page.context(), page.url()));
}

/** A guest with its own cookies; CSP bypassed only so axe can be injected (the CSP has its own test). */
async function newGuest(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  return context.newPage();
}

/** The walk: every page type in turn, each audited where a shopper meets it. */
async function walkTheShop(): Promise<void> {
  const page = await newGuest();
  await page.goto(`${origin}/en-us`);
  await audit('home', page);

  await page.goto(`${origin}/en-us/no-such-page`);
  await audit('not found (404)', page);

  await page.goto(`${origin}/en-us/cart`);
  await audit('cart, empty', page);

  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await page.waitForURL(/\/en-us\/c\//);
  await audit('listing', page);

  const productName = await openOrderableProduct(page);
  await audit('product', page);

  // Favorites: the product's heart, the list with its share link, and the list as the link shows it.
  const productUrl = page.url();
  // The product's own heart (the recommendation rails below it have a heart on each card).
  const heart = page.getByRole('article').getByRole('button', { name: /^Favorite / });
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/en-us/favorites')),
    heart.click(),
  ]);
  await page.waitForFunction(() => document.querySelector('main .favorite-button[aria-pressed="true"]') !== null);
  await page.goto(`${origin}/en-us/favorites`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create a share link' }).click();
  const shareField = page.getByLabel('Share link');
  await shareField.waitFor();
  const shareUrl = await shareField.inputValue();
  await audit('favorites', page);
  await page.goto(shareUrl);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await audit('favorites, shared by link', page);
  await page.goto(productUrl);
  await pickOrderableVariant(page);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await miniCart(page, 1).waitFor();
  await miniCart(page, 1).click();
  await page.waitForURL(/\/en-us\/cart$/);
  await audit('cart, with an item', page);

  // Saved for later under the cart, then back into the cart for the checkout.
  await waitForHydration(page);
  await page.getByRole('button', { name: `Save for later: ${productName}` }).click();
  await page.getByRole('list', { name: 'Items saved for later' }).waitFor();
  await audit('cart, with an item saved for later', page);
  await page.getByRole('button', { name: `Move to cart: ${productName}` }).click();
  await miniCart(page, 1).waitFor();

  await page.goto(`${origin}/en-us/checkout`);
  await page.getByRole('heading', { name: 'Shipping', level: 2 }).waitFor();
  await audit('checkout: shipping address', page);

  await fillShipping(page, US_SHOPPER);
  await page.getByRole('button', { name: 'Continue to shipping method' }).click();
  await page.getByRole('heading', { name: 'Shipping method', level: 2 }).waitFor();
  const methods = page.getByRole('group', { name: 'Shipping method' }).getByRole('radio');
  await audit('checkout: shipping method', page);

  await methods.first().check();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.getByRole('heading', { name: 'Billing and payment', level: 2 }).waitFor();
  await audit('checkout: billing address', page);

  await page.getByLabel('Same as shipping address').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  await audit('checkout: payment', page);

  await fillCard(page, SANDBOX_CARDS.authorises);
  await page.getByLabel('Name on card').fill(US_SHOPPER.firstName + ' ' + US_SHOPPER.lastName);
  await page.getByRole('button', { name: 'Continue to summary' }).click();
  await page.getByRole('heading', { name: 'Review and place your order' }).waitFor();
  await audit('checkout: summary', page);

  await page.getByRole('button', { name: /^Place order/ }).click();
  await page.waitForURL(/\/en-us\/order-confirmation/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await audit('order confirmation', page);

  await page.context().close();
}

/** Issue 7: the account pages, as a guest, a signed-in shopper and an in-store associate meet them. */
async function walkTheAccountPages(): Promise<void> {
  const page = await newGuest();
  await page.goto(`${origin}/en-us/account/sign-in`);
  await audit('sign in', page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByText('This field is required.').first().waitFor();
  await audit('sign in, failed', page);
  await page.goto(`${origin}/en-us/account/sign-up`);
  await audit('sign up', page);
  await page.goto(`${origin}/en-us/account/lookup`);
  await audit('enrolment lookup', page);
  await page.goto(`${origin}/en-us/account/forgot-password`);
  await audit('forgot password', page);
  await page.goto(`${origin}/en-us/account/reset-password?token=${'A'.repeat(43)}`);
  await audit('reset password', page);
  await signUp(page, origin, newAccount('axe'));
  await page.goto(`${origin}/en-us/account/change-password`);
  await audit('change password (signed in)', page);
  // Issue 7 consumer: the account pages of the signed-in shopper.
  await page.goto(`${origin}/en-us/account`);
  await page.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
  await audit('account', page);
  await page.goto(`${origin}/en-us/account/complete-profile`);
  await page.getByRole('heading', { name: 'Complete your profile', level: 1 }).waitFor();
  await audit('account: complete profile', page);
  await page.goto(`${origin}/en-us/account/employee-terms`);
  await page.getByRole('heading', { name: 'Employee discount terms', level: 1 }).waitFor();
  await audit('account: employee terms', page);
  await page.context().close();

  const associate = await newGuest();
  await associate.goto(`${origin}/en-us/associate-login`);
  await audit('associate login', associate);
  await associate.getByLabel('Store ID').fill('STR-DEN-01');
  await associate.getByLabel('Employee ID').fill('E1001');
  await associate.getByLabel('Password', { exact: true }).fill(E2E_ASSOCIATE_PASSWORD);
  await associate.getByRole('button', { name: 'Start the in-store session' }).click();
  await associate.getByRole('region', { name: /In store for a customer/ }).waitFor();
  await audit('in store for a customer (banner)', associate);
  await associate.context().close();
}

beforeAll(async () => {
  browser = await launchChromium();
  try {
    await walkTheShop();
    await walkTheAccountPages();
  } catch (error) {
    walkFailure = error instanceof Error ? error.message.split('\n').slice(0, 4).join(' | ') : String(error);
  }
});

afterAll(async () => {
  await browser?.close();
});

describe.each(MODES)('axe, %s', (mode) => {
  it.each(PAGES)('%s has no accessibility violation', (name) => {
    const violations = audits.get(key(name, mode));
    if (violations === undefined) expect.fail(`the walk never reached "${name}": ${walkFailure ?? 'unknown reason'}`);
    if (violations.length > 0) expect.fail(`axe on "${name}" (${mode}): ${violations.length} rule(s) violated\n${violations.join('\n')}`);
    expect(violations).toEqual([]);
  });
});
