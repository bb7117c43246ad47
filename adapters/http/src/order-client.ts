import { SUPPORT_KEY_HEADER, type OrderApi, type SupportApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** After the purchase (issue 8) over HTTP: one registry call each; `send` renews an expired token like every shopper call. */
export function createOrderClient(send: EndpointCaller): OrderApi {
  return {
    history: (request) => send('purchaseHistory', { body: request }),
    invoice: (orderNumber) => send('downloadInvoice', { body: { orderNumber } }),
    returnLabel: (orderNumber, request) => send('returnLabel', { params: { orderId: orderNumber }, body: request }),
    track: (request) => send('trackOrder', { body: request }),
    cancel: (request) => send('cancelOrder', { body: request }),
    contactCategories: () => send('contactUsCategories'),
    contactUs: (request) => send('contactUs', { body: request }),
    warranty: (request) => send('warranty', { body: request }),
  };
}

/** The support calls (issue 8 §4): every one carries the support key header, and no shopper token is needed. */
export function createSupportClient(send: EndpointCaller, supportKey: string): SupportApi {
  const headers = { [SUPPORT_KEY_HEADER]: supportKey };
  return {
    order: (orderNumber) => send('supportOrder', { params: { orderNumber }, headers }),
    ordersByEmail: (email) => send('supportOrderList', { query: { email }, headers }),
    ship: (orderNumber, request) => send('supportShipOrder', { params: { orderNumber }, body: request, headers }),
    deliver: (orderNumber, request) => send('supportDeliverOrder', { params: { orderNumber }, body: request, headers }),
    receiveReturn: (orderNumber, request) => send('supportReceiveReturn', { params: { orderNumber }, body: request, headers }),
    trail: (orderNumber) => send('supportBasketTrail', { params: { orderNumber }, headers }),
  };
}
