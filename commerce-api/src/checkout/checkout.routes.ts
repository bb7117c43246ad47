import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { ASSOCIATE_COOKIE, endpoints, type InStoreSalesInfo } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { ContractRouter } from '../http/contract-router';
import { requestFingerprint } from '../http/idempotency';
import { idempotencyKeyOf } from '../http/request-context';
import type { CheckoutService } from './checkout.service';
import type { OrderAuthenticationService } from './order-authentication.service';

export function registerCheckoutRoutes(
  router: ContractRouter, checkout: CheckoutService, tokens: GuestTokenService, authentication?: OrderAuthenticationService,
): void {
  /** The order's in-store associate (§3 inStoreSalesInfo) must be the one the caller's associate session proves. */
  const provenAssociate = (claimed: InStoreSalesInfo | undefined, cookie: string | undefined): ResultAsync<InStoreSalesInfo | undefined, ApiFailure> => {
    if (claimed === undefined) return okAsync(undefined);
    const refused: ApiFailure = { type: 'Forbidden', field: 'inStoreSalesInfo' };
    return tokens.verifyAssociate(cookie).mapErr(() => refused).andThen((session) =>
      session.storeId === claimed.storeId && session.storeEmployeeId === claimed.storeEmployeeId ? okAsync(claimed) : errAsync(refused));
  };
  router.guest('setShippingAddress', ({ guest, params, body }) => checkout.setShippingAddress(guest, params.basketId, body));
  router.guest('shippingMethods', ({ guest, params }) => checkout.shippingMethods(guest, params.basketId, params.shippingId));
  router.guest('selectShippingMethod', ({ guest, body }) => checkout.selectShippingMethod(guest, body));
  router.guest('setBillingAddress', ({ guest, params, body }) => checkout.setBillingAddress(guest, params.basketId, body));
  router.guest('paymentMethods', ({ guest, params }) => checkout.paymentMethods(guest, params.basketId));
  router.guest('addPaymentInstrument', ({ guest, params, body }) => checkout.addPaymentInstrument(guest, params.basketId, body));
  router.guest('removePaymentInstrument', ({ guest, params, body }) => checkout.removePaymentInstrument(guest, params.basketId, body.payment_instrument_id));
  router.guest('prepareOrder', ({ guest, body }) => checkout.prepareOrder(guest, body.basketId, body.paymentMethod));
  router.guest('placeOrder', ({ guest, body, request }) => {
    const key = idempotencyKeyOf(request);
    if (key.isErr()) return errAsync(key.error);
    // The captcha answer is single-use and may differ on a genuine retry: what is ordered is the basket.
    const { recaptcha_response: _captcha, ...ordered } = body;
    const idempotency = key.value === undefined ? undefined : {
      key: key.value,
      fingerprint: requestFingerprint({ method: endpoints.placeOrder.method, path: endpoints.placeOrder.path, principal: guest.customerId, body: ordered }),
    };
    return provenAssociate(body.inStoreSalesInfo, request.cookies[ASSOCIATE_COOKIE])
      .andThen((inStore) => checkout.placeOrder(guest, body.cartId, idempotency, inStore, body.paymentMethod));
  });
  // Issue 10 §3: reading an order is a "touch": a lapsed 3-D Secure challenge resets it first.
  router.guest('getOrder', ({ guest, params }) =>
    (authentication ? authentication.settleLapsed(guest, params.orderId) : okAsync(undefined)).andThen(() => checkout.order(guest, params.orderId)));
}
