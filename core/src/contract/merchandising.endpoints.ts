import { endpoint, type Endpoint } from './endpoint';
import {
  notifyMeQuerySchema, notifyMeRequestSchema, notifyMeResponseSchema, productSetParamsSchema, productSetSchema,
  productSetsParamsSchema, productSetsQuerySchema, productSetsResponseSchema,
} from './merchandising.contract';

/** Product sets and back-in-stock requests (issue 11 §1). Owned by the sets and notify-me work. */
export const merchandisingEndpoints = {
  productSets: endpoint({ method: 'GET', path: '/products/v2/products/{productId}/productSets', summary: 'The product sets a product is part of', params: productSetsParamsSchema, query: productSetsQuerySchema, response: productSetsResponseSchema, auth: false }),
  productSet: endpoint({ method: 'GET', path: '/products/v2/products/{productSetId}/productSet', summary: "A product set: each product's details and the set's total price (PRODUCT_SET_NOT_FOUND)", params: productSetParamsSchema, query: productSetsQuerySchema, response: productSetSchema, auth: false }),
  notifyMe: endpoint({ method: 'PUT', path: '/products/v1/notifications', summary: 'Ask for an e-mail when an out-of-stock size is back (once per size and e-mail; NOTIFY_ME_IN_STOCK when orderable)', body: notifyMeRequestSchema, query: notifyMeQuerySchema, response: notifyMeResponseSchema, auth: true }),
} as const satisfies Record<string, Endpoint>;
