import type { FulfilmentApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 per-line delivery and store pickup over HTTP: one registry call each. */
export function createFulfilmentClient(send: EndpointCaller): FulfilmentApi {
  return {
    cartWithItem: (request) => send('cartWithItem', { body: request }),
    reserveWithItem: (request) => send('reserveWithItem', { body: request }),
    setPickupContact: (basketId, request) => send('setPickupContact', { params: { basketId }, body: request }),
  };
}
