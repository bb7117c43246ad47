import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ok, err } from 'neverthrow';
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/examples.mobile.json';
import { normalizePhone, phoneCountries, splitPhone, TEN_DIGIT_FALLBACK_DIAL_CODE } from './normalize-phone';
import { phoneErrorMessage, type PhoneError } from './phone.errors';

const COUNTRIES = getCountries();
const country = fc.constantFrom(...COUNTRIES);
const exampleOf = (code: CountryCode) => getExampleNumber(code, examples)!;

describe('§5 phone normalisation', () => {
  it('phone values are normalised to international form with a plus and the dial code', () => {
    expect(normalizePhone('(201) 555-0123', 'US')).toEqual(ok({
      e164: '+12015550123', dialCode: '+1', national: '2015550123', formatted: '+1 (201) 555 - 0123',
    }));
    expect(normalizePhone('06 12 34 56 78', 'FR')._unsafeUnwrap().e164).toBe('+33612345678');
    expect(normalizePhone('+33 6 12 34 56 78', 'fr')._unsafeUnwrap().formatted).toBe('+33 6 12 34 56 78');
  });

  it('for the UK a leading 0 is dropped', () => {
    expect(normalizePhone('07400 123456', 'GB')).toEqual(ok({
      e164: '+447400123456', dialCode: '+44', national: '7400123456', formatted: '+44 7400 123456',
    }));
    expect(normalizePhone('7400 123456', 'GB')._unsafeUnwrap().e164).toBe('+447400123456');
  });

  it('splitting matches dial code and national length against the country mask (a dial code typed without the plus)', () => {
    expect(normalizePhone('447400123456', 'GB')._unsafeUnwrap().national).toBe('7400123456');
    expect(normalizePhone('1 201 555 0123', 'US')._unsafeUnwrap().national).toBe('2015550123');
  });

  it('a trunk prefix the metadata knows is removed, a significant leading 0 is kept', () => {
    expect(normalizePhone('06 1234 5678', 'IT')._unsafeUnwrap().e164).toBe('+390612345678');
    expect(normalizePhone('06 20 123 4567', 'HU')._unsafeUnwrap().e164).toBe('+36201234567');
  });

  it('a number that fits no mask is formatted by libphonenumber-js', () => {
    expect(normalizePhone('11 96123-4567', 'BR')._unsafeUnwrap().formatted).toBe('+55 11 96123 4567');
  });

  it('refuses what is not a phone number, each with its own error', () => {
    const cases: Array<[string, string, PhoneError]> = [
      ['', 'GB', { type: 'EmptyPhone' }],
      [' + ', 'GB', { type: 'EmptyPhone' }],
      ['07400 12345a', 'GB', { type: 'InvalidCharacters' }],
      ['++447400123456', 'GB', { type: 'InvalidCharacters' }],
      ['+33 6 12 34 56 78', 'GB', { type: 'DialCodeMismatch', expected: '+44' }],
      ['+44', 'GB', { type: 'TooShort' }],
      ['12', 'GB', { type: 'TooShort' }],
      ['0740012345678901', 'GB', { type: 'TooLong' }],
      ['+44 7400 1234567890123', 'GB', { type: 'TooLong' }],
      ['1'.repeat(41), 'GB', { type: 'TooLong' }],
      ['7400123456', 'XX', { type: 'UnsupportedCountry', countryCode: 'XX' }],
    ];
    for (const [raw, code, error] of cases) expect(normalizePhone(raw, code), `${raw} ${code}`).toEqual(err(error));
  });

  it('every failure has a message', () => {
    const errors: PhoneError[] = [
      { type: 'EmptyPhone' }, { type: 'UnsupportedCountry', countryCode: 'XX' }, { type: 'InvalidCharacters' },
      { type: 'DialCodeMismatch', expected: '+44' }, { type: 'TooShort' }, { type: 'TooLong' }, { type: 'NoDialCodeMatch' },
    ];
    for (const error of errors) expect(phoneErrorMessage(error)).toMatch(/\S/);
  });

  it('about 245 countries have dial codes, taken from libphonenumber-js metadata', () => {
    const list = phoneCountries('en');
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.map((c) => c.code)).toEqual(COUNTRIES);
    for (const entry of list) expect(entry.dialCode).toBe(`+${getCountryCallingCode(entry.code as CountryCode)}`);
    expect(list.find((c) => c.code === 'GB')).toEqual({ name: 'United Kingdom', dialCode: '+44', code: 'GB', mask: 'XXXX XXXXXX' });
    expect(phoneCountries('fr').find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    expect(phoneCountries('not a locale!').length).toBe(list.length);
  });

  it('property: E.164 agrees with libphonenumber-js on its example numbers for every country', () => {
    for (const code of COUNTRIES) {
      const example = exampleOf(code);
      const expected = example.number;
      expect(normalizePhone(example.nationalNumber, code)._unsafeUnwrap().e164, code).toBe(expected);
      expect(normalizePhone(example.formatInternational(), code)._unsafeUnwrap().e164, code).toBe(expected);
      expect(normalizePhone(example.formatNational(), code)._unsafeUnwrap().e164, code).toBe(expected);
    }
  });

  it('property: normalisation is idempotent (its e164 and its formatted text normalise to the same number)', () => {
    const typed = fc.oneof(
      country.map((code) => [exampleOf(code).formatNational(), code] as const),
      fc.tuple(fc.stringMatching(/^\+?[0-9 ()-]{0,20}$/), country),
    );
    fc.assert(fc.property(typed, ([raw, code]) => {
      const first = normalizePhone(raw, code);
      if (first.isErr()) return;
      expect(normalizePhone(first.value.e164, code)).toEqual(first);
      expect(normalizePhone(first.value.formatted, code)).toEqual(first);
    }), { numRuns: 300 });
  });

  it('property: normalisation never throws on any string and any country code', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.oneof(country, fc.string({ maxLength: 3 })), (raw, code) => {
      const result = normalizePhone(raw, code);
      if (result.isOk()) expect(result.value.e164).toMatch(/^\+\d{2,15}$/);
    }), { numRuns: 300 });
  });
});

describe('§5 splitting a stored phone value', () => {
  it('splitting matches dial code and national length against the country mask', () => {
    expect(splitPhone('+447400123456')).toEqual(ok({ dialCode: '+44', national: '7400123456', countryCode: 'GB' }));
    expect(splitPhone('33612345678')).toEqual(ok({ dialCode: '+33', national: '612345678', countryCode: 'FR' }));
    expect(splitPhone('+4915123456789')).toEqual(ok({ dialCode: '+49', national: '15123456789', countryCode: 'DE' }));
  });

  it('countries sharing a dial code are told apart by the preferred country, then by libphonenumber-js', () => {
    expect(splitPhone('+447781123456', 'GG')._unsafeUnwrap().countryCode).toBe('GG');
    expect(splitPhone('+12015550123')._unsafeUnwrap().countryCode).toBe('US');
    expect(splitPhone('+12423570000')._unsafeUnwrap().countryCode).toBe('BS');
  });

  it('ten digits with no match default to dial code 1', () => {
    expect(splitPhone('201-555-0123')).toEqual(ok({ dialCode: TEN_DIGIT_FALLBACK_DIAL_CODE, national: '2015550123' }));
  });

  it('a value with a plus that fits no mask is split by libphonenumber-js calling codes', () => {
    expect(splitPhone('+55 11 96123 4567')).toEqual(ok({ dialCode: '+55', national: '11961234567', countryCode: 'BR' }));
  });

  it('a value with no match and no plus is refused', () => {
    expect(splitPhone('12345')).toEqual(err({ type: 'NoDialCodeMatch' }));
    expect(splitPhone('')).toEqual(err({ type: 'EmptyPhone' }));
    expect(splitPhone('9'.repeat(41))).toEqual(err({ type: 'TooLong' }));
  });

  it('property: a normalised number splits back into its own dial code and national number', () => {
    fc.assert(fc.property(country, (code) => {
      const normalized = normalizePhone(exampleOf(code).nationalNumber, code)._unsafeUnwrap();
      const split = splitPhone(normalized.e164, code)._unsafeUnwrap();
      expect(split.dialCode + split.national).toBe(normalized.e164);
    }));
  });

  it('property: splitting never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 45 }), fc.option(fc.string({ maxLength: 3 }), { nil: undefined }), (value, preferred) => {
      splitPhone(value, preferred);
    }));
  });
});
