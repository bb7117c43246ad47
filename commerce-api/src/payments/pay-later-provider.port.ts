import type { Result } from 'neverthrow';
import type { Currency, Instalment } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';

/** Who asks to pay later: the cart's billing name and contact e-mail (the provider's credit decision is on them). */
export interface PayLaterIdentity {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}

/**
 * Issue 10 §3: a buy-now-pay-later provider. It approves an identity for an amount in an instalment plan (core's
 * `instalmentPlan`), or declines (PayLaterDeclined, PAY400). Joins the caller's transaction.
 */
export interface PayLaterProvider {
  readonly name: string;
  readonly instalments: number;
  /** The provider's pre-check when the shopper chooses it (no money moves): declined identities are told at once. */
  check(identity: PayLaterIdentity): Result<void, ApiFailure>;
  /** Approves the plan for the order (`reference`): its id, to void if the order is not completed. */
  approve(request: { identity: PayLaterIdentity; amountMinor: number; currency: Currency; reference: string }): Promise<Result<{ authorisationId: string; plan: Instalment[] }, ApiFailure>>;
  void(authorisationId: string): Promise<void>;
}
