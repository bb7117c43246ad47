import { HEADER, type PaymentApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 10 §3 over HTTP: PATCH order (the channel is web, as placing is) and the device fingerprint. */
export function createPaymentClient(send: EndpointCaller): PaymentApi {
  return {
    patchOrder: (orderNumber, paymentMethod) =>
      send('patchOrder', { params: { orderNumber }, body: paymentMethod, headers: { [HEADER.channel]: 'WEB' } }),
    deviceFingerPrint: (request) => send('deviceFingerPrint', { body: request }),
  };
}
