import type { StoreApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 §1 stores over HTTP: one registry call each. */
export function createStoreClient(send: EndpointCaller): StoreApi {
  return {
    search: (request) => send('searchStores', { body: request }),
    collectionPoints: (request) => send('collectionPoints', { body: request }),
    inventory: (request) => send('storeInventory', { body: request }),
    availability: (productId, request) => send('productAvailability', { params: { productId }, body: request }),
    siteStores: () => send('utilityStores'),
    employees: (storeId) => send('storeEmployees', { params: { storeId } }),
    countryI18n: (countryCode) => send('countryI18n', { params: { countryCode } }),
  };
}
