import { currencySchema, DEFAULT_EMPLOYEE_ANNUAL_CAP, SITES, spendPeriod, type Currency, type ProsumerIdentityType, type SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export type SpendProgramme = 'EMPLOYEE' | 'ATHLETE' | 'PROSUMER';

/** A spend allowance of the current period, in the profile's currency. */
export interface Allowance {
  readonly currentSpend: number;
  readonly limit: number;
}

/**
 * What the loyalty and special-profile rules read about a registered consumer (commerce-core §6): their type and
 * employee terms, their special profiles with this year's spend, and their loyalty membership and points.
 */
export interface OwnerProfile {
  readonly customerId: string;
  readonly consumerType: 'REGISTERED' | 'EMPLOYEE';
  readonly termsAccepted: boolean;
  /** The currency of the profile's caps and credits (the consumer's home site's, unless set). */
  readonly currency: Currency;
  /** Only for an EMPLOYEE: this year's discounted spend against the annual cap. */
  readonly employee: Allowance | null;
  readonly athlete: Allowance | null;
  readonly prosumer: (Allowance & { readonly type: ProsumerIdentityType }) | null;
  readonly loyalty: { readonly memberId: string; readonly joinedAt: Date; readonly points: number } | null;
}

interface ProfileRow {
  customer_id: string;
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  employee_terms_accepted_at: Date | null;
  site_id: string;
  currency: string | null;
  employee_annual_cap: number | null;
  athlete_annual_credit: number | null;
  prosumer_identity: ProsumerIdentityType | null;
  prosumer_annual_credit: number | null;
  member_id: string | null;
  joined_at: Date | null;
}

export interface SpecialProfileInput {
  readonly currency: string;
  readonly employeeAnnualCap?: number | null;
  readonly athleteAnnualCredit?: number | null;
  readonly prosumer?: { readonly type: ProsumerIdentityType; readonly annualCredit: number } | null;
}

/** Special profiles and their spend ledger (migration 14). */
export class SpecialProfileRepository {
  constructor(private readonly db: Database) {}

  /** The consumer's profile as of `now` (this calendar year's spend), or undefined for a guest / unknown id. */
  async ownerProfile(customerId: string, now: Date): Promise<OwnerProfile | undefined> {
    const row = (await this.db.query<ProfileRow>(
      `SELECT c.customer_id, c.consumer_type, c.employee_terms_accepted_at, c.site_id, p.currency, p.employee_annual_cap,
              p.athlete_annual_credit, p.prosumer_identity, p.prosumer_annual_credit, m.member_id, m.joined_at
         FROM consumers c
         LEFT JOIN consumer_special_profiles p ON p.customer_id = c.customer_id
         LEFT JOIN loyalty_members m ON m.customer_id = c.customer_id
        WHERE c.customer_id = $1`, [customerId])).rows[0];
    if (!row) return undefined;
    const currency = currencySchema.parse(row.currency ?? SITES[row.site_id as SiteId].currency);
    const period = spendPeriod(now);
    const spends = (await this.db.query<{ programme: SpendProgramme; spent: number }>(
      `SELECT programme, COALESCE(SUM(amount), 0)::int AS spent FROM special_spend
        WHERE customer_id = $1 AND period = $2 AND currency = $3 GROUP BY programme`, [customerId, period, currency])).rows;
    const spent = (programme: SpendProgramme) => spends.find((s) => s.programme === programme)?.spent ?? 0;
    const points = row.member_id === null ? 0
      : (await this.db.query<{ balance: number }>('SELECT COALESCE(SUM(delta), 0)::int AS balance FROM loyalty_points WHERE customer_id = $1', [customerId])).rows[0]!.balance;
    return {
      customerId,
      consumerType: row.consumer_type,
      termsAccepted: row.consumer_type === 'EMPLOYEE' && row.employee_terms_accepted_at !== null,
      currency,
      employee: row.consumer_type === 'EMPLOYEE' ? { currentSpend: spent('EMPLOYEE'), limit: row.employee_annual_cap ?? DEFAULT_EMPLOYEE_ANNUAL_CAP } : null,
      athlete: row.athlete_annual_credit === null ? null : { currentSpend: spent('ATHLETE'), limit: row.athlete_annual_credit },
      prosumer: row.prosumer_identity === null || row.prosumer_annual_credit === null ? null
        : { type: row.prosumer_identity, currentSpend: spent('PROSUMER'), limit: row.prosumer_annual_credit },
      loyalty: row.member_id === null || row.joined_at === null ? null : { memberId: row.member_id, joinedAt: row.joined_at, points },
    };
  }

  /** Sets (or replaces) a consumer's special profile (demo accounts; support). */
  async saveProfile(customerId: string, input: SpecialProfileInput, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO consumer_special_profiles (customer_id, currency, employee_annual_cap, athlete_annual_credit, prosumer_identity, prosumer_annual_credit, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (customer_id) DO UPDATE SET currency = EXCLUDED.currency, employee_annual_cap = EXCLUDED.employee_annual_cap,
         athlete_annual_credit = EXCLUDED.athlete_annual_credit, prosumer_identity = EXCLUDED.prosumer_identity,
         prosumer_annual_credit = EXCLUDED.prosumer_annual_credit, updated_at = EXCLUDED.updated_at`,
      [customerId, input.currency, input.employeeAnnualCap ?? null, input.athleteAnnualCredit ?? null, input.prosumer?.type ?? null,
        input.prosumer?.annualCredit ?? null, now]);
  }

  /** The period's spend of one programme in one currency (call with the consumer's row locked to decide on it). */
  async spent(customerId: string, programme: SpendProgramme, period: string, currency: string): Promise<number> {
    return (await this.db.query<{ spent: number }>(
      `SELECT COALESCE(SUM(amount), 0)::int AS spent FROM special_spend WHERE customer_id = $1 AND programme = $2 AND period = $3 AND currency = $4`,
      [customerId, programme, period, currency])).rows[0]!.spent;
  }

  async recordSpend(entry: { customerId: string; programme: SpendProgramme; period: string; currency: string; amount: number; orderNumber: string; at: Date }): Promise<void> {
    if (entry.amount === 0) return;
    await this.db.query(
      `INSERT INTO special_spend (customer_id, programme, period, currency, amount, order_number, reason, at)
       VALUES ($1, $2, $3, $4, $5, $6, 'ORDER', $7) ON CONFLICT (order_number, programme, reason) DO NOTHING`,
      [entry.customerId, entry.programme, entry.period, entry.currency, entry.amount, entry.orderNumber, entry.at]);
  }

  /** A cancelled order's spend is given back: the opposite of each of its rows, once, in the same period. */
  async reverseSpend(orderNumber: string, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO special_spend (customer_id, programme, period, currency, amount, order_number, reason, at)
       SELECT customer_id, programme, period, currency, -amount, order_number, 'CANCELLED', $2::timestamptz FROM special_spend
        WHERE order_number = $1::text AND reason = 'ORDER'
       ON CONFLICT (order_number, programme, reason) DO NOTHING`,
      [orderNumber, at]);
  }
}
