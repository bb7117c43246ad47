import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import type { ConsumerProfile } from '../accounts/consumer-profile';
import {
  canUseFavorites, canUseRewards, mustSignInToBuy, presaleAddition, prosumerIdentity, rewardsPaymentAllowed, rolesOf, spendBanner,
  type ShopperContext,
} from './roles';

const profile = (details: Partial<ConsumerProfile['consumerDetails']> = {}, isLoyaltyMember = false): ConsumerProfile => ({
  consumerDetails: { email: 'a@b.co', ...details },
  isLoyaltyMember,
});
const registered = (extra: Partial<ShopperContext> = {}): ShopperContext => ({ token: 'registered', profile: profile(), ...extra });

describe('§6 roles and permissions', () => {
  it('anonymous shopper (holds a guest token): browse, use a cart', () => {
    expect(rolesOf({ token: 'guest' })).toEqual(['anonymous']);
    expect(canUseRewards({ token: 'guest', profile: profile({}, true) })).toBe(false);
  });

  it('anonymous users see Sign in to buy for presale products; a logged-in user can add presale products', () => {
    expect(mustSignInToBuy({ presale: true }, 'guest')).toBe(true);
    expect(mustSignInToBuy({ presale: true }, 'registered')).toBe(false);
    expect(presaleAddition({ presale: true }, 'guest')).toEqual(err({ type: 'PresaleSignInRequired' }));
    expect(presaleAddition({ presale: true }, 'registered')).toEqual(ok(undefined));
  });

  it('a product that is not presale may be added by anyone', () => {
    fc.assert(fc.property(fc.constantFrom('guest' as const, 'registered' as const), (token) => {
      expect(mustSignInToBuy({ presale: false }, token)).toBe(false);
      expect(presaleAddition({ presale: false }, token)).toEqual(ok(undefined));
    }));
  });

  it('registered consumer: favorites (requires the allowFavorites setting)', () => {
    expect(canUseFavorites(registered(), { allowFavorites: true })).toBe(true);
    expect(canUseFavorites(registered(), { allowFavorites: false })).toBe(false);
  });

  it('a guest keeps favorites too (§4 signing in merges the guest favorites), under the same setting', () => {
    expect(canUseFavorites({ token: 'guest' }, { allowFavorites: true })).toBe(true);
    expect(canUseFavorites({ token: 'guest' }, { allowFavorites: false })).toBe(false);
  });

  it('no favorites for an associate connected in store (§4 buy-in-store)', () => {
    const inStore = { storeId: '0042', storeEmployeeId: 'E123' };
    expect(canUseFavorites(registered({ buyInStore: inStore }), { allowFavorites: true })).toBe(false);
    expect(canUseFavorites({ token: 'guest', buyInStore: inStore }, { allowFavorites: true })).toBe(false);
    expect(canUseFavorites({ token: 'guest', buyInStore: { storeId: '0042' } }, { allowFavorites: true })).toBe(true);
  });

  it('loyalty member: reward use needs authentication and membership', () => {
    expect(canUseRewards(registered({ profile: profile({}, true) }))).toBe(true);
    expect(canUseRewards(registered())).toBe(false);
    expect(rolesOf(registered({ profile: profile({}, true) }))).toEqual(['registered', 'loyalty']);
  });

  it('employee (consumerType EMPLOYEE)', () => {
    expect(rolesOf(registered({ auth: { consumerType: 'EMPLOYEE' } }))).toContain('employee');
  });

  it('athlete: a rewards payment is allowed only when the remaining athlete amount is zero', () => {
    expect(rewardsPaymentAllowed({ remainingAmount: 0 })).toBe(true);
    expect(rewardsPaymentAllowed({ remainingAmount: 1 })).toBe(false);
    expect(rewardsPaymentAllowed(undefined)).toBe(true);
    expect(rolesOf(registered({ profile: profile({ athlete: { currentSpend: 0, annualCredit: 500 } }) }))).toContain('athlete');
  });

  it('prosumer: identity types Wranx or IPA', () => {
    expect(prosumerIdentity(profile({ identity: [{ type: 'Wranx' }] }))).toBe('Wranx');
    expect(prosumerIdentity(profile({ identity: [{ type: 'Wranx' }, { type: 'IPA' }] }))).toBe('IPA');
    expect(prosumerIdentity(profile({ identity: [{ type: 'OTHER' }] }))).toBeNull();
    expect(rolesOf(registered({ profile: profile({ identity: [{ type: 'IPA' }] }) }))).toContain('prosumer');
  });

  it('in-store associate: store employee session', () => {
    const buyInStore = { storeId: '0042', storeEmployeeId: 'E7' };
    expect(rolesOf({ token: 'guest', buyInStore })).toEqual(['anonymous', 'associate']);
    expect(rolesOf(registered({ buyInStore }))).toContain('associate');
  });

  it('spend banner precedence: employee with terms accepted, then athlete, then IPA, then Wranx', () => {
    const everything = profile({
      employee: { currentSpend: 100, annualCap: 1000 }, athlete: { currentSpend: 20, annualCredit: 300 },
      prosumer: { currentSpend: 5, annualCredit: 50 }, identity: [{ type: 'IPA' }, { type: 'Wranx' }],
    });
    const employee = { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true };
    expect(spendBanner(registered({ profile: everything, auth: employee }))).toEqual({ type: 'employee', currentSpend: 100, limit: 1000 });
    expect(spendBanner(registered({ profile: everything, auth: { ...employee, isEmployeeDiscountTCAccepted: false } }))).toEqual({ type: 'athlete', currentSpend: 20, limit: 300 });
    expect(spendBanner(registered({ profile: profile({ prosumer: { currentSpend: 5, annualCredit: 50 }, identity: [{ type: 'IPA' }, { type: 'Wranx' }] }) }))).toEqual({ type: 'IPA', currentSpend: 5, limit: 50 });
    expect(spendBanner(registered({ profile: profile({ identity: [{ type: 'Wranx' }] }) }))).toEqual({ type: 'Wranx', currentSpend: 0, limit: 0 });
    expect(spendBanner(registered())).toBeNull();
    expect(spendBanner({ token: 'guest', profile: everything, auth: employee })).toBeNull();
  });

  it('property: the banner is the first applicable of employee (terms accepted), athlete, IPA, Wranx', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (emp, terms, athlete, ipa, wranx) => {
      const identity = [...(ipa ? [{ type: 'IPA' }] : []), ...(wranx ? [{ type: 'Wranx' }] : [])];
      const context = registered({
        auth: emp ? { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: terms } : {},
        profile: profile({ identity, ...(athlete ? { athlete: { currentSpend: 1, annualCredit: 2 } } : {}) }),
      });
      const expected = emp && terms ? 'employee' : athlete ? 'athlete' : ipa ? 'IPA' : wranx ? 'Wranx' : null;
      expect(spendBanner(context)?.type ?? null).toBe(expected);
    }));
  });
});
