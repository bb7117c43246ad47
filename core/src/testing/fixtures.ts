import type { AddressInput, ProductDetails, ShippingMethodOption, TokenizeCardRequest } from '../contract';
import { SANDBOX_CARDS } from '../contract';

/**
 * A product in two colours and three sizes: Black in every size, Red 8 orderable, Red 9 sold out, no Red 10.
 * Prices: 120.00 list, 90.00 sale.
 */
export function aProduct(overrides: Partial<ProductDetails> = {}): ProductDetails {
  const variant = (upc: string, color: string, size: string, orderable: boolean) => ({
    upc, color, size, orderable, price: { original: 12_000, current: 9_000 },
  });
  return {
    id: 'TRAILRUN01',
    name: 'Trail Runner',
    slug: 'trail-runner',
    brand: 'Switchback',
    categoryId: '1001',
    description: 'A light trail shoe.',
    currency: 'USD',
    presale: false,
    colors: [
      { code: 'BLK', name: 'Black', swatch: '#000000' },
      { code: 'RED', name: 'Red', swatch: '#cc0000' },
    ],
    sizes: ['8', '9', '10'],
    images: [{ url: '/images/TRAILRUN01-BLK.svg', alt: 'Trail Runner in Black', color: 'BLK' }],
    variants: [
      variant('000000000108', 'BLK', '8', true),
      variant('000000000109', 'BLK', '9', true),
      variant('000000000110', 'BLK', '10', true),
      variant('000000000208', 'RED', '8', true),
      variant('000000000209', 'RED', '9', false),
    ],
    price: { highCurrent: 9_000, lowCurrent: 9_000, highOriginal: 12_000, lowOriginal: 12_000 },
    promotions: [],
    ...overrides,
  };
}

export function anAddress(overrides: Partial<AddressInput> = {}): AddressInput {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1 Loop Road',
    city: 'Portland',
    postalCode: '97201',
    province: 'OR',
    countryCode: 'US',
    phone: '+1 503 555 0100',
    ...overrides,
  };
}

/** A card the sandbox authorises (pass `number: SANDBOX_CARDS.declines` for one it declines). */
export function aCard(overrides: Partial<TokenizeCardRequest> = {}): TokenizeCardRequest {
  return { number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace', ...overrides };
}

export function someShippingMethods(): ShippingMethodOption[] {
  return [
    { code: 'standard', label: 'Standard', price: { amount: 500 }, deliveryTime: '3-5 days', selected: false },
    { code: 'express', label: 'Express', price: { amount: 1_500 }, deliveryTime: '1-2 days', selected: false },
  ];
}
