import type { Clock, ProsumerIdentityType } from '@switchback/core';
import type { Database } from '../database/database.port';
import type { IdentityRepository } from '../identity/identity.repository';
import type { PasswordHasher } from '../identity/password-hasher';
import type { LoyaltyRepository } from './loyalty.repository';
import type { SpecialProfileRepository } from './special-profile.repository';

interface DemoAccount {
  readonly customerId: string;
  readonly consumerNo: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly employee?: { readonly annualCap: number };
  readonly athleteAnnualCredit?: number;
  readonly prosumer?: { readonly type: ProsumerIdentityType; readonly annualCredit: number };
  readonly member?: { readonly memberId: string; readonly points: number };
}

/** The demo consumers of issue 9 (commerce-core §6), on the en-us site (USD). */
export const DEMO_LOYALTY_ACCOUNTS: readonly DemoAccount[] = [
  { customerId: 'cst_DEMOMEMBER0000000001', consumerNo: 'CDEMO00001', email: 'member@demo.switchback.example', firstName: 'Maya', lastName: 'Member', member: { memberId: 'LM000000000001', points: 1_200 } },
  { customerId: 'cst_DEMOEMPLOYEE000001', consumerNo: 'CDEMO00002', email: 'employee@demo.switchback.example', firstName: 'Eli', lastName: 'Employee', employee: { annualCap: 1_500_00 } },
  { customerId: 'cst_DEMOATHLETE0000001', consumerNo: 'CDEMO00003', email: 'athlete@demo.switchback.example', firstName: 'Ari', lastName: 'Athlete', athleteAnnualCredit: 500_00 },
  { customerId: 'cst_DEMOWRANX000000001', consumerNo: 'CDEMO00004', email: 'wranx@demo.switchback.example', firstName: 'Wren', lastName: 'Prosumer', prosumer: { type: 'Wranx', annualCredit: 1_000_00 } },
  { customerId: 'cst_DEMOIPA00000000001', consumerNo: 'CDEMO00005', email: 'ipa@demo.switchback.example', firstName: 'Ida', lastName: 'Prosumer', prosumer: { type: 'IPA', annualCredit: 2_000_00 } },
];

/** The demo member's voucher and reward codes (fixed, so a second seeding adds nothing). */
export const DEMO_MEMBER_VOUCHER_ID = 'lv_DEMOWELCOMEBACK0001';
export const DEMO_REWARD_CODES = [
  { code: 'RWD-DEMO-0001', kind: 'REWARD_CODE', amount: 5_00 },
  { code: 'RWD-DEMO-0002', kind: 'REWARD_CODE', amount: 15_00 },
  { code: 'RCARD-DEMO-0001', kind: 'REWARD_CARD', amount: 25_00 },
] as const;

/**
 * Demo data for issue 9: with SWITCHBACK_DEMO_CONSUMER_PASSWORD set, the five demo consumers of DEMO_LOYALTY_ACCOUNTS
 * sign in with that password (argon2id): a loyalty member with points, a voucher and reward codes, an employee who
 * accepted the terms (annual cap), an athlete (annual credit), a Wranx and an IPA prosumer. Idempotent: what exists
 * stays as it is (an existing account's password is not changed). Without the password, none is made.
 */
export async function seedDemoLoyaltyAccounts(
  db: Database,
  parts: { identity: IdentityRepository; loyalty: LoyaltyRepository; profiles: SpecialProfileRepository; hasher: PasswordHasher; clock: Clock },
  password: string,
): Promise<void> {
  const { identity, loyalty, profiles, clock } = parts;
  const passwordHash = await parts.hasher.hash(password);
  const now = clock.now();
  for (const account of DEMO_LOYALTY_ACCOUNTS) {
    await identity.insertAccount({
      customerId: account.customerId, consumerNo: account.consumerNo, email: account.email, passwordHash, siteId: 'en-us',
      firstName: account.firstName, lastName: account.lastName, now,
    });
    if ((await identity.accountById(account.customerId)) === undefined) continue;
    if (account.employee) {
      await db.query(
        `UPDATE consumers SET consumer_type = 'EMPLOYEE', employee_terms_accepted_at = COALESCE(employee_terms_accepted_at, $2) WHERE customer_id = $1`,
        [account.customerId, now]);
    }
    await profiles.saveProfile(account.customerId, {
      currency: 'USD', employeeAnnualCap: account.employee?.annualCap ?? null, athleteAnnualCredit: account.athleteAnnualCredit ?? null,
      prosumer: account.prosumer ?? null,
    }, now);
    if (!account.member) continue;
    await loyalty.join(account.customerId, account.member.memberId, 'demo', now);
    if ((await loyalty.balance(account.customerId)) === 0) await loyalty.addPoints(account.customerId, account.member.points, 'GRANTED', null, now);
    await loyalty.insertVoucher({
      voucherId: DEMO_MEMBER_VOUCHER_ID, customerId: account.customerId, amount: 10_00, currency: 'USD', points: 0, minimumSpend: 50_00,
      expiresAt: null, originOrderNumber: null, originPromotionId: null, now,
    });
    for (const reward of DEMO_REWARD_CODES) {
      await db.query(
        `INSERT INTO loyalty_reward_codes (code, customer_id, kind, amount, currency, created_at) VALUES ($1, $2, $3, $4, 'USD', $5) ON CONFLICT DO NOTHING`,
        [reward.code, account.customerId, reward.kind, reward.amount, now]);
    }
  }
}
