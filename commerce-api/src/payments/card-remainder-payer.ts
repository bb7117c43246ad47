import { err, ok, type Result } from 'neverthrow';
import { threeDsChallengePath } from '@switchback/core';
import { isCardRow } from '../cart/cart.repository';
import type { ApiFailure } from '../errors/api-failure';
import type { RemainderAuthorising, RemainderOutcome, RemainderPayer } from '../checkout/remainder-payer';
import type { PaymentProvider } from './payment-provider.port';

/**
 * The card pays the remainder (CREDIT_CARD): the provider authorises its token or stored credential; a card whose bank
 * asks for 3-D Secure answers a challenge on the storefront's sandbox bank page (issue 10 §3).
 */
export class CardRemainderPayer implements RemainderPayer {
  constructor(private readonly payments: PaymentProvider) {}

  async authorise({ placing, row, amountMinor }: RemainderAuthorising): Promise<Result<RemainderOutcome, ApiFailure>> {
    if (!row || !isCardRow(row)) return err({ type: 'PaymentMissing' });
    const authorised = await this.payments.authorise({ token: row.token, amountMinor, currency: placing.view.currency, reference: placing.orderNumber });
    if (authorised.isErr()) return err(authorised.error);
    const { authorisationId, challengeRequired } = authorised.value;
    return ok(challengeRequired === true
      ? { type: 'ChallengeRequired', authorisationId, challengeUrl: threeDsChallengePath(authorisationId) }
      : { type: 'Authorised', authorisationId });
  }

  void(authorisationId: string): Promise<void> {
    return this.payments.void(authorisationId);
  }
}

