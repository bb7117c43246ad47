import { errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import { basketIdSchema, type Order, type PlaceOrderResponse } from '../contract';
import { hasErrorId, parseInput, type CommerceError } from '../errors';
import type { CheckoutApi, KeyValueStore, RandomSource } from '../ports';
import { parseIdempotencyKey } from './idempotency-key';
import { inStoreSalesInfo, type BuyInStoreSession } from '../stores/buy-in-store';
import { rememberLastOrder } from './last-order';
import { notReadyError } from './order-readiness';

/**
 * §4 Order flow "prepare order, place order": prepares the basket, places it with an Idempotency-Key (the one the
 * caller carries, e.g. in the checkout form, else a fresh one), keeps it as the last order and forgets the ordered
 * basketId. A malformed key (idempotencyKeySchema) is InvalidInput before anything is sent. A basket already ordered (a double click, a resubmitted form: the upstream's prepare answers
 * ORDER_ALREADY_PLACED) is placed again, which answers the first order: one basket, one order.
 */
type PlaceOrderOptions = Parameters<CheckoutApi['placeOrder']>[2];

export class PlaceOrder {
  constructor(
    private readonly checkout: CheckoutApi,
    private readonly store: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  /** `inStore`: an in-store associate's session (§6): its store employee id goes on the order (core's inStoreSalesInfo). */
  run(basketId: string, idempotencyKey?: string, inStore?: BuyInStoreSession | null): ResultAsync<Order, CommerceError> {
    return this.place(basketId, idempotencyKey, inStore).map((placed) => placed.order);
  }

  /**
   * As `run`, answering the flash too (issue 10 §3): PaymentNotAuthorized names the three-ds challenge of an order
   * that waits for it (core's checkout flow machine opens the dialog on it).
   */
  place(basketId: string, idempotencyKey?: string, inStore?: BuyInStoreSession | null): ResultAsync<PlaceOrderResponse, CommerceError> {
    const salesInfo = inStoreSalesInfo(inStore);
    const options: PlaceOrderOptions = salesInfo !== undefined ? { inStoreSalesInfo: salesInfo } : undefined;
    return parseInput(basketIdSchema, basketId, 'basketId')
      .andThen((id) => (idempotencyKey === undefined ? ok(undefined) : parseIdempotencyKey(idempotencyKey)).map((key) => ({ id, key })))
      .asyncAndThen(({ id, key }) => this.placeChecked(id, key, options));
  }

  private placeChecked(id: string, idempotencyKey: string | undefined, options: PlaceOrderOptions): ResultAsync<PlaceOrderResponse, CommerceError> {
    return (
      this.checkout
        .prepareOrder(id)
        .andThen((prepared) => (prepared.ready ? okAsync<PlaceOrderResponse | null, CommerceError>(null) : errAsync(notReadyError(prepared.flash))))
        .orElse((error) => this.placedBefore(id, error, idempotencyKey, options))
        .andThen((earlier) => (earlier === null ? this.checkout.placeOrder(id, idempotencyKey ?? this.random.uuid(), options) : okAsync(earlier)))
        .andThen((placed) => rememberLastOrder(this.store, placed.order).map((order) => ({ ...placed, order })))
    );
  }

  /**
   * A prepare that failed because the basket is already an order (a double click, a resubmitted form): placing it
   * again answers that first order. ORDER_ALREADY_PLACED: the basket is an order; CART_NOT_FOUND with the form's key:
   * it may be one the upstream no longer shows, and the same key answers it. Anything else, or no order: the error.
   */
  private placedBefore(
    basketId: string, error: CommerceError, idempotencyKey: string | undefined, options: PlaceOrderOptions | undefined,
  ): ResultAsync<PlaceOrderResponse | null, CommerceError> {
    if (hasErrorId(error, 'ORDER_ALREADY_PLACED')) return this.checkout.placeOrder(basketId, idempotencyKey ?? this.random.uuid(), options);
    if (hasErrorId(error, 'CART_NOT_FOUND') && idempotencyKey !== undefined) {
      return this.checkout.placeOrder(basketId, idempotencyKey, options).mapErr(() => error);
    }
    return errAsync(error);
  }
}
