import type { EnrolmentApi } from '@switchback/core';
import { Container } from 'inversify';
import {
  type AccountApi, type AuthApi, AddCardToken, AddToCart, ExpressCheckout, PlaceOrder, SelectShippingMethod,
  SetBillingAddress, SetShippingAddress, type CartApi, type CheckoutApi, type ConsumerApi, type OrderApi,
  type LoyaltyApi, type PromotionApi, type ProductApi, type RandomSource, type Site, type StoreApi, type WishlistApi,
  type MerchandisingApi,
  type RecommendationApi,
  AuthenticateOrder, type PaymentApi, type ThreeDsBank, WalletSheetSteps, type FulfilmentApi, type ReviewApi,
  type ExperienceApi, type ContentApi,
} from '@switchback/core';
import { createHttpCommerceClient, TimerScheduler } from '@switchback/http';
import { WebCryptoRandomSource } from './platform/web-crypto-random';
import { RequestSession, type InternalCaller } from './session/request-session.server';
import { renewExpiredAccess } from './session/renew-session.server';

/** Everything a request's storefront is wired from. */
export interface StorefrontConfig {
  readonly apiBaseUrl: string;
  readonly site: Site;
  readonly session: RequestSession;
  readonly random: RandomSource;
  /** Epoch milliseconds (the session's access expiry); Date.now unless a test fixes it. */
  readonly now?: (() => number) | undefined;
}

/** The ports and use cases loaders and actions use, for one request of one site. Server only: no browser code. */
export interface Storefront {
  readonly site: Site;
  /** Where the API answers (issue 12: the experimentation client reads its datafile and posts its events there). */
  readonly apiBaseUrl: string;
  readonly session: RequestSession;
  readonly products: ProductApi;
  /** Issue 7: sign-up, sign-in, sign-out, passwords, lookup, agent login; and the guest token. */
  readonly account: AccountApi;
  readonly auth: AuthApi;
  readonly carts: CartApi;
  readonly checkout: CheckoutApi;
  readonly wishlists: WishlistApi;
  readonly random: RandomSource;
  readonly addToCart: AddToCart;
  readonly setShippingAddress: SetShippingAddress;
  readonly selectShippingMethod: SelectShippingMethod;
  readonly setBillingAddress: SetBillingAddress;
  readonly addCardToken: AddCardToken;
  readonly placeOrder: PlaceOrder;
  /** Issue 7: the signed-in consumer's account, and the EXPRESS start of checkout. */
  readonly consumer: ConsumerApi;
  readonly expressCheckout: ExpressCheckout;
  /** Issue 8: after the purchase (order history, invoice, return label, tracking, cancellation, contact us, warranty claims). */
  readonly orders: OrderApi;
  /** Issue 9: coupons, gift-card balance, the loyalty reward, price adjustments, payment instrument removal. */
  readonly promotions: PromotionApi;
  /** Issue 10: a cart with pickup lines and who collects them. */
  readonly fulfilment: FulfilmentApi;
  /** Issue 9: the loyalty programme and gift-card e-mails. */
  readonly loyalty: LoyaltyApi;
  /** Issue 10: the store finder, collection points, stock per store, the site's stores. */
  readonly stores: StoreApi;
  /** Issue 10 §3: PATCH order, the device fingerprint; the sandbox bank's challenge; completing a 3-D Secure challenge. */
  readonly payments: PaymentApi;
  readonly threeDsBank: ThreeDsBank;
  readonly authenticateOrder: AuthenticateOrder;
  /** Issue 10 §3: the steps of the wallet payment sheet and the card provider's express sheet (core's WalletSheetSteps). */
  readonly walletSteps: WalletSheetSteps;
  /** Issue 11: product sets and notify-me. */
  readonly merchandising: MerchandisingApi;
  /** Issue 11: the recommendation rails of the product and cart pages. */
  readonly recommendations: RecommendationApi;
  /** Issue 11: reviews and questions (app/reviews). */
  readonly reviews: ReviewApi;
  /** Issue 12: newsletter, events, loyalty enrolment (app/enrolment, app/events). */
  readonly enrolment: EnrolmentApi;
  /** Issue 12: personalisation decisions, the experimentation datafile and event log, web vitals. */
  readonly experience: ExperienceApi;
  /** Issue 12: the content service (helper F reads the home page's experiences; helper B renders it). */
  readonly content: ContentApi;
}

export const STOREFRONT_CLIENT_APP = 'switchback-storefront';

type CommerceClient = ReturnType<typeof createHttpCommerceClient>;

const TOKEN = {
  config: Symbol.for('StorefrontConfig'),
  client: Symbol.for('CommerceClient'),
  addToCart: Symbol.for('AddToCart'),
  setShippingAddress: Symbol.for('SetShippingAddress'),
  selectShippingMethod: Symbol.for('SelectShippingMethod'),
  setBillingAddress: Symbol.for('SetBillingAddress'),
  addCardToken: Symbol.for('AddCardToken'),
  placeOrder: Symbol.for('PlaceOrder'),
  authenticateOrder: Symbol.for('AuthenticateOrder'),
  expressCheckout: Symbol.for('ExpressCheckout'),
  walletSteps: Symbol.for('WalletSheetSteps'),
} as const;

/**
 * A storefront serves one request (requestStorefront), whose layout and page loaders may both need the catalogue (the
 * layout its categories; the listing its category, home without content and the search hub its featured products and
 * brands): it is asked of the API once, and every loader of the request reads that one answer.
 */
function catalogueOncePerRequest(products: ProductApi): ProductApi {
  let catalog: ReturnType<ProductApi['catalog']> | undefined;
  return { ...products, catalog: () => (catalog ??= products.catalog()) };
}

/**
 * THE composition root: the only place inversify appears, and only on the server (`.server.ts` keeps it out of the
 * browser bundle). Plain classes bound with factories, no decorators.
 */
export function composeStorefront(config: StorefrontConfig): Storefront {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<StorefrontConfig>(TOKEN.config).toConstantValue(config);
  container.bind<CommerceClient>(TOKEN.client).toDynamicValue((ctx) => {
    const { apiBaseUrl, site, session, random, now } = ctx.get<StorefrontConfig>(TOKEN.config);
    return createHttpCommerceClient({
      baseUrl: apiBaseUrl,
      site: site.id,
      locale: site.locale,
      brand: site.brand,
      clientApp: STOREFRONT_CLIENT_APP,
      channel: 'ECOMM',
      newId: () => random.uuid(),
      fetch: session.fetch,
      // A signed-in shopper's expired access token renews with the refresh token; if that fails they are a guest again.
      isRegistered: () => session.shopper.state.loggedIn,
      onRegisteredSessionLost: () => session.shopper.signedOut(),
      // A refresh after a 401 stores the new access expiry too (core's session after login).
      onRegisteredRenewed: (token) => session.shopper.signedIn(token, (now ?? Date.now)()),
    });
  });
  const client = (ctx: { get<T>(id: symbol): T }) => ctx.get<CommerceClient>(TOKEN.client);
  const { session, random } = config;
  container.bind(TOKEN.addToCart).toDynamicValue((ctx) => new AddToCart(client(ctx).carts, session.store));
  container.bind(TOKEN.setShippingAddress).toDynamicValue((ctx) => new SetShippingAddress(client(ctx).checkout));
  container.bind(TOKEN.selectShippingMethod).toDynamicValue((ctx) => new SelectShippingMethod(client(ctx).checkout));
  container.bind(TOKEN.setBillingAddress).toDynamicValue((ctx) => new SetBillingAddress(client(ctx).checkout));
  container.bind(TOKEN.addCardToken).toDynamicValue((ctx) => new AddCardToken(client(ctx).checkout));
  container.bind(TOKEN.placeOrder).toDynamicValue((ctx) => new PlaceOrder(client(ctx).checkout, session.store, random));
  container.bind(TOKEN.authenticateOrder).toDynamicValue((ctx) => new AuthenticateOrder(client(ctx).payments, session.store));
  // Issue 10 §4: a pickup-only cart's EXPRESS reads the site's pickup contact rules and may save the profile's contact.
  container.bind(TOKEN.expressCheckout).toDynamicValue((ctx) => new ExpressCheckout(client(ctx).consumer, client(ctx).checkout,
    { fulfilment: client(ctx).fulfilment, locale: config.site.locale, country: config.site.country }));
  container.bind(TOKEN.walletSteps).toDynamicValue((ctx) => new WalletSheetSteps(
    client(ctx).carts, client(ctx).checkout, client(ctx).promotions, client(ctx).wallet, new TimerScheduler(), random));

  const commerce = container.get<CommerceClient>(TOKEN.client);
  return {
    site: config.site,
    session,
    random,
    products: catalogueOncePerRequest(commerce.products),
    account: commerce.account,
    auth: commerce.auth,
    carts: commerce.carts,
    checkout: commerce.checkout,
    wishlists: commerce.wishlists,
    addToCart: container.get<AddToCart>(TOKEN.addToCart),
    setShippingAddress: container.get<SetShippingAddress>(TOKEN.setShippingAddress),
    selectShippingMethod: container.get<SelectShippingMethod>(TOKEN.selectShippingMethod),
    setBillingAddress: container.get<SetBillingAddress>(TOKEN.setBillingAddress),
    addCardToken: container.get<AddCardToken>(TOKEN.addCardToken),
    placeOrder: container.get<PlaceOrder>(TOKEN.placeOrder),
    consumer: commerce.consumer,
    expressCheckout: container.get<ExpressCheckout>(TOKEN.expressCheckout),
    orders: commerce.orders,
    promotions: commerce.promotions,
    fulfilment: commerce.fulfilment,
    loyalty: commerce.loyalty,
    stores: commerce.stores,
    payments: commerce.payments,
    threeDsBank: commerce.threeDsBank,
    authenticateOrder: container.get<AuthenticateOrder>(TOKEN.authenticateOrder),
    walletSteps: container.get<WalletSheetSteps>(TOKEN.walletSteps),
    merchandising: commerce.merchandising,
    recommendations: commerce.recommendations,
    reviews: commerce.reviews,
    enrolment: commerce.enrolment,
    experience: commerce.experience,
    content: commerce.content,
    apiBaseUrl: config.apiBaseUrl,
  };
}

/** Loaders of one request run side by side: they share one storefront per site (one guest token renewal, one cookie jar). */
const perRequest = new WeakMap<Request, Map<string, Promise<Storefront>>>();

/**
 * The storefront of a loader's or action's request: the API over loopback, the shopper's cookies forwarded,
 * the cart id in the site's cookie, and (given `internalCaller`) the shopper named to the API's rate limits.
 * `fetch` is for tests.
 */
export function requestStorefront(
  site: Site,
  options: {
    readonly apiBaseUrl: string;
    readonly request: Request;
    readonly secure?: boolean | undefined;
    readonly internalCaller?: InternalCaller | undefined;
    readonly fetch?: typeof fetch;
    /** The clock of the proactive renewal (tests fix it). */
    readonly now?: () => number;
  },
): Promise<Storefront> {
  const sites = perRequest.get(options.request) ?? new Map<string, Promise<Storefront>>();
  perRequest.set(options.request, sites);
  const known = sites.get(site.id);
  if (known !== undefined) return known;
  const made = RequestSession.of(options.request, site.id, options.secure === true, options.fetch, options.internalCaller).then((session) =>
    composeStorefront({ apiBaseUrl: options.apiBaseUrl, site, session, random: new WebCryptoRandomSource(), now: options.now }))
    // An expired access token is renewed once, before this request's first API call.
    .then(async (storefront) => {
      await renewExpiredAccess(storefront.session.shopper, storefront.account, (options.now ?? Date.now)());
      return storefront;
    });
  sites.set(site.id, made);
  return made;
}
