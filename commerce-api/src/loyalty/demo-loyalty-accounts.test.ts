import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test-support/sign-in';
import { call, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { DEMO_LOYALTY_ACCOUNTS, DEMO_MEMBER_VOUCHER_ID, seedDemoLoyaltyAccounts } from './demo-loyalty-accounts';
import { LoyaltyRepository } from './loyalty.repository';
import { SpecialProfileRepository } from './special-profile.repository';

const PASSWORD = 'Demo-Consumer-9';

describe('issue 9 demo consumers (SWITCHBACK_DEMO_CONSUMER_PASSWORD)', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine({ demoConsumerPassword: PASSWORD, passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  });
  afterAll(async () => {
    await engine?.close();
  });

  const signedIn = async (email: string) => (await signIn(engine.app, email, { password: PASSWORD })).cookie;
  const member = DEMO_LOYALTY_ACCOUNTS.find((a) => a.member)!;

  it('the member signs in with the configured password: points, a voucher and reward codes', async () => {
    const cookie = await signedIn(member.email);
    const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie, query: { includeLoyaltySummary: 'true' } })).consumerProfile;
    expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltySummary: { points: { balance: 1_200 } } });
    const vouchers = expectOk('loyaltyVouchers', await call(engine.app, 'loyaltyVouchers', { cookie }));
    expect(vouchers).toMatchObject({ memberId: 'LM000000000001', currentLoyaltyPoints: 1_200 });
    expect(vouchers.applicableLoyaltyVouchers).toEqual([expect.objectContaining({ voucherId: DEMO_MEMBER_VOUCHER_ID, available: true, amountInCurrency: 10_00 })]);
  });

  it('the employee (terms accepted, cap), the athlete and the prosumers each show their profile', async () => {
    const expected: Record<string, object> = {
      'employee@demo.switchback.example': { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true, consumerDetails: { employee: { currentSpend: 0, annualCap: 1_500_00 } } },
      'athlete@demo.switchback.example': { consumerDetails: { athlete: { currentSpend: 0, annualCredit: 500_00 } } },
      'wranx@demo.switchback.example': { consumerDetails: { identity: [{ type: 'Wranx' }], prosumer: { currentSpend: 0, annualCredit: 1_000_00 } } },
      'ipa@demo.switchback.example': { consumerDetails: { identity: [{ type: 'IPA' }], prosumer: { currentSpend: 0, annualCredit: 2_000_00 } } },
    };
    for (const [email, shape] of Object.entries(expected)) {
      const cookie = await signedIn(email);
      expect(expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile).toMatchObject(shape);
    }
  });

  it('seeding again changes nothing (idempotent)', async () => {
    const { db, identity, passwords, clock } = engine.internals;
    const count = async () => (await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM consumers) + (SELECT count(*) FROM loyalty_points) + (SELECT count(*) FROM loyalty_vouchers)
        + (SELECT count(*) FROM loyalty_reward_codes) + (SELECT count(*) FROM consumer_special_profiles) + (SELECT count(*) FROM loyalty_members) AS n`)).rows[0]!.n;
    const before = await count();
    await seedDemoLoyaltyAccounts(db, { identity, loyalty: new LoyaltyRepository(db), profiles: new SpecialProfileRepository(db), hasher: passwords, clock }, 'Another-Password-1');
    expect(await count()).toBe(before);
    // The existing accounts keep their password.
    await signedIn(member.email);
  });
});
