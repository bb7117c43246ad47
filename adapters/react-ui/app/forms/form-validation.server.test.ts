import { describe, expect, it } from 'vitest';
import { addressInputSchema } from '@switchback/core';
import { textFields, validateForm, withoutBlank } from './form-validation.server';

describe('form validation in actions with the contract\'s schemas', () => {
  it('every invalid field gets one message of the catalogue, keyed by its group', () => {
    const result = validateForm(addressInputSchema, { firstName: '', lastName: 'L', addressLine1: '1 Way', city: 'Portland', postalCode: '!', countryCode: 'US', phone: '5035550100' }, 'shipping');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors['shipping.firstName']).toEqual({ id: 'form.firstName.invalid' });
      expect(result.errors['shipping.postalCode']).toEqual({ id: 'form.postalCode.invalid' });
      expect(result.errors['shipping.city']).toBeUndefined();
    }
  });

  it('blank optional address lines are left out, so the schema treats them as absent', () => {
    const values = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Way', addressLine2: '  ', city: 'Portland', province: '', postalCode: '97201', countryCode: 'US', phone: '5035550100' };
    const input = withoutBlank(values, ['addressLine2', 'province']);
    expect(input).not.toHaveProperty('addressLine2');
    expect(validateForm(addressInputSchema, input).ok).toBe(true);
  });

  it('a form\'s missing or non-text fields read as empty text', () => {
    const form = new FormData();
    form.set('a', 'x');
    form.set('b', new Blob(['y']));
    expect(textFields(form, ['a', 'b', 'c'])).toEqual({ a: 'x', b: '', c: '' });
  });
});
