import { FORM_MESSAGES, type SignUpPolicy, type Site } from '@switchback/core';
import type { UiText } from '../errors/ui-message';

/** Field → the catalogue message of what core's validator said about it (core's texts are its English defaults). */
export function formErrors(fields: Readonly<Partial<Record<string, string>>>): Record<string, UiText> {
  const out: Record<string, UiText> = {};
  for (const [field, message] of Object.entries(fields)) {
    if (message === undefined) continue;
    out[field] = messageOf(field, message);
  }
  return out;
}

function messageOf(field: string, message: string): UiText {
  if (message === FORM_MESSAGES.required) return { id: 'auth.errors.required' };
  if (message === FORM_MESSAGES.requiredCheckbox) return { id: 'auth.errors.policyRequired' };
  if (message === FORM_MESSAGES.email) return { id: 'form.email.invalid' };
  if (message === FORM_MESSAGES.password) return { id: 'auth.errors.passwordRules' };
  if (message === FORM_MESSAGES.name) return field === 'lastName' ? { id: 'form.lastName.invalid' } : { id: 'form.firstName.invalid' };
  if (message.startsWith('Must be at most')) return { id: 'auth.errors.emailTooLong' };
  return { id: 'form.field.invalid' };
}

/**
 * The sign-up form's policy per site (storefront-experience §5; the configured values are not shown by the spec):
 * this form asks for names, e-mail, password and the policy box; birth date, phone and interests are the
 * complete-profile steps'.
 */
export const signUpPolicyFor = (site: Site): SignUpPolicy => ({
  countryCode: site.country,
  dateFormat: site.id === 'en-us' ? 'MM/DD/YYYY' : 'DD/MM/YYYY',
  birthDateRequired: false,
  minimumBirthDate: { year: 1900, month: 1, day: 1 },
  minimalAge: 16,
  phoneRequired: false,
  smsRequired: false,
  genderShown: false,
  requiredCheckboxes: ['policy'],
});
