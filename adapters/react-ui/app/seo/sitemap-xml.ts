import { categoryPath, DEFAULT_SITE_ID, productPath, type Site } from '@switchback/core';
import type { SiteCatalogue } from './site-catalogue';
import { articlePath } from '../articles/article-paths';

/** One <url> of the sitemap: its address and the same page on every site that has it (hreflang alternates). */
export interface SitemapUrl {
  readonly loc: string;
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

type PageKind = 'home' | 'category' | 'product' | 'article' | 'content';

/** The path of a page of a site, by core's URL builders. */
function pathOf(kind: PageKind, site: Site, page: { id: string; slug: string }): string {
  switch (kind) {
    case 'home':
      return `/${site.id}`;
    case 'category':
      return categoryPath(site.id, page.slug, page.id);
    case 'product':
      return productPath(site.id, page.slug, page.id);
    case 'article':
      return articlePath.article(site, page.slug);
    // Issue 12 §2: the content pages (help, loyalty, the terms pages, privacy, how to return) at their fixed paths.
    case 'content':
      return `/${site.id}/${page.slug}`;
  }
}

/**
 * Every home, category, product and article page of every site, each with its alternates: the same id on each site that
 * sells it (in that site's language, so with that site's slug), plus x-default on the default site.
 */
export function sitemapUrls(origin: string, catalogues: readonly SiteCatalogue[]): SitemapUrl[] {
  const HOME = [{ id: 'home', slug: '' }];
  const pagesOf = (catalogue: SiteCatalogue, kind: PageKind) =>
    kind === 'home' ? HOME : kind === 'category' ? catalogue.categories : kind === 'product' ? catalogue.products
      : kind === 'article' ? catalogue.articles ?? [] : catalogue.contentPages ?? [];
  const urls: SitemapUrl[] = [];
  for (const kind of ['home', 'category', 'product', 'article', 'content'] as const) {
    /** id → the page's URL on each site that has it, in site order. */
    const bySite = new Map<string, { site: Site; href: string }[]>();
    for (const catalogue of catalogues) {
      for (const page of pagesOf(catalogue, kind)) {
        const versions = bySite.get(page.id) ?? [];
        versions.push({ site: catalogue.site, href: `${origin}${pathOf(kind, catalogue.site, page)}` });
        bySite.set(page.id, versions);
      }
    }
    for (const versions of bySite.values()) {
      const alternates = versions.map(({ site, href }) => ({ hreflang: site.locale, href }));
      const fallback = versions.find(({ site }) => site.id === DEFAULT_SITE_ID);
      if (fallback !== undefined && versions.length > 1) alternates.push({ hreflang: 'x-default', href: fallback.href });
      for (const { href } of versions) urls.push({ loc: href, alternates: versions.length > 1 ? alternates : [] });
    }
  }
  return urls;
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemaps.org document, with Google's xhtml:link hreflang alternates. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    for (const alternate of url.alternates) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
