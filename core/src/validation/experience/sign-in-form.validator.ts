import { err, ok, type Result } from 'neverthrow';
import { emailFormat, firstFailure, maxLength, requiredText } from './field-checks';
import { FieldErrors, type FormInvalid } from './form-messages';

/** §9 "email max 100 on sign-in". */
export const SIGN_IN_EMAIL_MAX_LENGTH = 100;

export interface SignInForm {
  readonly email: string;
  readonly password: string;
}

/** §5 "Sign-in: Email required, valid, max 100. Password required." */
export function validateSignInForm(form: SignInForm): Result<SignInForm, FormInvalid<keyof SignInForm>> {
  const errors = new FieldErrors<keyof SignInForm>()
    .add('email', firstFailure(form.email, [requiredText, emailFormat, maxLength(SIGN_IN_EMAIL_MAX_LENGTH)]))
    .add('password', form.password === '' ? requiredText(form.password) : null);
  return errors.isEmpty ? ok({ email: form.email.trim(), password: form.password }) : err(errors.toError());
}
