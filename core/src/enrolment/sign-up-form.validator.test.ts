import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import type { TimeApi } from '../ports';
import {
  birthDateFailure, calendarDateOf, minimalAgeFor, passwordRuleStatus, phoneRequiredFor, validateSignUpForm,
  type SignUpForm, type SignUpPolicy,
} from './sign-up-form.validator';
import { ServerTimeNow } from './server-time-now.use-case';
import { FORM_MESSAGES } from '../validation/experience/form-messages';

const NOW = Date.UTC(2025, 5, 1, 12); // 2025-06-01
const policy: SignUpPolicy = {
  countryCode: 'US', dateFormat: 'MM/DD/YYYY', birthDateRequired: true, minimumBirthDate: { year: 1900, month: 1, day: 1 },
  minimalAge: 13, phoneRequired: false, smsRequired: false, genderShown: false, requiredCheckboxes: ['policy'],
};
const form: SignUpForm = {
  firstName: 'Zoë', lastName: 'Núñez', birthDate: '04/15/1990', phone: '', phoneCode: '+1', email: 'zoe@example.com', password: 'Trail2025',
  newsletter: false, loyaltyTerms: false, brandTerms: false, policy: true, postalCode: '', gender: '', optInAccepted: false,
};
const fieldsOf = (f: SignUpForm, p: SignUpPolicy = policy, now = NOW) => {
  const result = validateSignUpForm(f, p, now);
  return result.isErr() ? result.error.fields : {};
};

describe('sign-up form', () => {
  it('a complete form passes, trimmed', () => {
    expect(validateSignUpForm({ ...form, email: ' zoe@example.com ' }, policy, NOW)._unsafeUnwrap().email).toBe('zoe@example.com');
  });

  it('email valid and required', () => {
    expect(fieldsOf({ ...form, email: '' })).toEqual({ email: FORM_MESSAGES.required });
    expect(fieldsOf({ ...form, email: 'zoe@example' })).toEqual({ email: FORM_MESSAGES.email });
  });

  it('password required and must meet four rules: 8 or more characters, one uppercase, one lowercase, one number', () => {
    expect(fieldsOf({ ...form, password: '' })).toEqual({ password: FORM_MESSAGES.required });
    for (const weak of ['Trail20', 'trail2025', 'TRAIL2025', 'TrailRuns']) expect(fieldsOf({ ...form, password: weak })).toEqual({ password: FORM_MESSAGES.password });
    expect(passwordRuleStatus('Trail')).toEqual({ minLength: false, uppercase: true, lowercase: true, number: false });
  });

  it('property: a password passes exactly when all four rules hold; never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 14 }), (password) => {
      const status = passwordRuleStatus(password);
      const all = status.minLength && status.uppercase && status.lowercase && status.number;
      expect(fieldsOf({ ...form, password }).password === undefined).toBe(all);
    }));
  });

  it('birthDate must be a valid date; required if configured', () => {
    expect(birthDateFailure('02/30/1990', policy, NOW)).toBe(FORM_MESSAGES.birthDateInvalid);
    expect(birthDateFailure('1990-04-15', policy, NOW)).toBe(FORM_MESSAGES.birthDateInvalid);
    expect(birthDateFailure('', policy, NOW)).toBe(FORM_MESSAGES.required);
    expect(birthDateFailure(' ', { ...policy, birthDateRequired: false }, NOW)).toBeNull();
  });

  it('birthDate not before a fixed minimum date', () => {
    expect(birthDateFailure('12/31/1899', policy, NOW)).toBe(FORM_MESSAGES.birthDateTooEarly);
    expect(birthDateFailure('01/01/1900', policy, NOW)).toBeNull();
  });

  it('the user must be at least the minimal age for the country, using the server time', () => {
    expect(birthDateFailure('06/01/2012', policy, NOW)).toBeNull();
    expect(birthDateFailure('06/02/2012', policy, NOW)).toBe(FORM_MESSAGES.birthDateTooYoung(13));
    expect(minimalAgeFor('de', { DE: 16, KR: 14 }, 13)).toBe(16);
    expect(minimalAgeFor('US', { DE: 16 }, 13)).toBe(13);
    expect(minimalAgeFor('__proto__', { DE: 16 }, 13)).toBe(13);
  });

  it('epoch if the server time is unavailable: the age check then runs against 1970-01-01', async () => {
    const failing: TimeApi = { serverTime: () => errAsync({ type: 'NetworkError', message: 'down' }) };
    const working: TimeApi = { serverTime: () => okAsync({ timestamp: '2025-06-01T12:00:00Z', epochMs: NOW }) };
    expect((await new ServerTimeNow(failing).run())._unsafeUnwrap()).toBe(0);
    expect((await new ServerTimeNow(working).run())._unsafeUnwrap()).toBe(NOW);
    expect(calendarDateOf(0)).toEqual({ year: 1970, month: 1, day: 1 });
    expect(birthDateFailure('04/15/1990', policy, 0)).toBe(FORM_MESSAGES.birthDateTooYoung(13));
    expect(calendarDateOf(Number.NaN)).toEqual({ year: 1970, month: 1, day: 1 });
  });

  it('property: the age check accepts exactly those at least the minimal age on the server day', () => {
    const day = fc.record({ year: fc.integer({ min: 1950, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) });
    fc.assert(fc.property(day, fc.integer({ min: 0, max: 25 }), (birth, age) => {
      const text = `${String(birth.month).padStart(2, '0')}/${String(birth.day).padStart(2, '0')}/${birth.year}`;
      const today = calendarDateOf(NOW);
      const years = today.year - birth.year - (today.month < birth.month || (today.month === birth.month && today.day < birth.day) ? 1 : 0);
      expect(birthDateFailure(text, { ...policy, minimalAge: age }, NOW) === null).toBe(years >= age);
    }));
  });

  it('phone required only for configured locales; a given phone must be valid for the country', () => {
    expect(phoneRequiredFor('en-GB', ['en-gb', 'fr-fr'])).toBe(true);
    expect(phoneRequiredFor('en-US', ['en-gb'])).toBe(false);
    expect(fieldsOf({ ...form, phone: '' }, { ...policy, phoneRequired: true })).toEqual({ phone: FORM_MESSAGES.required });
    expect(fieldsOf({ ...form, phone: '555' })).toEqual({ phone: FORM_MESSAGES.phone });
    expect(fieldsOf({ ...form, phone: '303 555 0100' })).toEqual({});
  });

  it('SMS checkbox required if configured; gender required when shown; required checkboxes must be ticked', () => {
    expect(fieldsOf(form, { ...policy, smsRequired: true })).toEqual({ optInAccepted: FORM_MESSAGES.requiredCheckbox });
    expect(fieldsOf(form, { ...policy, genderShown: true })).toEqual({ gender: FORM_MESSAGES.required });
    expect(fieldsOf({ ...form, policy: false, loyaltyTerms: false }, { ...policy, requiredCheckboxes: ['policy', 'loyaltyTerms'] }))
      .toEqual({ policy: FORM_MESSAGES.requiredCheckbox, loyaltyTerms: FORM_MESSAGES.requiredCheckbox });
  });

  it('names are required and must be names', () => {
    expect(fieldsOf({ ...form, firstName: '', lastName: 'R2D2' })).toEqual({ firstName: FORM_MESSAGES.required, lastName: FORM_MESSAGES.name });
  });

  it('property: never throws on any strings', () => {
    const text = fc.string();
    fc.assert(fc.property(text, text, text, text, text, text, (firstName, lastName, birthDate, phone, email, password) => {
      expect(() => validateSignUpForm({ ...form, firstName, lastName, birthDate, phone, email, password }, { ...policy, dateFormat: 'DD.MM.YYYY' }, NOW)).not.toThrow();
    }));
  });
});
