import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  billingPhoneCode, birthDateCode, cardExpiryCode, emailFormatCode, emptyPhoneCode, fieldOfErrorCode, giftCardCode,
  passwordsMatchCode, passwordTooShortCode, promoCodeCode, reviewLengthCode, VALIDATION_ERROR_CODES,
} from './error-code-rules';

const today = { year: 2025, month: 3, day: 15 };
const giftRules = { numberLength: { min: 16, max: 19 }, pinLength: { min: 4, max: 8 } };

describe('§5 error-code-based rules', () => {
  it('password too short (FE872)', () => {
    expect(passwordTooShortCode('Abc1234')).toBe('FE872');
    expect(passwordTooShortCode('Abc12345')).toBeNull();
    expect(fieldOfErrorCode('FE872')).toBe('password');
  });

  it("passwords not matching (FE340)", () => {
    expect(passwordsMatchCode('Abc12345', 'Abc12346')).toBe('FE340');
    expect(passwordsMatchCode('Abc12345', 'Abc12345')).toBeNull();
    expect(fieldOfErrorCode('FE340')).toBe('confirmPassword');
  });

  it('invalid e-mail format', () => {
    expect(emailFormatCode('ann@example')).toBe(VALIDATION_ERROR_CODES.invalidEmailFormat);
    expect(emailFormatCode('ann@example.com')).toBeNull();
  });

  it('invalid card expiry', () => {
    expect(cardExpiryCode({ month: '03', year: '25' }, today)).toBeNull();
    expect(cardExpiryCode({ month: '3', year: '2030' }, today)).toBeNull();
    for (const bad of [{ month: '02', year: '25' }, { month: '13', year: '30' }, { month: '00', year: '30' }, { month: 'ab', year: '30' }, { month: '12', year: '202' }, { month: '12', year: '2024' }])
      expect(cardExpiryCode(bad, today), JSON.stringify(bad)).toBe('FE210');
    expect(fieldOfErrorCode('FE210')).toBe('cardExpiry');
  });

  it('property: a card expiry is valid exactly from the current month on', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (month, year) => {
      const valid = year * 12 + month >= today.year * 12 + today.month;
      expect(cardExpiryCode({ month: String(month), year: String(year) }, today) === null).toBe(valid);
      expect(cardExpiryCode({ month: String(month).padStart(2, '0'), year: String(year).slice(2) }, today) === null).toBe(valid);
    }));
  });

  it('invalid age or missing birthdate', () => {
    const rule = { format: 'DD/MM/YYYY', minimumAge: 16, today };
    expect(birthDateCode(undefined, rule)).toBe('FE302');
    expect(birthDateCode(' ', rule)).toBe('FE302');
    expect(birthDateCode('15/03/2009', rule)).toBeNull();
    expect(birthDateCode('16/03/2009', rule)).toBe('FE301');
    expect(birthDateCode('31/02/1990', rule)).toBe('FE301');
    expect(birthDateCode('01/01/2030', { ...rule, minimumAge: 0 })).toBe('FE301');
    expect(birthDateCode('01/01/1990', { ...rule, format: 'bad' })).toBe('FE301');
    expect(fieldOfErrorCode('FE301')).toBe('birthDate');
  });

  it('missing billing phone; empty phone', () => {
    expect(billingPhoneCode('')).toBe('FE401');
    expect(billingPhoneCode('+447400123456')).toBeNull();
    expect(emptyPhoneCode(null)).toBe('FE402');
    expect(emptyPhoneCode('07400 123456')).toBeNull();
    expect(fieldOfErrorCode('FE401')).toBe('billingPhone');
    expect(fieldOfErrorCode('FE402')).toBe('phone');
  });

  it('gift card and promo validity', () => {
    expect(giftCardCode({ number: '6006 4912 3456 7890', pin: '1234' }, giftRules)).toBeNull();
    expect(giftCardCode({ number: '6006', pin: '1234' }, giftRules)).toBe('FE501');
    expect(giftCardCode({ number: '6006491234567890', pin: '12a4' }, giftRules)).toBe('FE501');
    expect(promoCodeCode('SPRING-10', 20)).toBeNull();
    expect(promoCodeCode('spring 10', 20)).toBe('FE601');
    expect(promoCodeCode('X'.repeat(21), 20)).toBe('FE601');
    for (const code of ['GFC812', 'GFS100', 'GFO200', 'FE501']) expect(fieldOfErrorCode(code), code).toBe('giftCard');
    for (const code of ['PRM155', 'PRM150', 'PRM416', 'FE601']) expect(fieldOfErrorCode(code), code).toBe('promoCode');
  });

  it('review too long (REV410)', () => {
    expect(reviewLengthCode('a'.repeat(11), 10)).toBe('REV410');
    expect(reviewLengthCode('a'.repeat(10), 10)).toBeNull();
    expect(fieldOfErrorCode('REV410')).toBe('review');
  });

  it('codes that belong to no field are shown at the top', () => {
    expect(fieldOfErrorCode('AUT401')).toBeNull();
    expect(fieldOfErrorCode('')).toBeNull();
  });

  it('property: no rule throws on any string', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => {
      passwordTooShortCode(a); passwordsMatchCode(a, b); emailFormatCode(a); cardExpiryCode({ month: a, year: b }, today);
      birthDateCode(a, { format: 'YYYY-MM-DD', minimumAge: 18, today }); billingPhoneCode(a); emptyPhoneCode(b);
      giftCardCode({ number: a, pin: b }, giftRules); promoCodeCode(a, 20); reviewLengthCode(a, 5); fieldOfErrorCode(a);
    }));
  });
});
