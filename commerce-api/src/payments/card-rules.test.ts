import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { cardBrand, isExpired, luhnValid, parseExpiry } from './card-rules';

describe('card rules', () => {
  it('the sandbox test cards pass the Luhn check; a changed digit fails it', () => {
    expect(luhnValid(SANDBOX_CARDS.authorises)).toBe(true);
    expect(luhnValid(SANDBOX_CARDS.declines)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });

  it('changing any single digit of a valid number breaks the Luhn check', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
      const digits = SANDBOX_CARDS.authorises.split('');
      digits[position] = String((Number(digits[position]) + delta) % 10);
      expect(luhnValid(digits.join(''))).toBe(false);
    }));
  });

  it('brand comes from the leading digits', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
  });

  it('a card is valid through the end of its expiry month', () => {
    const expiry = parseExpiry('03/27');
    expect(expiry).toEqual({ month: 3, year: 2027 });
    expect(isExpired(expiry, new Date('2027-03-31T23:59:59Z'))).toBe(false);
    expect(isExpired(expiry, new Date('2027-04-01T00:00:00Z'))).toBe(true);
  });
});
