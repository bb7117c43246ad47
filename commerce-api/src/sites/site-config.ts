import type { Currency, SiteId } from '@switchback/core';

export interface ShippingMethodConfig {
  readonly code: string;
  readonly label: string;
  readonly priceMinor: number;
  readonly deliveryTime: string;
}

export interface SiteConfig {
  readonly id: SiteId;
  readonly currency: Currency;
  /** Countries this site delivers to (ISO 3166-1 alpha-2). */
  readonly shipsTo: readonly string[];
  /** Tax rate in basis points (1 bp = 0.01 %). */
  readonly taxBps: number;
  /**
   * true: prices include tax (VAT) and `tax` reports the included part; false: tax is added on top (US sales tax).
   * Rounding rule: see `cart-pricing.ts` (one rounding per cart, half up, on integer minor units).
   */
  readonly taxIncluded: boolean;
  readonly shippingMethods: readonly ShippingMethodConfig[];
}

export const DEFAULT_SITE_ID: SiteId = 'en-us';

export const SITES: Readonly<Record<SiteId, SiteConfig>> = {
  'en-us': {
    id: 'en-us',
    currency: 'USD',
    shipsTo: ['US'],
    taxBps: 825,
    taxIncluded: false,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 599, deliveryTime: '3-5 business days' },
      { code: 'express', label: 'Express', priceMinor: 1499, deliveryTime: '1-2 business days' },
    ],
  },
  'en-gb': {
    id: 'en-gb',
    currency: 'GBP',
    shipsTo: ['GB'],
    taxBps: 2000,
    taxIncluded: true,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 399, deliveryTime: '2-4 working days' },
      { code: 'express', label: 'Next day', priceMinor: 999, deliveryTime: '1 working day' },
    ],
  },
  'fr-fr': {
    id: 'fr-fr',
    currency: 'EUR',
    shipsTo: ['FR', 'MC'],
    taxBps: 2000,
    taxIncluded: true,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 490, deliveryTime: '3-5 jours ouvrés' },
      { code: 'express', label: 'Express', priceMinor: 1290, deliveryTime: '1-2 jours ouvrés' },
    ],
  },
};
