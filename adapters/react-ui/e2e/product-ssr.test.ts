import { describe, expect, inject, it } from 'vitest';
import { catalogResponseSchema, formatMoney, productDetailsSchema } from '@switchback/core';

const origin = inject('storefrontOrigin');

/** The text of an HTML document as a reader sees it: tags dropped, the entities React escapes decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('server rendering', () => {
  it('a product page fetched without JavaScript already contains the product name and price', async () => {
    const catalog = catalogResponseSchema.parse(await (await fetch(`${origin}/api/products/v2/catalog?locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json());
    const featured = catalog.featured[0];
    expect(featured).toBeDefined();
    const product = productDetailsSchema.parse(
      await (await fetch(`${origin}/api/products/v2/products/${featured!.id}/details?locale=en-US`, { headers: { 'x-site-id': 'en-us' } })).json(),
    );

    const response = await fetch(`${origin}/en-us/p/${product.slug}-${product.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const text = visibleText(await response.text());
    expect(text).toContain(product.name);
    expect(text.replace(/\s/g, '')).toContain(formatMoney(product.price.lowCurrent, product.currency, 'en-US').replace(/\s/g, ''));
  });

  it('an unknown locale answers the 404 page', async () => {
    const response = await fetch(`${origin}/xx-yy`);
    expect(response.status).toBe(404);
    expect(visibleText(await response.text())).toContain('Page not found');
  });

  it('hashed client assets are served with their content type and cached for a year', async () => {
    const page = await (await fetch(`${origin}/en-us`)).text();
    // The module script imports the route modules once the page has painted (entry.server.tsx).
    const assetPath = /import\("(\/assets\/[^"]+\.js)"\)/.exec(page)?.[1];
    expect(assetPath).toBeDefined();
    const asset = await fetch(`${origin}${assetPath}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
