import { err, ok, type Result } from 'neverthrow';
import type { CartRow } from '../cart/cart.repository';
import type { Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { CheckoutParticipant } from '../checkout/checkout-participant';
import type { AddingInstrument, NewInstrument, PaymentKind } from '../checkout/payment-kinds';
import type { RemainderAuthorising, RemainderOutcome, RemainderPayer } from '../checkout/remainder-payer';
import type { PayLaterIdentity, PayLaterProvider } from './pay-later-provider.port';

/** The identity the provider judges: the cart's billing name and contact e-mail; none yet → BillingAddressMissing. */
function identityOf(cart: CartRow): Result<PayLaterIdentity, ApiFailure> {
  const billing = cart.billing_address;
  if (!billing) return err({ type: 'BillingAddressMissing' });
  return ok({ firstName: billing.firstName, lastName: billing.lastName, email: cart.customer_email ?? '' });
}

/**
 * Issue 10 §3: adding buy now pay later (`{payment_method_id: 'PAY_LATER'}`). The provider pre-checks the billing
 * identity (a declining one: PAY_LATER_DECLINED at once); the row pays the remainder, as a card would, in the plan's
 * instalments. One per cart (the same again: INVALID_REQUEST naming payment_method_id).
 */
export class PayLaterKind implements PaymentKind<'PAY_LATER'> {
  constructor(private readonly provider: PayLaterProvider) {}

  readonly duplicate: ApiFailure = failure.invalid('payment_method_id', 'pay later is already chosen on this cart');

  async add({ cart }: AddingInstrument<'PAY_LATER'>): Promise<Result<NewInstrument, ApiFailure>> {
    const identity = identityOf(cart);
    if (identity.isErr()) return err(identity.error);
    const checked = this.provider.check(identity.value);
    if (checked.isErr()) return err(checked.error);
    return ok({ reference: 'pay-later', requestedAmount: null, details: { provider: this.provider.name, instalments: this.provider.instalments } });
  }
}

/** Pay later pays the remainder of an order: the provider approves the plan for the amount, or declines (PAY400). */
export class PayLaterRemainderPayer implements RemainderPayer {
  constructor(private readonly provider: PayLaterProvider) {}

  async authorise({ placing, amountMinor }: RemainderAuthorising): Promise<Result<RemainderOutcome, ApiFailure>> {
    const identity = identityOf(placing.snapshot.cart);
    if (identity.isErr()) return err(identity.error);
    const approved = await this.provider.approve({ identity: identity.value, amountMinor, currency: placing.view.currency, reference: placing.orderNumber });
    return approved.map(({ authorisationId }) => ({ type: 'Authorised' as const, authorisationId }));
  }

  void(authorisationId: string): Promise<void> {
    return this.provider.void(authorisationId);
  }
}

/** A cancelled (or reset) order's pay-later plan is voided in the cancel's transaction. */
export class PayLaterParticipant implements CheckoutParticipant {
  readonly name = 'pay-later';

  constructor(private readonly db: Database) {}

  async cancelled(order: { orderNumber: string }): Promise<void> {
    await this.db.query("UPDATE sandbox_pay_later_plans SET status = 'VOIDED' WHERE reference = $1 AND status = 'APPROVED'", [order.orderNumber]);
  }
}
