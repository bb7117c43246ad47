import { FormattedMessage } from 'react-intl';
import { TextField } from '../forms/text-field.component';
import type { AuthFormResult } from './auth-form.component';
import type { AuthFlags } from './auth-paths';

/** The sign-in form's fields, on its page and in its dialog (`idPrefix` keeps the ids unique on a page). */
export function SignInFields({ idPrefix, result, email, redirectTo }: { idPrefix: string; result: AuthFormResult | undefined; email: string; redirectTo: string }) {
  return (
    <>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="username" inputMode="email" maxLength={100}
        label={<FormattedMessage id="auth.field.email" />} defaultValue={email} error={result?.errors.email} />
      <TextField id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password"
        label={<FormattedMessage id="auth.field.password" />} error={result?.errors.password} />
    </>
  );
}

/**
 * The sign-up form's fields (storefront-experience §5: names, e-mail, password, the newsletter and policy boxes), and
 * the link's flags as hidden fields (§4: they decide whether the interests step follows).
 */
export function SignUpFields({ idPrefix, result, values, flags = {} }: {
  idPrefix: string;
  result: AuthFormResult | undefined;
  values: Readonly<Record<string, string>>;
  flags?: AuthFlags;
}) {
  return (
    <>
      {flags.signInToBuy && <input type="hidden" name="signInToBuy" value="1" />}
      {flags.skipDialogInterests && <input type="hidden" name="skipDialogInterests" value="1" />}
      <TextField id={`${idPrefix}-first-name`} name="firstName" autoComplete="given-name" maxLength={50}
        label={<FormattedMessage id="auth.field.firstName" />} defaultValue={values.firstName} error={result?.errors.firstName} />
      <TextField id={`${idPrefix}-last-name`} name="lastName" autoComplete="family-name" maxLength={50}
        label={<FormattedMessage id="auth.field.lastName" />} defaultValue={values.lastName} error={result?.errors.lastName} />
      <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
        label={<FormattedMessage id="auth.field.email" />} defaultValue={values.email} error={result?.errors.email} />
      <TextField id={`${idPrefix}-password`} name="password" type="password" autoComplete="new-password"
        label={<FormattedMessage id="auth.field.password" />} hint={<FormattedMessage id="auth.password.rules" />} error={result?.errors.password} />
      <div className="field field--checkbox">
        <input id={`${idPrefix}-newsletter`} name="newsletter" type="checkbox" defaultChecked={values.newsletter === 'on'} />
        <label htmlFor={`${idPrefix}-newsletter`}><FormattedMessage id="auth.field.newsletter" /></label>
      </div>
      <div className="field field--checkbox">
        <input id={`${idPrefix}-policy`} name="policy" type="checkbox" defaultChecked={values.policy === 'on'} required
          aria-invalid={result?.errors.policy ? true : undefined} aria-describedby={result?.errors.policy ? `${idPrefix}-policy-error` : undefined} />
        <label htmlFor={`${idPrefix}-policy`}><FormattedMessage id="auth.field.policy" /></label>
        {result?.errors.policy && (
          <p id={`${idPrefix}-policy-error`} className="field__error"><FormattedMessage id={result.errors.policy.id} /></p>
        )}
      </div>
    </>
  );
}

/** The enrolment lookup's one field: the e-mail. */
export function LookupFields({ idPrefix, result, email }: { idPrefix: string; result: AuthFormResult | undefined; email: string }) {
  return (
    <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
      label={<FormattedMessage id="auth.field.email" />} defaultValue={email} error={result?.errors.email} />
  );
}
