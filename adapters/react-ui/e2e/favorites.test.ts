import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_ASSOCIATE_PASSWORD } from './storefront.global-setup';
import { chromiumForThisFile, hydrated, miniCart, openOrderableProduct, screenshot, signIn, signOut, signUp, openMenuCategory } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

const heartOf = (page: Page, name: string) => page.getByRole('button', { name: `Favorite ${name}`, exact: true });

async function toCategory(page: Page): Promise<void> {
  await page.goto(`${origin}/en-us`);
  await openMenuCategory(page);
  await page.waitForURL(/\/en-us\/c\//);
}

describe('favorites', () => {
  it('a guest favorites a product from its card, sees it on /favorites, shares the list; another browser reads it, read-only; a new link revokes the old', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await toCategory(page);
    await hydrated(page);
    const card = page.getByRole('list', { name: /products$/ }).getByRole('listitem').first();
    const name = ((await card.locator('.product-card__title').textContent()) ?? '').trim();
    const heart = heartOf(page, name);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/en-us/favorites')),
      heart.click(),
    ]);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    // The revalidated state agrees once the request is done (not only the optimistic one).
    await page.waitForLoadState('networkidle');
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'favorites-01-heart');

    await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
    await page.waitForURL(/\/en-us\/favorites$/);
    const items = page.getByRole('list', { name: 'Your favorite products' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toContain(name);

    await page.getByRole('button', { name: 'Create a share link' }).click();
    const shareField = page.getByLabel('Share link');
    await shareField.waitFor();
    const shareUrl = await shareField.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${origin}/en-us/favorites/shared/fav_[0-9A-Z]+\\?token=[A-Za-z0-9_-]{43}$`));
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await screenshot(page, 'favorites-02-list-shared');

    // Another shopper, another browser context: the list, read-only (no form, no button to change it).
    const other = await chromium.browser.newContext();
    const reader = await other.newPage();
    const response = await reader.goto(shareUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('same-origin');
    await reader.getByRole('heading', { level: 1, name: 'A shared list of favorites' }).waitFor();
    const shared = reader.getByRole('list', { name: 'Shared products' }).getByRole('listitem');
    expect(await shared.count()).toBe(1);
    expect(await shared.first().textContent()).toContain(name);
    expect(await reader.getByRole('main').getByRole('button').count()).toBe(0);
    expect(await reader.locator('main form').count()).toBe(0);
    await screenshot(reader, 'favorites-03-shared-read-only');

    // A new link turns the old one off.
    await page.getByRole('button', { name: 'Create a new link' }).click();
    await expect.poll(() => shareField.inputValue()).not.toBe(shareUrl);
    expect((await reader.goto(shareUrl))?.status()).toBe(404);

    // Unfavorite from the list page.
    await items.first().getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await page.getByText('You have no favorites yet.', { exact: false }).waitFor();
    await other.close();
    await context.close();
  });

  it('with JavaScript off: the heart on the product page is a form (pressed after the redirect), the list and its share link work', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await toCategory(page);
    const name = await openOrderableProduct(page, false);
    const heart = heartOf(page, name);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.waitForURL(/\/en-us\/p\//);
    expect(await heartOf(page, name).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${origin}/en-us/favorites`);
    const items = page.getByRole('list', { name: 'Your favorite products' }).getByRole('listitem');
    expect(await items.first().textContent()).toContain(name);
    await page.getByRole('button', { name: 'Create a share link' }).click();
    await page.waitForURL(/\/en-us\/favorites\?share=/);
    const shareUrl = await page.getByLabel('Share link').inputValue();
    expect(shareUrl).toContain('/en-us/favorites/shared/');
    // No JavaScript, no copy button: the link is there to select and copy.
    expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);

    // Move to cart: choose colour and size, the product leaves favorites and enters the cart.
    await items.first().getByLabel('Color and size').selectOption({ index: 1 });
    await items.first().getByRole('button', { name: `Move to cart: ${name}` }).click();
    await page.waitForURL(/\/en-us\/favorites$/);
    await miniCart(page, 1).waitFor();
    await page.getByText('You have no favorites yet.', { exact: false }).waitFor();
    await screenshot(page, 'favorites-04-nojs-moved');
    await context.close();
  });
});

describe('saved for later', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`a cart line saved for later and moved back (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await chromium.browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await toCategory(page);
      const name = await openOrderableProduct(page, javaScriptEnabled);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText(/^Added .* to your cart\./).waitFor();
      await page.goto(`${origin}/en-us/cart`);
      if (javaScriptEnabled) await hydrated(page);
      const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await lines.first().getByRole('button', { name: `Save for later: ${name}` }).click();
      await miniCart(page, 0).waitFor();
      const saved = page.getByRole('list', { name: 'Items saved for later' }).getByRole('listitem');
      await saved.first().waitFor();
      expect(await saved.count()).toBe(1);
      expect(await saved.first().textContent()).toContain(name);
      expect(await page.getByText('Your cart is empty.').count()).toBe(1);
      await screenshot(page, `saved-01-saved-js-${javaScriptEnabled}`);

      await saved.first().getByRole('button', { name: `Move to cart: ${name}` }).click();
      await miniCart(page, 1).waitFor();
      await lines.first().waitFor();
      expect(await lines.first().textContent()).toContain(name);
      await page.getByText('Nothing saved for later.', { exact: false }).waitFor();
      await context.close();
    });
  }
});

describe('signing in merges the guest lists', () => {
  it("a guest's favorites and saved-for-later survive sign-in: merged into the consumer's", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const account = { email: `wishlist-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`, password: 'Correct-Horse-9' };
    await signUp(page, origin, account);
    await signOut(page);

    // As a guest: a favorite, and a cart line saved for later.
    await toCategory(page);
    const name = await openOrderableProduct(page);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/en-us/favorites')),
      heartOf(page, name).click(),
    ]);
    await expect.poll(() => heartOf(page, name).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(/^Added .* to your cart\./).waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await hydrated(page);
    await page.getByRole('list', { name: 'Items in your cart' }).getByRole('button', { name: `Save for later: ${name}` }).click();
    await page.getByRole('list', { name: 'Items saved for later' }).waitFor();

    await signIn(page, origin, account);
    await page.goto(`${origin}/en-us/favorites`);
    const favorites = page.getByRole('list', { name: 'Your favorite products' }).getByRole('listitem');
    await favorites.first().waitFor();
    expect(await favorites.count()).toBe(1);
    expect(await favorites.first().textContent()).toContain(name);
    await page.goto(`${origin}/en-us/cart`);
    const saved = page.getByRole('list', { name: 'Items saved for later' }).getByRole('listitem');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain(name);
    await screenshot(page, 'favorites-05-merged-after-sign-in');

    // They are the consumer's now: after signing out, the new guest has none.
    await signOut(page);
    await page.goto(`${origin}/en-us/favorites`);
    await page.getByText('You have no favorites yet.', { exact: false }).waitFor();
    await context.close();
  });
});

describe('associate mode (an employee connected in store)', () => {
  it('shows no favorites and no saved-for-later: no hearts, no link, no Save for later, /favorites is not found', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/associate-login`);
    await page.getByLabel('Store ID').fill('STR-DEN-01');
    await page.getByLabel('Employee ID').fill('E1001');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ASSOCIATE_PASSWORD);
    await page.getByRole('button', { name: 'Start the in-store session' }).click();
    await page.waitForURL(`${origin}/en-us`);
    await page.getByRole('region', { name: /In store for a customer/ }).waitFor();

    await toCategory(page);
    expect(await page.getByRole('button', { name: /^Favorite / }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).count()).toBe(0);
    const name = await openOrderableProduct(page);
    expect(await heartOf(page, name).count()).toBe(0);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(/^Added .* to your cart\./).waitFor();
    await page.goto(`${origin}/en-us/cart`);
    await page.getByRole('list', { name: 'Items in your cart' }).waitFor();
    expect(await page.getByRole('button', { name: /^Save for later/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Saved for later' }).count()).toBe(0);
    expect((await page.goto(`${origin}/en-us/favorites`))?.status()).toBe(404);
    await context.close();
  });
});
