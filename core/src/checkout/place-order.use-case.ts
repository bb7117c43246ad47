import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { basketIdSchema, type Order } from '../contract';
import { hasErrorId, parseInput, type CommerceError } from '../errors';
import type { CheckoutApi, KeyValueStore, RandomSource } from '../ports';
import { rememberLastOrder } from './last-order';
import { notReadyError } from './order-readiness';

/**
 * §4 Order flow "prepare order, place order": prepares the basket, places it with an Idempotency-Key (the one the
 * caller carries, e.g. in the checkout form, else a fresh one), keeps it as the last order and forgets the ordered
 * basketId. A basket already ordered (a double click, a resubmitted form: the upstream's prepare answers
 * ORDER_ALREADY_PLACED) is placed again, which answers the first order: one basket, one order.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  run(basketId: string, idempotencyKey?: string): ResultAsync<Order, CommerceError> {
    return parseInput(basketIdSchema, basketId, 'basketId').asyncAndThen((id) =>
      this.checkout
        .prepareOrder(id)
        .andThen((prepared) => (prepared.ready ? okAsync(undefined) : errAsync(notReadyError(prepared.flash))))
        .orElse((error) => (hasErrorId(error, 'ORDER_ALREADY_PLACED') ? okAsync(undefined) : errAsync(error)))
        .andThen(() => this.checkout.placeOrder(id, idempotencyKey ?? this.random.uuid()))
        .andThen((placed) => rememberLastOrder(this.store, placed.order)),
    );
  }
}
