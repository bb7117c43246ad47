import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { planProfileUpdate, PROFILE_NOT_LOADED } from './profile-update';

const profile = { consumerDetails: { email: 'a@b.co', firstName: 'Ann', lastName: 'Lee' }, isLoyaltyMember: true };

describe('§5 profile update', () => {
  it("profile update is refused with the error 'Profile not loaded' when no profile is loaded", () => {
    expect(planProfileUpdate(null, { firstName: 'Bo' })).toEqual(err({ type: 'ProfileNotLoaded', message: 'Profile not loaded' }));
    expect(planProfileUpdate(undefined, {})._unsafeUnwrapErr().message).toBe(PROFILE_NOT_LOADED);
  });

  it('skipped when all given values are empty', () => {
    expect(planProfileUpdate(profile, {})).toEqual(ok({ type: 'Skip' }));
    expect(planProfileUpdate(profile, { firstName: '', lastName: '  ', phone: null, identity: [] })).toEqual(ok({ type: 'Skip' }));
  });

  it('non-empty values are merged, trimmed, and an empty value never erases a stored one', () => {
    expect(planProfileUpdate(profile, { firstName: ' Bo ', lastName: '' })).toEqual(ok({
      type: 'Update',
      profile: { consumerDetails: { email: 'a@b.co', firstName: 'Bo', lastName: 'Lee' }, isLoyaltyMember: true },
      changed: ['firstName'],
    }));
  });

  it('property: never throws; skips exactly when every given value is blank', () => {
    const value = fc.option(fc.string({ maxLength: 5 }), { nil: undefined });
    fc.assert(fc.property(fc.record({ firstName: value, lastName: value, phone: value }, { requiredKeys: [] }), (changes) => {
      const plan = planProfileUpdate(profile, changes)._unsafeUnwrap();
      const anyGiven = Object.values(changes).some((v) => v !== undefined && v.trim() !== '');
      expect(plan.type).toBe(anyGiven ? 'Update' : 'Skip');
    }));
  });
});
