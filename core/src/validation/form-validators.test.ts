import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { ageOn, compileDateFormat, daysInMonth, formatCalendarDate, isRealDate, parseCalendarDate } from './calendar-date';
import { FORM_VALIDATOR_MESSAGES, formValidators, validateAll, type Validator } from './form-validators';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const anyString = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 30 }), fc.string());
const fromChars = (chars: string, maxLength = 16) => fc.string({ unit: fc.constantFrom(...[...chars]), maxLength });
const dateArb = fc.record({ year: fc.integer({ min: 1, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) });
/** Independent oracle for "a real date": JavaScript's proleptic Gregorian calendar (years ≥ 100 avoid Date.UTC's 0–99 mapping). */
const realByDateUtc = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1 && y <= 9999;
};

const ALL_VALIDATORS: Validator[] = [
  formValidators.required(), formValidators.date('MM/DD/YYYY'), formValidators.email(), formValidators.exactLength(5),
  formValidators.maxValue(10), formValidators.minValue(-3.5), formValidators.maxLength(4), formValidators.minLength(2),
  formValidators.dateNotAfter({ year: 2024, month: 2, day: 29 }, 'DD.MM.YYYY'), formValidators.dateNotBefore({ year: 1900, month: 1, day: 1 }, 'YYYY-MM-DD'),
  formValidators.name(), formValidators.password(),
];

describe('§5 form validators (default messages)', () => {
  it('property: no validator ever throws, on any string', () => {
    fc.assert(fc.property(anyString, (value) => {
      for (const validate of ALL_VALIDATORS) {
        const result = validate(value);
        if (result.isErr()) expect(result.error.message).not.toBe('');
      }
    }), { numRuns: 300 });
  });

  it('date must match format and be a real date', () => {
    const v = formValidators.date('DD/MM/YYYY');
    expect(v('29/02/2024')).toEqual(ok('29/02/2024'));
    expect(v('29/02/2023')).toEqual(err({ type: 'InvalidField', rule: 'date', message: 'Date is not valid.' }));
    expect(v('2024-02-29').isErr()).toBe(true);
    expect(v('31/04/2024').isErr()).toBe(true);
    expect(formValidators.date('MM/DD/YYYY')('02/29/2000').isOk()).toBe(true);
    expect(formValidators.date('MM/DD/YYYY')('02/29/1900').isErr()).toBe(true);
    expect(() => formValidators.date('DD/MM')).toThrow();
  });

  it('property: date accepts every real date written in the format and agrees with the calendar on any date-shaped text', () => {
    const v = formValidators.date('DD/MM/YYYY');
    fc.assert(fc.property(dateArb, ({ year, month, day }) => {
      const text = `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
      expect(v(text).isOk()).toBe(realByDateUtc(year, month, day));
    }));
    fc.assert(fc.property(fromChars('0123/'), (text) => {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
      expect(v(text).isOk()).toBe(m !== null && realByDateUtc(Number(m[3]), Number(m[2]), Number(m[1])));
    }));
  });

  it("e-mail needs a domain of at least two parts ('Email is not valid')", () => {
    const v = formValidators.email();
    expect(v(' ann@example.co.uk ')).toEqual(ok('ann@example.co.uk'));
    for (const bad of ['ann@example', 'ann@', '@example.com', 'ann example@x.com', 'ann@@x.com', 'ann@x..com', 'ann@.x.com', ''])
      expect(v(bad), bad).toEqual(err({ type: 'InvalidField', rule: 'email', message: 'Email is not valid' }));
  });

  it('property: e-mail accepts local@domain with two or more parts and rejects the rest', () => {
    const label = fromChars('abcxyz019-é', 6).filter((s) => s.length > 0);
    const valid = fc.tuple(fromChars('abc.+_9é', 8).filter((s) => s.length > 0), fc.array(label, { minLength: 2, maxLength: 4 }))
      .map(([local, labels]) => `${local}@${labels.join('.')}`);
    fc.assert(fc.property(valid, (email) => {
      expect(formValidators.email()(email).isOk()).toBe(true);
    }));
    const oracle = (raw: string) => {
      const value = raw.trim();
      const parts = value.split('@');
      if (parts.length !== 2) return false;
      const [local, domain] = parts as [string, string];
      const labels = domain.split('.');
      return local !== '' && !/\s/.test(local) && labels.length >= 2 && labels.every((l) => l !== '' && !/\s/.test(l));
    };
    fc.assert(fc.property(fromChars('ab@. \t', 12), (value) => {
      expect(formValidators.email()(value).isOk()).toBe(oracle(value));
    }));
  });

  it('exact length N; max and min length (counted in characters)', () => {
    expect(formValidators.exactLength(5)('12345').isOk()).toBe(true);
    expect(formValidators.exactLength(5)('1234')._unsafeUnwrapErr().message).toBe('Must be exactly 5 characters.');
    expect(formValidators.maxLength(3)('héé').isOk()).toBe(true);
    expect(formValidators.maxLength(3)('abcd')._unsafeUnwrapErr().message).toBe(FORM_VALIDATOR_MESSAGES.maxLength(3));
    expect(formValidators.minLength(2)('😀').isErr()).toBe(true);
    expect(formValidators.minLength(2)('😀😀').isOk()).toBe(true);
  });

  it('property: length validators accept exactly the strings of the right length', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), fc.nat({ max: 12 }), (value, n) => {
      const length = [...value].length;
      expect(formValidators.exactLength(n)(value).isOk()).toBe(length === n);
      expect(formValidators.maxLength(n)(value).isOk()).toBe(length <= n);
      expect(formValidators.minLength(n)(value).isOk()).toBe(length >= n);
    }));
  });

  it('max and min value', () => {
    expect(formValidators.maxValue(10)('10').isOk()).toBe(true);
    expect(formValidators.maxValue(10)('10.01')._unsafeUnwrapErr().message).toBe('Must be 10 or less.');
    expect(formValidators.minValue(1)('0')._unsafeUnwrapErr().message).toBe('Must be 1 or more.');
    expect(formValidators.minValue(1)('abc').isErr()).toBe(true);
    expect(formValidators.minValue(1)('').isErr()).toBe(true);
  });

  it('property: value validators accept exactly the numbers within the bound', () => {
    fc.assert(fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(String), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((d) => d.toFixed(3)), fromChars('0123-.e x', 6)), fc.integer({ min: -500, max: 500 }), (text, bound) => {
      const isNumber = /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text.trim());
      expect(formValidators.maxValue(bound)(text).isOk()).toBe(isNumber && Number(text) <= bound);
      expect(formValidators.minValue(bound)(text).isOk()).toBe(isNumber && Number(text) >= bound);
    }));
  });

  it('date not after / not before a bound', () => {
    const notAfter = formValidators.dateNotAfter({ year: 2024, month: 6, day: 30 }, 'DD/MM/YYYY');
    expect(notAfter('30/06/2024').isOk()).toBe(true);
    expect(notAfter('01/07/2024')._unsafeUnwrapErr()).toEqual({ type: 'InvalidField', rule: 'dateNotAfter', message: 'Date must not be after 30/06/2024.' });
    expect(notAfter('31/06/2024')._unsafeUnwrapErr().rule).toBe('date');
    const notBefore = formValidators.dateNotBefore({ year: 1900, month: 1, day: 1 }, 'YYYY-MM-DD', 'Too early');
    expect(notBefore('1899-12-31')._unsafeUnwrapErr().message).toBe('Too early');
    expect(notBefore('1900-01-01').isOk()).toBe(true);
    expect(notBefore('1900-13-01')._unsafeUnwrapErr().rule).toBe('date');
  });

  it('property: date bounds agree with the calendar order', () => {
    const real = dateArb.filter(isRealDate);
    fc.assert(fc.property(real, real, (value, bound) => {
      const text = `${pad(value.year, 4)}-${pad(value.month, 2)}-${pad(value.day, 2)}`;
      const asNumber = (d: typeof value) => d.year * 10_000 + d.month * 100 + d.day;
      expect(formValidators.dateNotAfter(bound, 'YYYY-MM-DD')(text).isOk()).toBe(asNumber(value) <= asNumber(bound));
      expect(formValidators.dateNotBefore(bound, 'YYYY-MM-DD')(text).isOk()).toBe(asNumber(value) >= asNumber(bound));
    }));
  });

  it("name allows letters with accents, spaces, comma, period, apostrophe, hyphen ('Name is not valid.')", () => {
    const v = formValidators.name();
    for (const good of ["Zoë O'Neill-Brontë", 'José María', 'Jr., Sammy', 'Łukasz', 'D’Arcy']) expect(v(good).isOk(), good).toBe(true);
    for (const bad of ['R2D2', 'ann_lee', 'a@b', '', ' - ', 'Ann!']) expect(v(bad), bad).toEqual(err({ type: 'InvalidField', rule: 'name', message: 'Name is not valid.' }));
  });

  it('property: name accepts exactly letters, accents and the listed punctuation, with at least one letter', () => {
    const oracle = (raw: string) => {
      const value = raw.trim();
      const chars = [...value];
      return chars.some((c) => /\p{L}/u.test(c)) && chars.every((c) => /[\p{L}\p{M}]/u.test(c) || " ,.'’-".includes(c));
    };
    fc.assert(fc.property(fromChars("aZéü\u0301 ,.'’-1_!@ß", 10), (value) => {
      expect(formValidators.name()(value).isOk()).toBe(oracle(value));
    }));
  });

  it("password at least 8 characters with an upper case letter, a lower case letter and a digit ('Password does not meet requirements.')", () => {
    const v = formValidators.password();
    expect(v('Abcdefg1').isOk()).toBe(true);
    for (const bad of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])
      expect(v(bad), bad).toEqual(err({ type: 'InvalidField', rule: 'password', message: 'Password does not meet requirements.' }));
  });

  it('property: password accepts exactly the strings meeting all four rules', () => {
    fc.assert(fc.property(fromChars('aZ9 !É', 12), (value) => {
      const chars = [...value];
      const expected = chars.length >= 8 && chars.some((c) => c !== c.toLowerCase()) && chars.some((c) => c !== c.toUpperCase()) && chars.some((c) => c >= '0' && c <= '9');
      expect(formValidators.password()(value).isOk()).toBe(expected);
    }));
  });

  it('required, and validators chained stop at the first failure', () => {
    expect(formValidators.required()('  ')._unsafeUnwrapErr().message).toBe('This field is required.');
    expect(validateAll('', [formValidators.required(), formValidators.email()])._unsafeUnwrapErr().rule).toBe('required');
    expect(validateAll('x', [formValidators.required(), formValidators.email()])._unsafeUnwrapErr().rule).toBe('email');
    expect(validateAll('a@b.co', [formValidators.required(), formValidators.email()])).toEqual(ok('a@b.co'));
  });
});

describe('calendar dates', () => {
  it('formats round-trip through parsing, and malformed formats are refused', () => {
    const format = compileDateFormat('YYYY/MM/DD')._unsafeUnwrap();
    expect(parseCalendarDate(formatCalendarDate({ year: 2024, month: 2, day: 29 }, format), format)).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['YYYY-MM', 'DD-DD-YYYY', 'YYYY-MM-DD-YYYY']) expect(compileDateFormat(bad).isErr(), bad).toBe(true);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
  });
});
