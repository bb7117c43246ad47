import { SUPPORT_KEY_HEADER, type AddressApi, type ProductSaleSupportApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 §2 address calls over HTTP: one registry call each; `send` renews an expired token like every shopper call. */
export function createAddressClient(send: EndpointCaller): AddressApi {
  return {
    validateShippingAddress: (basketId, request) => send('validateShippingAddress', { params: { basketId }, body: request }),
    removeShippingAddress: (basketId) => send('removeShippingAddress', { params: { basketId } }),
    removeBillingAddress: (basketId) => send('removeBillingAddress', { params: { basketId } }),
  };
}

/** Support's product sale state (issue 10 §8): the support key header, no shopper token. */
export function createProductSaleSupportClient(send: EndpointCaller, supportKey: string): ProductSaleSupportApi {
  return {
    updateProductSale: (productId, update) => send('supportUpdateProductSale', { params: { productId }, body: update, headers: { [SUPPORT_KEY_HEADER]: supportKey } }),
  };
}
