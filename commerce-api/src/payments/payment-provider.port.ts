import type { ResultAsync } from 'neverthrow';
import type { Currency } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';

/** What a provider tells about a card token: never the number. */
export interface CardDescription {
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
}

/** A reusable stored credential for a saved card (the provider keeps it; we keep its id and the description). */
export interface StoredCredential {
  readonly credential: string;
  readonly card: CardDescription;
  /** The provider's fingerprint of the card (a keyed hash of its number): the same card always has the same one. */
  readonly fingerprint: string;
}

export interface AuthorisationRequest {
  /** A one-time token already claimed for this payment, or a stored credential of a saved card. */
  readonly token: string;
  readonly amountMinor: number;
  readonly currency: Currency;
  /** Our reference for the payment (the order number). */
  readonly reference: string;
}

/**
 * A card payment provider. The commerce API holds only tokens; card numbers go to the provider's own tokeniser.
 * Failures: PaymentInstrumentNotFound (unknown token, another guest's, or already used), CardExpired, PaymentDeclined.
 */
export interface PaymentProvider {
  /**
   * Uses a token once, for the guest who created it: a token is single-use, as real providers' are. Call it in the
   * transaction that stores the payment instrument, so a rolled-back change leaves the token unused.
   */
  claim(token: string, ownerId: string): ResultAsync<CardDescription, ApiFailure>;
  /**
   * Exchanges a one-time token (claimed, as `claim` does, for `ownerId`) for a reusable stored credential: a saved card.
   * Joins the caller's transaction, like `claim`.
   */
  storeCredential(token: string, ownerId: string): ResultAsync<StoredCredential, ApiFailure>;
  /** Revokes a stored credential (the card was deleted): it authorises nothing any more. */
  revokeCredential(credential: string): Promise<void>;
  /**
   * Authorises the amount. `challengeRequired` (issue 10 §3): the card's bank asks for 3-D Secure first; the
   * authorisation waits until `verifyAuthentication` is given the challenge's result.
   */
  authorise(request: AuthorisationRequest): ResultAsync<{ authorisationId: string; challengeRequired?: boolean }, ApiFailure>;
  /**
   * Issue 10 §3: checks the bank's signed challenge result (`threeDS2Result`) for a waiting authorisation. True: the
   * authorisation holds (AUTHORISED); false (failed, forged, another authorisation's, or declined after the challenge):
   * it does not. Joins the caller's transaction.
   */
  verifyAuthentication(authorisationId: string, threeDS2Result: string): Promise<boolean>;
  /** Compensation: releases an authorisation when the order it was for could not be completed. */
  void(authorisationId: string): Promise<void>;
}
