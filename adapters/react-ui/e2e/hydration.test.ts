import { describe, expect, inject, it } from 'vitest';
import { catalogResponseSchema, categoryPath, productPath } from '@switchback/core';
import { chromiumForThisFile, hydrated } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** The page's stylesheet: inline in <head> (app/styles/inline-stylesheet.tsx), or a linked one. */
const STYLESHEET = 'style[data-precedence], link[rel="stylesheet"]';

/**
 * Hydration must take over the server-rendered page in place: the stylesheet the parser made is the one still
 * applied, and nothing shifts (issue 6 §6, CLS ≤ 0.02). The browser hydrates with Preact while React 19's server
 * reorders <head>: before app/entry.client.tsx put the head back in tree order, Preact removed and re-added the
 * linked stylesheet (CLS 0.77–1.0); with the stylesheet inline, hydrating it as a text child emptied it (CLS 1);
 * sliced hydration keeps each not-yet-hydrated element as the server wrote it. This keeps all of that honest.
 */
describe('hydration keeps the server-rendered page in place', () => {
  // A phone and a desktop screen: what is on the first screen differs (the parts skipped while off screen, app.css).
  it.each([{ width: 412, height: 823 }, { width: 1280, height: 900 }])('home, a listing and a product at $width×$height: the same stylesheet node before and after hydration, no layout shift', async (viewport) => {
    const catalog = catalogResponseSchema.parse(await (await fetch(`${origin}/api/products/v2/catalog?locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json());
    const category = catalog.categories[0]!;
    const product = catalog.featured[0]!;
    const paths = ['/en-us', categoryPath('en-us', category.slug, category.id), productPath('en-us', product.slug, product.id)];

    const context = await chromium.browser.newContext({ viewport });
    await context.addInitScript((STYLESHEET) => {
      const probe = window as unknown as { __shift: number; __stylesheet: Element | null };
      probe.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) probe.__shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        probe.__stylesheet = document.querySelector(STYLESHEET);
      });
    }, STYLESHEET);
    try {
      for (const path of paths) {
        const page = await context.newPage();
        await page.goto(`${origin}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const after = await page.evaluate((STYLESHEET) => {
          const probe = window as unknown as { __shift: number; __stylesheet: Element | null };
          const stylesheets = document.querySelectorAll(STYLESHEET);
          const stylesheet = stylesheets[0];
          return {
            stylesheetKept: probe.__stylesheet !== null && stylesheets.length === 1 && stylesheet === probe.__stylesheet && stylesheet.parentElement === document.head && document.styleSheets.length === 1 && document.styleSheets[0]!.cssRules.length > 100,
            shiftWithinTarget: probe.__shift <= 0.02, // issue 6 §6: CLS ≤ 0.02
            htmlElements: document.querySelectorAll('html').length,
            headings: document.querySelectorAll('h1').length,
          };
        }, STYLESHEET);
        expect({ path, ...after }).toEqual({ path, stylesheetKept: true, shiftWithinTarget: true, htmlElements: 1, headings: 1 });
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it("the header keeps its height while its menus' island swaps the server's menus for its own (desktop)", async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      const probe = window as unknown as { __heights: number[] };
      probe.__heights = [];
      const frame = () => {
        const header = document.querySelector('header.site-header');
        if (header !== null) probe.__heights.push(Math.round(header.getBoundingClientRect().height));
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    try {
      for (const path of ['/en-us', '/en-us/c/trail-running-shoes-1001']) {
        const page = await context.newPage();
        await page.goto(`${origin}${path}`);
        await hydrated(page);
        // The island's own menus are live: the level-1 entries are buttons, and the server's part is gone.
        await page.getByRole('navigation', { name: 'Main menu' }).locator('button[aria-expanded]').first().waitFor();
        await expect.poll(() => page.locator('#header-menus > .header-menus__part').count()).toBe(1);
        const heights = await page.evaluate(() => (window as unknown as { __heights: number[] }).__heights);
        const final = heights[heights.length - 1]!;
        // From the first frame whose header is whole (the parser may paint it before its search and tools), never less.
        const whole = heights.slice(heights.indexOf(final));
        expect({ path, lowest: Math.min(...whole), final }).toEqual({ path, lowest: final, final });
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  it('reads the locale data in a worker the CSP allows, then hydrates (app/i18n/locale-data.ts)', async () => {
    const context = await chromium.browser.newContext();
    await context.addInitScript(() => {
      const probe = window as unknown as { __violations: string[] };
      probe.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => probe.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    try {
      const page = await context.newPage();
      const workers: { url: string; closed: boolean }[] = [];
      page.on('worker', (worker) => {
        const seen = { url: worker.url(), closed: false };
        workers.push(seen);
        worker.on('close', () => {
          seen.closed = true;
        });
      });
      await page.goto(`${origin}/fr-fr`);
      await hydrated(page);
      expect(workers.map((worker) => worker.url)).toEqual([expect.stringMatching(/^http:\/\/[^/]+\/assets\/locale-data\.worker-[\w-]+\.js$/)]);
      // Its work done, the page lets it go.
      await expect.poll(() => workers[0]?.closed).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('scroll positions without an inline script: back to a listing restores where the shopper was, a new page starts at the top, a reload stays put (root.tsx ScrollPositions)', async () => {
    const catalog = catalogResponseSchema.parse(await (await fetch(`${origin}/api/products/v2/catalog?locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json());
    const category = catalog.categories[0]!;
    const context = await chromium.browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin}${categoryPath('en-us', category.slug, category.id)}`);
      await hydrated(page);
      // The entry has the key its saved position goes under, given before the router was made (entry.client.tsx).
      expect(await page.evaluate(() => (window.history.state as { key?: unknown; idx?: unknown } | null))).toMatchObject({ key: expect.stringMatching(/^\w{8,}$/), idx: 0 });
      const product = page.locator('main a[href*="/p/"]').filter({ hasNotText: /quick shop/i }).nth(2);
      await product.scrollIntoViewIfNeeded();
      const listingY = await page.evaluate(() => window.scrollY);
      expect(listingY).toBeGreaterThan(200);

      await product.click();
      await page.waitForURL(/\/p\//);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL(/\/c\//);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listingY);

      await page.reload();
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listingY);
    } finally {
      await context.close();
    }
  });

  it('once hydrated, every form tells its action so (enhanced=1): its answer comes back as data for the page, not as a redirect', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      // The product page: add to cart, notify me, favourites, reviews, newsletter, the benefit bar and pop-up dismissals.
      for (const path of ['/en-us/p/couloir-shell-jacket-SBJK0017', '/en-us/c/trail-running-shoes-1001', '/en-us']) {
        const page = await context.newPage();
        await page.goto(`${origin}${path}`);
        await hydrated(page);
        const flags = () => page.locator('input[name="enhanced"]').evaluateAll((inputs) => inputs.map((input) => `${input.closest('form')?.getAttribute('action')}=${(input as HTMLInputElement).value}`));
        expect((await flags()).length).toBeGreaterThan(0);
        await expect.poll(async () => (await flags()).filter((flag) => !flag.endsWith('=1'))).toEqual([]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});
