import { CART_WITHOUT_PROMOTIONS, storedAddress, type AddressInput, type Cart, type ErrorAnswer, type PlaceOrderResponse, type ServerTimeResponse, type TokenResponse } from '@switchback/core';

/** Answers shaped exactly like the contract, for tests that stand in for the upstream with nock. */
export const tokenAnswer: TokenResponse = { tokenType: 'Guest', usid: 'usid-7f3a', customerId: 'guest-42', expiresIn: 1800 };

export const serverTimeAnswer: ServerTimeResponse = { timestamp: '2030-01-02T03:04:05.000Z', epochMs: 1893553445000 };

export const emptyCartAnswer: Cart = {
  basketId: 'bsk_0123456789',
  currency: 'USD',
  customerEmail: null,
  pickupContact: null,
  items: [],
  totalItems: 0,
  totals: { itemTotal: 0, shipping: 0, tax: 0, totalDiscount: 0, total: 0, remainingToPay: 0, totalUnits: 0, currency: 'USD', promotionDiscount: 0, appliedRewards: 0 },
  shippingAddress: null,
  billingAddress: null,
  shippingMethods: { shippingId: 'me', applicableShippingMethods: [] },
  payment_instruments: [],
  flash: [],
  ...CART_WITHOUT_PROMOTIONS,
};

/**
 * The guest's address and e-mail: the one fixture of the HTTP adapter. The recorded guest scenario
 * (contract/guest-checkout.scenario.ts) ships and bills to it, the nock answers below carry it.
 */
export const guestAddress: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Market Street',
  city: 'San Francisco',
  postalCode: '94105',
  province: 'CA',
  countryCode: 'US',
  phone: '+1 415 555 0100',
};
export const guestEmail = 'ada@example.com';

export const placedOrderAnswer: PlaceOrderResponse = {
  orderNumber: 'SB-000123',
  flash: [],
  order: {
    orderNumber: 'SB-000123',
    basketId: emptyCartAnswer.basketId,
    status: 'CREATED',
    createdAt: '2030-01-02T03:04:05.000Z',
    currency: 'USD',
    customerEmail: guestEmail,
    items: [],
    totals: emptyCartAnswer.totals,
    shippingAddress: storedAddress(guestAddress, 'addr-S', 'S'),
    billingAddress: storedAddress(guestAddress, 'addr-B', 'B'),
    shipments: [{ shipmentId: 'me', shippingMethod: 'STANDARD', status: 'PENDING' }],
    paymentMethods: [{ code: 'CREDIT_CARD', id: 'pi-1', type: 'visa', last4: '1111' }],
    statusHistory: [{ status: 'CREATED', at: '2030-01-02T03:04:05.000Z', actor: 'SYSTEM' }],
    actions: { cancel: true, returnLabel: false },
    promoSummary: [], orderPromotions: [], couponItems: [], priceAdjustments: [], reward: null, bounceBackVouchers: [],
  },
};

/** The §8 answer of a guest call whose token has expired (or is missing). */
export const unauthorizedAnswer = (correlationId = 'corr-401'): ErrorAnswer => ({
  errorDetails: [{ errorId: 'UNAUTHORIZED', message: 'Your session has expired. Please try again.' }],
  statusCode: 401,
  correlationId,
  appId: 'commerce-api',
});
