import type { Cart, ServerTimeResponse, TokenResponse } from '@switchback/core';

/** Answers shaped exactly like the contract, for tests that stand in for the upstream with nock. */
export const tokenAnswer: TokenResponse = { tokenType: 'Guest', usid: 'usid-7f3a', customerId: 'guest-42', expiresIn: 1800 };

export const serverTimeAnswer: ServerTimeResponse = { timestamp: '2030-01-02T03:04:05.000Z', epochMs: 1893553445000 };

export const emptyCartAnswer: Cart = {
  basketId: 'bsk_0123456789',
  currency: 'USD',
  customerEmail: null,
  items: [],
  totalItems: 0,
  totals: { itemTotal: 0, shipping: 0, tax: 0, totalDiscount: 0, total: 0, remainingToPay: 0, totalUnits: 0, currency: 'USD' },
  shippingAddress: null,
  billingAddress: null,
  shippingMethods: { shippingId: 'me', applicableShippingMethods: [] },
  payment_instruments: [],
  flash: [],
};
