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

export interface AuthorisationRequest {
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
  authorise(request: AuthorisationRequest): ResultAsync<{ authorisationId: string }, ApiFailure>;
  /** Compensation: releases an authorisation when the order it was for could not be completed. */
  void(authorisationId: string): Promise<void>;
}
