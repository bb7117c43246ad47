import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SANDBOX_TOKENIZE_PATH, type EndpointName } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, type CallOptions,
  type TestEngine,
} from '../test-support/test-engine';

let engine: TestEngine;
let cookie: string;
let basketId: string;
let orderNumber: string;
let upc: string;
let itemId: string;
/** Issue 7 consumer calls: a registered consumer's cookie. */
let consumer: string;

beforeAll(async () => {
  engine = await startTestEngine();
  const { app } = engine;
  consumer = (await consumerCookie(engine)).cookie;
  cookie = await guestCookie(app);
  upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
  const ordered = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
  orderNumber = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: ordered } })).orderNumber;
  basketId = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} })).basketId;
  itemId = expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 }] } }))
    .items[0]!.id;
});
afterAll(async () => {
  await engine?.close();
});

/**
 * Which answers carry customer data, decided here from what each call returns (not from the router's own rule):
 * the guest token, carts, checkout, orders. The catalogue and the server time are the same for everyone.
 * A Record over every endpoint name, so a new endpoint does not compile until it is classified here.
 */
const CUSTOMER_DATA: Record<EndpointName, boolean> = {
  guestToken: true,
  catalog: false,
  productSearch: false,
  autoSuggest: false,
  productDetails: false,
  productInventory: false,
  createCart: true,
  getCart: true,
  addItem: true,
  updateItem: true,
  removeItem: true,
  setShippingAddress: true,
  shippingMethods: true,
  selectShippingMethod: true,
  setBillingAddress: true,
  paymentMethods: true,
  addPaymentInstrument: true,
  prepareOrder: true,
  placeOrder: true,
  getOrder: true,
  serverTime: false,
  // Issue 7 consumer: every account call carries the consumer's data; the country list is the same for everyone.
  getProfile: true, updateProfile: true, completeProfile: true, getSmsSubscription: true, updateSmsSubscription: true,
  createSmsSubscription: true, listPaymentInstruments: true, savePaymentInstrument: true, updatePaymentInstrument: true,
  deletePaymentInstrument: true, addAddress: true, updateAddress: true, deleteAddress: true, updateNotification: true,
  retrieveUserData: true, countryList: false,
  // Issue 7 authentication: who has an account, codes, sessions.
  signUp: true,
  signIn: true,
  signOut: true,
  changePassword: true,
  resetPassword: true,
  confirmForgotPassword: true,
  agentLogin: true,
  lookup: true,
  getFavorites: true,
  addFavorite: true,
  removeFavorite: true,
  shareFavorites: true,
  getSharedFavorites: true,
  getSaveForLater: true,
  addSaveForLater: true,
  moveSaveForLater: true,
  removeSaveForLater: true,
  // Issue 8: orders, cases and support views are someone's; the contact categories are the same for everyone.
  purchaseHistory: true, downloadInvoice: true, returnLabel: true, trackOrder: true, cancelOrder: true, contactUs: true,
  contactUsCategories: false, warranty: true, supportOrder: true, supportOrderList: true, supportShipOrder: true,
  supportDeliverOrder: true, supportBasketTrail: true, supportReceiveReturn: true,
  // Issue 9: carts, gift cards, loyalty and support's promotions and gift cards are someone's (or confidential).
  applyCoupon: true, removeCoupon: true, giftCardBalance: true, applyReward: true, addPriceAdjustment: true, updatePriceAdjustment: true,
  removePriceAdjustment: true, removePaymentInstrument: true, loyaltyToken: true, loyaltyWelcome: true, loyaltyVouchers: true,
  resendGiftCardEmail: true, supportPromotionList: true, supportCreatePromotion: true, supportIssueGiftCard: true,
  // Issue 10: stores, stock and address forms are the same for everyone; a store's employees are people: never stored.
  searchStores: false, collectionPoints: false, storeInventory: false, productAvailability: false, utilityStores: false,
  storeEmployees: true, countryI18n: false,
  // Issue 10: a cart's addresses, and support's product sale state (confidential).
  validateShippingAddress: true, removeShippingAddress: true, removeBillingAddress: true, supportUpdateProductSale: true,
  // Issue 10 §3: an order's authentication, a cart's device fingerprint.
  patchOrder: true, deviceFingerPrint: true,
  // Issue 10: a payment session is the shopper's own.
  paymentSession: true,
  // Issue 10: carts with pickup lines and who collects them are the shopper's.
  cartWithItem: true, reserveWithItem: true, setPickupContact: true, supportStoreStock: true, supportSetStoreStock: true,
  // Issue 11: product sets are the same for everyone; a notify-me request holds the shopper's e-mail.
  productSets: false, productSet: false, notifyMe: true,
  // Issue 11: recommendations are the same for everyone asking the same question.
  widgetRecommendations: false,
  // Issue 11: reviews and questions carry the caller's own votes, reports and review; a translation is everyone's.
  getReviews: true, writeReview: true, getQuestions: true, postQuestion: true, flagReview: true, voteReview: true, voteAnswer: true,
  translateReview: false,
  // Issue 12: content is the same for every shopper of a site.
  contentAugmentedPage: false, contentCategory: false, contentSearch: false, contentFooter: false, contentFragment: false,
  contentMenu: false, contentPage: false, contentChildren: false, contentPopUps: false, contentProduct: false, contentShowcase: false,
  articleSearch: false,
  // Issue 12 internal content is the same for everyone; support's content export and import are confidential.
  componentCompare: false, componentCollections: false, componentFooter: false, componentFootSizes: false, componentSearchHub: false,
  componentSizeChart: false, componentUtility: false, pageLocationSelector: false, internalPage: false,
  supportContentExport: true, supportContentImport: true,
  // Issue 12 enrolment: a subscription holds the shopper's e-mail; an event is the same for everyone; a registration and
  // a loyalty enrolment are the consumer's own.
  newsletterSubscribe: true, getEvent: false, registerForEvent: true, getEventRegistration: true, loyaltyEnrol: true,
  // Issue 12 experience: a decision is the caller's (their segment); the datafile is everyone's; ingest answers carry a count.
  decide: true, experimentationDatafile: false, experimentationEvents: false, performanceIngest: false,
};

/** A valid call of each endpoint (a few end in a business error, e.g. the card token is unknown: still customer data). */
const sample = (name: EndpointName): CallOptions => {
  switch (name) {
    case 'guestToken': return { body: { type: 'Guest' }, cookie };
    case 'catalog': case 'serverTime': return {};
    case 'productSearch': return { query: { categoryId: '1001' } };
    case 'autoSuggest': return { query: { q: 'ridge' } };
    case 'productDetails': case 'productInventory': return { params: { productId: WELL_STOCKED_PRODUCT_ID } };
    case 'createCart': return { cookie, body: {} };
    case 'getCart': case 'paymentMethods': return { cookie, params: { basketId } };
    case 'addItem': return { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } };
    case 'updateItem': return { cookie, params: { basketId }, body: { itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 } };
    case 'removeItem': return { cookie, body: { cartId: basketId, itemId: 'itm_unknown1', upc } };
    case 'setShippingAddress': return { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] };
    case 'shippingMethods': return { cookie, params: { basketId, shippingId: 'me' } };
    case 'selectShippingMethod': return { cookie, body: { cartId: basketId, code: 'standard' } };
    case 'setBillingAddress': return { cookie, params: { basketId }, body: { address: TEST_ADDRESS } };
    case 'addPaymentInstrument':
      return { cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: 'tok_unknownunknown00', holder: 'Ada' } } };
    case 'prepareOrder': return { cookie, body: { basketId } };
    case 'placeOrder': return { cookie, body: { cartId: basketId } };
    case 'getOrder': return { cookie, params: { orderId: orderNumber } };
    // Issue 7 consumer (some end in a business error: an unknown id is still the consumer's answer).
    case 'getProfile': case 'getSmsSubscription': case 'listPaymentInstruments': return { cookie: consumer };
    case 'updateProfile': case 'completeProfile': return { cookie: consumer, body: { consumerProfile: { consumerDetails: { firstName: 'Ada' } } } };
    case 'updateSmsSubscription': return { cookie: consumer, body: { optin: false } };
    case 'createSmsSubscription': return { cookie: consumer, body: { countryCode: 'US', phone: '303 555 0100', optin: true } };
    case 'savePaymentInstrument': return { cookie: consumer, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: 'tok_unknownunknown00', holder: 'Ada' } } };
    case 'updatePaymentInstrument': return { cookie: consumer, params: { paymentInstrumentId: 'pi_unknown00' }, body: { main: true } };
    case 'deletePaymentInstrument': return { cookie: consumer, params: { paymentInstrumentId: 'pi_unknown00' } };
    case 'addAddress': return { cookie: consumer, body: { address: TEST_ADDRESS } };
    case 'updateAddress': return { cookie: consumer, params: { addressId: 'Sunknown00' }, body: { address: TEST_ADDRESS } };
    case 'deleteAddress': return { cookie: consumer, params: { addressId: 'Sunknown00' } };
    case 'updateNotification': return { cookie: consumer, body: { channel: 'EMAIL', type: 'MARKETING', optin: true } };
    case 'retrieveUserData': return { cookie: consumer, body: {} };
    case 'countryList': return {};
    case 'signUp': return { body: { email: 'cache@example.com', password: 'Correct-Horse-9' } };
    case 'signIn': return { body: { type: 'Registered', username: 'cache@example.com', password: 'Wrong-Horse-9', codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' } };
    case 'signOut': return { cookie, body: {} };
    case 'changePassword': return { cookie, body: { currentPassword: 'Correct-Horse-9', newPassword: 'Correct-Horse-10' } };
    case 'resetPassword': return { body: { email: 'cache@example.com' } };
    case 'confirmForgotPassword': return { body: { token: 'A'.repeat(43), newPassword: 'Correct-Horse-10' } };
    case 'agentLogin': return { body: { storeId: 'store1', employeeId: 'e1', password: 'Whatever-1' } };
    case 'lookup': return { query: { email: 'cache@example.com' } };
    case 'getFavorites': case 'getSaveForLater': return { cookie };
    case 'addFavorite': return { cookie, body: { id: WELL_STOCKED_PRODUCT_ID } };
    case 'removeFavorite': return { cookie, params: { favoriteId: 'fav_unknown00000', itemId: 'itm_unknown1' } };
    case 'shareFavorites': return { cookie, params: { favoriteId: 'fav_unknown00000' }, body: {} };
    case 'getSharedFavorites': return { params: { favoriteId: 'fav_unknown00000' }, query: { token: 'A'.repeat(43) } };
    case 'addSaveForLater': return { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 } };
    case 'moveSaveForLater': return { cookie, params: { basketId }, body: { action: 'saveForLater', itemId: 'itm_unknown1' } };
    case 'removeSaveForLater': return { cookie, params: { saveForlaterId: 'sfl_unknown00000', itemId: 'itm_unknown1' } };
    // Issue 8.
    case 'purchaseHistory': return { cookie: consumer, body: {} };
    case 'downloadInvoice': return { cookie, body: { orderNumber } };
    case 'returnLabel': return { cookie, params: { orderId: orderNumber }, body: {} };
    case 'trackOrder': return { cookie, body: { orderNumber, email: 'ada@example.com' } };
    case 'cancelOrder': return { cookie, body: { orderNumber } };
    case 'contactUs': return { cookie, body: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', categoryId: 'orders', subjectId: 'delivery', message: 'Where is my parcel, please?' } };
    case 'contactUsCategories': return {};
    case 'warranty': return { cookie, body: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', orderNumber, upc, description: 'The sole came off after a week.' } };
    case 'supportOrder': case 'supportBasketTrail': return { params: { orderNumber } };
    case 'supportOrderList': return { query: { email: 'ada@example.com' } };
    case 'supportShipOrder': return { params: { orderNumber }, body: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' } };
    case 'supportDeliverOrder': case 'supportReceiveReturn': return { params: { orderNumber }, body: {} };
    // Issue 9 (some end in a business error: an unknown code or card is still the shopper's answer).
    case 'applyCoupon': case 'removeCoupon': return { cookie, body: { cartId: basketId, code: 'NOSUCHCODE' } };
    case 'giftCardBalance': return { cookie, body: { number: '6000000000000000', pin: '0000' } };
    case 'applyReward': return { cookie: consumer, params: { basketId }, body: { appliedLoyaltyVoucher: null } };
    case 'addPriceAdjustment': return { cookie, params: { basketId }, body: { kind: 'AMOUNT_OFF', value: 100, reason: 'Scuffed box' } };
    case 'updatePriceAdjustment': return { cookie, params: { basketId, adjustmentId: 'adj_unknown000' }, body: { kind: 'AMOUNT_OFF', value: 100, reason: 'Scuffed box' } };
    case 'removePriceAdjustment': return { cookie, params: { basketId, adjustmentId: 'adj_unknown000' }, body: {} };
    case 'removePaymentInstrument': return { cookie, params: { basketId }, body: { payment_instrument_id: 'pin_unknown0' } };
    case 'loyaltyToken': return { cookie: consumer, body: {} };
    case 'loyaltyWelcome': case 'loyaltyVouchers': return { cookie: consumer };
    case 'resendGiftCardEmail': return { cookie, body: { orderNumber } };
    case 'supportPromotionList': return {};
    case 'supportCreatePromotion': return { body: { promotionId: 'CACHE-TEST', name: 'Cache test', level: 'ORDER', siteIds: ['en-us'], effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: 'a|b {distance}|c' } };
    case 'supportIssueGiftCard': return { body: { amount: 1000, currency: 'USD' } };
    // Issue 10.
    case 'searchStores': return { body: { city: 'Denver', productId: WELL_STOCKED_PRODUCT_ID, upc } };
    case 'collectionPoints': return { body: { postcode: '80202' } };
    case 'storeInventory': return { body: { productId: WELL_STOCKED_PRODUCT_ID, storeIds: ['STR-DEN-01'] } };
    case 'productAvailability': return { params: { productId: WELL_STOCKED_PRODUCT_ID }, body: { storeIds: ['STR-DEN-01'] } };
    case 'utilityStores': return {};
    case 'storeEmployees': return { cookie, params: { storeId: 'STR-DEN-01' } };
    case 'countryI18n': return { params: { countryCode: 'GB' } };
    // Issue 10 (an unknown product: support's answer all the same).
    case 'validateShippingAddress': return { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] };
    case 'removeShippingAddress': case 'removeBillingAddress': return { cookie, params: { basketId } };
    case 'supportUpdateProductSale': return { params: { productId: 'ZZNOSUCH00' }, body: {} };
    // Issue 10 §3 (the order is not waiting for authentication: still the shopper's answer).
    case 'patchOrder': return { cookie, params: { orderNumber }, body: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'x.y' } } };
    case 'deviceFingerPrint': return { cookie, body: { basketId, fingerprint: 'fp-cache-test-0001' } };
    case 'paymentSession': return { cookie, query: { paymentMethodId: 'WALLET' } };
    case 'cartWithItem': return { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } };
    case 'reserveWithItem': return { cookie, body: { items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1, storeId: 'STR-DEN-01' }] } };
    case 'setPickupContact': return { cookie, params: { basketId }, body: { email: 'ada@example.com', contact: 'Ada Lovelace' } };
    case 'supportStoreStock': return { params: { storeId: 'STR-DEN-01' }, query: { upc } };
    case 'supportSetStoreStock': return { params: { storeId: 'STR-DEN-01' }, body: { upc, qty: 5 } };
    // Issue 11 (a size in stock: NOTIFY_ME_IN_STOCK, still the shopper's answer).
    case 'productSets': return { params: { productId: WELL_STOCKED_PRODUCT_ID } };
    case 'productSet': return { params: { productSetId: 'SBSET0001' } };
    case 'notifyMe': return { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, email: 'ada@example.com' } };
    // Issue 11.
    case 'widgetRecommendations': return { query: { type: 'similar', productId: WELL_STOCKED_PRODUCT_ID } };
    // Issue 11 (an unknown review or answer ends in a 404: still the caller's answer).
    case 'getReviews': case 'getQuestions': return { cookie, params: { productId: WELL_STOCKED_PRODUCT_ID } };
    case 'writeReview': return { cookie: consumer, params: { productId: WELL_STOCKED_PRODUCT_ID }, body: { rating: 5, title: 'Great', text: 'Warm and light.' } };
    case 'postQuestion': return { cookie: consumer, body: { productId: WELL_STOCKED_PRODUCT_ID, question: 'Does it run small?' } };
    case 'flagReview': case 'voteReview': return { cookie, params: { productId: WELL_STOCKED_PRODUCT_ID, reviewId: 'rev_unknown0' }, ...(name === 'voteReview' ? { body: { helpful: true } } : { body: {} }) };
    case 'voteAnswer': return { cookie, params: { productId: WELL_STOCKED_PRODUCT_ID, answerId: 'ans_unknown0' }, body: { helpful: true } };
    case 'translateReview': return { params: { reviewId: 'rev_unknown0' }, body: { language: 'fr' } };
    // Issue 12: the seeded demo content.
    case 'contentAugmentedPage': return { params: { mode: 'live', siteId: 'en-us', page: 'home' } };
    case 'contentPage': return { params: { mode: 'live', siteId: 'en-us', page: 'privacy' } };
    case 'contentCategory': return { params: { mode: 'live', siteId: 'en-us', categoryId: '1001' } };
    case 'contentProduct': return { params: { mode: 'live', siteId: 'en-us', productId: WELL_STOCKED_PRODUCT_ID } };
    case 'contentSearch': return { params: { mode: 'live', siteId: 'en-us', searchType: 'results' } };
    case 'contentFooter': case 'contentMenu': case 'contentPopUps': return { params: { mode: 'live', siteId: 'en-us' } };
    case 'contentFragment': return { params: { mode: 'live', fragmentId: 'free-returns' }, query: { siteId: 'en-us' } };
    case 'contentChildren': return { params: { mode: 'live', siteId: 'en-us', parentPageSlug: 'help' } };
    // Live here: a preview (`pre`) answer is no-store by design (content.routes.test.ts proves it).
    case 'contentShowcase': return { params: { mode: 'live', siteId: 'en-us', docType: 'article' } };
    case 'articleSearch': return { query: { siteId: 'en-us', limit: '4' } };
    // Issue 12 internal content and authoring (the import: a dry run of one document).
    case 'componentCompare': case 'componentCollections': case 'componentFooter': case 'componentFootSizes': case 'componentSearchHub':
    case 'componentUtility': case 'pageLocationSelector': return { query: { siteId: 'en-us' } };
    case 'componentSizeChart': return { params: { productType: 'shoes' }, query: { siteId: 'en-us' } };
    case 'internalPage': return { params: { page: 'privacy' }, query: { siteId: 'en-us' } };
    case 'supportContentExport': return { query: { siteId: 'en-gb' } };
    case 'supportContentImport': return { body: { dryRun: true, documents: [{ document: { id: 'cache-test', siteId: 'en-us', docType: 'fragment', key: 'cache-test', name: 'Cache test', sections: {} } }] } };
    // Issue 12 enrolment (the consumer has no registration for the event: EVT404, still their answer).
    case 'newsletterSubscribe': return { cookie, body: { email: 'ada@example.com', policyAccepted: true } };
    case 'getEvent': return { params: { eventId: 'store-run-club' } };
    case 'registerForEvent': return { cookie: consumer, params: { eventId: 'store-run-club' }, body: { eventTermsAccepted: true } };
    case 'getEventRegistration': return { cookie: consumer, params: { eventId: 'trail-weekend-2027' } };
    case 'loyaltyEnrol': return { cookie: consumer, body: {} };
    case 'decide': return { cookie, params: { brand: 'switchback' }, body: { channel: 'ECOMM', monetateId: 'visitor-cache-1', events: [{ eventType: 'monetate:decision:DecisionRequest', requestId: 'r1', experienceKeys: ['home_hero_test'] }] } };
    case 'experimentationDatafile': return { params: { sdkKey: 'switchback-demo' } };
    case 'experimentationEvents': return { body: { account_id: '1', project_id: '2', revision: '7', anonymize_ip: true, enrich_decisions: true, visitors: [{ visitor_id: 'v1', attributes: [], snapshots: [{ events: [{ entity_id: null, key: 'campaign_activated', timestamp: 1, uuid: 'u1' }] }] }] } };
    case 'performanceIngest': return { body: { measures: [{ name: 'LCP', value: 1200, rating: 'good', id: 'v5-1', pageType: 'home', site: 'en-us', navigationType: 'navigate' }] } };
  }
};

describe('Cache-Control: no-store on every answer that carries customer data', () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)('%s', async (name) => {
    const response = await call(engine.app, name, sample(name));
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (CUSTOMER_DATA[name]) expect(response.headers['cache-control'], `${name} answered ${response.statusCode}`).toBe('no-store');
    else expect(response.headers['cache-control']).not.toBe('no-store');
  });

  it.each(names.filter((name) => CUSTOMER_DATA[name] && endpoints[name].auth))('%s refused (no token) is no-store too', async (name) => {
    const { cookie: _without, ...anonymous } = sample(name);
    const response = await call(engine.app, name, anonymous);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the sandbox tokeniser answers no-store, for a token and for a refused card', async () => {
    const tokenised = await engine.app.inject({
      method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, headers: { cookie }, payload: { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'Ada' },
    });
    expect(tokenised.statusCode).toBe(200);
    expect(tokenised.headers['cache-control']).toBe('no-store');
    const refused = await engine.app.inject({
      method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, headers: { cookie }, payload: { number: '4111111111111112', expiry: '12/30', cvc: '123', holder: 'Ada' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
