import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, miniCart, newAccount, openOrderableProduct, screenshot, signIn, signOut, signOutButton, signUp } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function newShopper(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

async function addToCart(page: Page, javaScript = true): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link').first().click();
  await openOrderableProduct(page, javaScript);
  await page.getByRole('button', { name: 'Add to cart' }).click();
}

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
});
