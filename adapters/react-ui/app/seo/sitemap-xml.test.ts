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
  },
  { site: SITES['en-gb'], categories: [{ id: '1001', slug: 'trail-running' }], products: [{ id: 'RTR0000001', slug: 'ridge-trail-runner' }] },
  { site: SITES['fr-fr'], categories: [{ id: '1001', slug: 'course-en-sentier' }], products: [{ id: 'RTR0000001', slug: 'coureur-de-crete' }] },
];

describe('sitemap', () => {
  const urls = sitemapUrls(ORIGIN, catalogues);
  const locs = urls.map((url) => url.loc);

  it('lists the home, every category and every product page of every site, by core URL rules', () => {
    expect(locs).toEqual([
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
});
