import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { validateSignInForm } from './sign-in-form.validator';
import { FORM_MESSAGES } from './form-messages';

describe('sign-in form', () => {
  it('email required, valid, max 100; password required', () => {
    expect(validateSignInForm({ email: ' zoe@example.com ', password: 'x' })).toEqual(ok({ email: 'zoe@example.com', password: 'x' }));
    expect(validateSignInForm({ email: '', password: '' })).toEqual(err({ type: 'InvalidForm', fields: { email: FORM_MESSAGES.required, password: FORM_MESSAGES.required } }));
    expect(validateSignInForm({ email: 'zoe', password: 'x' })).toEqual(err({ type: 'InvalidForm', fields: { email: FORM_MESSAGES.email } }));
    const long = `${'a'.repeat(95)}@b.com`;
    expect(validateSignInForm({ email: long, password: 'x' })).toEqual(err({ type: 'InvalidForm', fields: { email: FORM_MESSAGES.maxLength(100) } }));
  });

  it('property: accepts valid e-mails up to 100 characters with any non-empty password; never throws', () => {
    const email = fc.tuple(fc.stringMatching(/^[a-z0-9.]{1,80}$/), fc.stringMatching(/^[a-z]{1,8}$/)).map(([l, d]) => `${l}@${d}.com`);
    fc.assert(fc.property(email, fc.string({ minLength: 1 }), (e, password) => {
      expect(validateSignInForm({ email: e, password }).isOk()).toBe(e.length <= 100);
    }));
    fc.assert(fc.property(fc.string(), fc.string(), (e, password) => { expect(() => validateSignInForm({ email: e, password })).not.toThrow(); }));
  });
});
