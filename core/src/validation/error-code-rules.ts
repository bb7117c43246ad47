import { ageOn, compareDates, compileDateFormat, parseCalendarDate, type CalendarDate } from './calendar-date';
import { characterCount, EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './form-validators';

/**
 * §5/§8 error codes of the form rules. FE872, FE340 and REV410 are the spec's examples; the spec does not show the
 * codes of the other rules, so the FE1xx–FE7xx codes below are this project's, one per rule.
 */
export const VALIDATION_ERROR_CODES = {
  passwordTooShort: 'FE872',
  passwordsDoNotMatch: 'FE340',
  invalidEmailFormat: 'FE101',
  invalidCardExpiry: 'FE210',
  invalidAge: 'FE301',
  missingBirthDate: 'FE302',
  missingBillingPhone: 'FE401',
  emptyPhone: 'FE402',
  invalidGiftCard: 'FE501',
  invalidPromoCode: 'FE601',
  reviewTooLong: 'REV410',
} as const;
export type ValidationErrorCode = (typeof VALIDATION_ERROR_CODES)[keyof typeof VALIDATION_ERROR_CODES];

/** The form field an error code is shown at. */
export type ErrorCodeField =
  | 'password' | 'confirmPassword' | 'email' | 'cardExpiry' | 'birthDate' | 'billingPhone' | 'phone' | 'giftCard' | 'promoCode' | 'review';

const FIELD_OF_CODE: Readonly<Record<ValidationErrorCode, ErrorCodeField>> = {
  FE872: 'password',
  FE340: 'confirmPassword',
  FE101: 'email',
  FE210: 'cardExpiry',
  FE301: 'birthDate',
  FE302: 'birthDate',
  FE401: 'billingPhone',
  FE402: 'phone',
  FE501: 'giftCard',
  FE601: 'promoCode',
  REV410: 'review',
};

/** Upstream code families whose codes are gift card (GFC/GFS/GFO) or promotion (PRM) validity answers (§8). */
const GIFT_CARD_FAMILIES = ['GFC', 'GFS', 'GFO'];
const PROMOTION_FAMILY = 'PRM';

/**
 * §5 error-code-based rules: the field an error code belongs to — the codes above, and the upstream's gift card
 * (GFC812 expired …) and promo (PRM155 expired, PRM150 already redeemed, PRM416 already applied) validity codes.
 * Codes that belong to no field (null) are shown at the top.
 */
export function fieldOfErrorCode(code: string): ErrorCodeField | null {
  if (Object.prototype.hasOwnProperty.call(FIELD_OF_CODE, code)) return FIELD_OF_CODE[code as ValidationErrorCode];
  if (GIFT_CARD_FAMILIES.some((family) => code.startsWith(family))) return 'giftCard';
  if (code.startsWith(PROMOTION_FAMILY)) return 'promoCode';
  return null;
}

const blank = (value: string | null | undefined): boolean => value === undefined || value === null || value.trim() === '';

/** Password too short (FE872). */
export const passwordTooShortCode = (password: string): ValidationErrorCode | null =>
  characterCount(password) < PASSWORD_MIN_LENGTH ? VALIDATION_ERROR_CODES.passwordTooShort : null;

/** Passwords not matching (FE340). */
export const passwordsMatchCode = (password: string, confirmation: string): ValidationErrorCode | null =>
  password === confirmation ? null : VALIDATION_ERROR_CODES.passwordsDoNotMatch;

/** Invalid e-mail format. */
export const emailFormatCode = (email: string): ValidationErrorCode | null =>
  EMAIL_PATTERN.test(email.trim()) ? null : VALIDATION_ERROR_CODES.invalidEmailFormat;

/**
 * Invalid card expiry: the month must be 01–12 and the year two or four digits; a card is valid through the last
 * day of its expiry month, so a month before `today`'s is invalid.
 */
export function cardExpiryCode(expiry: { readonly month: string; readonly year: string }, today: CalendarDate): ValidationErrorCode | null {
  const month = expiry.month.trim();
  const year = expiry.year.trim();
  if (!/^\d{1,2}$/.test(month) || !/^(?:\d{2}|\d{4})$/.test(year)) return VALIDATION_ERROR_CODES.invalidCardExpiry;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12) return VALIDATION_ERROR_CODES.invalidCardExpiry;
  return y > today.year || (y === today.year && m >= today.month) ? null : VALIDATION_ERROR_CODES.invalidCardExpiry;
}

/**
 * Invalid age or missing birthdate: a missing birth date (FE302); a date that is not real, lies in the future, or
 * makes the person younger than `minimumAge` on `today` (FE301). The minimum age is configuration (spec: not shown).
 */
export function birthDateCode(
  birthDate: string | null | undefined,
  rule: { readonly format: string; readonly minimumAge: number; readonly today: CalendarDate },
): ValidationErrorCode | null {
  if (blank(birthDate)) return VALIDATION_ERROR_CODES.missingBirthDate;
  const format = compileDateFormat(rule.format);
  const date = format.isOk() ? parseCalendarDate(birthDate!, format.value) : null;
  if (date === null || compareDates(date, rule.today) > 0) return VALIDATION_ERROR_CODES.invalidAge;
  return ageOn(date, rule.today) >= rule.minimumAge ? null : VALIDATION_ERROR_CODES.invalidAge;
}

/** Missing billing phone. */
export const billingPhoneCode = (phone: string | null | undefined): ValidationErrorCode | null =>
  blank(phone) ? VALIDATION_ERROR_CODES.missingBillingPhone : null;

/** Empty phone. */
export const emptyPhoneCode = (phone: string | null | undefined): ValidationErrorCode | null =>
  blank(phone) ? VALIDATION_ERROR_CODES.emptyPhone : null;

/** Gift card number and PIN lengths (configuration; spec: numeric bounds not shown). */
export interface GiftCardRules {
  readonly numberLength: { readonly min: number; readonly max: number };
  readonly pinLength: { readonly min: number; readonly max: number };
}

/** Gift card validity: the number and the PIN are digits of the configured lengths (spaces in the number ignored). */
export function giftCardCode(card: { readonly number: string; readonly pin: string }, rules: GiftCardRules): ValidationErrorCode | null {
  const number = card.number.replace(/\s/g, '');
  const pin = card.pin.trim();
  const digitsWithin = (value: string, { min, max }: { min: number; max: number }) =>
    /^\d+$/.test(value) && value.length >= min && value.length <= max;
  return digitsWithin(number, rules.numberLength) && digitsWithin(pin, rules.pinLength) ? null : VALIDATION_ERROR_CODES.invalidGiftCard;
}

/** Promo code validity: letters, digits, - and _, at most `maxLength` (configuration) and not blank. */
export const promoCodeCode = (code: string, maxLength: number): ValidationErrorCode | null =>
  /^[A-Za-z0-9_-]+$/.test(code.trim()) && code.trim().length <= maxLength ? null : VALIDATION_ERROR_CODES.invalidPromoCode;

/** Review too long (REV410); the maximum is configuration (spec: not shown). */
export const reviewLengthCode = (review: string, maxLength: number): ValidationErrorCode | null =>
  characterCount(review) > maxLength ? VALIDATION_ERROR_CODES.reviewTooLong : null;
