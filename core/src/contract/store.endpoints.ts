import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import {
  collectionPointsRequestSchema, collectionPointsResponseSchema, countryI18nSchema, countryParamsSchema, productAvailabilityParamsSchema,
  productAvailabilityRequestSchema, productAvailabilitySchema, storeEmployeesSchema, storeInventoryRequestSchema, storeInventoryResponseSchema,
  storeParamsSchema, storeSearchRequestSchema, storeSearchResponseSchema, utilityStoresSchema,
} from './store.contract';

/** Stores, stock and address forms are the same for everyone: no token needed, so any page (and support's CLI) can ask. */
const anyone = { auth: false } as const;
/**
 * A store's employees: any token holder (the associate-login page holds a guest token before anyone signs in); ids
 * and display names only, never cached.
 */
const tokenHolder = { auth: true } as const;

/** Issue 10 §1: the store finder, collection points, stock per store, availability, and the utilities calls (commerce-core §7 Products and stores). */
export const storeEndpoints = {
  searchStores: endpoint({ method: 'POST', path: '/stores/v1/search', summary: "Stores near a postcode, a city or coordinates, nearest first, with opening hours (open now) and, given a upc, that variant's stock in each", body: storeSearchRequestSchema, query: localeQuerySchema, response: storeSearchResponseSchema, ...anyone }),
  collectionPoints: endpoint({ method: 'POST', path: '/stores/v1/collectionPoints', summary: 'Collection points (lockers and partner shops) near a postcode, a city or coordinates, nearest first', body: collectionPointsRequestSchema, query: localeQuerySchema, response: collectionPointsResponseSchema, ...anyone }),
  storeInventory: endpoint({ method: 'POST', path: '/stores/v1/inventory', summary: "A product's stock in each of up to 20 stores, per variant", body: storeInventoryRequestSchema, query: localeQuerySchema, response: storeInventoryResponseSchema, ...anyone }),
  productAvailability: endpoint({ method: 'POST', path: '/products/v1/products/{productId}/availability', summary: "A product's availability per variant: the warehouse's stock and each requested store's", params: productAvailabilityParamsSchema, body: productAvailabilityRequestSchema, query: localeQuerySchema, response: productAvailabilitySchema, ...anyone }),
  utilityStores: endpoint({ method: 'GET', path: '/consumers-v3/utilities/stores', summary: "The site's stores (associate login, store selectors)", query: localeQuerySchema, response: utilityStoresSchema, ...anyone }),
  storeEmployees: endpoint({ method: 'GET', path: '/consumers-v3/utilities/stores/{storeId}/employees', summary: "A store's employees: ids and display names (STORE_NOT_FOUND for an unknown store)", params: storeParamsSchema, query: localeQuerySchema, response: storeEmployeesSchema, ...tokenHolder }),
  countryI18n: endpoint({ method: 'GET', path: '/consumers-v3/utilities/i18n/{countryCode}', summary: "A country's address form: field order, postcode pattern and example, states, phone dial code and mask (404 for an unknown country)", params: countryParamsSchema, query: localeQuerySchema, response: countryI18nSchema, ...anyone }),
} as const satisfies Record<string, Endpoint>;

export type StoreEndpointName = keyof typeof storeEndpoints;
export const STORE_ENDPOINT_NAMES = Object.keys(storeEndpoints) as StoreEndpointName[];
