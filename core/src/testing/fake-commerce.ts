import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  AddItemRequest, AddPaymentInstrumentRequest, Cart, CartItem, CatalogResponse, Currency,
  Inventory, Order, OrderPaymentMethod, PaymentMethodsResponse, PlaceOrderResponse, PrepareOrderResponse, ProductCard, ProductDetails,
  AutoSuggestQuery, AutoSuggestResponse, ProductSearchQuery, ProductSearchResponse, RemoveItemRequest, SelectShippingMethodRequest, ServerTimeResponse,
  SetBillingAddressRequest, SetShippingAddressRequest, ShippingMethodOption, ShippingMethodsResponse,
  TokenizeCardRequest, TokenizeCardResponse, TokenResponse, UpdateItemRequest,
} from '../contract';
import { CART_WITHOUT_PROMOTIONS, SANDBOX_CARDS, type SiteId } from '../contract';
import { storedAddress } from '../address/address-input';
import { checkLineQuantity, lineLimit, type TaxRule } from '../cart/cart-pricing';
import { priceCart, type PricedCart } from '../pricing/price-cart';
import { catalogueError, type CommerceError, type ErrorId } from '../errors';
import { multiplyMoney } from '../money/money';
import type { AuthApi, CardTokenizer, CartApi, CheckoutApi, Clock, ProductApi, TimeApi } from '../ports';
import { productPath } from '../routing/page-type';
import { SITES } from '../sites/sites';
import { FixedClock } from './fake-clock-and-random';
import { fakeAutoSuggest, fakeSearch, parseSearchQuery, type FakeSearchCatalogue } from './fake-search';
import { aProduct, someShippingMethods } from './fixtures';

export type FakeCallName =
  | 'guestToken' | 'catalog' | 'search' | 'autoSuggest' | 'details' | 'inventory'
  | 'create' | 'get' | 'addItems' | 'updateItem' | 'removeItem'
  | 'setShippingAddress' | 'shippingMethods' | 'selectShippingMethod' | 'setBillingAddress' | 'paymentMethods'
  | 'addPaymentInstrument' | 'prepareOrder' | 'placeOrder' | 'order' | 'tokenize' | 'serverTime';

export interface FakeCall {
  readonly name: FakeCallName;
  readonly args: readonly unknown[];
}

export interface FakeCommerceOptions {
  readonly products?: readonly ProductDetails[];
  /** Units per UPC; by default 5 for an orderable variant and 0 otherwise. */
  readonly stock?: Readonly<Record<string, number>>;
  readonly shippingMethods?: readonly ShippingMethodOption[];
  /** The tax rule of every cart (core's pricing rule, like the API's); none by default. */
  readonly tax?: TaxRule;
  /** Per site, as commerce-api's site pricing configures it; a session of a site not listed uses `tax`. */
  readonly taxBySite?: Partial<Record<SiteId, TaxRule>>;
  /** The currency of carts of the default session (a session of a site uses the site's currency). */
  readonly currency?: Currency;
  readonly clock?: Clock;
}

/** The fake prices its carts through core's promotion engine, as the API does (no promotions configured). */
function priceCartOf(items: readonly Cart['items'][number][], shipping: number, tax: TaxRule, currency: Cart['currency']): PricedCart {
  return priceCart({
    lines: items.map((i) => ({ itemId: i.id, productId: i.productId, categoryIds: [], original: i.price.original, current: i.price.current, qty: i.qty })),
    siteId: 'en-us', currency, tax, shipping, promotions: [], couponCodes: [], customerGroups: ['guest'], now: new Date(0),
  });
}

interface StoredToken {
  readonly response: TokenizeCardResponse;
  readonly declines: boolean;
}

type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CommerceError };
const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
const failure = (errorId: ErrorId, details?: { message?: string; field?: string; maxAllowedQty?: number }): Outcome<never> => ({
  ok: false,
  error: catalogueError(errorId, details),
});

const NO_TAX: TaxRule = { bps: 0, included: false };

/** The ports of one shopper: a guest session of its own (its carts are not another session's) on one site. */
export interface FakeCommerceSession {
  readonly auth: AuthApi;
  readonly products: ProductApi;
  readonly carts: CartApi;
  readonly checkout: CheckoutApi;
  readonly tokenizer: CardTokenizer;
  readonly time: TimeApi;
}

interface SessionContext {
  readonly id: string;
  /** The site the session shops on (search labels and currency bands); the default session's is en-us. */
  readonly siteId: SiteId;
  readonly currency: Currency;
  readonly tax: TaxRule;
}

interface StoredCart {
  readonly cart: Cart;
  readonly owner: string;
  readonly tax: TaxRule;
  /** Placed: still readable (like the API's ORDERED cart), no longer changeable. */
  readonly ordered?: boolean;
}

// The ports of the fake's own (default) session are FakeCommerceSession's, named there once and assigned in the
// constructor from portsFor(); this merged interface gives the class their types without declaring them again.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface FakeCommerce extends FakeCommerceSession {}

/**
 * An in-memory upstream with the rules of the reference commerce API that use cases rely on, passing the same
 * behaviour suite as commerce-api (contract-tests/src/behaviour): carts that can be lost (CART_NOT_FOUND) and that
 * belong to the session that made them, core's stock rule (ITEM_OOS, ADDED_MAX_QUANTITY with maxAllowedQty), core's
 * pricing (tax on top or included), checkout prerequisites, a sandbox tokeniser (4111… authorises, 4000…0002
 * declines), and idempotent order placement. Every call is recorded in `calls`; `failNext` queues an error.
 * Its own ports are one default session's; `session(site)` gives another shopper.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class FakeCommerce {
  readonly calls: FakeCall[] = [];
  private readonly productList: readonly ProductDetails[];
  private readonly stock = new Map<string, number>();
  private readonly shippingOptions: readonly ShippingMethodOption[];
  private readonly tax: TaxRule;
  private readonly taxBySite: Partial<Record<SiteId, TaxRule>>;
  private readonly clock: Clock;
  private readonly cartsById = new Map<string, StoredCart>();
  private readonly instrumentTokens = new Map<string, StoredToken>();
  private readonly ordersByBasket = new Map<string, { readonly order: Order; readonly owner: string }>();
  private readonly ordersByKey = new Map<string, Order>();
  private readonly tokens = new Map<string, StoredToken>();
  private readonly failures = new Map<FakeCallName, CommerceError[]>();
  private sequence = 0;

  constructor(options: FakeCommerceOptions = {}) {
    this.productList = options.products ?? [aProduct()];
    for (const product of this.productList) {
      for (const variant of product.variants) this.stock.set(variant.upc, options.stock?.[variant.upc] ?? (variant.orderable ? 5 : 0));
    }
    this.shippingOptions = options.shippingMethods ?? someShippingMethods();
    this.tax = options.tax ?? NO_TAX;
    this.taxBySite = options.taxBySite ?? {};
    this.clock = options.clock ?? new FixedClock();
    Object.assign(this, this.portsFor({ id: 'default', siteId: 'en-us', currency: options.currency ?? 'USD', tax: this.tax }));
  }

  /** Another shopper on the same upstream: its own guest session on `site` (currency and tax of that site). */
  session(site: SiteId): FakeCommerceSession {
    return this.portsFor({ id: `session-${this.next()}`, siteId: site, currency: SITES[site].currency, tax: this.taxBySite[site] ?? this.tax });
  }

  /** The next call of this name fails with `error` (queue several to fail several times). */
  failNext(name: FakeCallName, error: CommerceError): this {
    this.failures.set(name, [...(this.failures.get(name) ?? []), error]);
    return this;
  }

  callNames(): FakeCallName[] {
    return this.calls.map((call) => call.name);
  }

  cart(basketId: string): Cart | undefined {
    return this.cartsById.get(basketId)?.cart;
  }

  /** The upstream loses a cart (expired, purged): the next call with its id answers CART_NOT_FOUND. */
  forgetCart(basketId: string): void {
    this.cartsById.delete(basketId);
  }

  orders(): Order[] {
    return [...this.ordersByBasket.values()].map((placed) => placed.order);
  }

  stockOf(upc: string): number {
    return this.stock.get(upc) ?? 0;
  }

  private portsFor(session: SessionContext): FakeCommerceSession {
    const auth: AuthApi = {
      guestToken: () => this.call<TokenResponse>('guestToken', [], () => {
        const n = this.next();
        return success({ tokenType: 'Guest', usid: `usid-${n}`, customerId: `guest-${n}`, expiresIn: 1_800 });
      }),
    };

    const products: ProductApi = {
      catalog: () => this.call<CatalogResponse>('catalog', [], () => success({
        brands: [...new Set(this.productList.map((p) => p.brand))].map((name) => ({ id: name.toLowerCase(), name })),
        categories: [...new Set(this.productList.map((p) => p.categoryId))].map((id) => ({
          id, name: `Category ${id}`, slug: `category-${id}`, description: `Everything in category ${id}.`, productCount: this.productList.filter((p) => p.categoryId === id).length,
        })),
        featured: this.productList.map((p) => this.card(p)),
      })),
      search: (query: ProductSearchQuery) => this.call<ProductSearchResponse>('search', [query], () => {
        const parsed = parseSearchQuery(session.siteId, query);
        return parsed.isOk() ? success(fakeSearch(this.searchCatalogue(session), parsed.value)) : { ok: false, error: parsed.error };
      }),
      autoSuggest: (query: AutoSuggestQuery) => this.call<AutoSuggestResponse>('autoSuggest', [query], () =>
        success(fakeAutoSuggest(this.searchCatalogue(session), query.q, Number(query.count ?? 6)))),
      details: (productId: string) => this.call<ProductDetails>('details', [productId], () => {
        const product = this.productList.find((p) => p.id === productId);
        return product ? success(product) : failure('PRODUCT_NOT_FOUND');
      }),
      inventory: (productId: string) => this.call<Inventory>('inventory', [productId], () => {
        const product = this.productList.find((p) => p.id === productId);
        if (!product) return failure('PRODUCT_NOT_FOUND');
        return success({
          productId,
          variants: product.variants.map((v) => {
            const quantity = this.stockOf(v.upc);
            return { upc: v.upc, quantity, status: quantity === 0 ? 'OUT_OF_STOCK' : quantity <= 3 ? 'LOW_STOCK' : 'IN_STOCK' };
          }),
        });
      }),
    };

    const carts: CartApi = {
      create: () => this.call<Cart>('create', [], () => {
        const basketId = `fakebasket${this.next()}`;
        const cart: Cart = {
          basketId, currency: session.currency, customerEmail: null, pickupContact: null, items: [], totalItems: 0,
          totals: priceCartOf([], 0, session.tax, session.currency).totals,
          shippingAddress: null, billingAddress: null,
          shippingMethods: { shippingId: 'me', applicableShippingMethods: this.shippingOptions.map((m) => ({ ...m, selected: false })) },
          payment_instruments: [], flash: [], ...CART_WITHOUT_PROMOTIONS,
        };
        this.cartsById.set(basketId, { cart, owner: session.id, tax: session.tax });
        return success(cart);
      }),
      get: (basketId: string) => this.call<Cart>('get', [basketId], () => this.withCart(session, basketId, success)),
      addItems: (request: AddItemRequest) => this.call<Cart>('addItems', [request], () =>
        this.openCart(session, request.cartId, (cart) => {
          let items = cart.items;
          for (const line of request.items) {
            const product = this.productList.find((p) => p.id === line.productId);
            const variant = product?.variants.find((v) => v.upc === line.upc);
            if (!product || !variant) return failure('VARIANT_NOT_FOUND', { field: 'upc' });
            const existing = items.find((item) => item.upc === line.upc);
            const qty = (existing?.qty ?? 0) + line.qty;
            const allowed = this.quantityAllowed(line.upc, qty, variant.orderable);
            if (allowed) return allowed;
            const item: CartItem = {
              id: existing?.id ?? `item${this.next()}`,
              productId: product.id, masterId: product.id, slug: product.slug, name: product.name, upc: variant.upc,
              color: variant.color, colorName: product.colors.find((c) => c.code === variant.color)?.name ?? variant.color,
              size: variant.size, image: product.images[0]?.url ?? '',
              qty, maxQty: lineLimit(this.stockOf(line.upc)), pdpUrl: productPath('en-us', product.slug, product.id),
              price: {
                ...variant.price, rowTotal: multiplyMoney(variant.price.current, qty), currency: cart.currency,
                priceAfterItemDiscount: multiplyMoney(variant.price.current, qty), priceAfterOrderDiscount: multiplyMoney(variant.price.current, qty),
              },
              productPromotions: [], bonus: false, isDigitalProduct: false,
            };
            items = existing ? items.map((i) => (i.id === existing.id ? item : i)) : [...items, item];
          }
          return success(this.save({ ...cart, items }));
        })),
      updateItem: (basketId: string, request: UpdateItemRequest) => this.call<Cart>('updateItem', [basketId, request], () =>
        this.openCart(session, basketId, (cart) => {
          const item = cart.items.find((i) => i.id === request.itemId);
          if (!item || item.upc !== request.upc) return failure('ITEM_NOT_FOUND', { field: 'itemId' });
          if (request.qty > 0) {
            const variant = this.productList.find((p) => p.id === item.productId)?.variants.find((v) => v.upc === item.upc);
            const allowed = this.quantityAllowed(item.upc, request.qty, variant?.orderable ?? false);
            if (allowed) return allowed;
          }
          const items = request.qty === 0
            ? cart.items.filter((i) => i.id !== item.id)
            : cart.items.map((i) => (i.id === item.id
              ? { ...i, qty: request.qty, price: { ...i.price, rowTotal: multiplyMoney(i.price.current, request.qty), priceAfterItemDiscount: multiplyMoney(i.price.current, request.qty), priceAfterOrderDiscount: multiplyMoney(i.price.current, request.qty) } }
              : i));
          return success(this.save({ ...cart, items }));
        })),
      removeItem: (request: RemoveItemRequest) => this.call<Cart>('removeItem', [request], () =>
        this.openCart(session, request.cartId, (cart) => {
          if (!cart.items.some((i) => i.id === request.itemId && i.upc === request.upc)) return failure('ITEM_NOT_FOUND', { field: 'itemId' });
          return success(this.save({ ...cart, items: cart.items.filter((i) => i.id !== request.itemId) }));
        })),
    };

    const checkout: CheckoutApi = {
      setShippingAddress: (basketId: string, request: SetShippingAddressRequest) =>
        this.call<Cart>('setShippingAddress', [basketId, request], () => this.openCart(session, basketId, (cart) => {
          const entry = request[0];
          if (!entry) return failure('SHIPPING_ADDRESS_MISSING');
          const { email, shippingId: _shippingId, context: _context, recaptcha_response: _captcha, ...address } = entry;
          return success(this.save({ ...cart, customerEmail: email, shippingAddress: storedAddress(address, 'S-address', 'S') }));
        })),
      shippingMethods: (basketId: string, shippingId: string) =>
        this.call<ShippingMethodsResponse>('shippingMethods', [basketId, shippingId], () =>
          this.withCart(session, basketId, (cart) => success({ shippingId, applicableShippingMethods: cart.shippingMethods.applicableShippingMethods }))),
      selectShippingMethod: (request: SelectShippingMethodRequest) =>
        this.call<Cart>('selectShippingMethod', [request], () => this.openCart(session, request.cartId, (cart) => {
          const methods = cart.shippingMethods.applicableShippingMethods;
          if (!methods.some((m) => m.code === request.code)) return failure('SHIPPING_METHOD_INVALID', { field: 'code' });
          const applicableShippingMethods = methods.map((m) => ({ ...m, selected: m.code === request.code }));
          return success(this.save({ ...cart, shippingMethods: { ...cart.shippingMethods, applicableShippingMethods } }));
        })),
      setBillingAddress: (basketId: string, request: SetBillingAddressRequest) =>
        this.call<Cart>('setBillingAddress', [basketId, request], () =>
          this.openCart(session, basketId, (cart) => success(this.save({ ...cart, billingAddress: storedAddress(request.address, 'B-address', 'B') })))),
      paymentMethods: (basketId: string) => this.call<PaymentMethodsResponse>('paymentMethods', [basketId], () =>
        this.withCart(session, basketId, () => success({
          applicablePaymentMethods: [{ id: 'CREDIT_CARD', name: 'Credit card', cards: [{ cardType: 'VISA', name: 'Visa' }] }],
        }))),
      addPaymentInstrument: (basketId: string, request: AddPaymentInstrumentRequest) =>
        this.call<Cart>('addPaymentInstrument', [basketId, request], () => this.openCart(session, basketId, (cart) => {
          // No saved cards here (FakeCommerce has guests only): a paymentInstrumentId is not found, as for a guest upstream.
          const card = request.payment_method_id === 'CREDIT_CARD' ? request.paymentCard : undefined;
          const token = card === undefined ? undefined : this.tokens.get(card.token);
          if (!card || !token) return failure('PAYMENT_INSTRUMENT_NOT_FOUND');
          const { brand, last4, expiryMonth, expiryYear } = token.response;
          const instrumentId = `pi${this.next()}`;
          this.instrumentTokens.set(instrumentId, token);
          return success(this.save({
            ...cart,
            payment_instruments: [{
              payment_instrument_id: instrumentId, payment_method_id: 'CREDIT_CARD', amount: cart.totals.total,
              card: { brand, last4, expiryMonth, expiryYear, holder: card.holder },
            }],
          }));
        })),
      prepareOrder: (basketId: string, options?: { readonly paymentMethod?: 'WALLET' }) => this.call<PrepareOrderResponse>('prepareOrder', [basketId], () =>
        this.withCart(session, basketId, (cart) => {
          if (this.cartsById.get(basketId)?.ordered) return failure('ORDER_ALREADY_PLACED');
          const blocked = this.blocker(cart, options?.paymentMethod === 'WALLET');
          if (blocked) return blocked;
          return success({ basketId, ready: true, total: cart.totals.total, currency: cart.currency, flash: [] });
        })),
      placeOrder: (basketId: string, idempotencyKey: string, options?: { readonly paymentMethod?: OrderPaymentMethod }) =>
        this.call<PlaceOrderResponse>('placeOrder', options?.paymentMethod ? [basketId, idempotencyKey, options.paymentMethod] : [basketId, idempotencyKey], () => {
          // A session's own orders only: by its Idempotency-Key, else by the basket it placed.
          const byBasket = this.ordersByBasket.get(basketId);
          const previous = this.ordersByKey.get(`${session.id} ${idempotencyKey}`) ?? (byBasket?.owner === session.id ? byBasket.order : undefined);
          if (previous) return success({ orderNumber: previous.orderNumber, flash: [], order: previous });
          return this.withCart(session, basketId, (cart) => this.place(session, cart, idempotencyKey, options?.paymentMethod));
        }),
      order: (orderNumber: string) => this.call<Order>('order', [orderNumber], () => {
        // Readable only by the session that placed it, like the API (anyone else: ORDER_NOT_FOUND).
        const placed = [...this.ordersByBasket.values()].find((o) => o.order.orderNumber === orderNumber && o.owner === session.id);
        return placed ? success(placed.order) : failure('ORDER_NOT_FOUND');
      }),
    };

    const tokenizer: CardTokenizer = {
      tokenize: (card: TokenizeCardRequest) => this.call<TokenizeCardResponse>('tokenize', [{ ...card, number: `…${card.number.slice(-4)}` }], () => {
        const [month, year] = card.expiry.split('/').map(Number) as [number, number];
        const now = this.clock.now();
        const expiryYear = 2000 + year;
        if (expiryYear < now.getUTCFullYear() || (expiryYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
          return failure('CC_EXPIRY_DATE_INVALID', { field: 'expiry' });
        }
        const response: TokenizeCardResponse = {
          token: `tok_fake${this.next().padStart(16, '0')}`,
          brand: card.number.startsWith('4') ? 'VISA' : 'MASTERCARD',
          last4: card.number.slice(-4), expiryMonth: month, expiryYear,
        };
        this.tokens.set(response.token, { response, declines: card.number === SANDBOX_CARDS.declines });
        return success(response);
      }),
    };

    const time: TimeApi = {
      serverTime: () => this.call<ServerTimeResponse>('serverTime', [], () => {
        const now = this.clock.now();
        return success({ timestamp: now.toISOString(), epochMs: now.getTime() });
      }),
    };

    return { auth, products, carts, checkout, tokenizer, time };
  }

  /** `paymentMethod` WALLET (issue 10): the order names the wallet's session and token itself (the fake trusts them). */
  private place(session: SessionContext, cart: Cart, idempotencyKey: string, paymentMethod?: OrderPaymentMethod): Outcome<PlaceOrderResponse> {
    const wallet = paymentMethod?.code === 'WALLET';
    const blocked = this.blocker(cart, wallet);
    if (blocked) return blocked;
    if (cart.items.some((item) => item.qty > this.stockOf(item.upc))) return failure('ITEM_OOS');
    if (wallet && (paymentMethod.additionalData?.sessionID === undefined || paymentMethod.additionalData.c_applePayToken === undefined)) {
      return failure('WALLET_PAYMENT_INVALID');
    }
    const instrument = wallet ? undefined : cart.payment_instruments[0]!;
    if (instrument !== undefined && instrument.payment_method_id !== 'CREDIT_CARD') return failure('PAYMENT_INSTRUMENT_NOT_FOUND');
    if (instrument !== undefined && this.instrumentTokens.get(instrument.payment_instrument_id)?.declines) return failure('PAYMENT_ERROR');
    for (const item of cart.items) this.stock.set(item.upc, this.stockOf(item.upc) - item.qty);
    const selected = cart.shippingMethods.applicableShippingMethods.find((m) => m.selected)!;
    const order: Order = {
      orderNumber: `ORD-${this.next()}`, basketId: cart.basketId, status: 'CREATED', createdAt: this.clock.now().toISOString(),
      currency: cart.currency, customerEmail: cart.customerEmail ?? '', items: cart.items, totals: cart.totals,
      shippingAddress: cart.shippingAddress!, billingAddress: cart.billingAddress!,
      shipments: [{ shipmentId: 'me', shippingMethod: selected.code, status: 'PENDING' }],
      paymentMethods: instrument === undefined
        ? [{ code: 'WALLET', id: paymentMethod?.additionalData?.sessionID ?? '', type: 'WALLET', last4: '' }]
        : [{ code: 'CREDIT_CARD', id: instrument.payment_instrument_id, type: instrument.card.brand, last4: instrument.card.last4 }],
      statusHistory: [{ status: 'CREATED', at: this.clock.now().toISOString(), actor: 'SYSTEM' }],
      actions: { cancel: true, returnLabel: false },
      promoSummary: [], orderPromotions: [], couponItems: [], priceAdjustments: [], reward: null, bounceBackVouchers: [],
    };
    this.ordersByBasket.set(cart.basketId, { order, owner: session.id });
    this.ordersByKey.set(`${session.id} ${idempotencyKey}`, order);
    this.cartsById.set(cart.basketId, { ...this.cartsById.get(cart.basketId)!, ordered: true });
    return success({ orderNumber: order.orderNumber, flash: [], order });
  }

  private blocker(cart: Cart, namedPayment = false): Outcome<never> | undefined {
    if (cart.items.length === 0) return failure('CART_EMPTY');
    if (!cart.shippingAddress) return failure('SHIPPING_ADDRESS_MISSING');
    if (!cart.shippingMethods.applicableShippingMethods.some((m) => m.selected)) return failure('SHIPPING_METHOD_MISSING');
    if (!cart.billingAddress) return failure('BILLING_ADDRESS_MISSING');
    if (cart.payment_instruments.length === 0 && !namedPayment) return failure('PAYMENT_MISSING');
    return undefined;
  }

  /** Core's stock rule, answered as the API answers it: ITEM_OOS, or ADDED_MAX_QUANTITY with maxAllowedQty. */
  private quantityAllowed(upc: string, qty: number, orderable: boolean): Outcome<never> | undefined {
    const checked = checkLineQuantity(this.stockOf(upc), qty, orderable);
    if (checked.isOk()) return undefined;
    const problem = checked.error;
    return problem.type === 'OutOfStock'
      ? failure('ITEM_OOS', { field: 'upc' })
      : failure('ADDED_MAX_QUANTITY', { field: 'qty', maxAllowedQty: problem.maxAllowedQty, message: `You can have at most ${problem.maxAllowedQty} of this item.` });
  }

  /** Stores a changed cart with its totals recomputed by core's pricing rule (the API's) and each line's limit. */
  private save(cart: Cart): Cart {
    const stored = this.cartsById.get(cart.basketId)!;
    const items = cart.items.map((i) => ({ ...i, maxQty: lineLimit(this.stockOf(i.upc)) }));
    const shipping = cart.shippingMethods.applicableShippingMethods.find((m) => m.selected)?.price.amount ?? 0;
    const priced = priceCartOf(items, shipping, stored.tax, cart.currency);
    const totals = priced.totals;
    const saved: Cart = {
      ...cart,
      items: items.map((item, i) => ({
        ...item,
        price: { ...item.price, priceAfterItemDiscount: priced.lines[i]!.priceAfterItemDiscount, priceAfterOrderDiscount: priced.lines[i]!.priceAfterOrderDiscount },
        productPromotions: priced.lines[i]!.productPromotions,
      })),
      totals, totalItems: totals.totalUnits,
      payment_instruments: cart.payment_instruments.map((p) => ({ ...p, amount: totals.total })),
    };
    this.cartsById.set(saved.basketId, { ...stored, cart: saved });
    return saved;
  }

  private searchCatalogue(session: SessionContext): FakeSearchCatalogue {
    return { siteId: session.siteId, products: this.productList, stockOf: (upc) => this.stockOf(upc), card: (p) => this.card(p) };
  }

  private card(product: ProductDetails): ProductCard {
    return {
      id: product.id, title: product.name, brand: product.brand, slug: product.slug,
      url: productPath('en-us', product.slug, product.id),
      image: { url: product.images[0]?.url ?? '', alt: product.images[0]?.alt ?? product.name },
      currency: product.currency, price: product.price, promotions: product.promotions,
    };
  }

  /** An open cart of this session, to change: an ordered one answers ORDER_ALREADY_PLACED (like the API). */
  private openCart<T>(session: SessionContext, basketId: string, action: (cart: Cart) => Outcome<T>): Outcome<T> {
    return this.withCart(session, basketId, (cart) => (this.cartsById.get(basketId)?.ordered ? failure('ORDER_ALREADY_PLACED') : action(cart)));
  }

  /** A cart of this session; another session's cart is not found, like the API answers a guest (no id leaks). */
  private withCart<T>(session: SessionContext, basketId: string, action: (cart: Cart) => Outcome<T>): Outcome<T> {
    const stored = this.cartsById.get(basketId);
    return stored && stored.owner === session.id ? action(stored.cart) : failure('CART_NOT_FOUND');
  }

  private next(): string {
    this.sequence += 1;
    return String(this.sequence).padStart(6, '0');
  }

  private call<T>(name: FakeCallName, args: readonly unknown[], action: () => Outcome<T>): ResultAsync<T, CommerceError> {
    this.calls.push({ name, args });
    const queued = this.failures.get(name);
    const failed = queued?.shift();
    if (failed) return errAsync(failed);
    const outcome = action();
    return outcome.ok ? okAsync(outcome.value) : errAsync(outcome.error);
  }
}
