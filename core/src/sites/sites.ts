import { siteIdSchema, type Currency, type SiteId } from '../contract/common.contract';

/** The language of a site's words (message catalogue, product names, search dictionary). */
export type SiteLanguage = 'en' | 'fr';

/**
 * One storefront site (commerce-core §2: the locale segment language-region comes first in every path).
 * The one table of sites: the storefront, the CLI and commerce-api all read it; nobody keeps a copy.
 */
export interface Site {
  /** The locale path segment and the x-site-id header value, e.g. `en-gb`. */
  readonly id: SiteId;
  /** BCP 47 language-region for `Intl`, `<html lang>`, the x-locale header and the locale query, e.g. `en-GB`. */
  readonly locale: string;
  readonly language: SiteLanguage;
  readonly currency: Currency;
  /** The site's home country (ISO 3166-1 alpha-2). */
  readonly country: string;
  /** Countries the site delivers to (ISO 3166-1 alpha-2), the home country first. */
  readonly shipsTo: readonly string[];
  /** The brand the site sells (x-brand header). */
  readonly brand: string;
  /** The site's name in the site switcher, in its own language. */
  readonly label: string;
  /**
   * The IANA time zone of the site's home (the US site's is Denver's, where its flagship store is). Issue 10: a
   * store's opening hours are read in its site's zone (stores carry no zone of their own yet).
   */
  readonly timeZone: string;
  /** Issue 12: the §7 region header; consent is assumed outside EMEA, asked for in EMEA (storefront-experience §4). */
  readonly region: 'NA' | 'EMEA';
}

export const SITES: Readonly<Record<SiteId, Site>> = {
  'en-us': { id: 'en-us', locale: 'en-US', language: 'en', currency: 'USD', country: 'US', shipsTo: ['US'], brand: 'switchback', label: 'United States (USD)', timeZone: 'America/Denver', region: 'NA' },
  'en-gb': { id: 'en-gb', locale: 'en-GB', language: 'en', currency: 'GBP', country: 'GB', shipsTo: ['GB'], brand: 'switchback', label: 'United Kingdom (GBP)', timeZone: 'Europe/London', region: 'EMEA' },
  'fr-fr': { id: 'fr-fr', locale: 'fr-FR', language: 'fr', currency: 'EUR', country: 'FR', shipsTo: ['FR', 'MC'], brand: 'switchback', label: 'France (EUR)', timeZone: 'Europe/Paris', region: 'EMEA' },
};

export const DEFAULT_SITE_ID: SiteId = 'en-us';
export const DEFAULT_SITE: Site = SITES[DEFAULT_SITE_ID];

/** Every site, in the switcher's order. */
export const ALL_SITES: readonly Site[] = siteIdSchema.options.map((id) => SITES[id]);

/** The site of a locale path segment or x-site-id value, or undefined for an unknown one (a 404 on the storefront). */
export function siteById(id: string | undefined | null): Site | undefined {
  const parsed = siteIdSchema.safeParse(id);
  return parsed.success ? SITES[parsed.data] : undefined;
}

/** The site whose BCP 47 locale is `locale` (case-insensitive: `fr-FR`, `fr-fr`), or undefined. */
export function siteByLocale(locale: string | undefined | null): Site | undefined {
  if (locale === undefined || locale === null) return undefined;
  const wanted = locale.toLowerCase();
  return ALL_SITES.find((site) => site.locale.toLowerCase() === wanted);
}

/** Whether the site delivers to the country. */
export const shipsTo = (site: Site, country: string): boolean => site.shipsTo.includes(country.toUpperCase());
