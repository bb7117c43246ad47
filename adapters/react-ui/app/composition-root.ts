import { Container } from 'inversify';
import {
  AddCardPayment, AddToCart, PlaceOrder, SelectShippingMethod, SetShippingAddress, StartGuestSession,
  type CardTokenizer, type CartApi, type CheckoutApi, type KeyValueStore, type ProductApi, type RandomSource,
} from '@switchback/core';
import { createHttpCommerceClient } from '@switchback/http';
import { BrowserKeyValueStore, InMemoryKeyValueStore } from '@switchback/storage';
import { SiteScopedKeyValueStore } from './platform/site-scoped-store';
import { WebCryptoRandomSource } from './platform/web-crypto-random';
import type { Site } from './site/site';

/** Everything the storefront wires: where the API is, which site, where to keep the cart id, randomness. */
export interface StorefrontConfig {
  readonly apiBaseUrl: string;
  readonly site: Site;
  readonly store: KeyValueStore;
  readonly random: RandomSource;
  readonly fetch?: typeof fetch;
  /** Extra request headers, e.g. the shopper's Cookie forwarded by a server-side loader. */
  readonly extraHeaders?: () => Record<string, string>;
}

/** The ports and use cases components and loaders use; resolved once per site (browser) or per request (server). */
export interface Storefront {
  readonly site: Site;
  readonly products: ProductApi;
  readonly carts: CartApi;
  readonly checkout: CheckoutApi;
  readonly store: KeyValueStore;
  readonly startGuestSession: StartGuestSession;
  readonly addToCart: AddToCart;
  readonly setShippingAddress: SetShippingAddress;
  readonly selectShippingMethod: SelectShippingMethod;
  readonly addCardPayment: AddCardPayment;
  readonly placeOrder: PlaceOrder;
}

export const STOREFRONT_CLIENT_APP = 'switchback-storefront';

type CommerceClient = ReturnType<typeof createHttpCommerceClient>;

const TOKEN = {
  config: Symbol.for('StorefrontConfig'),
  client: Symbol.for('CommerceClient'),
  store: Symbol.for('KeyValueStore'),
  random: Symbol.for('RandomSource'),
  tokenizer: Symbol.for('CardTokenizer'),
  startGuestSession: Symbol.for('StartGuestSession'),
  addToCart: Symbol.for('AddToCart'),
  setShippingAddress: Symbol.for('SetShippingAddress'),
  selectShippingMethod: Symbol.for('SelectShippingMethod'),
  addCardPayment: Symbol.for('AddCardPayment'),
  placeOrder: Symbol.for('PlaceOrder'),
} as const;

/** THE composition root: the only place inversify appears. Plain classes bound with factories, no decorators. */
export function composeStorefront(config: StorefrontConfig): Storefront {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<StorefrontConfig>(TOKEN.config).toConstantValue(config);
  container.bind<RandomSource>(TOKEN.random).toDynamicValue((ctx) => ctx.get<StorefrontConfig>(TOKEN.config).random);
  container.bind<KeyValueStore>(TOKEN.store).toDynamicValue((ctx) => {
    const { store, site } = ctx.get<StorefrontConfig>(TOKEN.config);
    return new SiteScopedKeyValueStore(store, site.id);
  });
  container.bind<CommerceClient>(TOKEN.client).toDynamicValue((ctx) => {
    const { apiBaseUrl, site, fetch, extraHeaders } = ctx.get<StorefrontConfig>(TOKEN.config);
    const random = ctx.get<RandomSource>(TOKEN.random);
    return createHttpCommerceClient({
      baseUrl: apiBaseUrl,
      site: site.id,
      locale: site.locale,
      clientApp: STOREFRONT_CLIENT_APP,
      channel: 'ECOMM',
      newId: () => random.uuid(),
      ...(fetch === undefined ? {} : { fetch }),
      ...(extraHeaders === undefined ? {} : { extraHeaders }),
    });
  });
  container.bind<CardTokenizer>(TOKEN.tokenizer).toDynamicValue((ctx) => ctx.get<CommerceClient>(TOKEN.client).tokenizer);
  container.bind(TOKEN.startGuestSession).toDynamicValue((ctx) => {
    const client = ctx.get<CommerceClient>(TOKEN.client);
    return new StartGuestSession(client.auth, client.carts, ctx.get<KeyValueStore>(TOKEN.store));
  });
  container.bind(TOKEN.addToCart).toDynamicValue((ctx) => new AddToCart(ctx.get<CommerceClient>(TOKEN.client).carts, ctx.get<KeyValueStore>(TOKEN.store)));
  container.bind(TOKEN.setShippingAddress).toDynamicValue((ctx) => new SetShippingAddress(ctx.get<CommerceClient>(TOKEN.client).checkout));
  container.bind(TOKEN.selectShippingMethod).toDynamicValue((ctx) => new SelectShippingMethod(ctx.get<CommerceClient>(TOKEN.client).checkout));
  container.bind(TOKEN.addCardPayment).toDynamicValue(
    (ctx) => new AddCardPayment(ctx.get<CardTokenizer>(TOKEN.tokenizer), ctx.get<CommerceClient>(TOKEN.client).checkout),
  );
  container.bind(TOKEN.placeOrder).toDynamicValue(
    (ctx) => new PlaceOrder(ctx.get<CommerceClient>(TOKEN.client).checkout, ctx.get<KeyValueStore>(TOKEN.store), ctx.get<RandomSource>(TOKEN.random)),
  );

  const client = container.get<CommerceClient>(TOKEN.client);
  return {
    site: config.site,
    products: client.products,
    carts: client.carts,
    checkout: client.checkout,
    store: container.get<KeyValueStore>(TOKEN.store),
    startGuestSession: container.get<StartGuestSession>(TOKEN.startGuestSession),
    addToCart: container.get<AddToCart>(TOKEN.addToCart),
    setShippingAddress: container.get<SetShippingAddress>(TOKEN.setShippingAddress),
    selectShippingMethod: container.get<SelectShippingMethod>(TOKEN.selectShippingMethod),
    addCardPayment: container.get<AddCardPayment>(TOKEN.addCardPayment),
    placeOrder: container.get<PlaceOrder>(TOKEN.placeOrder),
  };
}

/** The browser's storefront: same-origin API (the guest cookie is httpOnly on this origin), cart id in localStorage. */
export function composeBrowserStorefront(site: Site): Storefront {
  return composeStorefront({
    apiBaseUrl: '/api',
    site,
    store: new BrowserKeyValueStore(window.localStorage),
    random: new WebCryptoRandomSource(),
  });
}

/** A server-side loader's storefront: the API over loopback, the shopper's Cookie forwarded, nothing persisted. */
export function composeServerStorefront(
  site: Site,
  options: { readonly apiBaseUrl: string; readonly request: Request; readonly fetch?: typeof fetch },
): Storefront {
  const cookie = options.request.headers.get('cookie');
  return composeStorefront({
    apiBaseUrl: options.apiBaseUrl,
    site,
    store: new InMemoryKeyValueStore(),
    random: new WebCryptoRandomSource(),
    extraHeaders: (): Record<string, string> => (cookie === null ? {} : { cookie }),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
  });
}
