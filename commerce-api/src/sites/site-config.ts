import type { SiteId } from '@switchback/core';

/**
 * The API's own pricing configuration per site: tax and shipping methods. Everything else about a site (locale,
 * currency, countries shipped to, brand) is core's one site table (`SITES`, `siteById`, `shipsTo` in
 * `@switchback/core`); nothing here repeats it.
 */
export interface ShippingMethodConfig {
  readonly code: string;
  readonly label: string;
  readonly priceMinor: number;
  readonly deliveryTime: string;
  /** Issue 10: ships only what the warehouse holds now (express): not applicable while a home line is short (core `applicableHomeMethods`). */
  readonly needsWarehouseStock?: boolean;
}

export interface SitePricing {
  /** Tax rate in basis points (1 bp = 0.01 %). */
  readonly taxBps: number;
  /**
   * true: prices include tax (VAT) and `tax` reports the included part; false: tax is added on top (US sales tax).
   * Rounding rule: see core's `cart/cart-pricing.ts` (one rounding per cart, half up, on integer minor units).
   */
  readonly taxIncluded: boolean;
  readonly shippingMethods: readonly ShippingMethodConfig[];
}

/** Keyed by core's site ids: a site added to core's table without pricing here fails the typecheck. */
export const SITE_PRICING: Readonly<Record<SiteId, SitePricing>> = {
  'en-us': {
    taxBps: 825,
    taxIncluded: false,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 599, deliveryTime: '3-5 business days' },
      { code: 'express', label: 'Express', priceMinor: 1499, deliveryTime: '1-2 business days', needsWarehouseStock: true },
    ],
  },
  'en-gb': {
    taxBps: 2000,
    taxIncluded: true,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 399, deliveryTime: '2-4 working days' },
      { code: 'express', label: 'Next day', priceMinor: 999, deliveryTime: '1 working day', needsWarehouseStock: true },
    ],
  },
  'fr-fr': {
    taxBps: 2000,
    taxIncluded: true,
    shippingMethods: [
      { code: 'standard', label: 'Standard', priceMinor: 490, deliveryTime: '3-5 jours ouvrés' },
      { code: 'express', label: 'Express', priceMinor: 1290, deliveryTime: '1-2 jours ouvrés', needsWarehouseStock: true },
    ],
  },
};
