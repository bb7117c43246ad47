import { PRICE_BAND_PATTERN, type SearchFacetId } from '../contract/search-terms';
import { formatMoney } from '../money/money';
import type { SiteId } from '../contract';
import { SITES } from '../sites/sites';

/**
 * Issue 11 §2 search rules every upstream shares (commerce-api's search and FakeCommerce): how a query text splits
 * into words, the price bands of a currency and how they read, and the facets' labels in the site's language.
 */

/** At most this many words of a query are searched (the rest is ignored: a pasted paragraph is not a query). */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of a query text: runs of letters and digits (NFC, lower case), in order, at most MAX_SEARCH_WORDS.
 * Punctuation, quotes, `%`, `_`, emoji and spaces only separate words; a text of none of them has no word.
 */
export function searchWords(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** A text as search compares it: lower case, accents and other combining marks removed (`Évasion` → `evasion`). */
export function foldAccents(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** A price band: from `min` (included) to `max` (excluded; undefined: no upper bound), in minor units. */
export interface PriceBand {
  readonly min: number;
  readonly max: number | undefined;
}

/** The band's refinement value: `5000-10000`, `25000-`. */
export const priceBandValue = (band: PriceBand): string => `${band.min}-${band.max ?? ''}`;

/** A refinement value read back (the contract's PRICE_BAND_PATTERN); undefined when it is not a band or max ≤ min. */
export function parsePriceBand(value: string): PriceBand | undefined {
  const match = PRICE_BAND_PATTERN.exec(value);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === undefined ? undefined : Number(match[2]);
  return max !== undefined && max <= min ? undefined : { min, max };
}

/** Band edges in major units per currency (the shopper's usual price points); other currencies use the default. */
const BAND_EDGES: Readonly<Record<string, readonly number[]>> = {
  USD: [50, 100, 150, 250],
  GBP: [40, 80, 120, 200],
  EUR: [50, 100, 150, 250],
};
const DEFAULT_EDGES = [50, 100, 150, 250] as const;

/** The price facet's bands for a currency: under the first edge, between edges, and from the last edge up. */
export function priceBands(currency: string): PriceBand[] {
  const edges = (BAND_EDGES[currency] ?? DEFAULT_EDGES).map((major) => major * 100);
  return [0, ...edges].map((min, i) => ({ min, max: edges[i] }));
}

/** Whether an amount falls in a band. */
export const inPriceBand = (band: PriceBand, minor: number): boolean => minor >= band.min && (band.max === undefined || minor < band.max);

/** A band as the site's shopper reads it, in the site's currency and language: `Under $50.00`, `50,00 € à 100,00 €`. */
export function priceBandLabel(band: PriceBand, siteId: SiteId): string {
  const site = SITES[siteId];
  const money = (minor: number) => formatMoney(minor, site.currency, site.locale);
  const french = site.language === 'fr';
  if (band.max === undefined) return french ? `${money(band.min)} et plus` : `${money(band.min)} and above`;
  if (band.min === 0) return french ? `Moins de ${money(band.max)}` : `Under ${money(band.max)}`;
  return french ? `${money(band.min)} à ${money(band.max)}` : `${money(band.min)} to ${money(band.max)}`;
}

const FACET_LABELS: Readonly<Record<'en-US' | 'en-GB' | 'fr', Readonly<Record<SearchFacetId, string>>>> = {
  'en-US': { brand: 'Brand', color: 'Color', size: 'Size', price: 'Price', availability: 'Availability' },
  'en-GB': { brand: 'Brand', color: 'Colour', size: 'Size', price: 'Price', availability: 'Availability' },
  fr: { brand: 'Marque', color: 'Couleur', size: 'Taille', price: 'Prix', availability: 'Disponibilité' },
};

/** A facet's name in the site's language (British spelling on en-gb). */
export function searchFacetLabel(facet: SearchFacetId, siteId: SiteId): string {
  const site = SITES[siteId];
  return FACET_LABELS[site.language === 'fr' ? 'fr' : site.locale === 'en-GB' ? 'en-GB' : 'en-US'][facet];
}

/** The availability facet's one value (`in-stock`) in the site's language. */
export const inStockLabel = (siteId: SiteId): string => (SITES[siteId].language === 'fr' ? 'En stock' : 'In stock');
