import { err, ok, type Result } from 'neverthrow';
import { instalmentPlan, PAY_LATER_INSTALMENTS, SANDBOX_PAY_LATER, type Clock, type Currency, type Instalment } from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import type { PayLaterIdentity, PayLaterProvider } from './pay-later-provider.port';

/**
 * The sandbox buy-now-pay-later provider, in-process: it approves everyone except the documented declining identity
 * (billing last name `Declined`, any case: PAY_LATER_DECLINED, PAY400) and keeps each approved plan (4 instalments
 * every 14 days, core's `instalmentPlan`) in `sandbox_pay_later_plans`.
 */
export class SandboxPayLaterProvider implements PayLaterProvider {
  readonly name = SANDBOX_PAY_LATER.provider;
  readonly instalments = PAY_LATER_INSTALMENTS;

  constructor(private readonly db: Database, private readonly ids: IdGenerator, private readonly clock: Clock) {}

  check(identity: PayLaterIdentity): Result<void, ApiFailure> {
    return identity.lastName.trim().toLowerCase() === SANDBOX_PAY_LATER.declinedLastName.toLowerCase() ? err({ type: 'PayLaterDeclined' }) : ok(undefined);
  }

  async approve(request: { identity: PayLaterIdentity; amountMinor: number; currency: Currency; reference: string }): Promise<Result<{ authorisationId: string; plan: Instalment[] }, ApiFailure>> {
    const checked = this.check(request.identity);
    if (checked.isErr()) return err(checked.error);
    const now = this.clock.now();
    const plan = instalmentPlan(request.amountMinor, now, this.instalments);
    const authorisationId = `bnpl_${this.ids.authorisationId()}`;
    await this.db.query(
      `INSERT INTO sandbox_pay_later_plans (id, reference, amount_minor, currency, email, instalments, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'APPROVED', $7)`,
      [authorisationId, request.reference, request.amountMinor, request.currency, request.identity.email.toLowerCase(), JSON.stringify(plan), now]);
    return ok({ authorisationId, plan });
  }

  async void(authorisationId: string): Promise<void> {
    await this.db.query("UPDATE sandbox_pay_later_plans SET status = 'VOIDED' WHERE id = $1", [authorisationId]);
  }
}
