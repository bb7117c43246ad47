import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ASSOCIATE_PASSWORD } from './storefront.global-setup';
import {
  addFirstOrderableProduct, checkoutUpToPayment, chromiumForThisFile, miniCart, newAccount, payAndPlaceOrder, screenshot, signIn, signOut,
  signOutButton, signUp, US_SHOPPER,
} from './storefront.driver';

const origin = inject('storefrontOrigin');
const dataDir = inject('storefrontDataDir');

/** The reset link of the newest mail to `email` in the server's outbox (quoted-printable decoded). */
function resetLinkFor(email: string): string | undefined {
  const outbox = path.join(dataDir, 'outbox');
  const mails = readdirSync(outbox).sort().reverse().map((name) => readFileSync(path.join(outbox, name), 'utf8')
    .replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  const mail = mails.find((text) => text.includes(`To: ${email}`) && text.includes('reset-password?token='));
  return mail === undefined ? undefined : /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
}
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

const addToCart = (page: Page, javaScript = true): Promise<void> => addFirstOrderableProduct(page, origin, javaScript);

describe('accounts in the storefront (issue 7)', () => {
  it('sign up → sign out (home, new guest, message) → sign in with a guest cart that merges', async () => {
    const page = await newShopper();
    const account = newAccount('merge');
    await signUp(page, origin, account);
    await page.getByRole('banner').getByRole('link', { name: 'Hi, Ada' }).waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await signOut(page);
    // core's logout: from the cart → home, the success message.
    await page.waitForURL(`${origin}/en-us`);
    await page.getByRole('status').filter({ hasText: 'You have been signed out.' }).waitFor();
    await screenshot(page, 'auth-01-signed-out');

    await addToCart(page);
    await miniCart(page, 1).waitFor();
    await signIn(page, origin, account, { redirectTo: '/en-us/cart' });
    await page.waitForURL(`${origin}/en-us/cart`);
    await miniCart(page, 1).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'auth-02-signed-in-merged');
  });

  it('a wrong password shows the same message as an unknown e-mail, at the top of the form', async () => {
    const page = await newShopper();
    const account = newAccount('wrong');
    await signUp(page, origin, account);
    await signOut(page);
    await page.goto(`${origin}/en-us/account/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Horse-9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is not correct.');
    await page.goto(`${origin}/en-us/account/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill('nobody.at.all@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Horse-9');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The email or password is not correct.');
  });

  it('works with JavaScript off: sign up, sign out, sign in', async () => {
    const page = await newShopper(false);
    const account = newAccount('nojs');
    await signUp(page, origin, account);
    await signOut(page);
    await signIn(page, origin, account);
    await signOutButton(page).waitFor();
  });

  // Without JavaScript (or clicked before the page hydrates) the reset is a plain form post from a page whose URL holds
  // the token: it must carry our origin (Referrer-Policy same-origin), since an `Origin: null` post is refused.
  it.each([true, false])('forgot password: the link from the outbox mail sets a new password, works once, and signs in with it (JavaScript %s)', async (javaScript) => {
    const page = await newShopper(javaScript);
    const account = newAccount(javaScript ? 'reset' : 'resetnojs');
    await signUp(page, origin, account);
    await signOut(page);
    await page.goto(`${origin}/en-us/account/sign-in`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/en-us\/account\/forgot-password/);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account exists for this email' }).waitFor();
    await expect.poll(() => resetLinkFor(account.email)).toBeDefined();
    const link = new URL(resetLinkFor(account.email)!);
    const resetPage = await page.goto(`${origin}${link.pathname}${link.search}`);
    expect(resetPage?.headers()['referrer-policy']).toBe('same-origin');
    await page.getByLabel('New password').fill('Brand-New-Pass-7');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(/\/en-us\/account\/sign-in$/);
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor();
    await signIn(page, origin, { email: account.email, password: 'Brand-New-Pass-7' });
    await signOut(page);
    // The link works once.
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('Another-Pass-8');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('has expired or was already used');
  });

  it('associate mode: log in with store and employee id, the banner shows, the order carries the employee id, ending returns to the associate login', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us/associate-login`);
    await page.getByLabel('Store ID').fill('STR-DEN-01');
    await page.getByLabel('Employee ID').fill('E1001');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ASSOCIATE_PASSWORD);
    await page.getByRole('button', { name: 'Start the in-store session' }).click();
    await page.waitForURL(`${origin}/en-us`);
    const banner = page.getByRole('region', { name: /In store for a customer/ });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Switchback Denver');
    await screenshot(page, 'auth-03-associate-banner');

    await addToCart(page);
    await miniCart(page, 1).click();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await checkoutUpToPayment(page, US_SHOPPER);
    const orderNumber = await payAndPlaceOrder(page);
    const order = await page.request.get(`${origin}/api/consumers-v3/consumer/purchase/${orderNumber}`, { headers: { 'x-site-id': 'en-us' } });
    expect(order.status()).toBe(200);
    expect((await order.json()).inStoreSalesInfo).toEqual({ storeId: 'STR-DEN-01', storeEmployeeId: 'E1001' });

    await banner.getByRole('button', { name: 'End the in-store session' }).click();
    await page.waitForURL(`${origin}/en-us/associate-login`);
    await page.getByRole('status').filter({ hasText: 'The in-store session has ended.' }).waitFor();
    expect(await page.getByRole('region', { name: /In store for a customer/ }).count()).toBe(0);
  });

  it('an order cannot claim an associate the session does not prove (403)', async () => {
    const page = await newShopper();
    await page.goto(`${origin}/en-us`);
    const answer = await page.request.put(`${origin}/api/cart/v2/checkout/order`, {
      headers: { 'x-site-id': 'en-us' }, data: { cartId: 'bsk_00000000', inStoreSalesInfo: { storeId: 'STR-DEN-01', storeEmployeeId: 'E1001' } },
    });
    expect([401, 403]).toContain(answer.status());
  });
});
