import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import { orderPaymentMethodSchema, placeOrderResponseSchema } from './cart.contract';
import { deviceFingerPrintRequestSchema, deviceFingerPrintResponseSchema, patchOrderParamsSchema } from './payments.contract';

const anyShopper = { auth: true } as const;

/** Issue 10 §3 (commerce-core §7 Cart): completing a 3-D Secure challenge, the device fingerprint sent before placing. */
export const paymentEndpoints = {
  patchOrder: endpoint({
    method: 'PATCH', path: '/cart/v2/checkout/order/{orderNumber}',
    summary: "Complete an order waiting for payment authentication with the three-ds challenge's result (owner only; failure resets the order)",
    params: patchOrderParamsSchema, body: orderPaymentMethodSchema, query: localeQuerySchema, response: placeOrderResponseSchema, ...anyShopper,
  }),
  deviceFingerPrint: endpoint({
    method: 'POST', path: '/cart/v1/deviceFingerPrint',
    summary: "The shopper's device fingerprint, kept with the cart and copied to its order (the sandbox fraud rule reads it)",
    body: deviceFingerPrintRequestSchema, query: localeQuerySchema, response: deviceFingerPrintResponseSchema, ...anyShopper,
  }),
} as const satisfies Record<string, Endpoint>;
