import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { auditWithoutJavaScript, runAxe } from './axe-audit';
import { chromiumForThisFile, hydrated, screenshot } from './storefront.driver';

/**
 * Issue 12 §2 content blocks on real pages, against the demo seed of the content service (helper A's seed: the
 * `home` augmented page has a hero as its first block and a carousel collection; the `privacy` content page exists).
 */
const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

const contentHero = (page: Page) => page.locator('.content-sections .content-block--hero').first();
const carousel = (page: Page) => page.locator('section.content-collection').first();

describe('content blocks (issue 12 §2)', () => {
  it('the home page renders its content hero (its image eager, sized) instead of the built-in hero', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    await expect.poll(() => contentHero(page).isVisible()).toBe(true);
    expect(await page.locator('#hero-title').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    const heroImage = contentHero(page).locator('img').first();
    if (await heroImage.count() > 0) {
      expect(await heroImage.getAttribute('loading')).toBe('eager');
      expect(Number(await heroImage.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await heroImage.getAttribute('height'))).toBeGreaterThan(0);
      expect(await heroImage.getAttribute('srcset')).toMatch(/\bq=50\b/);
    }
    // Links from content carry the locale.
    const hrefs = await page.locator('.content-sections a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/en-us(\/|$|\?|#)/);
    await screenshot(page, 'content-01-home');
    await context.close();
  });

  it('on a phone no page is wider than the screen (a wider one is zoomed out, and its pop-up and header move), with and without JavaScript', async () => {
    const paths = ['/en-us', '/fr-fr', '/en-us/c/trail-running-shoes-1001', '/en-us/p/ridge-trail-runner-SBTR0001', '/en-us/articles', '/en-us/privacy', '/en-us/loyalty'];
    for (const javaScriptEnabled of [true, false]) {
      const context = await chromium.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, javaScriptEnabled });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        if (javaScriptEnabled) await hydrated(page);
        // What lies past the right edge, outside any box that clips or scrolls it (a carousel's or a rail's track).
        const overflow = await page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          past: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && (element.parentElement?.getBoundingClientRect().right ?? 0) <= window.innerWidth + 1)
            .filter((element) => {
              for (let box = element.parentElement; box !== null && box !== document.body; box = box.parentElement) if (getComputedStyle(box).overflowX !== 'visible') return false;
              return true;
            })
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
        }));
        expect({ path, javaScriptEnabled, ...overflow }).toEqual({ path, javaScriptEnabled, width: 412, past: [] });
      }
      await context.close();
    }
  });

  it('the carousel\'s dots move the slides, by keyboard too', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    await hydrated(page);
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    const dots = region.locator('button.content-collection__dot');
    await expect.poll(() => dots.count()).toBeGreaterThan(1);
    const track = region.locator('.content-collection__track');
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');
    await dots.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await expect.poll(() => dots.nth(1).getAttribute('aria-current')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current'))).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBe(0);
    await dots.nth(1).press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(0);
    await screenshot(page, 'content-02-carousel');
    await context.close();
  });

  it('a content page (privacy) renders from the page call, with its title; an unknown one is the 404 page', async () => {
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${origin}/en-us/privacy`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('[data-content-page="privacy"] .content-sections').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.title()).not.toBe('');
    const missing = await page.goto(`${origin}/en-us/pages/no-such-page-here`);
    expect(missing?.status()).toBe(404);
    await screenshot(page, 'content-03-privacy');
    await context.close();
  });

  it('without JavaScript the same content shows, the carousel dots are links to the slides', async () => {
    const withJs = await chromium.browser.newContext();
    const jsPage = await withJs.newPage();
    await jsPage.goto(`${origin}/en-us`);
    await hydrated(jsPage);
    const blocksWithJs = await jsPage.locator('.content-sections [data-block-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-id')));
    // The same visitor (its cookie): the home experience shows a visitor the same variant every time.
    const visitor = await withJs.cookies();
    await withJs.close();

    const context = await chromium.browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(visitor);
    const page = await context.newPage();
    await page.goto(`${origin}/en-us`);
    const blocks = await page.locator('.content-sections [data-block-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-id')));
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks).toEqual(blocksWithJs);
    const dotLinks = carousel(page).locator('a.content-collection__dot');
    expect(await dotLinks.count()).toBeGreaterThan(1);
    expect(await dotLinks.first().getAttribute('href')).toMatch(/^#.+-slide-0$/);
    await page.goto(`${origin}/en-us/privacy`);
    expect(await page.locator('[data-content-page="privacy"] .content-sections').isVisible()).toBe(true);
    await context.close();
  });

  it('home and privacy are axe clean, with and without JavaScript', async () => {
    // axe is injected as a script: the test bypasses the page's CSP (as e2e/axe.test.ts does).
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    for (const path of ['/en-us', '/en-us/privacy', '/fr-fr']) {
      await page.goto(`${origin}${path}`);
      await hydrated(page);
      expect(await runAxe(page), `${path} with JavaScript`).toEqual([]);
      expect(await auditWithoutJavaScript(context, `${origin}${path}`), `${path} without JavaScript`).toEqual([]);
    }
    await context.close();
  });
});
