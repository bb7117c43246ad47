import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailFormat, exactLength, maxLength, minLength, nameFormat, phoneDigits, requiredText, sameAs } from './field-checks';
import { FORM_MESSAGES } from './form-messages';

const emailArb = fc.tuple(
  fc.stringMatching(/^[a-z0-9._+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}$/), fc.array(fc.stringMatching(/^[a-z]{2,6}$/), { minLength: 1, maxLength: 2 }),
).map(([local, domain, tlds]) => `${local}@${[domain, ...tlds].join('.')}`);

describe('generic messages', () => {
  it("required: 'This field is required'", () => {
    expect(requiredText('')).toBe('This field is required');
    expect(requiredText('  ')).toBe('This field is required');
    expect(requiredText('x')).toBeNull();
  });

  it("regex mismatch: 'Value should match ...'; same-as mismatch: 'Value must be the same as ...'", () => {
    expect(FORM_MESSAGES.pattern('XXXXX')).toBe('Value should match XXXXX');
    expect(sameAs('Secret1x', 'Password')('Secret1y')).toBe('Value must be the same as Password');
    expect(sameAs('Secret1x', 'Password')('Secret1x')).toBeNull();
  });

  it("phone: 'A valid phone number is required' (North America requires 10 digits starting 2 to 9)", () => {
    expect(phoneDigits('US')('(303) 555-0100')).toBeNull();
    expect(phoneDigits('CA')('6135550100')).toBeNull();
    expect(phoneDigits('US')('1035550100')).toBe('A valid phone number is required');
    expect(phoneDigits('US')('303555010')).toBe('A valid phone number is required');
    expect(phoneDigits('US')('303-555-010x')).toBe('A valid phone number is required');
    fc.assert(fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
      expect(phoneDigits('US')(digits) === null).toBe(/^[2-9]\d{9}$/.test(digits));
    }));
  });

  it('phone: elsewhere an exact digit count from the country data (the country mask)', () => {
    expect(phoneDigits('FR')('6 12 34 56 78')).toBeNull();
    expect(phoneDigits('FR')('6123456789')).toBe(FORM_MESSAGES.phone);
    for (const digits of ['1601234567', '15123456789', '171234567890']) expect(phoneDigits('DE')(digits)).toBeNull();
    expect(phoneDigits('DE')('123456789')).toBe(FORM_MESSAGES.phone);
    fc.assert(fc.property(fc.stringMatching(/^\d{0,14}$/), (digits) => {
      expect(phoneDigits('ZZ')(digits) === null).toBe(digits.length === 10);
    }));
  });

  it('property: e-mails with a domain of at least two parts are accepted, the rest rejected', () => {
    fc.assert(fc.property(emailArb, (email) => { expect(emailFormat(email)).toBeNull(); }));
    fc.assert(fc.property(fc.string(), (s) => {
      const expected = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s.trim());
      expect(emailFormat(s) === null).toBe(expected);
    }));
    for (const bad of ['a@b', 'a b@c.d', '@c.d', 'a@.d', 'a@c.', 'a@@c.d']) expect(emailFormat(bad)).toBe('Email is not valid');
  });

  it('property: names allow letters with accents, spaces, comma, period, apostrophe, hyphen; digits and symbols are rejected', () => {
    expect(nameFormat("Zoë O'Brien-Núñez, Jr.")).toBeNull();
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ ,.'-]{0,20}$/), (name) => { expect(nameFormat(name)).toBeNull(); }));
    fc.assert(fc.property(fc.string(), fc.constantFrom('1', '@', '#', '_', '/'), (name, bad) => { expect(nameFormat(`A${name}${bad}`)).toBe('Name is not valid.'); }));
  });

  it('length checks count characters (min, max, exact)', () => {
    expect(minLength(2)('a')).toBe(FORM_MESSAGES.minLength(2));
    expect(maxLength(3)('abcd')).toBe(FORM_MESSAGES.maxLength(3));
    expect(exactLength(5)('1234')).toBe(FORM_MESSAGES.exactLength(5));
    expect(exactLength(2)('ëë')).toBeNull();
  });

  it('property: no check throws on any string', () => {
    const checks = [requiredText, emailFormat, nameFormat, phoneDigits('US'), phoneDigits('GB'), minLength(2), maxLength(3), exactLength(4), sameAs('x', 'X')];
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => { for (const check of checks) expect(() => check(s)).not.toThrow(); }));
  });
});
