import type { Result } from 'neverthrow';
import type { OrderPaymentMethod } from '@switchback/core';
import type { PaymentInstrumentRow } from '../cart/cart.repository';
import type { ApiFailure } from '../errors/api-failure';
import type { PlacingOrder } from './checkout-participant';

/**
 * Issue 10 §3: the ways to pay what the other instruments leave (`remainingToPay`): the card (with or without a 3-D
 * Secure challenge), buy now pay later, the wallet, the card provider's express payment. Exactly one of them pays the
 * remainder of an order.
 */
export type RemainderKind = 'CREDIT_CARD' | 'PAY_LATER' | 'WALLET' | 'CARD_PROVIDER_EXPRESS';

/** What a payer is asked to authorise: inside the place-order transaction, the cart row locked. */
export interface RemainderAuthorising {
  readonly placing: PlacingOrder;
  /** The cart's instrument of this kind; null when the order names its payment itself (`paymentMethod`, the wallet). */
  readonly row: PaymentInstrumentRow | null;
  /** The order's `paymentMethod` (§7 place order), when given. */
  readonly paymentMethod: OrderPaymentMethod | undefined;
  readonly amountMinor: number;
}

/**
 * The payer's answer: authorised (the order is placed), or a challenge the shopper must complete first (§4: the order
 * answers the PaymentNotAuthorized flash and waits; completing the challenge patches the order).
 */
export type RemainderOutcome =
  | { readonly type: 'Authorised'; readonly authorisationId: string }
  | { readonly type: 'ChallengeRequired'; readonly authorisationId: string; readonly challengeUrl: string };

export interface RemainderPayer {
  authorise(authorising: RemainderAuthorising): Promise<Result<RemainderOutcome, ApiFailure>>;
  /** Compensation: releases an authorisation when the order it was for could not be completed or was reset. */
  void(authorisationId: string): Promise<void>;
}

/** The payers bound in the composition root (TYPES.RemainderPayers); a kind with no payer cannot pay an order. */
export type RemainderPayers = Readonly<Partial<Record<RemainderKind, RemainderPayer>>>;
