import { errAsync } from 'neverthrow';
import { endpoints } from '@switchback/core';
import type { ContractRouter } from '../http/contract-router';
import { requestFingerprint } from '../http/idempotency';
import { idempotencyKeyOf } from '../http/request-context';
import type { CheckoutService } from './checkout.service';

export function registerCheckoutRoutes(router: ContractRouter, checkout: CheckoutService): void {
  router.guest('setShippingAddress', ({ guest, params, body }) => checkout.setShippingAddress(guest, params.basketId, body));
  router.guest('shippingMethods', ({ guest, params }) => checkout.shippingMethods(guest, params.basketId, params.shippingId));
  router.guest('selectShippingMethod', ({ guest, body }) => checkout.selectShippingMethod(guest, body));
  router.guest('setBillingAddress', ({ guest, params, body }) => checkout.setBillingAddress(guest, params.basketId, body));
  router.guest('paymentMethods', ({ guest, params }) => checkout.paymentMethods(guest, params.basketId));
  router.guest('addPaymentInstrument', ({ guest, params, body }) => checkout.addPaymentInstrument(guest, params.basketId, body));
  router.guest('prepareOrder', ({ guest, body }) => checkout.prepareOrder(guest, body.basketId));
  router.guest('placeOrder', ({ guest, body, request }) => {
    const key = idempotencyKeyOf(request);
    if (key.isErr()) return errAsync(key.error);
    // The captcha answer is single-use and may differ on a genuine retry: what is ordered is the basket.
    const { recaptcha_response: _captcha, ...ordered } = body;
    const idempotency = key.value === undefined ? undefined : {
      key: key.value,
      fingerprint: requestFingerprint({ method: endpoints.placeOrder.method, path: endpoints.placeOrder.path, principal: guest.customerId, body: ordered }),
    };
    return checkout.placeOrder(guest, body.cartId, idempotency);
  });
  router.guest('getOrder', ({ guest, params }) => checkout.order(guest, params.orderId));
}
