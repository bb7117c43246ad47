import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATE_COOKIE, endpoints, type Endpoint, type EndpointName } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, tokenizeCard,
  type CallOptions, type TestEngine,
} from '../test-support/test-engine';

/**
 * Ownership, generated from the contract: every endpoint that needs a token (`auth: true` in core's `endpoints`) is
 * called by an intruder with ids that belong to someone else, and must answer 404 and change nothing the owner can
 * see. An endpoint is covered by an entry in OWNED (how the owner's ids are put into the intruder's request) or named
 * in TAKES_NO_ID (it acts only on the caller's own things); a new endpoint in neither fails the first test, so no
 * id-taking route can be added without its ownership case.
 */

/** What the owner has: built once, by a guest and by a registered consumer alike. */
interface Owned {
  readonly basketId: string;
  readonly itemId: string;
  readonly upc: string;
  readonly orderNumber: string;
  readonly placedBasketId: string;
  /** Wishlists: the owner's favorites list and one of its items, its share token, saved-for-later list and item. */
  readonly favoriteId: string;
  readonly favoriteItemId: string;
  readonly shareToken: string;
  readonly saveForLaterId: string;
  readonly saveForLaterItemId: string;
  /** Issue 7 consumer: a registered owner's address and saved card (a guest owns none: '' for a guest). */
  readonly addressId: string;
  readonly paymentInstrumentId: string;
  /** Issue 9: a store associate's price adjustment on the owner's cart. */
  readonly adjustmentId: string;
}

interface Principal {
  readonly cookie: string;
  readonly registered?: boolean;
}

/**
 * The intruder's request, made of the owner's ids. May use the intruder's own session (to tokenise a card, say). A
 * `cookie` it gives is sent beside the intruder's own (an associate session, say).
 */
type Intrusion = (owned: Owned, intruder: Principal, engine: TestEngine) => Promise<CallOptions> | CallOptions;

const OWNED: Partial<Record<EndpointName, Intrusion>> = {
  getCart: ({ basketId }) => ({ params: { basketId } }),
  addItem: ({ basketId, upc }) => ({ body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }),
  updateItem: ({ basketId, itemId, upc }) => ({ params: { basketId }, body: { itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 3 } }),
  removeItem: ({ basketId, itemId, upc }) => ({ body: { cartId: basketId, itemId, upc } }),
  setShippingAddress: ({ basketId }) => ({ params: { basketId }, body: [{ ...TEST_ADDRESS, city: 'Boulder', email: 'intruder@example.com' }] }),
  shippingMethods: ({ basketId }) => ({ params: { basketId, shippingId: 'me' } }),
  selectShippingMethod: ({ basketId }) => ({ body: { cartId: basketId, code: 'express' } }),
  setBillingAddress: ({ basketId }) => ({ params: { basketId }, body: { address: { ...TEST_ADDRESS, city: 'Boulder' } } }),
  paymentMethods: ({ basketId }) => ({ params: { basketId } }),
  addPaymentInstrument: async ({ basketId }, intruder, engine) => ({
    params: { basketId },
    body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: await tokenizeCard(engine.app, intruder.cookie, '5555555555554444'), holder: 'Eve' } },
  }),
  prepareOrder: ({ basketId }) => ({ body: { basketId } }),
  placeOrder: ({ basketId }) => ({ body: { cartId: basketId } }),
  getOrder: ({ orderNumber }) => ({ params: { orderId: orderNumber } }),
  addFavorite: ({ favoriteId }) => ({ body: { id: THREE_UNIT_PRODUCT_ID, favoriteId } }),
  removeFavorite: ({ favoriteId, favoriteItemId }) => ({ params: { favoriteId, itemId: favoriteItemId } }),
  shareFavorites: ({ favoriteId }) => ({ params: { favoriteId }, body: {} }),
  addSaveForLater: ({ saveForLaterId, upc }) => ({ body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, saveForLater: saveForLaterId } }),
  moveSaveForLater: ({ basketId, itemId }) => ({ params: { basketId }, body: { action: 'saveForLater', itemId } }),
  removeSaveForLater: ({ saveForLaterId, saveForLaterItemId }) => ({ params: { saveForlaterId: saveForLaterId, itemId: saveForLaterItemId } }),
  // Issue 7 consumer: the owner's address and saved card ids.
  updatePaymentInstrument: ({ paymentInstrumentId }) => ({ params: { paymentInstrumentId }, body: { main: true } }),
  deletePaymentInstrument: ({ paymentInstrumentId }) => ({ params: { paymentInstrumentId } }),
  updateAddress: ({ addressId }) => ({ params: { addressId }, body: { address: { ...TEST_ADDRESS, city: 'Boulder', main: true } } }),
  deleteAddress: ({ addressId }) => ({ params: { addressId } }),
  // Issue 8 after the purchase: the owner's order number (tracking without the order's e-mail, which is the key).
  downloadInvoice: ({ orderNumber }) => ({ body: { orderNumber } }),
  returnLabel: ({ orderNumber }) => ({ params: { orderId: orderNumber }, body: { reason: 'Not mine' } }),
  trackOrder: ({ orderNumber }) => ({ body: { orderNumber } }),
  cancelOrder: ({ orderNumber }) => ({ body: { orderNumber, reason: 'Not mine' } }),
  // Issue 8 support cases: the owner's order named with another e-mail is as unknown as a made-up number, and opens no case.
  contactUs: ({ orderNumber }) => ({ body: { email: 'intruder@example.com', firstName: 'Eve', lastName: 'Intruder', categoryId: 'orders', subjectId: 'order-status', message: 'What is the status of this order?', orderNumber } }),
  // Issue 9 loyalty: the owner's basket named by a member's reward or voucher eligibility call.
  applyReward: ({ basketId }) => ({ params: { basketId }, body: { appliedLoyaltyVoucher: null } }),
  loyaltyVouchers: ({ basketId }) => ({ query: { basketId } }),
  warranty: ({ orderNumber, upc }) => ({ body: { email: 'intruder@example.com', firstName: 'Eve', lastName: 'Intruder', orderNumber, upc, description: 'The sole came off after a week.' } }),
  // Issue 9 gift cards and payment instruments: the owner's basket and order.
  removePaymentInstrument: ({ basketId }) => ({ params: { basketId }, body: { payment_instrument_id: 'pin_OWNERSCARD0001' } }),
  // Issue 10 §3: another principal's order is not theirs to authenticate, nor another's cart to fingerprint.
  patchOrder: ({ orderNumber }) => ({ params: { orderNumber }, body: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'forged.result' } } }),
  deviceFingerPrint: ({ basketId }) => ({ body: { basketId, fingerprint: 'intruder-device-0001' } }),
  resendGiftCardEmail: ({ orderNumber }) => ({ body: { orderNumber } }),
  // Issue 9: coupons on the owner's cart; price adjustments by an intruder who is even a store associate.
  applyCoupon: ({ basketId }) => ({ body: { cartId: basketId, code: 'WELCOME10' } }),
  removeCoupon: ({ basketId }) => ({ body: { cartId: basketId, code: 'WELCOME10' } }),
  addPriceAdjustment: async ({ basketId }) => ({ cookie: await associateCookie(), params: { basketId }, body: { kind: 'PERCENT_OFF', value: 50, reason: 'Intruder' } }),
  updatePriceAdjustment: async ({ basketId, adjustmentId }) => ({
    cookie: await associateCookie(), params: { basketId, adjustmentId }, body: { kind: 'PERCENT_OFF', value: 90, reason: 'Intruder' },
  }),
  removePriceAdjustment: async ({ basketId, adjustmentId }) => ({ cookie: await associateCookie(), params: { basketId, adjustmentId }, body: {} }),
  // Issue 10: the owner's basket's addresses (another principal's cart is never INVALID_CUSTOMER, always 404).
  validateShippingAddress: ({ basketId }) => ({ params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'intruder@example.com' }] }),
  removeShippingAddress: ({ basketId }) => ({ params: { basketId } }),
  removeBillingAddress: ({ basketId }) => ({ params: { basketId } }),
  // Issue 10: who collects the owner's pickup lines.
  setPickupContact: ({ basketId }) => ({ params: { basketId }, body: { email: 'intruder@example.com', contact: 'Eve Intruder' } }),
};

/** Endpoints that need a token but take no id: they act on the caller's own things only. */
const TAKES_NO_ID: readonly EndpointName[] = [
  'createCart', 'changePassword', 'getFavorites', 'getSaveForLater',
  // Issue 7 consumer: the caller's own account.
  'getProfile', 'updateProfile', 'completeProfile', 'getSmsSubscription', 'updateSmsSubscription', 'createSmsSubscription',
  'listPaymentInstruments', 'savePaymentInstrument', 'addAddress', 'updateNotification', 'retrieveUserData',
  // Issue 8: the caller's own orders.
  'purchaseHistory',
  // Issue 9: a gift card is opened by its number and PIN, whoever asks (rate-limited per client).
  'giftCardBalance',
  // Issue 9 loyalty: the caller's own membership.
  'loyaltyToken', 'loyaltyWelcome',
  // Issue 10: a store id belongs to no shopper; its employees' display names are the same for every token holder.
  'storeEmployees',
  // Issue 10: a new payment session of the caller's own.
  'paymentSession',
  // Issue 10: a new cart of the caller's own, with its first lines.
  'cartWithItem', 'reserveWithItem',
  // Issue 11: a notify-me request names a product, a size and an e-mail, never an id of someone's.
  'notifyMe',
  // Issue 12: a newsletter subscription names an e-mail; an event id belongs to no shopper, and the registration read or
  // made is always the caller's own (enrolment.routes.test.ts: another consumer's is EVT404); loyalty is the caller's.
  'newsletterSubscribe', 'registerForEvent', 'getEventRegistration', 'loyaltyEnrol',
  // Issue 12: a decision names a brand; the segment it decides from is always the caller's own.
  'decide',
];

/**
 * Endpoints that take public ids, not owned ones (issue 11): a review, question or answer is everybody's to read,
 * report and vote on; the caller's report or vote is their own row (keyed by their principal). What guards them is
 * not ownership but existence: an unknown id, or one of another product than the path's, answers 404
 * (REVIEW_NOT_FOUND, QUESTION_NOT_FOUND); reviews/review.routes.test.ts proves it for each of these.
 */
const ACTS_ON_SHARED_IDS: readonly EndpointName[] = [
  'getReviews', 'writeReview', 'getQuestions', 'postQuestion', 'flagReview', 'voteReview', 'voteAnswer',
];

const tokenEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].auth);

let engine: TestEngine;

/** A store associate's session cookie (issue 7 associate mode). */
const associateCookie = async (): Promise<string> =>
  `${ASSOCIATE_COOKIE}=${(await engine.internals.tokens.issueAssociate({ storeId: 'STR-DEN-01', storeEmployeeId: 'E1001' }, 3600))._unsafeUnwrap()}`;

/** The owner's cart (ready to order, one line) and a second cart already ordered. */
async function ownedBy(owner: Principal): Promise<Owned> {
  const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  const line = { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 };
  const placedBasketId = await readyCart(engine.app, owner.cookie, line);
  const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: owner.cookie, body: { cartId: placedBasketId } }));
  const basketId = await readyCart(engine.app, owner.cookie, line);
  const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie: owner.cookie, params: { basketId } }));
  const favorites = expectOk('addFavorite', await call(engine.app, 'addFavorite', { cookie: owner.cookie, body: { id: WELL_STOCKED_PRODUCT_ID } }));
  const favoriteId = favorites.favoriteId!;
  const { shareToken } = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie: owner.cookie, params: { favoriteId }, body: {} }));
  const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie: owner.cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 } }));
  let addressId = '';
  let paymentInstrumentId = '';
  if (owner.registered === true) {
    addressId = expectOk('addAddress', await call(engine.app, 'addAddress', { cookie: owner.cookie, body: { address: TEST_ADDRESS } })).addressId!;
    expectOk('addAddress', await call(engine.app, 'addAddress', { cookie: owner.cookie, body: { address: { ...TEST_ADDRESS, city: 'Aurora' } } }));
    const token = await tokenizeCard(engine.app, owner.cookie, '4111111111111111');
    paymentInstrumentId = expectOk('savePaymentInstrument', await call(engine.app, 'savePaymentInstrument', {
      cookie: owner.cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } },
    })).card.paymentInstrumentId;
  }
  const adjusted = expectOk('addPriceAdjustment', await call(engine.app, 'addPriceAdjustment', {
    cookie: `${owner.cookie}; ${await associateCookie()}`, params: { basketId }, body: { kind: 'AMOUNT_OFF', value: 100, reason: 'Scuffed box' },
  }));
  return {
    adjustmentId: adjusted.priceAdjustments[0]!.adjustmentId,
    basketId, itemId: cart.items[0]!.id, upc, orderNumber: placed.orderNumber, placedBasketId,
    favoriteId, favoriteItemId: favorites.items[0]!.itemId, shareToken,
    saveForLaterId: saved.saveForLaterId!, saveForLaterItemId: saved.items[0]!.itemId,
    addressId, paymentInstrumentId,
  };
}

/** Issue 8: the support cases that name the owner's order (an intruder's refused claim must not add one). */
async function supportCasesOn(orderNumber: string): Promise<number> {
  const counted = await engine.internals.db.query<{ n: string }>('SELECT count(*) AS n FROM support_cases WHERE order_number = $1', [orderNumber]);
  return Number(counted.rows[0]!.n);
}

/** Everything of the owner's that an intruder's call could change, as the owner reads it. */
async function ownerView(owner: Principal, owned: Owned): Promise<unknown> {
  const cart = await call(engine.app, 'getCart', { cookie: owner.cookie, params: { basketId: owned.basketId } });
  const order = await call(engine.app, 'getOrder', { cookie: owner.cookie, params: { orderId: owned.orderNumber } });
  const favorites = await call(engine.app, 'getFavorites', { cookie: owner.cookie });
  const shared = await call(engine.app, 'getSharedFavorites', { params: { favoriteId: owned.favoriteId }, query: { token: owned.shareToken } });
  const saved = await call(engine.app, 'getSaveForLater', { cookie: owner.cookie });
  const lists = { favorites: favorites.json(), shared: shared.json(), saved: saved.json(), supportCases: await supportCasesOn(owned.orderNumber) };
  if (owner.registered !== true) return { cart: cart.json(), order: order.json(), ...lists };
  const profile = await call(engine.app, 'getProfile', { cookie: owner.cookie });
  const wallet = await call(engine.app, 'listPaymentInstruments', { cookie: owner.cookie });
  return { cart: cart.json(), order: order.json(), ...lists, profile: profile.json(), wallet: wallet.json() };
}

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

describe('ownership, generated from the contract', () => {
  it('every endpoint that needs a token has an ownership case or takes no id', () => {
    const uncovered = tokenEndpoints.filter((name) => OWNED[name] === undefined && !TAKES_NO_ID.includes(name) && !ACTS_ON_SHARED_IDS.includes(name));
    expect(uncovered, 'add an OWNED entry (or, if it takes no id, a TAKES_NO_ID entry) for these').toEqual([]);
    expect(Object.keys(OWNED).filter((name) => !tokenEndpoints.includes(name as EndpointName))).toEqual([]);
  });

  const pairs = [
    { owner: 'a guest', intruder: 'another guest' },
    { owner: 'a registered consumer', intruder: 'another registered consumer' },
    { owner: 'a guest', intruder: 'a registered consumer' },
    { owner: 'a registered consumer', intruder: 'a guest' },
  ] as const;
  const principal = async (who: string): Promise<Principal> =>
    who.includes('registered') ? { cookie: (await consumerCookie(engine)).cookie, registered: true } : { cookie: await guestCookie(engine.app) };

  for (const { owner: ownerKind, intruder: intruderKind } of pairs) {
    describe(`${intruderKind} using ${ownerKind}'s ids`, () => {
      let owner: Principal;
      let intruder: Principal;
      let owned: Owned;
      beforeAll(async () => {
        owner = await principal(ownerKind);
        intruder = await principal(intruderKind);
        owned = await ownedBy(owner);
      });

      for (const name of Object.keys(OWNED) as EndpointName[]) {
        const consumerOnly = (endpoints[name] as Endpoint).registered === true;
        if (consumerOnly && !intruderKind.includes('registered')) continue;
        // A guest owns no consumer objects (addresses, saved cards): nothing of theirs to intrude on.
        if (consumerOnly && !ownerKind.includes('registered')) continue;
        it(`${endpoints[name].method} ${endpoints[name].path} (${name}) answers 404 and changes nothing`, async () => {
          const before = await ownerView(owner, owned);
          const options = await OWNED[name]!(owned, intruder, engine);
          const cookie = options.cookie === undefined ? intruder.cookie : `${intruder.cookie}; ${options.cookie}`;
          const response = await call(engine.app, name, { ...options, cookie });
          expect(response.statusCode, response.body).toBe(404);
          expect(await ownerView(owner, owned)).toEqual(before);
        });
      }
    });
  }
});
