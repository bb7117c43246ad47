import type { z } from 'zod';
import { endpoint } from './endpoint';
import { accountEndpoints } from './account.endpoints';
import { consumerEndpoints } from './consumer.endpoints';
import { wishlistEndpoints } from './wishlist.endpoints';
import { orderEndpoints } from './order.endpoints';
import { promotionEndpoints } from './promotion.endpoints';
import { storeEndpoints } from './store.endpoints';
import { addressEndpoints } from './address.endpoints';
import { productSaleEndpoints } from './product-sale.endpoints';
import { paymentEndpoints } from './payments.endpoints';
import { walletEndpoints } from './wallet.endpoints';
import { fulfilmentEndpoints } from './fulfilment.endpoints';
import { reviewsEndpoints } from './reviews.endpoints';
import { merchandisingEndpoints } from './merchandising.endpoints';
import { recommendationsEndpoints } from './recommendations.endpoints';
import { contentEndpoints } from './content.endpoints';
import { contentInternalEndpoints } from './content-internal.endpoints';
import { experienceEndpoints } from './experience.endpoints';
import { enrolmentEndpoints } from './enrolment.endpoints';
import { tokenRequestSchema, tokenResponseSchema } from './auth.contract';
import {
  addItemRequestSchema, addPaymentInstrumentRequestSchema, basketParamsSchema, cartSchema, createCartRequestSchema,
  getCartQuerySchema, paymentMethodsResponseSchema, placeOrderRequestSchema, placeOrderResponseSchema,
  orderParamsSchema, orderSchema, prepareOrderRequestSchema, prepareOrderResponseSchema, removeItemRequestSchema,
  selectShippingMethodRequestSchema, setBillingAddressRequestSchema, setShippingAddressRequestSchema,
  shippingMethodParamsSchema, shippingMethodsResponseSchema, updateItemRequestSchema, updateItemQuerySchema,
} from './cart.contract';
import { localeQuerySchema } from './common.contract';
import {
  catalogQuerySchema, catalogResponseSchema, inventorySchema, productDetailsSchema, productParamsSchema,
  productSearchQuerySchema, productSearchResponseSchema, autoSuggestQuerySchema, autoSuggestResponseSchema,
} from './products.contract';
import { serverTimeResponseSchema } from './time.contract';

export type { Endpoint, HttpMethod } from './endpoint';

/** Every upstream call: one schema for client, server and recordings. */
export const endpoints = {
  guestToken: endpoint({ method: 'POST', path: '/token/v2/auth/token', summary: 'Obtain a guest token, exchange a sign-in code for a registered consumer\'s tokens (merging the guest\'s objects), or refresh them (tokens in httpOnly cookies)', body: tokenRequestSchema, response: tokenResponseSchema, query: localeQuerySchema, auth: false }),
  catalog: endpoint({ method: 'GET', path: '/products/v2/catalog', summary: 'Brands, categories and featured products', query: catalogQuerySchema, response: catalogResponseSchema, auth: false }),
  productSearch: endpoint({ method: 'GET', path: '/products/v2/search/productSearch', summary: 'Search or list products of a category', query: productSearchQuerySchema, response: productSearchResponseSchema, auth: false }),
  autoSuggest: endpoint({ method: 'GET', path: '/products/v2/search/autoSuggest', summary: 'Completions, products and categories for the words typed so far', query: autoSuggestQuerySchema, response: autoSuggestResponseSchema, auth: false }),
  productDetails: endpoint({ method: 'GET', path: '/products/v2/products/{productId}/details', summary: 'Product detail with variants', params: productParamsSchema, query: localeQuerySchema, response: productDetailsSchema, auth: false }),
  productInventory: endpoint({ method: 'GET', path: '/products/v2/products/{productId}/inventory', summary: 'Stock per variant', params: productParamsSchema, query: localeQuerySchema, response: inventorySchema, auth: false }),
  createCart: endpoint({ method: 'POST', path: '/cart/v1/cart', summary: 'Create a cart', body: createCartRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  getCart: endpoint({ method: 'GET', path: '/cart/v1/cart/{basketId}', summary: 'Get a cart', params: basketParamsSchema, query: getCartQuerySchema, response: cartSchema, auth: true }),
  addItem: endpoint({ method: 'POST', path: '/cart/v1/item', summary: 'Add items to a cart', body: addItemRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  updateItem: endpoint({ method: 'PUT', path: '/cart/v1/cart/{basketId}/item', summary: 'Change an item quantity (0 removes it); action pickup / sts / pudo / home moves it (storeId, collectionPointId)', params: basketParamsSchema, body: updateItemRequestSchema, query: updateItemQuerySchema, response: cartSchema, auth: true }),
  removeItem: endpoint({ method: 'DELETE', path: '/cart/v1/item', summary: 'Remove an item', body: removeItemRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  setShippingAddress: endpoint({ method: 'POST', path: '/cart/v2/cart/{basketId}/shippingAddress', summary: 'Set the shipping address and contact e-mail', params: basketParamsSchema, body: setShippingAddressRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  shippingMethods: endpoint({ method: 'GET', path: '/cart/v1/cart/{basketId}/shippingMethod/{shippingId}', summary: 'Applicable shipping methods', params: shippingMethodParamsSchema, query: localeQuerySchema, response: shippingMethodsResponseSchema, auth: true }),
  selectShippingMethod: endpoint({ method: 'POST', path: '/cart/v1/shippingMethod', summary: 'Select a shipping method', body: selectShippingMethodRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  setBillingAddress: endpoint({ method: 'POST', path: '/cart/v1/cart/{basketId}/billingAddress', summary: 'Set the billing address', params: basketParamsSchema, body: setBillingAddressRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  paymentMethods: endpoint({ method: 'GET', path: '/cart/v1/cart/{basketId}/paymentMethods', summary: 'Applicable payment methods', params: basketParamsSchema, query: localeQuerySchema, response: paymentMethodsResponseSchema, auth: true }),
  addPaymentInstrument: endpoint({ method: 'POST', path: '/cart/v1/cart/{basketId}/paymentInstruments', summary: 'Add a tokenised card', params: basketParamsSchema, body: addPaymentInstrumentRequestSchema, query: localeQuerySchema, response: cartSchema, auth: true }),
  prepareOrder: endpoint({ method: 'POST', path: '/cart/v1/cart/prepareOrder', summary: 'Check the cart can become an order', body: prepareOrderRequestSchema, query: localeQuerySchema, response: prepareOrderResponseSchema, auth: true }),
  placeOrder: endpoint({ method: 'PUT', path: '/cart/v2/checkout/order', summary: 'Place the order (atomic; Idempotency-Key honoured)', body: placeOrderRequestSchema, query: localeQuerySchema, response: placeOrderResponseSchema, auth: true }),
  getOrder: endpoint({ method: 'GET', path: '/consumers-v3/consumer/purchase/{orderId}', summary: 'An order, to the principal who placed it (anyone else: 404)', params: orderParamsSchema, query: localeQuerySchema, response: orderSchema, auth: true }),
  serverTime: endpoint({ method: 'GET', path: '/fapi/server/time', summary: 'Server time', response: serverTimeResponseSchema, auth: false }),
  // Issue 7: each area keeps its calls in its own file.
  ...accountEndpoints,
  ...consumerEndpoints,
  ...wishlistEndpoints,
  ...orderEndpoints,
  ...promotionEndpoints,
  ...storeEndpoints,
  ...addressEndpoints,
  ...productSaleEndpoints,
  ...paymentEndpoints,
  ...walletEndpoints,
  ...fulfilmentEndpoints,
  ...reviewsEndpoints,
  ...merchandisingEndpoints,
  ...recommendationsEndpoints,
  // Issue 12: content and experience.
  ...contentEndpoints,
  ...contentInternalEndpoints,
  ...experienceEndpoints,
  ...enrolmentEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
export type RequestBody<N extends EndpointName> = (typeof endpoints)[N] extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type ResponseBody<N extends EndpointName> = z.infer<(typeof endpoints)[N]['response']>;

/** Fill {param} placeholders of a path; values are URI-encoded. */
export function pathFor(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
