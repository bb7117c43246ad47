import { describe, expect, it } from 'vitest';
import { SITES } from '@switchback/core';
import { checkAddress, printedAddress, provinceFieldFor } from './address-form.server';

const us = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Analytical Way', addressLine2: '', city: 'Boulder', province: 'CO', postalCode: '80301', countryCode: 'US', phone: '+1 303 555 0100' };

describe('checkout address forms use core\'s per-country rules', () => {
  it('a valid US address is cleaned: state code, phone in E.164', () => {
    const checked = checkAddress({ ...us, province: 'Colorado' }, 'ada@example.com', 'shipping', ['US']);
    expect(checked).toMatchObject({ ok: true, email: 'ada@example.com', address: { province: 'CO', phone: '+13035550100', countryCode: 'US' } });
  });

  it('the US site refuses ZIP "ABC", state "Narnia" and phone "000000", each at its field', () => {
    const checked = checkAddress({ ...us, postalCode: 'ABC', province: 'Narnia', phone: '000000' }, 'ada@example.com', 'shipping', ['US']);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors['shipping.postalCode']).toEqual({ id: 'form.postalCode.pattern', values: { example: '12345 or 12345-6789' } });
      expect(checked.errors['shipping.province']).toEqual({ id: 'form.province.invalid' });
      expect(checked.errors['shipping.phone']).toEqual({ id: 'form.phone.invalid' });
    }
  });

  it('a country the form does not offer is refused at the country field', () => {
    expect(checkAddress({ ...us, countryCode: 'FR' }, 'ada@example.com', 'shipping', ['US'])).toEqual({ ok: false, errors: { 'shipping.countryCode': { id: 'form.country.invalid' } } });
  });

  it('the US asks for a state from a list, the UK for a county as text, France not at all', () => {
    expect(provinceFieldFor('US').kind).toBe('states');
    expect(provinceFieldFor('GB').kind).toBe('text');
    expect(provinceFieldFor('FR').kind).toBe('hidden');
  });

  it('addresses print in the country\'s own format', () => {
    expect(printedAddress({ ...us, addressLine2: undefined }, SITES['en-us'])).toContain('Boulder, CO 80301');
  });
});
