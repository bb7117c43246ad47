import { siteIdSchema, type Currency, type SiteId } from '@switchback/core';

/** A storefront site: the locale segment of every path (§2), its API locale, currency and home country. */
export interface Site {
  readonly id: SiteId;
  /** The language-region form the API expects in the locale query and header (§7). */
  readonly locale: string;
  readonly currency: Currency;
  readonly country: string;
  readonly label: string;
}

export const SITES: Readonly<Record<SiteId, Site>> = {
  'en-us': { id: 'en-us', locale: 'en-US', currency: 'USD', country: 'US', label: 'United States (USD)' },
  'en-gb': { id: 'en-gb', locale: 'en-GB', currency: 'GBP', country: 'GB', label: 'United Kingdom (GBP)' },
  'fr-fr': { id: 'fr-fr', locale: 'fr-FR', currency: 'EUR', country: 'FR', label: 'France (EUR)' },
};

export const DEFAULT_SITE: Site = SITES['en-us'];

/** The site of a locale path segment, or undefined for an unknown locale (which is a 404). */
export function siteFromSegment(segment: string | undefined): Site | undefined {
  const parsed = siteIdSchema.safeParse(segment);
  return parsed.success ? SITES[parsed.data] : undefined;
}

/** Storefront paths of a site (§2 table). */
export const sitePath = {
  home: (site: Site) => `/${site.id}`,
  category: (site: Site, slug: string, categoryId: string) => `/${site.id}/c/${slug}-${categoryId}`,
  product: (site: Site, slug: string, productId: string) => `/${site.id}/p/${slug}-${productId}`,
  cart: (site: Site) => `/${site.id}/cart`,
  checkout: (site: Site) => `/${site.id}/checkout`,
  orderConfirmation: (site: Site) => `/${site.id}/order-confirmation`,
};
