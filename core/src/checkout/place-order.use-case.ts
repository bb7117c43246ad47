import { errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { basketIdSchema, type Order, type PlaceOrderResponse } from '../contract';
import { hasErrorId, parseInput, type CommerceError } from '../errors';
import type { CheckoutApi, KeyValueStore, RandomSource } from '../ports';
import { parseIdempotencyKey } from './idempotency-key';
import { rememberLastOrder } from './last-order';
import { notReadyError } from './order-readiness';

/**
 * §4 Order flow "prepare order, place order": prepares the basket, places it with an Idempotency-Key (the one the
 * caller carries, e.g. in the checkout form, else a fresh one), keeps it as the last order and forgets the ordered
 * basketId. A malformed key (idempotencyKeySchema) is InvalidInput before anything is sent. A basket already ordered (a double click, a resubmitted form: the upstream's prepare answers
 * ORDER_ALREADY_PLACED) is placed again, which answers the first order: one basket, one order.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  run(basketId: string, idempotencyKey?: string): ResultAsync<Order, CommerceError> {
    return parseInput(basketIdSchema, basketId, 'basketId')
      .andThen((id) => (idempotencyKey === undefined ? ok(undefined) : parseIdempotencyKey(idempotencyKey)).map((key) => ({ id, key })))
      .asyncAndThen(({ id, key }) => this.placeChecked(id, key));
  }

  private placeChecked(id: string, idempotencyKey: string | undefined): ResultAsync<Order, CommerceError> {
    return (
      this.checkout
        .prepareOrder(id)
        .andThen((prepared) => (prepared.ready ? okAsync<PlaceOrderResponse | null, CommerceError>(null) : errAsync(notReadyError(prepared.flash))))
        .orElse((error) => this.placedBefore(id, error, idempotencyKey))
        .andThen((earlier) => (earlier === null ? this.checkout.placeOrder(id, idempotencyKey ?? this.random.uuid()) : okAsync(earlier)))
        .andThen((placed) => rememberLastOrder(this.store, placed.order))
    );
  }

  /**
   * A prepare that failed because the basket is already an order (a double click, a resubmitted form): placing it
   * again answers that first order. ORDER_ALREADY_PLACED: the basket is an order; CART_NOT_FOUND with the form's key:
   * it may be one the upstream no longer shows, and the same key answers it. Anything else, or no order: the error.
   */
  private placedBefore(basketId: string, error: CommerceError, idempotencyKey: string | undefined): ResultAsync<PlaceOrderResponse | null, CommerceError> {
    if (hasErrorId(error, 'ORDER_ALREADY_PLACED')) return this.checkout.placeOrder(basketId, idempotencyKey ?? this.random.uuid());
    if (hasErrorId(error, 'CART_NOT_FOUND') && idempotencyKey !== undefined) {
      return this.checkout.placeOrder(basketId, idempotencyKey).mapErr(() => error);
    }
    return errAsync(error);
  }
}
