import { err, ok, type Result } from 'neverthrow';
import { validateSignInForm, validateSignUpForm } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import type { AuthFormResult } from '../auth/auth-form.component';
import { formErrors, signUpPolicyFor } from '../auth/auth-form.server';
import { RECAPTCHA_FOLLOW_UP_FIELD, recaptchaResponseOf } from '../auth/bot-defence.server';
import { signInShopper } from '../auth/sign-in.server';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';

export type AuthFailure = { readonly result: AuthFormResult; readonly status: number };

/** A sign-up done: the account's e-mail, whether the automatic login worked, whether the newsletter subscription did. */
export interface SignedUp { readonly email: string; readonly signedIn: boolean; readonly newsletterOptIn: boolean }

const SIGN_UP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * storefront-experience §4 sign-up: core's rules, the account created, then the automatic login (the guest cart
 * merged). `signedIn: false` when the account exists but the login that follows failed (the caller sends the
 * shopper to sign in). Shared by the sign-up page (default and loyalty variant) and the event sign-up's sign-up step.
 */
export async function signUpAndSignIn(storefront: Storefront, form: FormData): Promise<Result<SignedUp, AuthFailure>> {
  const values = textFields(form, SIGN_UP_FIELDS);
  const policy = form.get('policy') === 'on';
  const newsletter = form.get('newsletter') === 'on';
  const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email, policy: policy ? 'on' : '', newsletter: newsletter ? 'on' : '' };
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) => err<never, AuthFailure>({ result: { ok: false, ...result, values: kept }, status });
  const valid = validateSignUpForm({
    ...values, birthDate: '', phone: '', phoneCode: '', postalCode: '', gender: '', newsletter, loyaltyTerms: false, brandTerms: false, policy,
    optInAccepted: false,
  }, signUpPolicyFor(storefront.site), Date.now());
  if (valid.isErr()) return fail({ errors: formErrors(valid.error.fields), error: null }, 400);
  const { email, password, firstName, lastName } = valid.value;
  const recaptcha = recaptchaResponseOf(form);
  const created = await storefront.account.signUp({ email, password, firstName, lastName, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) });
  if (created.isErr()) {
    const message = uiMessage(created.error);
    if (message.placement === 'field' && message.field !== undefined) return fail({ errors: { [message.field]: message }, error: null }, 409);
    return fail({ errors: {}, error: message }, created.error.type === 'ApiError' ? created.error.statusCode : 400);
  }
  // The sign-up spent its token: the sign-in that follows sends its own (the form asked the widget for two).
  const signedIn = await signInShopper(storefront, email, password, recaptchaResponseOf(form, RECAPTCHA_FOLLOW_UP_FIELD));
  // The newsletter box (§3 sign-up form `newsletter`): the account exists, so a refused subscription does not undo it;
  // the shopper is then simply not a subscriber (and not asked for interests where they are tied to the newsletter).
  const subscribed = newsletter ? await storefront.enrolment.subscribeNewsletter({ email, policyAccepted: true }) : undefined;
  return ok({ email, signedIn: signedIn.isOk(), newsletterOptIn: subscribed?.isOk() === true });
}

/** Sign-in (§5: e-mail required, valid, at most 100; password required), for the event sign-up's sign-in step. */
export async function signInWithForm(storefront: Storefront, form: FormData): Promise<Result<{ email: string }, AuthFailure>> {
  const { email, password } = textFields(form, ['email', 'password']);
  const valid = validateSignInForm({ email, password });
  if (valid.isErr()) return err({ result: { ok: false, errors: formErrors(valid.error.fields), error: null, values: { email } }, status: 400 });
  const signedIn = await signInShopper(storefront, valid.value.email, password, recaptchaResponseOf(form));
  if (signedIn.isErr()) return err({ result: { ok: false, errors: {}, error: uiMessage(signedIn.error), values: { email } }, status: 401 });
  return ok({ email: valid.value.email });
}
