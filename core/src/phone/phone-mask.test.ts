import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import {
  applyMask, DEFAULT_MASK, EUROPEAN_MASKS, maskDigitCount, maskFor, NORTH_AMERICA_MASK, phoneMask, phoneMasks,
} from './phone-mask';

const EUROPEAN_COUNTRIES = Object.keys(EUROPEAN_MASKS);

describe('§5 phone masks', () => {
  it('masks use X for a digit', () => {
    expect(maskDigitCount('X XX XX XX XX')).toBe(9);
    expect(applyMask('X XX XX XX XX', '612345678')).toBe('6 12 34 56 78');
  });

  it('default mask: (XXX) XXX - XXXX for North America', () => {
    for (const code of ['US', 'CA', 'PR', 'JM', 'BS']) expect(phoneMask(code)).toBe(NORTH_AMERICA_MASK);
    expect(applyMask(NORTH_AMERICA_MASK, '2015550123')).toBe('(201) 555 - 0123');
  });

  it('default mask: XXXX - XXX - XXX elsewhere', () => {
    for (const code of ['BR', 'JP', 'AU', 'ZA', 'IN', 'ZZ', '']) expect(phoneMask(code)).toBe(DEFAULT_MASK);
  });

  it('about 25 European countries and the UK have their own masks', () => {
    expect(EUROPEAN_COUNTRIES).toContain('GB');
    expect(EUROPEAN_COUNTRIES.length - 1).toBeGreaterThanOrEqual(25);
    for (const code of EUROPEAN_COUNTRIES) expect(phoneMask(code)).not.toBe(DEFAULT_MASK);
  });

  it('France X XX XX XX XX; Netherlands X - XXXX - XXXX', () => {
    expect(phoneMask('FR')).toBe('X XX XX XX XX');
    expect(phoneMask('fr')).toBe('X XX XX XX XX');
    expect(phoneMask('NL')).toBe('X - XXXX - XXXX');
    expect(applyMask(phoneMask('NL'), '612345678')).toBe('6 - 1234 - 5678');
  });

  it('Germany has three variants of 10 to 12 digits', () => {
    expect(phoneMasks('DE').map(maskDigitCount)).toEqual([10, 11, 12]);
    expect(phoneMask('DE', 10)).toBe('XXX XXXXXXX');
    expect(phoneMask('DE', 11)).toBe('XXXX XXXXXXX');
    expect(phoneMask('DE', 12)).toBe('XXX XX XXXXXXX');
    expect(phoneMask('DE', 9)).toBe('XXX XXXXXXX');
    expect(maskFor('DE', 13)).toBeUndefined();
  });

  it('each European mask is the grouping libphonenumber-js gives the country example mobile number', () => {
    for (const code of EUROPEAN_COUNTRIES.filter((c) => c !== 'NL' && c !== 'DE')) {
      const example = getExampleNumber(code as never, examples)!;
      const mask = maskFor(code, example.nationalNumber.length);
      expect(mask, code).toBeDefined();
      const international = example.formatInternational().replace(`+${getCountryCallingCode(code as never)} `, '');
      expect(applyMask(mask!, example.nationalNumber), code).toBe(international);
    }
  });

  it('the German variants are the groupings libphonenumber-js gives 10, 11 and 12 digit mobile numbers', () => {
    expect(applyMask(phoneMask('DE', 10), '1601234567')).toBe('160 1234567');
    expect(applyMask(phoneMask('DE', 11), '15123456789')).toBe('1512 3456789');
    expect(applyMask(phoneMask('DE', 12), '171234567890')).toBe('171 23 4567890');
  });

  it('a partial number never ends with a dangling separator', () => {
    expect(applyMask(NORTH_AMERICA_MASK, '201')).toBe('(201');
    expect(applyMask(NORTH_AMERICA_MASK, '2015')).toBe('(201) 5');
    expect(applyMask(NORTH_AMERICA_MASK, '')).toBe('');
  });

  it('digits beyond the mask are kept', () => {
    expect(applyMask('XX XX', '123456')).toBe('12 34 56');
  });

  const anyMask = fc.constantFrom(NORTH_AMERICA_MASK, DEFAULT_MASK, ...Object.values(EUROPEAN_MASKS).flat());

  it('property: masking never loses, adds or reorders a digit', () => {
    fc.assert(fc.property(anyMask, fc.stringMatching(/^\d{0,20}$/), (mask, digits) => {
      expect(applyMask(mask, digits).replace(/\D/g, '')).toBe(digits);
    }));
  });

  it('property: a full-length number fills the mask exactly, keeping every separator', () => {
    fc.assert(fc.property(anyMask, fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 30, maxLength: 30 }), (mask, pool) => {
      const digits = pool.slice(0, maskDigitCount(mask));
      const masked = applyMask(mask, digits);
      expect(masked.length).toBe(mask.length);
      expect(masked.replace(/\d/g, 'X')).toBe(mask);
    }));
  });

  it('property: every country has at least one mask and phoneMask returns one of them', () => {
    fc.assert(fc.property(fc.string({ maxLength: 3 }), fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), (code, length) => {
      const masks = phoneMasks(code);
      expect(masks.length).toBeGreaterThan(0);
      expect(masks).toContain(phoneMask(code, length));
    }));
  });
});
