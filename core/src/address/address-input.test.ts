import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressInputSchema } from '../contract';
import { checkAddressInput, storedAddress } from './address-input';

const US = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '2400 Pearl St', city: 'Boulder', province: 'colorado', postalCode: '80301', countryCode: 'us', phone: '(303) 555-0100' };
const GB = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', addressLine2: '', city: 'London', province: '', postalCode: 'wc2e9lh', countryCode: 'GB', phone: '07400 123456' };
const FR = { firstName: 'Anaïs', lastName: 'Lefèvre', addressLine1: '88 rue de Rivoli', city: 'Paris', province: 'IDF', postalCode: '75004', countryCode: 'FR', phone: '06 12 34 56 78' };

describe('checkAddressInput: the one path from a typed address to the stored one', () => {
  it('cleans as it stores: state code, postcode normalised, phone in E.164, country upper case, empty and hidden parts left out', () => {
    expect(checkAddressInput(US, ' ada@example.com ')._unsafeUnwrap()).toEqual({
      email: 'ada@example.com',
      address: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '2400 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80301', countryCode: 'US', phone: '+13035550100' },
    });
    expect(checkAddressInput(GB)._unsafeUnwrap()).toEqual({
      email: '',
      address: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'WC2E 9LH', countryCode: 'GB', phone: '+447400123456' },
    });
    const checked = checkAddressInput(FR)._unsafeUnwrap().address;
    expect(checked).not.toHaveProperty('province');
    expect(addressInputSchema.safeParse(checked).success).toBe(true);
  });

  it('refuses what the country refuses, every failing field with its rule id: ZIP "ABC", state "Narnia", phone "000000"', () => {
    const failures = checkAddressInput({ ...US, postalCode: 'ABC', province: 'Narnia', phone: '000000' })._unsafeUnwrapErr().failures;
    expect(failures.map((f) => [f.field, f.rule])).toEqual([['province', 'oneOf'], ['postalCode', 'pattern'], ['phone', 'phone']]);
  });

  it('the e-mail is checked only when one is asked for', () => {
    expect(checkAddressInput(US, 'not-an-email')._unsafeUnwrapErr().failures.map((f) => f.field)).toEqual(['email']);
    expect(checkAddressInput(US, '')._unsafeUnwrapErr().failures.map((f) => [f.field, f.rule])).toEqual([['email', 'required']]);
    expect(checkAddressInput(US).isOk()).toBe(true);
  });

  it('what it stores checks again to itself (idempotent), for any valid US address line and ZIP', () => {
    fc.assert(fc.property(
      fc.stringMatching(/^[1-9]\d{0,4} [A-Z][a-z]{2,12} St$/), fc.stringMatching(/^\d{5}(-\d{4})?$/),
      (line, zip) => {
        const once = checkAddressInput({ ...US, addressLine1: line, postalCode: zip }, 'ada@example.com')._unsafeUnwrap();
        expect(checkAddressInput(once.address, once.email)._unsafeUnwrap()).toEqual(once);
      },
    ));
  });

  it('storedAddress gives a checked address its id and type', () => {
    const { address } = checkAddressInput(GB)._unsafeUnwrap();
    expect(storedAddress(address, 'B-1', 'B')).toEqual({ id: 'B-1', approachType: 'B', ...address });
  });
});
