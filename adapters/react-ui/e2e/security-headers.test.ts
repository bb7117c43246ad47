import { describe, expect, inject, it } from 'vitest';
import { catalogResponseSchema, productPath } from '@switchback/core';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, pickOrderableVariant } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

/** A featured product's page, by core's URL builder. */
async function featuredProductPath(): Promise<string> {
  const response = await fetch(`${origin}/api/products/v2/catalog?locale=en-US`, { headers: { 'x-site-id': 'en-us' } });
  const featured = catalogResponseSchema.parse(await response.json()).featured;
  expect(featured.length).toBeGreaterThan(0);
  return productPath('en-us', featured[0]!.slug, featured[0]!.id);
}

const nonceOf = (response: Response): string | undefined => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

describe('security headers of the running storefront', () => {
  it.each([
    ['the home page', '/en-us'],
    ['a redirect', '/'],
    ['a 404 page', '/xx-yy'],
    ['the favicon', '/favicon.svg'],
  ])('%s carries the CSP and the other security headers', async (_name, path) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self' 'nonce-/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('every script the server renders carries the nonce of its own response, and no two responses share one', async () => {
    const first = await fetch(`${origin}${await featuredProductPath()}`);
    const second = await fetch(`${origin}/en-us`);
    const nonce = nonceOf(first);
    expect(nonce).toBeDefined();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('pages and scripts come compressed to a browser that accepts brotli', async () => {
    const page = await fetch(`${origin}/en-us`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    // The module script imports the route modules once the page has painted (entry.server.tsx).
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${origin}${script}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
  });
});

/** Collects every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
  return violations;
}

/** React Router has hydrated the page: its client router exists and has initialised. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter;
    return router?.state.initialized === true;
  });
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy in Chromium, JavaScript on', () => {
  it('home, product, cart and checkout hydrate with no CSP violation', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations = await watchViolations(page);

    await page.goto(`${origin}/en-us`);
    await waitForHydration(page);

    await page.goto(`${origin}${await featuredProductPath()}`);
    await waitForHydration(page);
    if (await pickOrderableVariant(page)) {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForLoadState('networkidle');
    }

    await page.goto(`${origin}/en-us/cart`);
    await waitForHydration(page);

    await page.goto(`${origin}/en-us/checkout`);
    await waitForHydration(page);

    expect(violations).toEqual([]);
    await context.close();
  });
});
