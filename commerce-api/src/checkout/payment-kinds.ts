import type { Result } from 'neverthrow';
import type { AddPaymentInstrumentRequest, Cart } from '@switchback/core';
import type { CartRow, PaymentInstrumentRow } from '../cart/cart.repository';
import type { CartSnapshot } from '../cart/cart-view';
import type { Caller } from '../cart/cart.service';
import type { ApiFailure } from '../errors/api-failure';

/** Every way to pay that is not the card (issue 9 §3). */
export type OtherPaymentRequest = Exclude<AddPaymentInstrumentRequest, { payment_method_id: 'CREDIT_CARD' }>;
export type OtherPaymentKind = OtherPaymentRequest['payment_method_id'];
/** The add request of one kind (REWARD_CODE and REWARD_CARD share one request shape). */
export type PaymentRequestOf<K extends OtherPaymentKind> =
  OtherPaymentRequest extends infer R ? R extends { payment_method_id: infer M } ? K extends M ? R : never : never : never;

/** What a kind is asked to add: inside the cart's transaction, the cart row locked. */
export interface AddingInstrument<K extends OtherPaymentKind> {
  readonly caller: Caller;
  readonly cart: CartRow;
  readonly snapshot: CartSnapshot;
  /** The priced cart before the instrument is added. */
  readonly view: Cart;
  readonly request: PaymentRequestOf<K>;
  readonly now: Date;
}

/**
 * The row a kind adds: `reference` its own id (one per cart and kind: the same again is refused with `duplicate`),
 * `requestedAmount` the most it may pay (null: as much as it can), `details` in the kind's shape of
 * cart-payments-view.ts's instrumentDetailsSchemas.
 */
export interface NewInstrument {
  readonly reference: string | null;
  readonly requestedAmount: number | null;
  readonly details: Record<string, unknown>;
}

/** One instrument of the cart and what the priced cart has it pay. */
export interface InstrumentAmount {
  readonly cart: CartRow;
  /** The priced cart the amount comes from (its lines, e.g. what a gift card may not pay for). */
  readonly view: Cart;
  readonly row: PaymentInstrumentRow;
  readonly amount: number;
  readonly now: Date;
}

/**
 * How one kind of payment is added, prepared and taken off. The dispatch point of addPaymentInstrument: a kind is
 * accepted once its handler is bound in TYPES.PaymentKinds (composition-root.ts); an unbound kind answers
 * INVALID_REQUEST naming payment_method_id. What happens when the order is placed or cancelled is the kind's
 * CheckoutParticipant (checkout-participant.ts).
 */
export interface PaymentKind<K extends OtherPaymentKind> {
  add(adding: AddingInstrument<K>): Promise<Result<NewInstrument, ApiFailure>>;
  /** The failure answered when the cart already holds this kind with the same reference (GC_ALREADY_APPLIED, …). */
  readonly duplicate: ApiFailure;
  /** prepareOrder, in one transaction for all instruments: reserve the amount (a gift card's hold). */
  prepare?(instrument: InstrumentAmount): Promise<Result<void, ApiFailure>>;
  /** After a refused prepareOrder, outside its rolled-back transaction: refresh what the cart shows (a gift card's balance). */
  refresh?(cart: CartRow, row: PaymentInstrumentRow): Promise<void>;
  /** Taken off the cart, same transaction: give back what was reserved. */
  removed?(cart: CartRow, row: PaymentInstrumentRow, now: Date): Promise<void>;
}

/** The kinds the cart accepts beside the card, by payment_method_id. */
export type PaymentKinds = { readonly [K in OtherPaymentKind]?: PaymentKind<K> };
