import type { MerchandisingApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Product sets and back-in-stock requests (issue 11) over HTTP: one registry call each. */
export function createMerchandisingClient(call: EndpointCaller): MerchandisingApi {
  return {
    productSets: (productId) => call('productSets', { params: { productId } }),
    productSet: (productSetId) => call('productSet', { params: { productSetId } }),
    notifyMe: (request) => call('notifyMe', { body: request }),
  };
}
