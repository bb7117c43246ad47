import { describe, expect, inject, it } from 'vitest';
import { ALL_SITES, catalogResponseSchema, categoryPath, productPath, productSearchResponseSchema, type Site } from '@switchback/core';
import { chromiumForThisFile } from './storefront.driver';

const origin = inject('storefrontOrigin');
const chromium = chromiumForThisFile();

const apiHeaders = (site: Site) => ({ 'x-site-id': site.id, 'x-locale': site.locale });

/** What the API says a site sells: every category and product page of it, by core's URL builders. */
async function seededPages(site: Site): Promise<string[]> {
  const catalog = catalogResponseSchema.parse(
    await (await fetch(`${origin}/api/products/v2/catalog?locale=${site.locale}`, { headers: apiHeaders(site) })).json(),
  );
  const pages = catalog.categories.map((category) => categoryPath(site.id, category.slug, category.id));
  for (let start = 0; ; start += 100) {
    const search = productSearchResponseSchema.parse(
      await (await fetch(`${origin}/api/products/v2/search/productSearch?locale=${site.locale}&start=${start}&count=100`, { headers: apiHeaders(site) })).json(),
    );
    pages.push(...search.hits.map((hit) => productPath(site.id, hit.slug, hit.id)));
    if (start + 100 >= search.total) break;
  }
  return pages.map((path) => `${origin}${path}`);
}

interface ParsedSitemap {
  readonly parseError: string | null;
  readonly rootName: string;
  readonly urls: { loc: string; alternates: { hreflang: string; href: string }[] }[];
}

/** Parse the sitemap with Chromium's own XML parser: a malformed document is a parse error there. */
async function parseSitemap(xml: string): Promise<ParsedSitemap> {
  const page = await chromium.browser.newPage();
  try {
    return await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      return {
        parseError: error === undefined ? null : (error.textContent ?? 'parse error'),
        rootName: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        urls: [...doc.getElementsByTagNameNS(SITEMAP, 'url')].map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ?? '',
          alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => ({
            hreflang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        })),
      };
    }, xml);
  } finally {
    await page.close();
  }
}

describe('robots.txt', () => {
  it('answers 200 text/plain: crawlers may go everywhere but carts, checkouts, confirmations and the API, and find the sitemap', async () => {
    const response = await fetch(`${origin}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/*/cart', '/*/checkout', '/*/order-confirmation', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('sitemap.xml', () => {
  it('is a valid sitemaps.org document listing every seeded category and product of every site, with hreflang alternates', async () => {
    const response = await fetch(`${origin}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemap = await parseSitemap(await response.text());
    expect(sitemap.parseError).toBeNull();
    expect(sitemap.rootName).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');

    const listed = new Map(sitemap.urls.map((url) => [url.loc, url.alternates]));
    expect(listed.size).toBe(sitemap.urls.length);
    for (const site of ALL_SITES) {
      expect(listed.has(`${origin}/${site.id}`)).toBe(true);
      const pages = await seededPages(site);
      expect(pages.length).toBeGreaterThan(1);
      const missing = pages.filter((page) => !listed.has(page));
      expect(missing, `${site.id} pages missing from the sitemap`).toEqual([]);
      for (const page of pages) {
        const languages = listed.get(page)!.map((alternate) => alternate.hreflang);
        expect(languages, page).toEqual([...ALL_SITES.map((s) => s.locale), 'x-default']);
      }
    }
  });

  it('every address it lists answers 200', async () => {
    const sitemap = await parseSitemap(await (await fetch(`${origin}/sitemap.xml`)).text());
    const sample = sitemap.urls.filter((_, index) => index % 7 === 0);
    for (const { loc } of sample) expect((await fetch(loc, { redirect: 'manual' })).status, loc).toBe(200);
  });
});
