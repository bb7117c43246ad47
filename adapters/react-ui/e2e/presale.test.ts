import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { categoryPath, productPath } from '@switchback/core';
import { chromiumForThisFile, hydrated, miniCart, newAccount, screenshot, signIn, signOutButton, signUp, type AccountDetails } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The demo catalogue's presale product (commerce-api demo-seed PRESALE_PRODUCT_ID): the last jacket, on the listing's last page. */
const PRESALE = { id: 'SBJK0051', name: 'Solstice Shell Jacket', slug: 'solstice-shell-jacket' };
const LISTING = `${categoryPath('en-us', 'jackets', '2001')}?page=5`;
const PRODUCT_PAGE = productPath('en-us', PRESALE.slug, PRESALE.id);

async function newPage(javaScriptEnabled = true): Promise<Page> {
  const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  return context.newPage();
}

/** storefront-experience §4 quick shop, §6: "Anonymous users see Sign in to buy for presale products. Logged-in user: can add presale products." */
describe('presale products', () => {
  let account: AccountDetails;
  beforeAll(async () => {
    account = newAccount('presale');
    const page = await newPage();
    await signUp(page, origin, account);
    await page.context().close();
  });

  it('a guest\'s quick shop on the presale card offers Sign in to buy (no Add to cart); signed in and back on the listing, it adds and the mini-cart counts 1', async () => {
    const page = await newPage();
    await page.goto(`${origin}${LISTING}`);
    await hydrated(page);
    await miniCart(page, 0).waitFor();
    const opener = page.getByRole('list', { name: /products$/ }).getByRole('link', { name: `Quick shop: ${PRESALE.name}` });
    await opener.click();
    const panel = page.getByRole('dialog', { name: PRESALE.name });
    await panel.getByRole('group', { name: /^Size/ }).waitFor();
    const signInToBuy = panel.getByRole('link', { name: 'Sign in to buy' });
    await signInToBuy.waitFor();
    expect(await panel.getByRole('button', { name: /^Add to cart/ }).count()).toBe(0);
    const href = new URL(await signInToBuy.getAttribute('href') ?? '', origin);
    expect(href.pathname).toBe('/en-us/account/sign-in');
    expect(href.searchParams.get('signInToBuy')).toBe('1');
    expect(href.searchParams.get('redirectTo')).toBe(LISTING);
    await screenshot(page, 'presale-01-quick-shop-guest');

    await signInToBuy.click();
    await page.waitForURL((url) => url.pathname === '/en-us/account/sign-in');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === LISTING);
    await signOutButton(page).waitFor();
    await hydrated(page);

    await opener.click();
    await panel.getByRole('group', { name: /^Size/ }).waitFor();
    expect(await panel.getByRole('link', { name: 'Sign in to buy' }).count()).toBe(0);
    await panel.getByRole('group', { name: /^Size/ }).getByRole('radio').first().check();
    const add = panel.getByRole('button', { name: /^Add to cart · / });
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('false');
    await add.click();
    await miniCart(page, 1).waitFor();
    await page.context().close();
  });

  it('the product page, JavaScript off: a guest sees the Presale notice and a Sign in to buy link, no Add to cart', async () => {
    const page = await newPage(false);
    await page.goto(`${origin}${PRODUCT_PAGE}`);
    await page.getByRole('heading', { level: 1, name: PRESALE.name }).waitFor();
    await page.getByText('Presale: sold to members before its release.', { exact: true }).waitFor();
    const link = page.getByRole('main').getByRole('link', { name: 'Sign in to buy' });
    const href = new URL(await link.getAttribute('href') ?? '', origin);
    expect(href.searchParams.get('signInToBuy')).toBe('1');
    expect(href.searchParams.get('redirectTo')).toBe(PRODUCT_PAGE);
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await screenshot(page, 'presale-02-product-page-guest-no-js');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/en-us/account/sign-in');
    await page.context().close();
  });

  it('a signed-in shopper sees Add to cart on the product page; an old tab whose session ended is told to sign in at the button', async () => {
    const page = await newPage();
    await signIn(page, origin, account, { redirectTo: PRODUCT_PAGE });
    await page.waitForURL((url) => url.pathname === PRODUCT_PAGE);
    await page.getByText('Presale: sold to members before its release.', { exact: true }).waitFor();
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Sign in to buy' }).count()).toBe(0);
    await hydrated(page);

    // The session ends elsewhere (its cookies are gone); this tab still shows Add to cart and posts as a guest.
    await page.context().clearCookies();
    await page.getByRole('group', { name: /^Size/ }).getByRole('radio').first().check();
    await add.click();
    await page.getByRole('alert').filter({ hasText: 'Sign in to buy this product: it is sold before its release to members.' }).waitFor();
    await page.close();
  });
});
