import { describe, expect, it } from 'vitest';
import { countryAddressForm } from './country-form';
import { US_STATES } from './us-states';

describe('issue 10 utilities i18n: a country\'s address form', () => {
  it('US: city, state, ZIP; the state list; +1 and the North American mask', () => {
    const us = countryAddressForm('us')._unsafeUnwrap();
    expect(us.fieldOrder.slice(4, 7)).toEqual(['city', 'province', 'postalCode']);
    expect(us.states).toHaveLength(US_STATES.length);
    expect(us.stateRequired).toBe(true);
    expect(us.postcode).toMatchObject({ required: true, labelKey: 'zip' });
    expect(new RegExp(`^(?:${us.postcode.pattern})$`).test('80202')).toBe(true);
    expect(us.phone).toEqual({ dialCode: '+1', mask: '(XXX) XXX - XXXX' });
  });

  it('France: code postal before the city, no state field, +33', () => {
    const fr = countryAddressForm('FR', 'fr-FR')._unsafeUnwrap();
    expect(fr.name).toBe('France');
    expect(fr.fieldOrder).not.toContain('province');
    expect(fr.fieldOrder.indexOf('postalCode')).toBeLessThan(fr.fieldOrder.indexOf('city'));
    expect(fr.postcode.example).toBe('75001');
    expect(fr.phone.dialCode).toBe('+33');
  });

  it('UK: postcode after the town, a free county field; an unknown country is CountryNotFound', () => {
    const gb = countryAddressForm('GB')._unsafeUnwrap();
    expect(gb.postcode.labelKey).toBe('postcode');
    expect(gb.fieldOrder.indexOf('postalCode')).toBeGreaterThan(gb.fieldOrder.indexOf('city'));
    expect(countryAddressForm('ZZ')._unsafeUnwrapErr()).toEqual({ type: 'CountryNotFound', countryCode: 'ZZ' });
  });
});
