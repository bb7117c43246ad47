import type { ResultAsync } from 'neverthrow';
import type {
  AddItemRequest, AddPaymentInstrumentRequest, AutoSuggestQuery, AutoSuggestResponse, Cart, InStoreSalesInfo, OrderPaymentMethod, CatalogResponse, Inventory, Order, PaymentMethodsResponse,
  PlaceOrderResponse, PrepareOrderResponse, ProductDetails, ProductSearchQuery, ProductSearchResponse,
  RemoveItemRequest, SelectShippingMethodRequest, ServerTimeResponse, SetBillingAddressRequest,
  SetShippingAddressRequest, ShippingMethodsResponse, TokenizeCardRequest, TokenizeCardResponse, TokenResponse,
  UpdateItemQuery, UpdateItemRequest,
} from '../contract';
import type { CommerceError } from '../errors';

export interface AuthApi {
  guestToken(): ResultAsync<TokenResponse, CommerceError>;
}

export interface ProductApi {
  catalog(): ResultAsync<CatalogResponse, CommerceError>;
  search(query: ProductSearchQuery): ResultAsync<ProductSearchResponse, CommerceError>;
  /** Issue 11: completions, products and categories for the words typed so far. */
  autoSuggest(query: AutoSuggestQuery): ResultAsync<AutoSuggestResponse, CommerceError>;
  details(productId: string): ResultAsync<ProductDetails, CommerceError>;
  inventory(productId: string): ResultAsync<Inventory, CommerceError>;
}

export interface CartApi {
  create(): ResultAsync<Cart, CommerceError>;
  /** Issue 10: `favStoreId` (my store) offers pickup and ship-to-store there on home lines. */
  get(basketId: string, options?: { favStoreId?: string }): ResultAsync<Cart, CommerceError>;
  addItems(request: AddItemRequest): ResultAsync<Cart, CommerceError>;
  /** Issue 10: `query.action` moves the line (pickup, sts, pudo, home); without it only the quantity changes. */
  updateItem(basketId: string, request: UpdateItemRequest, query?: Omit<UpdateItemQuery, 'locale'>): ResultAsync<Cart, CommerceError>;
  removeItem(request: RemoveItemRequest): ResultAsync<Cart, CommerceError>;
}

export interface CheckoutApi {
  setShippingAddress(basketId: string, request: SetShippingAddressRequest): ResultAsync<Cart, CommerceError>;
  shippingMethods(basketId: string, shippingId: string): ResultAsync<ShippingMethodsResponse, CommerceError>;
  selectShippingMethod(request: SelectShippingMethodRequest): ResultAsync<Cart, CommerceError>;
  setBillingAddress(basketId: string, request: SetBillingAddressRequest): ResultAsync<Cart, CommerceError>;
  paymentMethods(basketId: string): ResultAsync<PaymentMethodsResponse, CommerceError>;
  addPaymentInstrument(basketId: string, request: AddPaymentInstrumentRequest): ResultAsync<Cart, CommerceError>;
  /** `paymentMethod: 'WALLET'`: the order will name its payment itself (issue 10 wallet), no instrument needed. */
  prepareOrder(basketId: string, options?: { readonly paymentMethod?: 'WALLET' }): ResultAsync<PrepareOrderResponse, CommerceError>;
  /** `inStoreSalesInfo`: the associate placing it in store (issue 7); `paymentMethod`: the wallet's session and token (issue 10). */
  placeOrder(
    basketId: string, idempotencyKey: string,
    options?: { readonly inStoreSalesInfo?: InStoreSalesInfo; readonly paymentMethod?: OrderPaymentMethod },
  ): ResultAsync<PlaceOrderResponse, CommerceError>;
  /** A placed order, readable only by the principal who placed it (ORDER_NOT_FOUND for anyone else). */
  order(orderNumber: string): ResultAsync<Order, CommerceError>;
}

/** The payment provider's tokeniser: the only place a card number is ever sent. */
export interface CardTokenizer {
  tokenize(card: TokenizeCardRequest): ResultAsync<TokenizeCardResponse, CommerceError>;
}

export interface TimeApi {
  serverTime(): ResultAsync<ServerTimeResponse, CommerceError>;
}
