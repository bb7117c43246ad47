import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ASSOCIATE_PASSWORD, E2E_DEMO_CONSUMER_PASSWORD } from './storefront.global-setup';
import {
  addFirstOrderableProduct, checkoutUpToPayment, chromiumForThisFile, hydrated, newAccount, openOrderableProduct, payAndPlaceOrder, screenshot, signIn, signUp, US_SHOPPER,
} from './storefront.driver';

/** Issue 9 §4 in the browser: the Rewards page and the reward picker (demo member), the spend banner (demo employee), associates' price adjustments. */
const origin = inject('storefrontOrigin');
const dataDir = inject('storefrontDataDir');
/** How many e-gift card mails of an order the server's outbox holds. */
const giftCardMails = (orderNumber: string): number => readdirSync(path.join(dataDir, 'outbox'))
  .filter((name) => readFileSync(path.join(dataDir, 'outbox', name), 'utf8').includes(`e-gift card (order ${orderNumber})`)).length;
const chromium = chromiumForThisFile();
/** The loyalty helper's demo consumers (commerce-api README): a member with 1,200 points and a 10.00 voucher from 50.00, an employee. */
const MEMBER = { email: 'member@demo.switchback.example', password: E2E_DEMO_CONSUMER_PASSWORD };
const EMPLOYEE = { email: 'employee@demo.switchback.example', password: E2E_DEMO_CONSUMER_PASSWORD };

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

/** Adds one orderable product of the first category (trail running shoes: more than the voucher's 50.00 minimum) and opens the cart. */
async function addShoesAndOpenCart(page: Page, javaScript = true): Promise<void> {
  await addFirstOrderableProduct(page, origin, javaScript);
  await page.getByRole('link', { name: 'View cart' }).click();
  await page.waitForURL(`${origin}/en-us/cart`);
}

/** The demo associate E1001 starts an in-store session at the Denver store. */
async function associateLogin(page: Page): Promise<void> {
  await page.goto(`${origin}/en-us/associate-login`);
  await page.getByLabel('Store ID').fill('STR-DEN-01');
  await page.getByLabel('Employee ID').fill('E1001');
  await page.getByLabel('Password', { exact: true }).fill(E2E_ASSOCIATE_PASSWORD);
  await page.getByRole('button', { name: 'Start the in-store session' }).click();
  await page.waitForURL(`${origin}/en-us`);
}

describe("associates' price adjustments on the cart (associate mode)", () => {
  it('a shopper never sees the form; an associate adds an amount off a line, changes it to a percentage, removes it', async () => {
    const shopper = await newShopper();
    await addShoesAndOpenCart(shopper);
    await shopper.getByRole('heading', { name: 'Cart', level: 1 }).waitFor();
    expect(await shopper.getByTestId('price-adjustments').count()).toBe(0);

    const page = await newShopper();
    await associateLogin(page);
    await addShoesAndOpenCart(page);
    const panel = page.getByRole('region', { name: 'Price adjustments (store associate)' });
    const line = panel.locator('details').nth(1);
    await line.locator('summary').click();
    await line.getByLabel('Type').selectOption('AMOUNT_OFF');
    await line.getByLabel(/^Amount \(USD\) or percent/).fill('5.00');
    await line.getByLabel('Reason').fill('Price match');
    await line.getByRole('button', { name: 'Add adjustment' }).click();
    await page.getByTestId('adjustment-notice').filter({ hasText: 'The price adjustment has been added.' }).waitFor();
    const current = page.getByRole('region', { name: 'Price adjustments (store associate)' }).locator('details').nth(1).locator('.price-adjustments__current');
    expect(await current.textContent()).toMatch(/\$5\.00 off — Price match \(by E1001\)/);
    await screenshot(page, 'loyalty-01-price-adjustment');

    const adjusted = page.getByRole('region', { name: 'Price adjustments (store associate)' }).locator('details').nth(1).locator('form').first();
    await adjusted.getByLabel('Type').selectOption('PERCENT_OFF');
    await adjusted.getByLabel(/^Amount \(USD\) or percent/).fill('10');
    await adjusted.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('adjustment-notice').filter({ hasText: 'The price adjustment has been changed.' }).waitFor();
    await page.getByRole('region', { name: 'Price adjustments (store associate)' }).locator('details').nth(1).locator('form').first().getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('adjustment-notice').filter({ hasText: 'The price adjustment has been removed.' }).waitFor();
    expect(await page.locator('.price-adjustments__current').count()).toBe(0);
  });

  it('without JavaScript: an associate takes 10% off the whole order with a plain form post', async () => {
    const page = await newShopper(false);
    await associateLogin(page);
    await addShoesAndOpenCart(page, false);
    const order = page.getByRole('region', { name: 'Price adjustments (store associate)' }).locator('details').first();
    await order.locator('summary').click();
    await order.getByLabel('Type').selectOption('PERCENT_OFF');
    await order.getByLabel(/^Amount \(USD\) or percent/).fill('10');
    await order.getByLabel('Reason').fill('Loyal customer');
    await order.getByRole('button', { name: 'Add adjustment' }).click();
    await page.waitForURL(/\/en-us\/cart\?adjustmentMessage=priceAdjustment\.added/);
    expect(await page.locator('.price-adjustments__current').first().textContent()).toMatch(/^\$[\d,]+\.\d\d off — Loyal customer \(by E1001\)$/);
  });
});

describe('loyalty: the Rewards page and the reward picker (demo member)', () => {
  it('a guest opening Rewards is sent to sign in', async () => {
    const page = await newShopper(false);
    await page.goto(`${origin}/en-us/account/rewards`);
    await page.waitForURL(/\/en-us\/account\/sign-in\?redirectTo=%2Fen-us%2Faccount%2Frewards/);
  });

  it('the member sees their id, points and vouchers, applies the 10.00 voucher at checkout and sees the reward pay it', async () => {
    const page = await newShopper();
    await signIn(page, origin, MEMBER);
    await page.goto(`${origin}/en-us/account`);
    await page.locator('a[href="/en-us/account/rewards"]').first().click();
    await page.waitForURL(`${origin}/en-us/account/rewards`);
    expect(await page.getByTestId('member-id').textContent()).toBe('LM000000000001');
    expect(await page.getByTestId('points').textContent()).toMatch(/^[\d,]+ points \(worth \$[\d,.]+\)$/);
    expect(await page.getByTestId('voucher').first().textContent()).toContain('$10.00');
    await screenshot(page, 'loyalty-02-rewards-page');

    await addShoesAndOpenCart(page);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await checkoutUpToPayment(page, { ...US_SHOPPER, email: MEMBER.email });
    await hydrated(page);
    const picker = page.getByRole('region', { name: 'Rewards' });
    await picker.getByRole('button', { name: 'Use $10.00 voucher' }).click();
    await page.getByTestId('reward-notice').filter({ hasText: 'Your reward has been applied.' }).waitFor();
    expect(await page.getByTestId('reward-applied').textContent()).toBe('Reward applied: $10.00 off your order.');
    // The reward pays 10.00 of the order: what is left to pay is the total less 10.00 (read from the API's cart).
    expect(await page.getByTestId('reward-remaining').textContent()).toMatch(/^Left to pay: \$[\d,]+\.\d\d$/);
    await screenshot(page, 'loyalty-03-reward-applied');

    // Taking it off works the same way (and leaves the voucher for the next order).
    await page.getByRole('button', { name: 'Remove reward' }).click();
    await page.getByTestId('reward-notice').filter({ hasText: 'Your reward has been removed.' }).waitFor();
    expect(await page.getByTestId('reward-applied').count()).toBe(0);
  });

  it('without JavaScript the picker is a page of its own that comes back to the checkout', async () => {
    const page = await newShopper(false);
    await signIn(page, origin, MEMBER);
    await addShoesAndOpenCart(page, false);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/en-us\/checkout/);
    await page.waitForLoadState();
    // The member's cart keeps what the test before entered (address, method): checkout then resumes at payment.
    if (await page.getByRole('heading', { name: 'Shipping', level: 2 }).isVisible()) await checkoutUpToPayment(page, { ...US_SHOPPER, email: MEMBER.email });
    await page.getByRole('link', { name: 'Use a voucher or pay with points' }).click();
    await page.waitForURL(/\/en-us\/loyalty\/reward\?redirectTo=/);
    await page.getByRole('button', { name: 'Use $10.00 voucher' }).click();
    await page.waitForURL(/\/en-us\/checkout.*loyaltyMessage=loyalty\.reward\.applied/);
    expect(await page.getByTestId('reward-applied').textContent()).toBe('Reward applied: $10.00 off your order.');
    await page.getByRole('button', { name: 'Remove reward' }).click();
    await page.waitForURL(/loyaltyMessage=loyalty\.reward\.removed/);
  });
});

describe('the spend banner (demo employee)', () => {
  it('the cart shows the employee allowance with a meter', async () => {
    const page = await newShopper();
    await signIn(page, origin, EMPLOYEE);
    await addShoesAndOpenCart(page);
    const banner = page.getByTestId('spend-banner');
    expect(await banner.textContent()).toMatch(/^Employee allowance: \$[\d,.]+ of \$1,500\.00 spent/);
    expect(await banner.locator('meter').getAttribute('max')).toBe('150000');
  });
});

describe('order detail: resend the e-gift card e-mail', () => {
  it('a shopper who bought an e-gift card sends its e-mail again from the order page', async () => {
    const page = await newShopper();
    const account = newAccount('egift');
    await signUp(page, origin, account);
    await page.goto(`${origin}/en-us/c/gift-cards-9001`);
    await openOrderableProduct(page);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(/^Added .* to your cart\./).waitFor();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await checkoutUpToPayment(page, { ...US_SHOPPER, email: account.email });
    const orderNumber = await payAndPlaceOrder(page);
    await expect.poll(() => giftCardMails(orderNumber)).toBe(1);
    await page.goto(`${origin}/en-us/account/orders/${orderNumber}`);
    await page.getByRole('button', { name: 'Resend gift card e-mail' }).click();
    await page.waitForURL(/\?giftCards=sent/);
    await page.getByRole('status').filter({ hasText: 'The gift card e-mail has been sent again.' }).waitFor();
    await expect.poll(() => giftCardMails(orderNumber)).toBe(2);
  });
});
