import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err } from 'neverthrow';
import { FORM_MESSAGES } from '../validation/experience/form-messages';
import { validateAddressField, validateAddressForm, type AddressFormValues } from '../validation/experience/address-form.validator';
import { addressRulesFor, FR_POSTAL_CODE_PATTERN, UK_POSTCODE_PATTERN, US_ZIP_PATTERN } from './address-rules';
import { US_STATES } from './us-states';

const US: AddressFormValues = {
  firstName: 'Zoë', lastName: 'Núñez', addressLine1: '2400 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80301',
  country: 'US', email: 'zoe@example.com', phone: '(303) 555-0100',
};
const GB: AddressFormValues = {
  firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'wc2e9lh',
  country: 'GB', email: 'ada@example.co.uk', phone: '07400 123456',
};
const FR: AddressFormValues = {
  firstName: 'Anaïs', lastName: "D'Arcy-Lefèvre", addressLine1: '88 rue de Rivoli', city: 'Paris', postalCode: '75004',
  country: 'FR', email: 'anais@example.fr', phone: '06 12 34 56 78',
};

const field = (country: string, name: 'postalCode' | 'province' | 'phone' | 'country' | 'firstName', value: string) =>
  validateAddressField(name, value, addressRulesFor(country)[name], country);
const failureOf = (country: string, name: 'postalCode' | 'province' | 'phone' | 'country' | 'firstName', value: string) => {
  const result = field(country, name, value);
  return result.isErr() ? result.error : null;
};

describe('US addresses', () => {
  it('a valid US address is accepted and cleaned: state code, phone in E.164', () => {
    expect(validateAddressForm(US, addressRulesFor('US'), 'US')._unsafeUnwrap()).toEqual({
      firstName: 'Zoë', lastName: 'Núñez', addressLine1: '2400 Pearl St', addressLine2: '', city: 'Boulder', province: 'CO',
      postalCode: '80301', country: 'US', email: 'zoe@example.com', phone: '+13035550100',
    });
  });

  it('ZIP is 12345 or 12345-6789; "ABC" is refused with the pattern rule', () => {
    expect(field('US', 'postalCode', '80301-1234')._unsafeUnwrap()).toBe('80301-1234');
    expect(failureOf('US', 'postalCode', 'ABC')).toEqual({
      field: 'postalCode', rule: 'pattern', message: FORM_MESSAGES.pattern('12345 or 12345-6789'), params: { hint: '12345 or 12345-6789' },
    });
    for (const bad of ['8030', '803011', '80301-12', '80301 1234', '8O301']) expect(failureOf('US', 'postalCode', bad)?.rule, bad).toBe('pattern');
  });

  it('the state is required and one of the 50 states and DC, by code or by name; "Narnia" is refused', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(addressRulesFor('us').province.states).toEqual(US_STATES);
    expect(field('US', 'province', 'colorado')._unsafeUnwrap()).toBe('CO');
    expect(field('US', 'province', 'dc')._unsafeUnwrap()).toBe('DC');
    expect(failureOf('US', 'province', 'Narnia')).toEqual({ field: 'province', rule: 'oneOf', message: FORM_MESSAGES.oneOf });
    expect(failureOf('US', 'province', '')).toEqual({ field: 'province', rule: 'required', message: FORM_MESSAGES.required });
    expect(failureOf('US', 'province', 'PR')?.rule).toBe('oneOf');
  });

  it('the phone is 10 digits starting 2 to 9 (North America); "000000" is refused', () => {
    expect(field('US', 'phone', '+1 303 555 0100')._unsafeUnwrap()).toBe('+13035550100');
    expect(field('US', 'phone', '1-303-555-0100')._unsafeUnwrap()).toBe('+13035550100');
    for (const bad of ['000000', '0000000000', '1035550100', '303555010', '+44 7400 123456', '303-555-010x']) {
      expect(failureOf('US', 'phone', bad), bad).toEqual({ field: 'phone', rule: 'phone', message: FORM_MESSAGES.phone });
    }
  });

  it('names follow the §5 name rule', () => {
    expect(failureOf('US', 'firstName', 'R2-D2')).toEqual({ field: 'firstName', rule: 'name', message: FORM_MESSAGES.name });
    expect(field('US', 'firstName', "O'Brien-Smith, Jr.").isOk()).toBe(true);
  });

  it('the country field must be the country the rules are for', () => {
    expect(field('US', 'country', 'us')._unsafeUnwrap()).toBe('US');
    expect(failureOf('US', 'country', 'GB')?.rule).toBe('pattern');
    expect(failureOf('not a code', 'country', 'US')?.rule).toBe('pattern');
  });
});

describe('UK addresses', () => {
  it('a valid UK address is accepted: postcode upper case with one space, county optional, phone in E.164', () => {
    const clean = validateAddressForm(GB, addressRulesFor('GB'), 'GB')._unsafeUnwrap();
    expect(clean).toMatchObject({ postalCode: 'WC2E 9LH', province: '', phone: '+447400123456' });
    expect(validateAddressForm({ ...GB, province: 'Greater London' }, addressRulesFor('GB'), 'GB')._unsafeUnwrap().province).toBe('Greater London');
  });

  it('the standard postcode forms (A9, A99, AA9, AA99, A9A, AA9A) and GIR 0AA', () => {
    for (const [typed, stored] of [
      ['M1 1AE', 'M1 1AE'], ['b338th', 'B33 8TH'], ['CR2 6XH', 'CR2 6XH'], ['DN55  1PT', 'DN55 1PT'], ['w1a0ax', 'W1A 0AX'],
      ['EC1A 1BB', 'EC1A 1BB'], ['gir0aa', 'GIR 0AA'], [' SW1A 1AA ', 'SW1A 1AA'],
    ]) expect(field('GB', 'postalCode', typed!)._unsafeUnwrap(), typed).toBe(stored);
  });

  it('anything else is refused with the pattern rule naming the expected form', () => {
    for (const bad of ['12345', 'SW1A', 'SW1A 1A', 'Q1 1AA', 'SW1A 1AC', 'AB1 1AAA', 'ABC']) {
      expect(failureOf('GB', 'postalCode', bad), bad).toEqual({
        field: 'postalCode', rule: 'pattern', message: FORM_MESSAGES.pattern('SW1A 1AA'), params: { hint: 'SW1A 1AA' },
      });
    }
  });

  it('the phone is checked with the UK rules', () => {
    expect(field('GB', 'phone', '+44 7400 123456')._unsafeUnwrap()).toBe('+447400123456');
    expect(failureOf('GB', 'phone', '07400 1234')?.rule).toBe('phone');
  });
});

describe('French and Monegasque addresses', () => {
  it('a valid French address is accepted: code postal of 5 digits, no state, phone in E.164', () => {
    expect(validateAddressForm({ ...FR, province: 'Île-de-France' }, addressRulesFor('FR'), 'FR')._unsafeUnwrap()).toMatchObject({
      postalCode: '75004', province: '', phone: '+33612345678',
    });
    expect(addressRulesFor('FR').province.hidden).toBe(true);
    expect(validateAddressForm({ ...FR, country: 'MC', postalCode: '98000', phone: '+377 6 12 34 56 78' }, addressRulesFor('MC'), 'MC').isOk()).toBe(true);
  });

  it('a code postal that is not 5 digits is refused', () => {
    for (const bad of ['7500', '750011', '75 001', 'PARIS']) {
      expect(failureOf('FR', 'postalCode', bad), bad).toEqual({ field: 'postalCode', rule: 'pattern', message: FORM_MESSAGES.pattern('75001'), params: { hint: '75001' } });
    }
  });

  it('the phone is checked with the French rules (9 digits after the trunk 0)', () => {
    expect(failureOf('FR', 'phone', '06 12 34 56 7')?.rule).toBe('phone');
    expect(failureOf('FR', 'phone', '000000')?.rule).toBe('phone');
  });
});

describe('other countries', () => {
  it('get the §5 defaults and their own phone rule', () => {
    const rules = addressRulesFor('DE');
    expect(rules.postalCode).toEqual({ required: true });
    expect(validateAddressForm({ ...FR, country: 'DE', postalCode: '10115', city: 'Berlin', phone: '030 123456789' }, rules, 'DE').isOk()).toBe(true);
  });

  it('every failure of a form carries its field and rule id, in form order', () => {
    const result = validateAddressForm({ ...US, firstName: '', postalCode: 'ABC', province: 'Narnia', phone: '000000' }, addressRulesFor('US'), 'US');
    expect(result.isErr() && result.error.failures.map((f) => [f.field, f.rule])).toEqual([
      ['firstName', 'required'], ['province', 'oneOf'], ['postalCode', 'pattern'], ['phone', 'phone'],
    ]);
    expect(result).toEqual(err(expect.objectContaining({ fields: expect.objectContaining({ postalCode: FORM_MESSAGES.pattern('12345 or 12345-6789') }) })));
  });
});

describe('properties', () => {
  const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
  const zip = fc.stringMatching(whole(US_ZIP_PATTERN));
  const ukPostcode = fc.stringMatching(whole(UK_POSTCODE_PATTERN));
  const codePostal = fc.stringMatching(whole(FR_POSTAL_CODE_PATTERN));

  it('property: generated US ZIP codes are accepted as typed', () => {
    fc.assert(fc.property(zip, (value) => { expect(field('US', 'postalCode', value)._unsafeUnwrap()).toBe(value); }));
  });

  it('property: generated UK postcodes are accepted in any case and spacing, and stored in the standard form', () => {
    const spacing = fc.constantFrom('', ' ', '  ');
    fc.assert(fc.property(ukPostcode, fc.boolean(), spacing, (value, lower, space) => {
      const typed = (lower ? value.toLowerCase() : value).replace(' ', space);
      expect(field('GB', 'postalCode', typed)._unsafeUnwrap()).toBe(value);
    }));
  });

  it('property: generated codes postaux are accepted', () => {
    fc.assert(fc.property(codePostal, fc.constantFrom('FR', 'MC'), (value, country) => { expect(field(country, 'postalCode', value).isOk()).toBe(true); }));
  });

  /** A digit turned into a letter, a character dropped, or a character added. */
  const mutation = (valid: fc.Arbitrary<string>) => fc.tuple(valid, fc.nat(), fc.constantFrom('letter', 'drop', 'add'), fc.constantFrom('X', '7', 'Q')).map(
    ([value, at, kind, extra]) => {
      const digits = [...value].flatMap((c, i) => (/\d/.test(c) ? [i] : []));
      switch (kind) {
        case 'letter': { const i = digits[at % digits.length]!; return value.slice(0, i) + 'O' + value.slice(i + 1); }
        case 'drop': { const i = at % value.length; return value.slice(0, i) + value.slice(i + 1); }
        case 'add': return value + extra;
      }
    },
  );

  it('property: a mutated US ZIP or code postal is refused', () => {
    fc.assert(fc.property(mutation(fc.stringMatching(/^\d{5}$/)), (value) => { expect(failureOf('US', 'postalCode', value)?.rule).toBe('pattern'); }));
    fc.assert(fc.property(mutation(codePostal), (value) => { expect(failureOf('FR', 'postalCode', value)?.rule).toBe('pattern'); }));
  });

  it('property: a UK postcode whose inward code is broken is refused', () => {
    const broken = fc.tuple(ukPostcode, fc.constantFrom('C', 'I', 'K', 'M', 'O', 'V', '1'), fc.constantFrom('last', 'digit', 'add')).map(([value, bad, kind]) => {
      if (kind === 'last') return value.slice(0, -1) + bad;
      if (kind === 'digit') return `${value.slice(0, -3)}A${value.slice(-2)}`;
      return `${value}A`;
    });
    fc.assert(fc.property(broken, (value) => { expect(failureOf('GB', 'postalCode', value)?.rule).toBe('pattern'); }));
  });

  it('property: any state name or code is accepted and stored as its code; anything else is refused', () => {
    const state = fc.constantFrom(...US_STATES);
    fc.assert(fc.property(state, fc.boolean(), (s, byName) => { expect(field('US', 'province', byName ? s.name.toUpperCase() : s.code.toLowerCase())._unsafeUnwrap()).toBe(s.code); }));
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((v) => v.trim() !== '' && !US_STATES.some((s) => [s.code, s.name].includes(v.trim().toUpperCase()) || s.name.toUpperCase() === v.trim().toUpperCase())), (value) => {
      expect(failureOf('US', 'province', value)?.rule).toBe('oneOf');
    }));
  });
});
