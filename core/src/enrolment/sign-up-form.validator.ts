import { err, ok, type Result } from 'neverthrow';
import { ageOn, compareDates, compileDateFormat, parseCalendarDate, type CalendarDate } from '../validation/calendar-date';
import { characterCount, PASSWORD_MIN_LENGTH } from '../validation/form-validators';
import { emailFormat, firstFailure, isBlankText, nameFormat, phoneDigits, requiredText } from '../validation/experience/field-checks';
import { FieldErrors, FORM_MESSAGES, type FormInvalid } from '../validation/experience/form-messages';

/** §3 Sign-up form. */
export interface SignUpForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly phone: string;
  readonly phoneCode: string;
  readonly email: string;
  readonly password: string;
  readonly newsletter: boolean;
  readonly loyaltyTerms: boolean;
  readonly brandTerms: boolean;
  readonly policy: boolean;
  readonly postalCode: string;
  readonly gender: string;
  /** SMS opt-in accepted through its terms (see sms-opt-in.machine). */
  readonly optInAccepted: boolean;
}
export type SignUpField = keyof SignUpForm;
export type SignUpCheckbox = 'newsletter' | 'loyaltyTerms' | 'brandTerms' | 'policy';

/** What a site configures (§5: the minimum date and the per-country minimal ages are configuration, not shown). */
export interface SignUpPolicy {
  readonly countryCode: string;
  /** How the birth date is typed, e.g. MM/DD/YYYY, DD/MM/YYYY, YYYY-MM-DD. */
  readonly dateFormat: string;
  readonly birthDateRequired: boolean;
  /** No birth date before this day is accepted. */
  readonly minimumBirthDate: CalendarDate;
  /** The minimal age for the country (see `minimalAgeFor`). */
  readonly minimalAge: number;
  readonly phoneRequired: boolean;
  readonly smsRequired: boolean;
  readonly genderShown: boolean;
  readonly requiredCheckboxes: readonly SignUpCheckbox[];
}

/** The minimal age of a country from the configured table, else the configured fallback. */
export const minimalAgeFor = (countryCode: string, table: Readonly<Record<string, number>>, fallback: number): number => {
  const code = countryCode.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(table, code) ? (table[code] ?? fallback) : fallback;
};

/** §5 "Phone required only for configured locales." */
export const phoneRequiredFor = (locale: string, configuredLocales: readonly string[]): boolean =>
  configuredLocales.some((configured) => configured.toLowerCase() === locale.toLowerCase());

export interface PasswordRuleStatus {
  readonly minLength: boolean;
  readonly uppercase: boolean;
  readonly lowercase: boolean;
  readonly number: boolean;
}

/** §5 "Password required and must meet four rules: 8 or more characters, one uppercase, one lowercase, one number." */
export const passwordRuleStatus = (password: string): PasswordRuleStatus => ({
  minLength: characterCount(password) >= PASSWORD_MIN_LENGTH,
  uppercase: /\p{Lu}/u.test(password),
  lowercase: /\p{Ll}/u.test(password),
  number: /\d/.test(password),
});

/** The UTC calendar day of an instant (epoch milliseconds). */
export function calendarDateOf(epochMs: number): CalendarDate {
  const date = new Date(Number.isFinite(epochMs) ? epochMs : 0);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * §5 "birthDate must be a valid date; required if configured; not before a fixed minimum date; and the user must be
 * at least the minimal age for the country ... The current time for the age check comes from the server time call
 * (epoch if that fails)." `nowEpochMs` is that server time.
 */
export function birthDateFailure(value: string, policy: SignUpPolicy, nowEpochMs: number): string | null {
  if (isBlankText(value)) return policy.birthDateRequired ? FORM_MESSAGES.required : null;
  const format = compileDateFormat(policy.dateFormat);
  const birth = format.isOk() ? parseCalendarDate(value, format.value) : null;
  if (birth === null) return FORM_MESSAGES.birthDateInvalid;
  if (compareDates(birth, policy.minimumBirthDate) < 0) return FORM_MESSAGES.birthDateTooEarly;
  if (ageOn(birth, calendarDateOf(nowEpochMs)) < policy.minimalAge) return FORM_MESSAGES.birthDateTooYoung(policy.minimalAge);
  return null;
}

const passwordFailure = (password: string): string | null => {
  if (password === '') return FORM_MESSAGES.required;
  return Object.values(passwordRuleStatus(password)).every(Boolean) ? null : FORM_MESSAGES.password;
};

/** §5 sign-up: every rule at once, so the form can mark every field. */
export function validateSignUpForm(form: SignUpForm, policy: SignUpPolicy, nowEpochMs: number): Result<SignUpForm, FormInvalid<SignUpField>> {
  const errors = new FieldErrors<SignUpField>()
    .add('firstName', firstFailure(form.firstName, [requiredText, nameFormat]))
    .add('lastName', firstFailure(form.lastName, [requiredText, nameFormat]))
    .add('email', firstFailure(form.email, [requiredText, emailFormat]))
    .add('password', passwordFailure(form.password))
    .add('birthDate', birthDateFailure(form.birthDate, policy, nowEpochMs))
    .add('phone', isBlankText(form.phone) ? (policy.phoneRequired ? FORM_MESSAGES.required : null) : phoneDigits(policy.countryCode)(form.phone))
    .add('optInAccepted', policy.smsRequired && !form.optInAccepted ? FORM_MESSAGES.requiredCheckbox : null)
    .add('gender', policy.genderShown && isBlankText(form.gender) ? FORM_MESSAGES.required : null);
  for (const box of policy.requiredCheckboxes) errors.add(box, form[box] ? null : FORM_MESSAGES.requiredCheckbox);
  if (!errors.isEmpty) return err(errors.toError());
  return ok({ ...form, firstName: form.firstName.trim(), lastName: form.lastName.trim(), email: form.email.trim(), phone: form.phone.trim(), birthDate: form.birthDate.trim() });
}
