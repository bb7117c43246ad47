import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { basketIdSchema, type Order } from '../contract';
import { parseInput, type CommerceError } from '../errors';
import type { CheckoutApi, KeyValueStore, RandomSource } from '../ports';
import { rememberLastOrder } from './last-order';
import { notReadyError } from './order-readiness';

/**
 * §4 Order flow "prepare order, place order": prepares the basket, places it with a fresh Idempotency-Key (so a
 * retried request returns the first order), keeps it as the last order and forgets the ordered basketId.
 */
export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  run(basketId: string): ResultAsync<Order, CommerceError> {
    return parseInput(basketIdSchema, basketId, 'basketId').asyncAndThen((id) =>
      this.checkout
        .prepareOrder(id)
        .andThen((prepared) => (prepared.ready ? okAsync(prepared) : errAsync(notReadyError(prepared.flash))))
        .andThen(() => this.checkout.placeOrder(id, this.random.uuid()))
        .andThen((placed) => rememberLastOrder(this.store, placed.order)),
    );
  }
}
