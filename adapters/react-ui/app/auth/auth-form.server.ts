import type { AppLoadContext, Params } from 'react-router';
import type { ResultAsync } from 'neverthrow';
import { FORM_MESSAGES, validateSignInForm, type CommerceError, type SignUpPolicy, type Site } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { storefrontOf, withCookies } from '../site/route-helpers.server';
import type { AuthFormResult } from './auth-form.component';
import { recaptchaResponseOf } from './bot-defence.server';

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

/**
 * The e-mail-only forms (forgot password, lookup): the e-mail part of core's sign-in form rule (required, valid, at most
 * 100), then one account call with the bot-defence answer. A bad e-mail answers the form in place (400), a refusal
 * too (409); `done` answers a success.
 */
export async function emailFormAction<T, R>(
  args: { readonly params: Params; readonly request: Request; readonly context: AppLoadContext },
  call: (account: Storefront['account'], email: string, recaptchaResponse: string | undefined) => ResultAsync<T, CommerceError>,
  done: (storefront: Storefront, email: string, value: T, form: FormData) => Promise<R>,
) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const { email } = textFields(form, ['email']);
  const valid = validateSignInForm({ email, password: '-' });
  if (valid.isErr()) return withCookies<AuthFormResult>(storefront, { ok: false, errors: formErrors(valid.error.fields), error: null, values: { email } }, 400);
  const answered = await call(storefront.account, valid.value.email, recaptchaResponseOf(form));
  if (answered.isErr()) return withCookies<AuthFormResult>(storefront, { ok: false, errors: {}, error: uiMessage(answered.error), values: { email } }, 409);
  return done(storefront, valid.value.email, answered.value, form);
}
