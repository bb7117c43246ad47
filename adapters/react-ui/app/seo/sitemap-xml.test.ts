import { CONTENT_PAGE_PATHS } from '../content/content-pages';
import { describe, expect, it } from 'vitest';
import { SITES } from '@switchback/core';
import type { SiteCatalogue } from './site-catalogue';
import { sitemapUrls, sitemapXml } from './sitemap-xml';

const ORIGIN = 'https://shop.example';

const catalogues: SiteCatalogue[] = [
  {
    site: SITES['en-us'],
    categories: [{ id: '1001', slug: 'trail-running' }],
    products: [{ id: 'RTR0000001', slug: 'ridge-trail-runner' }, { id: 'USONLY0001', slug: 'stars-and-stripes-cap' }],
    contentPages: CONTENT_PAGE_PATHS.map((path) => ({ id: path, slug: path })),
  },
  { site: SITES['en-gb'], categories: [{ id: '1001', slug: 'trail-running' }], products: [{ id: 'RTR0000001', slug: 'ridge-trail-runner' }], contentPages: CONTENT_PAGE_PATHS.map((path) => ({ id: path, slug: path })) },
  // A site whose content service has only the privacy page lists only that one.
  { site: SITES['fr-fr'], categories: [{ id: '1001', slug: 'course-en-sentier' }], products: [{ id: 'RTR0000001', slug: 'coureur-de-crete' }], contentPages: [{ id: 'privacy', slug: 'privacy' }] },
];

describe('sitemap', () => {
  const urls = sitemapUrls(ORIGIN, catalogues);
  const locs = urls.map((url) => url.loc);

  it('lists the home, every category and every product page of every site, by core URL rules, then the content pages', () => {
    expect(locs.slice(0, 10)).toEqual([
      `${ORIGIN}/en-us`,
      `${ORIGIN}/en-gb`,
      `${ORIGIN}/fr-fr`,
      `${ORIGIN}/en-us/c/trail-running-1001`,
      `${ORIGIN}/en-gb/c/trail-running-1001`,
      `${ORIGIN}/fr-fr/c/course-en-sentier-1001`,
      `${ORIGIN}/en-us/p/ridge-trail-runner-RTR0000001`,
      `${ORIGIN}/en-gb/p/ridge-trail-runner-RTR0000001`,
      `${ORIGIN}/fr-fr/p/coureur-de-crete-RTR0000001`,
      `${ORIGIN}/en-us/p/stars-and-stripes-cap-USONLY0001`,
    ]);
    // Issue 12 §2: each content page the content service has, on each site that has it.
    expect(locs.slice(10)).toEqual(CONTENT_PAGE_PATHS.flatMap((path) => (path === 'privacy' ? ['en-us', 'en-gb', 'fr-fr'] : ['en-us', 'en-gb']).map((site) => `${ORIGIN}/${site}/${path}`)));
    expect(locs).not.toContain(`${ORIGIN}/fr-fr/loyalty`);
  });

  it("each page names the same page on every site, in that site's language, and the default site as x-default", () => {
    const french = urls.find((url) => url.loc === `${ORIGIN}/fr-fr/p/coureur-de-crete-RTR0000001`);
    expect(french?.alternates).toEqual([
      { hreflang: 'en-US', href: `${ORIGIN}/en-us/p/ridge-trail-runner-RTR0000001` },
      { hreflang: 'en-GB', href: `${ORIGIN}/en-gb/p/ridge-trail-runner-RTR0000001` },
      { hreflang: 'fr-FR', href: `${ORIGIN}/fr-fr/p/coureur-de-crete-RTR0000001` },
      { hreflang: 'x-default', href: `${ORIGIN}/en-us/p/ridge-trail-runner-RTR0000001` },
    ]);
  });

  it('a page only one site has gets no alternates', () => {
    expect(urls.find((url) => url.loc.endsWith('USONLY0001'))?.alternates).toEqual([]);
  });

  it('writes a sitemaps.org urlset with xhtml:link alternates, escaping what XML needs escaped', () => {
    const xml = sitemapXml([{ loc: `${ORIGIN}/en-us/c/a-1001?x=1&y=<2>`, alternates: [{ hreflang: 'en-US', href: `${ORIGIN}/"q"` }] }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        `    <loc>${ORIGIN}/en-us/c/a-1001?x=1&amp;y=&lt;2&gt;</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/&quot;q&quot;"/>`,
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists the article pages of each site (issue 12), the same document on two sites as alternates', () => {
    const withArticles = sitemapUrls(ORIGIN, [
      { ...catalogues[0]!, articles: [{ id: 'trail-shoe-care', slug: 'trail-shoe-care' }, { id: 'us-trails', slug: 'us-trails' }] },
      { ...catalogues[1]!, articles: [{ id: 'trail-shoe-care', slug: 'trail-shoe-care' }] },
      catalogues[2]!,
    ]);
    const articles = withArticles.filter((url) => url.loc.includes('/articles/'));
    expect(articles.map((url) => url.loc)).toEqual([
      `${ORIGIN}/en-us/articles/trail-shoe-care`,
      `${ORIGIN}/en-gb/articles/trail-shoe-care`,
      `${ORIGIN}/en-us/articles/us-trails`,
    ]);
    expect(articles[1]!.alternates.map((alternate) => alternate.hreflang)).toEqual(['en-US', 'en-GB', 'x-default']);
    expect(articles[2]!.alternates).toEqual([]);
  });
});
