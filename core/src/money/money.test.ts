import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_MINOR } from '../contract';
import {
  addMoney, currencyDisplayFor, formatMoney, minorDigits, multiplyMoney, parseMoney, percentOf, plainMoney, percentOff, percentOfMoney, roundPercent, subtractMoney,
} from './money';

const amount = fc.integer({ min: -MAX_MONEY_MINOR, max: MAX_MONEY_MINOR });
const price = fc.integer({ min: 0, max: MAX_MONEY_MINOR });
const qty = fc.integer({ min: 0, max: 999_999 });
const basisPoints = fc.integer({ min: 0, max: 10_000 });
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('money is integer minor units, never floats', () => {
  it('adding never lets a float out, and is associative and commutative', () => {
    fc.assert(fc.property(amount, amount, amount, (a, b, c) => {
      expect(Number.isSafeInteger(addMoney(a, b, c))).toBe(true);
      expect(addMoney(addMoney(a, b), c)).toBe(addMoney(a, addMoney(b, c)));
      expect(addMoney(a, b)).toBe(addMoney(b, a));
    }));
  });

  it('subtracting undoes adding; zero is neutral', () => {
    fc.assert(fc.property(amount, amount, (a, b) => {
      expect(subtractMoney(addMoney(a, b), b)).toBe(a);
      expect(addMoney(a, 0)).toBe(a);
    }));
  });

  it('row total = unit × qty, distributes over adding prices and is an integer', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), qty, (a, b, q) => {
      const row = multiplyMoney(addMoney(a, b), q);
      expect(Number.isSafeInteger(row)).toBe(true);
      expect(row).toBe(addMoney(multiplyMoney(a, q), multiplyMoney(b, q)));
    }));
  });

  it('a fractional amount or quantity is a bug: it throws instead of producing a float', () => {
    expect(() => addMoney(1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(100, 0.5)).toThrow(RangeError);
    expect(() => percentOfMoney(100, 12.5)).toThrow(RangeError);
    expect(() => formatMoney(0.1, 'USD', 'en-US')).toThrow(RangeError);
    expect(() => multiplyMoney(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe('percent in basis points rounds to the nearest minor unit, halves away from zero', () => {
  it('12.5 % (1 250 bp) of 4 cents is 1 cent, of −4 cents is −1 cent, of 3 cents is 0', () => {
    expect(percentOfMoney(4, 1_250)).toBe(1);
    expect(percentOfMoney(-4, 1_250)).toBe(-1);
    expect(percentOfMoney(3, 1_250)).toBe(0);
    expect(percentOfMoney(1_999, 2_000)).toBe(400);
  });

  it('is an integer within half a minor unit of the exact value', () => {
    fc.assert(fc.property(amount, basisPoints, (a, bp) => {
      const result = percentOfMoney(a, bp);
      expect(Number.isSafeInteger(result)).toBe(true);
      // |result − a·bp/10 000| ≤ 1/2, checked in integers
      expect(Math.abs(result * 10_000 - a * bp) * 2).toBeLessThanOrEqual(10_000);
    }));
  });

  it('0 % is nothing, 100 % is everything, and between them it never exceeds the amount', () => {
    fc.assert(fc.property(price, basisPoints, (a, bp) => {
      expect(percentOfMoney(a, 0)).toBe(0);
      expect(percentOfMoney(a, 10_000)).toBe(a);
      const part = percentOfMoney(a, bp);
      expect(part).toBeGreaterThanOrEqual(0);
      expect(part).toBeLessThanOrEqual(a);
    }));
  });

  it('is symmetric in sign and monotonic in the rate', () => {
    fc.assert(fc.property(price, basisPoints, basisPoints, (a, x, y) => {
      expect(percentOfMoney(-a, x)).toBe(-percentOfMoney(a, x) || 0);
      expect(Object.is(percentOfMoney(-a, x), -0)).toBe(false);
      const [low, high] = x <= y ? [x, y] : [y, x];
      expect(percentOfMoney(a, low)).toBeLessThanOrEqual(percentOfMoney(a, high));
    }));
  });
});

describe('§9 the percent helper rounds to 1 decimal', () => {
  it('10.00 → 6.67 is 33.3 % off; 120.00 → 90.00 is 25 % off; no markdown is 0', () => {
    expect(percentOff(1_000, 667)).toBe(33.3);
    expect(percentOff(12_000, 9_000)).toBe(25);
    expect(percentOff(1_000, 1_000)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(2_000, 1_999)).toBe(0.1);
  });

  it('a percentage held as a number, and part of a whole (0 when the whole is 0)', () => {
    expect(roundPercent(12.345)).toBe(12.3);
    expect(roundPercent(12.35)).toBe(12.4);
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('an exact half of a tenth rounds up: 51 of 80 is 63.75 % → 63.8', () => {
    expect(percentOf(51, 80)).toBe(63.8);
    expect(percentOff(80, 29)).toBe(63.8);
    expect(percentOf(-51, 80)).toBe(-63.7);
    expect(percentOf(51, -80)).toBe(-63.7);
  });

  it('a percent of whole numbers is their exact quotient to the nearest tenth', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (part, whole) => {
      const tenths = Math.round(percentOf(part, whole) * 10);
      // |1000 × part / whole − tenths| ≤ ½, with the half going up: checked in integers.
      expect(2 * (1000 * part - tenths * whole)).toBeLessThan(whole);
      expect(2 * (1000 * part - tenths * whole)).toBeGreaterThanOrEqual(-whole);
    }));
  });

  it('always has at most one decimal and lies between 0 and 100', () => {
    fc.assert(fc.property(price, price, (original, current) => {
      const p = percentOff(original, current);
      expect(Number.isInteger(Math.round(p * 10))).toBe(true);
      expect(Math.abs(p * 10 - Math.round(p * 10))).toBeLessThan(1e-9);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
    }));
  });
});

describe('formatMoney: §9 currency display uses the code for CAD and the symbol otherwise', () => {
  it.each([
    [1_999, 'USD', 'en-US', '$19.99'],
    [1_999, 'GBP', 'en-GB', '£19.99'],
    [123_450, 'EUR', 'fr-FR', `1${NNBSP}234,50${NBSP}€`],
    [5, 'USD', 'en-US', '$0.05'],
    [-250, 'USD', 'en-US', '-$2.50'],
    [0, 'GBP', 'en-GB', '£0.00'],
    [1_999, 'CAD', 'en-US', `CAD${NBSP}19.99`],
    [1_999, 'CAD', 'fr-FR', `19,99${NBSP}CAD`],
    [1_999, 'JPY', 'en-US', '¥1,999'],
  ])('%i %s in %s reads %s', (minor, currency, locale, expected) => {
    expect(formatMoney(minor, currency, locale)).toBe(expected);
  });

  it('currencyDisplayFor: the code for CAD (in either letter case), the symbol otherwise', () => {
    expect(currencyDisplayFor('CAD')).toBe('code');
    expect(currencyDisplayFor('cad')).toBe('code');
    expect(currencyDisplayFor('USD')).toBe('symbol');
  });

  it('site ids in lower case (en-us, en-gb, fr-fr) work as locales', () => {
    expect(formatMoney(1_999, 'USD', 'en-us')).toBe('$19.99');
    expect(formatMoney(1_999, 'EUR', 'fr-fr')).toBe(`19,99${NBSP}€`);
  });

  it('shows every minor unit exactly, with no float rounding, up to the largest amount', () => {
    fc.assert(fc.property(amount, (minor) => {
      const digits = formatMoney(minor, 'USD', 'en-US').replace(/[^0-9]/g, '');
      expect(BigInt(digits)).toBe(BigInt(Math.abs(minor)));
    }));
  });

  it('knows the minor digits of a currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });
});

describe('parseMoney: an amount as typed, in minor units, never through a float', () => {
  it('reads whole amounts, a decimal point or comma, and the currency\'s minor digits', () => {
    expect(parseMoney('50', 'EUR')).toBe(5000);
    expect(parseMoney('50.5', 'USD')).toBe(5050);
    expect(parseMoney(' 50,05 ', 'EUR')).toBe(5005);
    expect(parseMoney('0.10', 'GBP')).toBe(10);
    expect(parseMoney('1200', 'JPY')).toBe(1200);
  });
  it('refuses more decimals than the currency has, signs, exponents and empty text', () => {
    for (const bad of ['0.001', '-5', '1e3', '', '.5', '5.', '1,000.00', 'abc']) expect(parseMoney(bad, 'EUR')).toBeNull();
    expect(parseMoney('1.5', 'JPY')).toBeNull();
  });
  it('every amount written as a plain decimal reads back to itself', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (minor) => {
      const plain = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      expect(parseMoney(plain, 'EUR')).toBe(minor);
      expect(parseMoney(plainMoney(minor, 'EUR'), 'EUR')).toBe(minor);
      expect(parseMoney(plainMoney(minor, 'JPY'), 'JPY')).toBe(minor);
    }));
  });
});
