import { SITES, type PrintableAddress, type SiteId } from '@switchback/core';

/**
 * The seller on the invoice and the returns warehouse on the return label, per site (issue 8 §1): the one place these
 * addresses are kept. Keyed by core's site ids, so a site added to core's table without its addresses fails the
 * typecheck; the brand's name is core's (`SITES[id].brand`).
 */
export interface BrandAddresses {
  /** The selling entity of the site, as printed on its invoices. */
  readonly seller: { readonly name: string; readonly address: PrintableAddress; readonly taxId?: string };
  /** Where the site's returns are sent. */
  readonly returns: { readonly name: string; readonly address: PrintableAddress };
}

export const BRAND_ADDRESSES: Readonly<Record<SiteId, BrandAddresses>> = {
  'en-us': {
    seller: { name: 'Switchback Outdoor Inc.', address: { addressLine1: '1550 Wewatta St', city: 'Denver', province: 'CO', postalCode: '80202', countryCode: 'US' } },
    returns: { name: 'Switchback Returns', address: { addressLine1: '4800 Dahlia St', addressLine2: 'Dock 7', city: 'Denver', province: 'CO', postalCode: '80216', countryCode: 'US' } },
  },
  'en-gb': {
    seller: {
      name: 'Switchback Outdoor UK Ltd', taxId: 'GB 123 4567 89',
      address: { addressLine1: '20 Brewer Street', city: 'London', postalCode: 'W1F 0SH', countryCode: 'GB' },
    },
    returns: { name: 'Switchback Returns UK', address: { addressLine1: 'Unit 4, Magna Park', addressLine2: 'Mill Road', city: 'Lutterworth', postalCode: 'LE17 4XH', countryCode: 'GB' } },
  },
  'fr-fr': {
    seller: {
      name: 'Switchback Outdoor France SAS', taxId: 'FR 12 345678901',
      address: { addressLine1: '18 rue de la Roquette', city: 'Paris', postalCode: '75011', countryCode: 'FR' },
    },
    returns: { name: 'Switchback Retours', address: { addressLine1: 'ZAC des Portes du Rhône', addressLine2: '3 allée des Sorbiers', city: 'Saint-Priest', postalCode: '69800', countryCode: 'FR' } },
  },
};

/** The brand's display name for a site (core's site table). */
export const brandName = (siteId: SiteId): string => {
  const brand = SITES[siteId].brand;
  return brand.charAt(0).toUpperCase() + brand.slice(1);
};
