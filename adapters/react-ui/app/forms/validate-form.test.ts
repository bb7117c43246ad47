import { describe, expect, it } from 'vitest';
import { addressInputSchema, tokenizeCardRequestSchema } from '@switchback/core';
import { validateForm, withoutBlank } from './validate-form';

describe('form validation with the contract\'s schemas', () => {
  it('every invalid field gets one clear message, keyed by its group', () => {
    const result = validateForm(tokenizeCardRequestSchema, { number: '4111', expiry: '13/30', cvc: '12', holder: ' ' }, 'card');
    expect(result).toEqual({
      ok: false,
      errors: {
        'card.number': 'Card number is 12 to 19 digits.',
        'card.expiry': 'Expiry date is MM/YY.',
        'card.cvc': 'Security code is 3 or 4 digits.',
        'card.holder': 'Name on card is required.',
      },
    });
  });

  it('valid values come back parsed', () => {
    const card = { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' };
    expect(validateForm(tokenizeCardRequestSchema, card, 'card')).toEqual({ ok: true, value: card });
  });

  it('blank optional address lines are left out, so the schema treats them as absent', () => {
    const values = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Way', addressLine2: '  ', city: 'Portland', province: '', postalCode: '97201', countryCode: 'US', phone: '5035550100' };
    const input = withoutBlank(values, ['addressLine2', 'province']);
    expect(input).not.toHaveProperty('addressLine2');
    expect(validateForm(addressInputSchema, input).ok).toBe(true);
  });
});
