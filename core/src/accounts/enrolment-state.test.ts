import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ENROLMENT_STEPS, enrolmentStartStep, isPartiallyEnrolled, PARTIAL_ENROLMENT_FIELDS } from './enrolment-state';

const full = { email: 'a@b.co', phone: '+447400123456', firstName: 'Ann', lastName: 'Lee', postalCode: 'LS1 1AA', birthDate: '1990-01-02' };

describe('§4 enrolment state', () => {
  it('account enrolment flow steps: lookup, sign-in, sign-up, forgot password, then complete-profile steps (non-loyalty, welcome, mobile, profile, interests, success)', () => {
    expect(ENROLMENT_STEPS).toHaveLength(10);
    expect(ENROLMENT_STEPS[0]).toBe('lookup');
  });

  it('logged out: starts at lookup', () => {
    expect(enrolmentStartStep({ loggedIn: false }, full)).toBe('lookup');
    expect(enrolmentStartStep({ loggedIn: false }, null)).toBe('lookup');
  });

  it('logged in: starts at complete-profile mobile if the profile has no phone, otherwise complete-profile profile', () => {
    expect(enrolmentStartStep({ loggedIn: true }, { phone: '' })).toBe('complete-profile-mobile');
    expect(enrolmentStartStep({ loggedIn: true }, undefined)).toBe('complete-profile-mobile');
    expect(enrolmentStartStep({ loggedIn: true }, { phone: '+447400123456' })).toBe('complete-profile-profile');
  });

  it('a profile is partially enrolled when an e-mail exists but any of phone, first name, last name, postal code or birth date is missing', () => {
    expect(isPartiallyEnrolled(full)).toBe(false);
    for (const field of PARTIAL_ENROLMENT_FIELDS) {
      expect(isPartiallyEnrolled({ ...full, [field]: undefined }), field).toBe(true);
      expect(isPartiallyEnrolled({ ...full, [field]: '  ' }), field).toBe(true);
    }
    expect(isPartiallyEnrolled({ ...full, email: null, phone: null })).toBe(false);
    expect(isPartiallyEnrolled(null)).toBe(false);
  });

  it('property: partial enrolment is exactly "e-mail present and some listed field missing"', () => {
    const value = fc.option(fc.constantFrom('', ' ', 'x'), { nil: undefined });
    fc.assert(fc.property(fc.record({ email: value, phone: value, firstName: value, lastName: value, postalCode: value, birthDate: value }), (profile) => {
      const present = (v: string | undefined) => v !== undefined && v.trim() !== '';
      const expected = present(profile.email) && PARTIAL_ENROLMENT_FIELDS.some((f) => !present(profile[f]));
      expect(isPartiallyEnrolled(profile)).toBe(expected);
    }));
  });
});
