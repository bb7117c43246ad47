import { err, errAsync, okAsync, ResultAsync, type Result } from 'neverthrow';
import { basketIdSchema, type Order, type PlaceOrderResponse } from '../contract';
import { hasErrorId, parseInput, type CommerceError } from '../errors';
import type { CheckoutApi, KeyValueStore, RandomSource } from '../ports';
import { rememberLastOrder } from './last-order';
import { notReadyError } from './order-readiness';

/**
 * §4 Order flow "prepare order, place order": prepares the basket, places it with the caller's or a fresh Idempotency-Key
 * (so a retried request returns the first order), keeps it as the last order and forgets the ordered basketId.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  /**
   * `idempotencyKey`: the key the shopper's form carries (made when the summary was shown), so a double click or a
   * resubmitted form places one order; without one, a fresh key from the random source.
   */
  run(basketId: string, idempotencyKey?: string): ResultAsync<Order, CommerceError> {
    return parseInput(basketIdSchema, basketId, 'basketId').asyncAndThen((id) => {
      const placed = async (): Promise<Result<PlaceOrderResponse, CommerceError>> => {
        const ready = await this.checkout
          .prepareOrder(id)
          .andThen((prepared) => (prepared.ready ? okAsync(prepared) : errAsync(notReadyError(prepared.flash))));
        if (ready.isOk()) return this.checkout.placeOrder(id, idempotencyKey ?? this.random.uuid());
        // A resubmitted form whose basket is already an order: the same key answers that first order.
        const alreadyOrdered = hasErrorId(ready.error, 'CART_NOT_FOUND') || hasErrorId(ready.error, 'ORDER_ALREADY_PLACED');
        if (idempotencyKey === undefined || !alreadyOrdered) return err(ready.error);
        return this.checkout.placeOrder(id, idempotencyKey).mapErr(() => ready.error);
      };
      return new ResultAsync(placed()).andThen((response) => rememberLastOrder(this.store, response.order));
    });
  }
}
