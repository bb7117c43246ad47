import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, type Result } from 'neverthrow';
import {
  ADDRESS_FORM_DEFAULTS, ADDRESS_FORM_FIELDS, addressFormRules, applyTransform, fitMask, parseAddressRules, validateAddressField,
  validateAddressForm, type AddressFormValues,
} from './address-form.validator';
import { FORM_MESSAGES } from './form-messages';

/** The English message of a failed field, or null when it passed. */
const messageOf = (result: Result<string, { message: string }>): string | null => (result.isErr() ? result.error.message : null);

const valid: AddressFormValues = {
  firstName: 'Zoë', lastName: 'Núñez', addressLine1: '1200 Larimer St', addressLine2: '', city: 'Denver', province: 'CO',
  postalCode: '80202', country: 'US', email: 'zoe@example.com', phone: '3035550100',
};

describe('address form defaults', () => {
  it('addressLine1 and city: required, max 30; addressLine2: optional, max 30', () => {
    const rules = addressFormRules();
    expect(messageOf(validateAddressField('addressLine1', '', rules.addressLine1, 'US'))).toBe('This field is required');
    expect(messageOf(validateAddressField('city', 'x'.repeat(31), rules.city, 'US'))).toBe(FORM_MESSAGES.maxLength(30));
    expect(validateAddressField('addressLine2', '', rules.addressLine2, 'US').isOk()).toBe(true);
    expect(messageOf(validateAddressField('addressLine2', 'x'.repeat(31), rules.addressLine2, 'US'))).toBe(FORM_MESSAGES.maxLength(30));
  });

  it('firstName and lastName: required, min 2, max 30', () => {
    const rules = addressFormRules();
    expect(messageOf(validateAddressField('firstName', 'Z', rules.firstName, 'US'))).toBe(FORM_MESSAGES.minLength(2));
    expect(messageOf(validateAddressField('lastName', 'x'.repeat(31), rules.lastName, 'US'))).toBe(FORM_MESSAGES.maxLength(30));
    expect(messageOf(validateAddressField('lastName', ' ', rules.lastName, 'US'))).toBe(FORM_MESSAGES.required);
  });

  it('country, email, phone, postalCode: required; province: optional', () => {
    const result = validateAddressForm({}, addressFormRules(), 'US');
    expect(result.isErr() && result.error.fields).toEqual({
      firstName: FORM_MESSAGES.required, lastName: FORM_MESSAGES.required, addressLine1: FORM_MESSAGES.required, city: FORM_MESSAGES.required,
      postalCode: FORM_MESSAGES.required, country: FORM_MESSAGES.required, email: FORM_MESSAGES.required, phone: FORM_MESSAGES.required,
    });
    expect(validateAddressForm(valid, addressFormRules(), 'US').isOk()).toBe(true);
    expect(validateAddressForm({ ...valid, email: 'zoe@example' }, addressFormRules(), 'US')).toEqual(err({
      type: 'InvalidForm', fields: { email: FORM_MESSAGES.email }, failures: [{ field: 'email', rule: 'email', message: FORM_MESSAGES.email }],
    }));
    expect(validateAddressForm({ ...valid, phone: '555' }, addressFormRules(), 'US')).toEqual(err({
      type: 'InvalidForm', fields: { phone: FORM_MESSAGES.phone }, failures: [{ field: 'phone', rule: 'phone', message: FORM_MESSAGES.phone }],
    }));
  });

  it('property: any form within the defaults is accepted; blanking a required field rejects exactly that field', () => {
    const text = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-z][A-Za-z ]{${min - 1},${max - 1}}[A-Za-z]$`));
    const form = fc.record({
      firstName: text(2, 29), lastName: text(2, 29), addressLine1: text(2, 29), addressLine2: fc.constantFrom('', 'Apt 4'), city: text(2, 29),
      province: fc.constant('CO'), postalCode: fc.stringMatching(/^\d{5}$/), country: fc.constant('US'),
      email: fc.constant('a@b.co'),
      // Real area codes (libphonenumber-js knows which exist), any exchange and line.
      phone: fc.tuple(fc.constantFrom('303', '415', '212', '503', '720'), fc.stringMatching(/^[2-9]\d{6}$/)).map(([area, rest]) => area + rest),
    });
    const required = ADDRESS_FORM_FIELDS.filter((f) => ADDRESS_FORM_DEFAULTS[f].required);
    fc.assert(fc.property(form, fc.constantFrom(...required), (values, blank) => {
      expect(validateAddressForm(values, addressFormRules(), 'US').isOk()).toBe(true);
      expect(validateAddressForm({ ...values, [blank]: '' }, addressFormRules(), 'US')).toEqual(err({
        type: 'InvalidForm', fields: { [blank]: FORM_MESSAGES.required }, failures: [{ field: blank, rule: 'required', message: FORM_MESSAGES.required }],
      }));
    }));
  });
});

describe('address rules per country and locale', () => {
  it('rules are overridden per country and locale by fetched address rules: required, pattern, min and max length (exact length when min equals max)', () => {
    const rules = addressFormRules(parseAddressRules({
      postalCode: { pattern: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}', patternHint: 'SW1A 1AA', transform: 'uppercase' },
      addressLine2: { required: true },
      city: { minLength: 4, maxLength: 4 },
    })._unsafeUnwrap());
    expect(validateAddressField('postalCode', 'sw1a 1aa', rules.postalCode, 'GB').isOk()).toBe(true);
    expect(messageOf(validateAddressField('postalCode', '12345', rules.postalCode, 'GB'))).toBe('Value should match SW1A 1AA');
    expect(messageOf(validateAddressField('addressLine2', '', rules.addressLine2, 'GB'))).toBe(FORM_MESSAGES.required);
    expect(validateAddressField('city', 'Bath', rules.city, 'GB').isOk()).toBe(true);
    expect(messageOf(validateAddressField('city', 'Leeds', rules.city, 'GB'))).toBe(FORM_MESSAGES.exactLength(4));
    expect(rules.city.required).toBe(true);
  });

  it('states list', () => {
    const rules = addressFormRules({ province: { required: true, states: [{ code: 'CO', name: 'Colorado' }, { code: 'UT', name: 'Utah' }] } });
    expect(validateAddressField('province', 'colorado', rules.province, 'US')._unsafeUnwrap()).toBe('CO');
    expect(validateAddressField('province', 'ut', rules.province, 'US')._unsafeUnwrap()).toBe('UT');
    expect(messageOf(validateAddressField('province', 'TX', rules.province, 'US'))).toBe(FORM_MESSAGES.oneOf);
  });

  it('mask (X = digit): a fitting value is kept, bare digits are laid into the mask, anything else fails', () => {
    const rules = addressFormRules({ postalCode: { mask: 'XXXX-XXX' } });
    expect(validateAddressField('postalCode', '1000-205', rules.postalCode, 'PT')._unsafeUnwrap()).toBe('1000-205');
    expect(validateAddressField('postalCode', '1000205', rules.postalCode, 'PT')._unsafeUnwrap()).toBe('1000-205');
    expect(messageOf(validateAddressField('postalCode', '1000 20', rules.postalCode, 'PT'))).toBe('Value should match XXXX-XXX');
    expect(fitMask('XX', 'ab')).toBeNull();
  });

  it('transforms such as capitalize', () => {
    expect(applyTransform('san josé-del monte', 'capitalize')).toBe('San José-Del Monte');
    expect(applyTransform('Ab', 'lowercase')).toBe('ab');
    const rules = addressFormRules({ city: { transform: 'capitalize' } });
    expect(validateAddressField('city', 'denver', rules.city, 'US')._unsafeUnwrap()).toBe('Denver');
  });

  it('fetched rules are parsed at the edge: a pattern that does not compile or a negative length is refused', () => {
    expect(parseAddressRules({ postalCode: { pattern: '([' } }).isErr()).toBe(true);
    expect(parseAddressRules({ city: { maxLength: -1 } }).isErr()).toBe(true);
    expect(parseAddressRules('nope').isErr()).toBe(true);
    expect(parseAddressRules({ nonsense: { required: true } }).isOk()).toBe(true);
  });

  it('property: validating never throws on any strings, whatever the rules', () => {
    const rulesArb = fc.record({
      required: fc.boolean(), pattern: fc.option(fc.string(), { nil: undefined }), mask: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
      minLength: fc.option(fc.nat(5), { nil: undefined }), maxLength: fc.option(fc.nat(40), { nil: undefined }),
      transform: fc.option(fc.constantFrom('capitalize' as const, 'uppercase' as const, 'lowercase' as const), { nil: undefined }),
    });
    fc.assert(fc.property(fc.constantFrom(...ADDRESS_FORM_FIELDS), fc.string(), rulesArb, fc.string(), (field, value, rules, country) => {
      expect(() => validateAddressField(field, value, rules, country)).not.toThrow();
    }));
  });
});
