import {
  exchangeTokenWithRetry, HEADER, parseIdempotencyKey, type AccountApi, type AuthApi, type CardTokenizer, type CartApi,
  type CheckoutApi, type ProductApi, type TimeApi, type WishlistApi, type ConsumerApi, type OrderApi, type SupportApi,
  type LoyaltyApi, type PromotionApi, type PromotionSupportApi, type StoreApi, type AddressApi,
  type ProductSaleSupportApi, type PaymentApi, type ThreeDsBank, type WalletApi, type FulfilmentApi,
  type FulfilmentSupportApi, type ReviewApi, type MerchandisingApi, type RecommendationApi, type ContentApi, type ContentInternalApi, type ContentSupportApi,
} from '@switchback/core';
import { createAddressClient, createProductSaleSupportClient } from './address-client';
import { createAccountClient } from './auth-client';
import { createCardTokenizer } from './card-tokenizer';
import { createConsumerClient } from './consumer-client';
import { createOrderClient, createSupportClient } from './order-client';
import { createLoyaltyClient, createPromotionClient, createPromotionSupportClient } from './promotion-client';
import { createFulfilmentClient, createFulfilmentSupportClient } from './fulfilment-client';
import { createEndpointCaller } from './endpoint-caller';
import { createStoreClient } from './store-client';
import { createPaymentClient } from './payment-client';
import { createSandboxBank } from './sandbox-bank';
import { createWalletClient } from './wallet-client';
import type { HttpClientConfig, HttpSession } from './http-client.config';
import { TimerScheduler } from './timer.scheduler';
import { createWishlistClient } from './wishlist-client';
import { createReviewClient } from './review-client';
import { createMerchandisingClient } from './merchandising-client';
import { createRecommendationClient } from './recommendation-client';
import { createContentClient } from './content-client';
import { createContentInternalClient, createContentSupportClient } from './content-internal-client';
import { createExperienceClient } from './experience-client';
import { createEnrolmentClient } from './enrolment-client';
import { withGuestTokenRenewal } from './token-renewal.caller';

export interface HttpCommerceClient {
  auth: AuthApi;
  account: AccountApi;
  products: ProductApi;
  carts: CartApi;
  checkout: CheckoutApi;
  tokenizer: CardTokenizer;
  time: TimeApi;
  wishlists: WishlistApi;
  consumer: ConsumerApi;
  /** Issue 8: after the purchase. */
  orders: OrderApi;
  /** Issue 8 §4: support engineers' calls, with `config.supportKey`. */
  support: SupportApi;
  /** Issue 9: coupons, gift-card balance, reward, price adjustments, payment instrument removal. */
  promotions: PromotionApi;
  /** Issue 10: the express wallets' payment session. */
  wallet: WalletApi;
  /** Issue 9: the loyalty programme (registered consumers) and gift-card e-mails. */
  loyalty: LoyaltyApi;
  /** Issue 9 §4: support's promotions and gift cards, with `config.supportKey`. */
  promotionSupport: PromotionSupportApi;
  /** Issue 10 §1: store finder, collection points, stock per store, availability, utilities (stores, employees, i18n). */
  stores: StoreApi;
  /** Issue 10 §2: shipping-address validation, removing the shipping or billing address. */
  addresses: AddressApi;
  /** Issue 10 §8: support's product sale state (withdrawn, stock, price per site), with `config.supportKey`. */
  productSaleSupport: ProductSaleSupportApi;
  /** Issue 10 §3: PATCH order (3-D Secure result), the device fingerprint. */
  payments: PaymentApi;
  /** Issue 10 §3: the sandbox bank's 3-D Secure challenge (the provider's endpoint, like `tokenizer`). */
  threeDsBank: ThreeDsBank;
  /** Issue 10: cartWithItem, reserveWithItem, the pickup contact. */
  fulfilment: FulfilmentApi;
  /** Issue 10: support's store stock, with `config.supportKey`. */
  fulfilmentSupport: FulfilmentSupportApi;
  /** Issue 11: reviews and questions. */
  reviews: ReviewApi;
  /** Issue 11: product sets and back-in-stock requests. */
  merchandising: MerchandisingApi;
  /** Issue 11: often bought together, similar. */
  recommendations: RecommendationApi;
  /** Issue 12: the content service. */
  content: ContentApi;
  /** Issue 12: personalisation decisions, experimentation datafile and events, web-vitals. */
  experience: ReturnType<typeof createExperienceClient>;
  /** Issue 12: newsletter, event registration. */
  enrolment: ReturnType<typeof createEnrolmentClient>;
  /** Issue 12: internal content (size charts, foot sizes, compare, collections, footer, search hub, utility, sites, pages). */
  contentInternal: ContentInternalApi;
  /** Issue 12: content authoring (export, import), with `config.supportKey`. */
  contentSupport: ContentSupportApi;
}

/**
 * The core ports over HTTP: every method is one call of core's endpoint registry. Guest calls whose token has
 * expired renew it once and are retried once (see withGuestTokenRenewal).
 */
export function createHttpCommerceClient(config: HttpClientConfig): HttpCommerceClient {
  const session: HttpSession = {};
  const send = createEndpointCaller(config, session);
  const scheduler = config.scheduler ?? new TimerScheduler();
  const guestToken: AuthApi['guestToken'] = () => {
    const request = () => send('guestToken', { body: { type: 'Guest' } });
    // §7/§9: a 409 is retried once, 2000 ms later: core's rule, waiting on the configured Scheduler.
    return exchangeTokenWithRetry(request, scheduler)
      .map((token) => {
        session.usid = token.usid;
        return token;
      });
  };
  // Issue 7: a registered session renews with its refresh token; only when that is gone does a guest token follow.
  const isRegistered = () => config.isRegistered?.() ?? session.registered === true;
  const refresh = () => send('guestToken', { body: { type: 'Refresh' } }).map((token) => {
    session.usid = token.usid;
    if (token.tokenType === 'Registered') config.onRegisteredRenewed?.(token);
    return token;
  });
  const call = withGuestTokenRenewal(send, () => (isRegistered()
    ? refresh().orElse(() => {
      session.registered = false;
      config.onRegisteredSessionLost?.();
      return guestToken();
    })
    : guestToken()));
  return {
    auth: { guestToken },
    account: createAccountClient(send, call, session, scheduler),
    products: {
      catalog: () => call('catalog'),
      search: (query) => call('productSearch', { query }),
      autoSuggest: (query) => call('autoSuggest', { query }),
      details: (productId) => call('productDetails', { params: { productId } }),
      inventory: (productId) => call('productInventory', { params: { productId } }),
    },
    carts: {
      create: () => call('createCart', { body: {} }),
      get: (basketId, options) => call('getCart', { params: { basketId }, ...(options?.favStoreId ? { query: { favStoreId: options.favStoreId } } : {}) }),
      addItems: (request) => call('addItem', { body: request }),
      updateItem: (basketId, request, query) => call('updateItem', { params: { basketId }, body: request, ...(query && Object.keys(query).length > 0 ? { query } : {}) }),
      removeItem: (request) => call('removeItem', { body: request }),
    },
    checkout: {
      setShippingAddress: (basketId, request) => call('setShippingAddress', { params: { basketId }, body: request }),
      shippingMethods: (basketId, shippingId) => call('shippingMethods', { params: { basketId, shippingId } }),
      selectShippingMethod: (request) => call('selectShippingMethod', { body: request }),
      setBillingAddress: (basketId, request) => call('setBillingAddress', { params: { basketId }, body: request }),
      paymentMethods: (basketId) => call('paymentMethods', { params: { basketId } }),
      addPaymentInstrument: (basketId, request) => call('addPaymentInstrument', { params: { basketId }, body: request }),
      prepareOrder: (basketId, options) => call('prepareOrder', { body: { basketId, ...(options?.paymentMethod ? { paymentMethod: options.paymentMethod } : {}) } }),
      // §7: placing an order marks the channel as web (mobile app only inside the app webview, which this client never is).
      // A missing or malformed Idempotency-Key (core's rule) is refused here: such an order is never sent.
      placeOrder: (basketId, idempotencyKey, options) =>
        parseIdempotencyKey(idempotencyKey).asyncAndThen((key) =>
          call('placeOrder', {
            body: {
              cartId: basketId,
              ...(options?.inStoreSalesInfo ? { inStoreSalesInfo: options.inStoreSalesInfo } : {}),
              ...(options?.paymentMethod ? { paymentMethod: options.paymentMethod } : {}),
            },
            headers: { [HEADER.idempotencyKey]: key, [HEADER.channel]: 'WEB' },
          })),
      order: (orderNumber) => call('getOrder', { params: { orderId: orderNumber } }),
    },
    tokenizer: createCardTokenizer(config),
    time: { serverTime: () => call('serverTime') },
    wishlists: createWishlistClient(call),
    // A registered session's account calls refresh an expired token; a guest's are answered 401 without renewing anything.
    consumer: createConsumerClient((name, request) => (isRegistered() ? call(name, request) : send(name, request))),
    // The history is a registered consumer's (a guest's 401 comes back as is); the rest serve guests and consumers alike.
    orders: createOrderClient((name, request) => (name === 'purchaseHistory' && !isRegistered() ? send(name, request) : call(name, request))),
    support: createSupportClient(send, config.supportKey ?? ''),
    promotions: createPromotionClient(call),
    wallet: createWalletClient(call),
    // The loyalty calls are a registered consumer's (a guest's 401 comes back as is); the gift-card e-mail serves guests too.
    loyalty: createLoyaltyClient((name, request) => (name !== 'resendGiftCardEmail' && !isRegistered() ? send(name, request) : call(name, request))),
    promotionSupport: createPromotionSupportClient(send, config.supportKey ?? ''),
    // Store calls need no token except the employees list, which any token holder (a guest too) may read.
    stores: createStoreClient(call),
    addresses: createAddressClient(call),
    productSaleSupport: createProductSaleSupportClient(send, config.supportKey ?? ''),
    payments: createPaymentClient(call),
    threeDsBank: createSandboxBank(config),
    fulfilment: createFulfilmentClient(call),
    fulfilmentSupport: createFulfilmentSupportClient(send, config.supportKey ?? ''),
    reviews: createReviewClient(call),
    merchandising: createMerchandisingClient(call),
    recommendations: createRecommendationClient(call),
    content: createContentClient(call),
    experience: createExperienceClient(call),
    enrolment: createEnrolmentClient(call),
    contentInternal: createContentInternalClient(call),
    contentSupport: createContentSupportClient(send, config.supportKey ?? ''),
  };
}
