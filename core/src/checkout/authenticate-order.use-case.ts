import type { ResultAsync } from 'neverthrow';
import { orderNumberSchema, type Order } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { KeyValueStore, PaymentApi } from '../ports';
import { rememberLastOrder } from './last-order';

/**
 * §4 "Completing it patches the order with the authentication result" (issue 10 §3): the three-ds challenge's
 * `threeDS2Result` goes to PATCH order for the card; the placed order is kept as the last order. A failure
 * (PAYMENT_AUTHENTICATION_FAILED: the order was reset) comes back as the error, for the checkout flow's PatchFailed.
 */
export class AuthenticateOrder {
  constructor(private readonly payments: PaymentApi, private readonly store: KeyValueStore) {}

  run(orderNumber: string, threeDS2Result: string): ResultAsync<Order, CommerceError> {
    return parseInput(orderNumberSchema, orderNumber, 'orderNumber')
      .asyncAndThen((number) => this.payments.patchOrder(number, { code: 'CREDIT_CARD', additionalData: { threeDS2Result } }))
      .andThen((patched) => rememberLastOrder(this.store, patched.order));
  }
}
