import { errAsync } from 'neverthrow';
import type { ContractRouter } from '../http/contract-router';
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
    return key.isErr() ? errAsync(key.error) : checkout.placeOrder(guest, body.cartId, key.value);
  });
  router.guest('getOrder', ({ guest, params }) => checkout.order(guest, params.orderId));
}
