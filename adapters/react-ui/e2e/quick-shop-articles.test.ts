import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumForThisFile, hydrated, miniCart, openMenuCategory, productSale, productSaleAsBefore, screenshot } from './storefront.driver';
import { runAxe } from './axe-audit';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The name of the element that has the focus (its aria-label, else its text). */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** Choose, by keyboard, a colour and a size in stock inside the quick-shop panel. False when the product has none. */
async function pickInStockByKeyboard(page: Page, panel: Locator): Promise<boolean> {
  const colours = panel.getByRole('group', { name: /^Colou?r/ }).getByRole('radio');
  const sizes = panel.getByRole('group', { name: /^Size/ }).getByRole('radio');
  const colourCount = await colours.count();
  for (let index = 0; index < colourCount; index += 1) {
    await colours.nth(index).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => colours.nth(index).isChecked()).toBe(true);
    const inStock = sizes.and(page.locator(':not([aria-label$="(out of stock)"])'));
    if ((await inStock.count()) > 0) {
      await inStock.first().focus();
      await page.keyboard.press('Space');
      await expect.poll(() => inStock.first().isChecked()).toBe(true);
      await expect.poll(() => panel.getByRole('status').first().textContent()).toMatch(/IN STOCK|LOW STOCK/);
      return true;
    }
  }
  return false;
}

describe('quick shop (storefront-experience §2, §4; issue 12 §2)', () => {
  it('from a listing card, by keyboard: the panel opens, colour and size are picked, Add to cart adds one, the mini-cart counts it and the focus returns to Quick shop; axe finds nothing with the panel open', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await openMenuCategory(page);
    await page.waitForURL(/\/en-us\/c\//);
    await hydrated(page);
    await miniCart(page, 0).waitFor();
    const buttons = page.getByRole('list', { name: /products$/ }).getByRole('link', { name: /^Quick shop: / });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);

    let added = false;
    for (let index = 0; index < count && !added; index += 1) {
      const opener = buttons.nth(index);
      const openerName = (await opener.getAttribute('aria-label')) ?? '';
      const productName = openerName.replace(/^Quick shop: /, '');
      await opener.focus();
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: productName });
      await panel.waitFor();
      expect(page.url()).toMatch(/\/en-us\/c\//);
      await panel.getByRole('group', { name: /^Size/ }).waitFor();
      if (!(await pickInStockByKeyboard(page, panel))) {
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        continue;
      }
      await screenshot(page, 'quick-shop-01-panel');
      expect(await runAxe(page)).toEqual([]);
      const add = panel.getByRole('button', { name: /^Add to cart · / });
      await add.focus();
      await page.keyboard.press('Enter');
      await miniCart(page, 1).waitFor();
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe(openerName);
      added = true;
    }
    expect(added).toBe(true);
    // Still the listing: quick shop never left it.
    expect(page.url()).toMatch(/\/en-us\/c\//);

    // The cart line's Edit opens the quick shop on that line: Update in cart.
    await miniCart(page, 1).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await hydrated(page);
    const edit = page.getByRole('list', { name: 'Items in your cart' }).getByRole('link', { name: /^Edit / });
    await edit.click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Update in cart' }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('§4 a failed add: the error in the panel, one retry (two adds in all), the panel stays open and nothing is counted', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/en-us/quick-shop/')) adds.push(request.url());
    });
    await page.goto(`${origin}/en-us`);
    await openMenuCategory(page);
    await page.waitForURL(/\/en-us\/c\//);
    await hydrated(page);
    const buttons = page.getByRole('list', { name: /products$/ }).getByRole('link', { name: /^Quick shop: / });
    for (let index = 0; index < (await buttons.count()); index += 1) {
      const opener = buttons.nth(index);
      const productId = /-([A-Z0-9]{8,11})$/.exec((await opener.getAttribute('href')) ?? '')?.[1] ?? '';
      await opener.click();
      const panel = page.getByRole('dialog');
      await panel.getByRole('group', { name: /^Size/ }).waitFor();
      if (!(await pickInStockByKeyboard(page, panel))) {
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        continue;
      }
      const before = await productSale(origin, productId, {});
      try {
        // The product is withdrawn while the shopper looks at it: the add fails (not a gift-with-purchase error).
        await productSale(origin, productId, { withdrawn: true });
        await panel.getByRole('button', { name: /^Add to cart · / }).click();
        await panel.getByRole('alert').filter({ hasText: 'This item is no longer available.' }).waitFor();
        await expect.poll(() => panel.getByRole('button', { name: /^Add to cart · / }).getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
        expect(adds).toHaveLength(2);
        expect(await panel.isVisible()).toBe(true);
        // Closed (the page behind the modal panel is hidden from the accessibility tree while it is open): nothing was added.
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        await miniCart(page, 0).waitFor();
      } finally {
        await productSale(origin, productId, productSaleAsBefore(before));
      }
      await context.close();
      return;
    }
    throw new Error('no product of this category has a size in stock');
  });

  it('with JavaScript off, Quick shop is a link to the product page', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await openMenuCategory(page);
    await page.waitForURL(/\/en-us\/c\//);
    await page.getByRole('list', { name: /products$/ }).getByRole('link', { name: /^Quick shop: / }).first().click();
    await page.waitForURL(/\/en-us\/p\//);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await context.close();
  });
});

describe('the quick-shop page (JavaScript off: what the cart line\'s Edit opens)', () => {
  it('adds the chosen size from its own page, and from a cart line replaces the line\'s size (Update in cart)', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await openMenuCategory(page);
    await page.waitForURL(/\/en-us\/c\//);
    const hrefs = await page.getByRole('list', { name: /products$/ }).getByRole('link', { name: /^Quick shop: / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    let added = false;
    for (const href of hrefs) {
      const productId = /-([A-Z0-9]{8,11})$/.exec(href)?.[1];
      if (productId === undefined) continue;
      await page.goto(`${origin}/en-us/quick-shop/${productId}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const colours = page.getByRole('group', { name: /^Colou?r/ }).getByRole('radio');
      for (let index = 0; index < (await colours.count()) && !added; index += 1) {
        const code = (await colours.nth(index).getAttribute('value')) ?? '';
        await colours.nth(index).check();
        await page.getByRole('button', { name: /^Show sizes/ }).click();
        await page.waitForURL((url) => url.searchParams.get('color') === code);
        expect(await colours.nth(index).isChecked()).toBe(true);
        const inStock = page.getByRole('group', { name: /^Size/ }).getByRole('radio').and(page.locator(':not([aria-label$="(out of stock)"])'));
        if ((await inStock.count()) < 2) continue;
        await inStock.first().check();
        await page.getByRole('button', { name: /^Add to cart · / }).click();
        await page.waitForURL(/[?&]added=/);
        await page.getByText(/^Added .* to your cart\./).waitFor();
        await miniCart(page, 1).waitFor();
        added = true;
      }
      if (added) break;
    }
    expect(added).toBe(true);

    await miniCart(page, 1).click();
    await page.waitForURL(/\/en-us\/cart$/);
    const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first();
    const before = (await line.textContent()) ?? '';
    await line.getByRole('link', { name: /^Edit / }).click();
    await page.waitForURL(/\/quick-shop\/.+[?&]line=/);
    const sizes = page.getByRole('group', { name: /^Size/ }).getByRole('radio');
    expect(await sizes.and(page.locator(':checked')).count()).toBe(1);
    const other = sizes.and(page.locator(':not(:checked):not([aria-label$="(out of stock)"])')).first();
    const otherSize = (await other.getAttribute('aria-label')) ?? '';
    await other.check();
    await page.getByRole('button', { name: 'Update in cart' }).click();
    await page.waitForURL(/\/en-us\/cart$/);
    await miniCart(page, 1).waitFor();
    const after = (await page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().textContent()) ?? '';
    expect(after).not.toBe(before);
    expect(after).toContain(`Size ${otherSize}`);
    await context.close();
  });
});

/** The article cards' links of the grid (one per article). */
const articleLinks = (page: Page) => page.locator('.article-grid__list .article-card a');
const shownCount = async (page: Page): Promise<{ shown: number; total: number }> => {
  const text = (await page.getByText(/^Showing \d+ of \d+ articles?$/).textContent()) ?? '';
  const [, shown, total] = /^Showing (\d+) of (\d+)/.exec(text) ?? [];
  return { shown: Number(shown), total: Number(total) };
};

describe('articles (storefront-experience §2, §4 article grid, §9; issue 12 §2) — needs the demo content seed', () => {
  it('the grid: a tag narrows it, Read more appends a page (focus on its first article) until every article is shown', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/articles`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    const { shown: first, total } = await shownCount(page);
    expect(total).toBeGreaterThanOrEqual(8);
    expect(first).toBeLessThan(total);
    expect(await articleLinks(page).count()).toBe(first);

    let shown = first;
    while (shown < total) {
      await page.getByRole('link', { name: /^Read more articles/ }).click();
      await expect.poll(async () => (await shownCount(page)).shown).toBeGreaterThan(shown);
      const now = (await shownCount(page)).shown;
      expect(await articleLinks(page).count()).toBe(now);
      // The focus is on the first article the page added.
      const firstNew = await articleLinks(page).nth(shown).textContent();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(firstNew);
      shown = now;
    }
    expect(await page.getByRole('link', { name: /^Read more articles/ }).count()).toBe(0);
    await screenshot(page, 'articles-01-all');

    const filters = page.getByRole('navigation', { name: /^Filter by topic/ });
    // A large screen shows up to 20 tags: the seed's six need no "More topics".
    expect(await filters.getByText('More topics').isVisible()).toBe(false);
    await filters.getByRole('link', { name: /hiking/i }).click();
    await expect.poll(async () => (await shownCount(page)).total).toBeLessThan(total);
    await expect.poll(() => filters.getByRole('link', { name: /hiking/i }).getAttribute('aria-current')).toBe('true');
    // Toggling the tag again shows every article from the start.
    await filters.getByRole('link', { name: /hiking/i }).click();
    await expect.poll(async () => (await shownCount(page)).total).toBe(total);
    expect((await shownCount(page)).shown).toBe(first);
    await context.close();
  });

  it('an article page: title, picture, body and 4 related articles (its first tag\'s), none of them itself; axe finds nothing', async () => {
    const context = await chromium.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    // The demo seed's day-hike checklist: its first tag (hiking) has four other articles.
    const href = '/en-us/articles/day-hike-checklist';
    await page.goto(`${origin}${href}`);
    await page.getByRole('heading', { level: 1, name: 'The day hike checklist' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Water and a snack' }).waitFor();
    const related = page.getByRole('region', { name: 'Related articles' });
    await related.waitFor();
    const links = related.getByRole('link');
    expect(await links.count()).toBe(4);
    for (const link of await links.all()) expect(await link.getAttribute('href')).not.toBe(href);
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it('on a phone the filter bar shows 4 tags, the rest behind "More topics" (no script needed)', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/articles`);
    // Every tag's item, shown or not (a hidden one has no role to find it by).
    const tags = page.locator('.article-tags__tag');
    expect(await tags.count()).toBeGreaterThan(4);
    expect(await tags.nth(3).isVisible()).toBe(true);
    expect(await tags.nth(4).isVisible()).toBe(false);
    await page.getByText('More topics').click();
    await expect.poll(() => tags.nth(4).isVisible()).toBe(true);
    await context.close();
  });

  it('with JavaScript off: the tag is a link (?tag=) and Read more a link (?offset=) showing everything up to that page', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us/articles`);
    const { shown: first } = await shownCount(page);
    await page.getByRole('link', { name: /^Read more articles/ }).click();
    await page.waitForURL(/[?&]offset=\d+/);
    expect((await shownCount(page)).shown).toBeGreaterThan(first);
    expect(await articleLinks(page).count()).toBe((await shownCount(page)).shown);
    // The "More topics" disclosure needs no script; hiking is among the first four anyway.
    await page.getByRole('navigation', { name: /^Filter by topic/ }).getByRole('link', { name: /hiking/i }).click();
    await page.waitForURL(/[?&]tag=hiking/);
    expect(page.url()).not.toMatch(/offset=/);
    const { shown, total } = await shownCount(page);
    expect(shown).toBeLessThanOrEqual(total);
    expect(await articleLinks(page).count()).toBe(shown);
    await context.close();
  });

  it('an article grid block on a content page (home) comes with the page: shown without JavaScript, its tag and Read more links filter and extend it there', async () => {
    const context = await chromium.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    const grid = page.locator('.article-grid-block');
    const { shown: first, total } = await shownCount(page);
    expect(first).toBeGreaterThan(0);
    expect(await grid.locator('.article-card a').count()).toBe(first);
    await grid.getByRole('link', { name: /^Read more articles/ }).click();
    await page.waitForURL(/\/en-us\?offset=\d+/);
    expect((await shownCount(page)).shown).toBeGreaterThan(first);
    await grid.getByRole('navigation', { name: /^Filter by topic/ }).getByRole('link', { name: /hiking/i }).click();
    await page.waitForURL(/\/en-us\?tag=hiking$/);
    expect((await shownCount(page)).total).toBeLessThan(total);
    await context.close();
  });
});
