import { SUPPORT_KEY_HEADER, type FulfilmentApi, type FulfilmentSupportApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 per-line delivery and store pickup over HTTP: one registry call each. */
export function createFulfilmentClient(send: EndpointCaller): FulfilmentApi {
  return {
    cartWithItem: (request) => send('cartWithItem', { body: request }),
    reserveWithItem: (request) => send('reserveWithItem', { body: request }),
    setPickupContact: (basketId, request) => send('setPickupContact', { params: { basketId }, body: request }),
  };
}

/** Support's store stock calls (issue 10): the support key header, no shopper token. */
export function createFulfilmentSupportClient(send: EndpointCaller, supportKey: string): FulfilmentSupportApi {
  const headers = { [SUPPORT_KEY_HEADER]: supportKey };
  return {
    storeStock: (storeId, upc) => send('supportStoreStock', { params: { storeId }, query: { upc }, headers }),
    setStoreStock: (storeId, request) => send('supportSetStoreStock', { params: { storeId }, body: request, headers }),
  };
}
