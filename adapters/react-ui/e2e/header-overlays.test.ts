import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { auditWithoutJavaScript, runAxe } from './axe-audit';
import { chromiumForThisFile, hydrated, screenshot } from './storefront.driver';

/**
 * Issue 12 §2 the header and overlays: consent on an EMEA site, the mega-menu by keyboard, the mobile menu's panel,
 * the sticky header, the benefit bar's and the pop-up's stored dismissals, axe with each dialog open. The content
 * parts (menu, benefit bar, pop-up) come from the demo content the content service seeds: a menu entry with columns,
 * a pop-up shown on the home page, the `benefit-bar` fragment with a close button.
 */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

async function shopper(options: { width?: number; height?: number; javaScript?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 }, bypassCSP: true, javaScriptEnabled: options.javaScript ?? true,
  });
  return { context, page: await context.newPage() };
}
const consentCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'switchback_consent');
const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix de confidentialité' });

describe('issue 12 consent on an EMEA site (fr-fr)', () => {
  it('the banner comes first after the skip link; Accept all writes the cookie and the banner is gone after a reload', async () => {
    const { context, page } = await shopper();
    await page.goto(`${origin}/fr-fr`);
    await hydrated(page);
    await banner(page).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The first control after the skip link is the banner's first button.
    expect(await page.evaluate(() => document.activeElement?.closest('.consent-banner') !== null)).toBe(true);
    await screenshot(page, 'header-overlays-01-consent-banner');
    await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe('groups=C0001:1,C0002:1,C0003:1,C0004:1');
    expect((await consentCookie(context))?.httpOnly).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('Reject all keeps only the required category', async () => {
    const { context, page } = await shopper();
    await page.goto(`${origin}/fr-fr`);
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe('groups=C0001:1,C0002:0,C0003:0,C0004:0');
    await context.close();
  });

  it('Preferences opens the dialog (axe clean): required is on and disabled; saving writes the ticked categories; focus returns', async () => {
    const { context, page } = await shopper();
    await page.goto(`${origin}/fr-fr`);
    await hydrated(page);
    await banner(page).getByRole('link', { name: 'Personnaliser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Préférences de cookies' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const required = dialog.getByRole('checkbox', { name: 'Strictement nécessaires' });
    expect(await required.isChecked()).toBe(true);
    expect(await required.isDisabled()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'header-overlays-02-consent-preferences');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Personnaliser');
    await banner(page).getByRole('link', { name: 'Personnaliser' }).click();
    await dialog.getByRole('checkbox', { name: 'Performance' }).check();
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe('groups=C0001:1,C0002:1,C0003:0,C0004:0');
    // The footer area's "Cookie preferences" reopens them, with the choices made.
    await page.getByRole('link', { name: 'Préférences de cookies' }).click();
    expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'Performance' }).isChecked()).toBe(true);
    await context.close();
  });

  it('without JavaScript: the banner is server rendered (axe clean), Preferences is a page, every choice works', async () => {
    // axe needs script timers: the server's HTML is audited script-free in a context with JavaScript.
    const audit = await shopper();
    expect(await auditWithoutJavaScript(audit.context, `${origin}/fr-fr`)).toEqual([]);
    await audit.context.close();
    const { context, page } = await shopper({ javaScript: false });
    await page.goto(`${origin}/fr-fr`);
    await banner(page).getByRole('link', { name: 'Personnaliser' }).click();
    await page.getByRole('heading', { level: 1, name: 'Préférences de cookies' }).waitFor();
    await page.getByRole('checkbox', { name: 'Ciblage' }).check();
    await page.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await page.waitForURL(`${origin}/fr-fr`);
    expect(await banner(page).count()).toBe(0);
    expect(decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe('groups=C0001:1,C0002:0,C0003:0,C0004:1');
    await context.close();
  });

  it('the NA site asks nothing, but its preferences page works', async () => {
    const { context, page } = await shopper({ javaScript: false });
    await page.goto(`${origin}/en-us`);
    expect(await page.locator('.consent-banner').count()).toBe(0);
    await page.getByRole('link', { name: 'Cookie preferences' }).click();
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.waitForURL(`${origin}/en-us`);
    expect(decodeURIComponent((await consentCookie(context))?.value ?? '')).toBe('groups=C0001:1,C0002:0,C0003:0,C0004:0');
    await context.close();
  });
});

/** A page of the site with the consent already given (no banner in the way). */
async function consented(options: { width?: number; height?: number; javaScript?: boolean } = {}) {
  const session = await shopper(options);
  await session.context.addCookies([{ name: 'switchback_consent', value: encodeURIComponent('groups=C0001:1,C0002:1,C0003:1,C0004:1'), url: origin }]);
  return session;
}

describe('issue 12 the mega-menu, the sticky header, the benefit bar and the pop-up (demo content)', () => {
  it('mega-menu by keyboard only: Tab to a level-1 button, Enter opens, Tab into its links, Escape closes and focus returns', async () => {
    const { context, page } = await consented();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const first = menu.locator('button[aria-expanded]').first();
    await first.waitFor();
    const name = (await first.textContent()) ?? '';
    await first.focus();
    await page.keyboard.press('Enter');
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('A');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'header-overlays-03-mega-menu');
    await page.keyboard.press('Escape');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(name);
    // Space opens it too; a link followed closes it (route change).
    await page.keyboard.press('Space');
    await panel.locator('a').first().click();
    await page.waitForURL((url) => url.pathname !== '/en-us');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('hydrated, every panel still gets all its links (rendered after the bar, a task per panel), hidden until opened', async () => {
    const { context, page } = await consented();
    const serverHtml = await (await page.request.get(`${origin}/en-us`)).text();
    const links = serverHtml.match(/class="mega-menu__link"/g)?.length ?? 0;
    expect(links).toBeGreaterThan(0);
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.locator('button[aria-expanded]').first().waitFor();
    await expect.poll(() => menu.locator('.mega-menu__panel .mega-menu__link').count()).toBe(links);
    expect(await menu.locator('.mega-menu__panel:not([hidden])').count()).toBe(0);
    await context.close();
  });

  it('on a small screen (the mega-menu hidden) the panels stay empty until the viewport reaches the mega-menu', async () => {
    const { context, page } = await consented({ width: 412, height: 823 });
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const menu = page.locator('nav.mega-menu');
    await menu.locator('button[aria-expanded]').first().waitFor({ state: 'attached' });
    // Past the time every panel's timer would have taken at a desktop width.
    await page.waitForTimeout(300);
    expect(await menu.locator('.mega-menu__panel .mega-menu__link').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => menu.locator('.mega-menu__panel .mega-menu__link').count()).toBeGreaterThan(0);
    expect(await menu.locator('.mega-menu__panel:not([hidden])').count()).toBe(0);
    await context.close();
  });

  it('without JavaScript the level-1 entries are links and the panels reachable', async () => {
    const { context, page } = await consented({ javaScript: false });
    await page.goto(`${origin}/en-us`);
    const top = page.getByRole('navigation', { name: 'Main menu' }).locator('.mega-menu__top').first();
    expect(await top.evaluate((element) => element.tagName)).toBe('A');
    await top.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mega-menu__panel') !== null)).toBe(true);
    await context.close();
  });

  it('small screen: the Menu button opens a panel (axe clean) with an accordion, level 1 then level 2', async () => {
    const { context, page } = await consented({ width: 390, height: 844 });
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Main menu' });
    await panel.waitFor();
    const level1 = panel.locator('details.mobile-menu__level > summary').first();
    await level1.click();
    const level2 = panel.locator('details.mobile-menu__level details.mobile-menu__level > summary').first();
    await level2.click();
    expect(await panel.locator('details[open]').count()).toBe(2);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'header-overlays-04-mobile-menu');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the sticky header hides on scroll down and returns on scroll up; never on the cart', async () => {
    const { context, page } = await consented({ height: 600 });
    await page.goto(`${origin}/en-us/c/trail-running-1001`);
    await hydrated(page);
    const header = page.locator('header.site-header');
    await page.locator('header.site-header[data-sticky="on"]').waitFor({ state: 'attached' });
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => header.evaluate((element) => element.classList.contains('site-header--hidden'))).toBe(true);
    await page.mouse.wheel(0, -400);
    await expect.poll(() => header.evaluate((element) => element.classList.contains('site-header--hidden'))).toBe(false);
    await page.goto(`${origin}/en-us/cart`);
    await hydrated(page);
    expect(await header.evaluate((element) => element.classList.contains('site-header--static'))).toBe(true);
    await context.close();
  });

  it('the benefit bar, once closed, stays closed after a reload (JavaScript on and off)', async () => {
    for (const javaScript of [true, false]) {
      const { context, page } = await consented({ javaScript });
      await page.goto(`${origin}/en-us`);
      if (javaScript) await hydrated(page);
      const bar = page.getByRole('complementary', { name: 'Benefits' });
      await bar.waitFor();
      await bar.getByRole('button', { name: 'Close the benefits bar' }).click();
      await bar.waitFor({ state: 'detached' });
      await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name.startsWith('switchback.dismissed.benefit-bar.'))).toBe(true);
      await page.reload();
      expect(await page.getByRole('complementary', { name: 'Benefits' }).count()).toBe(0);
      await context.close();
    }
  });

  it('the pop-up: minimised, then expanded (axe clean); closed with Escape it stays closed after a reload', async () => {
    const { context, page } = await consented();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    // Once hydrated the expanded panel waits, inert, below the screen: the pop-up is the one that is not inert.
    const popUp = page.locator('aside.pop-up:not([inert])');
    await popUp.waitFor();
    // Not modal: the page behind stays usable.
    expect(await page.locator('main').evaluate((element) => element.closest('[aria-hidden="true"]') === null)).toBe(true);
    await expect.poll(() => popUp.evaluate((element) => element.classList.contains('pop-up--expanded')), { timeout: 65_000 }).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await screenshot(page, 'header-overlays-05-pop-up');
    const id = await popUp.locator('input[name="id"]').inputValue();
    await page.keyboard.press('Escape');
    await popUp.waitFor({ state: 'detached' });
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === `switchback.dismissed.pop-up.${id}`)).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await page.locator(`.pop-up input[name="id"][value="${id}"]`).count()).toBe(0);
    await context.close();
  });
});
