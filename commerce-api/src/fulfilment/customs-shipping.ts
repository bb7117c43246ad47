import type { ShippingMethodsResponse, SiteId } from '@switchback/core';

/** §7: the shipping id of made-to-order (customs) products, beside the home shipment "me". */
export const CUSTOMS_SHIPPING_ID = 'customs';

/** Made-to-order products are built then shipped home: one method per site, its price and lead time. */
const CUSTOMS_METHODS: Readonly<Record<SiteId, { label: string; priceMinor: number; deliveryTime: string }>> = {
  'en-us': { label: 'Made to order', priceMinor: 999, deliveryTime: '14-21 business days' },
  'en-gb': { label: 'Made to order', priceMinor: 699, deliveryTime: '14-21 working days' },
  'fr-fr': { label: 'Fabriqué sur commande', priceMinor: 790, deliveryTime: '14-21 jours ouvrés' },
};

/** GET …/shippingMethod/customs: the customs method of the cart's site (code `customs`, core §5 classifies it). */
export function customsShippingMethods(siteId: SiteId): ShippingMethodsResponse {
  const method = CUSTOMS_METHODS[siteId];
  return {
    shippingId: CUSTOMS_SHIPPING_ID,
    applicableShippingMethods: [{ code: 'customs', label: method.label, price: { amount: method.priceMinor }, deliveryTime: method.deliveryTime, selected: false }],
  };
}
