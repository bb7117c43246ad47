import type { Result } from 'neverthrow';
import type { Cart, Order, SiteId } from '@switchback/core';
import type { CartSnapshot } from '../cart/cart-view';
import type { Caller } from '../cart/cart.service';
import type { ApiFailure } from '../errors/api-failure';

/** What a participant sees while an order is placed: inside the one place-order transaction, the cart row locked. */
export interface PlacingOrder {
  readonly caller: Caller;
  readonly orderNumber: string;
  readonly siteId: SiteId;
  readonly snapshot: CartSnapshot;
  /** The priced cart the order is made of (its totals are the order's). */
  readonly view: Cart;
  readonly now: Date;
}

/**
 * What an after-commit step knows of the order's placing: enough for an order placed at once and for one placed later,
 * when its 3-D Secure challenge passed (issue 10 §3).
 */
export type PlacedOrder = Pick<PlacingOrder, 'orderNumber' | 'siteId'>;

/**
 * Issue 9: a part of the money pipeline that has its say when an order is placed or cancelled: promotions
 * (redemptions counted), gift cards (holds captured, released), loyalty (vouchers used and earned, points), the
 * employee spend limit. Every hook runs inside the transaction of the move: a refusal or a throw rolls all of it back,
 * so what a participant guards in SQL (a conditional UPDATE, a row lock) holds under concurrent orders.
 * Participants run in the order they are bound in the composition root.
 */
export interface CheckoutParticipant {
  readonly name: string;
  /** Before stock and payment: refuse when what the cart counts on no longer holds (a coupon used up meanwhile, …). */
  check?(placing: PlacingOrder): Promise<Result<void, ApiFailure>>;
  /** After the order row is written, same transaction: record what the order used and earned. */
  placed?(placing: PlacingOrder, order: Order): Promise<Result<void, ApiFailure>>;
  /**
   * After the place-order transaction committed (never for a replayed order): what cannot be rolled back, such as
   * mail (a digital gift card's number and PIN). Best effort: the order stands whatever happens here.
   */
  committed?(placed: PlacedOrder, order: Order): Promise<void>;
  /** Issue 8 cancel, same transaction as the CANCELLED move: give back what the order used. */
  cancelled?(order: Order, ownerId: string, now: Date): Promise<void>;
}

/** Runs one hook of every participant in order; the first refusal stops the rest and is answered. */
export async function runParticipants(
  participants: readonly CheckoutParticipant[],
  hook: (participant: CheckoutParticipant) => Promise<Result<void, ApiFailure>> | undefined,
): Promise<ApiFailure | undefined> {
  for (const participant of participants) {
    const outcome = await hook(participant);
    if (outcome?.isErr()) return outcome.error;
  }
  return undefined;
}
