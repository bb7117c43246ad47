import { maskDigitCount, NORTH_AMERICA_MASK, phoneMasks } from '../../phone/phone-mask';
import { EMAIL_PATTERN, NAME_PATTERN } from '../form-validators';
import { FORM_MESSAGES } from './form-messages';

/** Each check answers null when the value passes, else the message to show. */
export type FieldCheck = (value: string) => string | null;

export const isBlankText = (value: string | undefined | null): boolean => value === undefined || value === null || value.trim() === '';

export const requiredText: FieldCheck = (value) => (isBlankText(value) ? FORM_MESSAGES.required : null);

/** E-mail: a local part and a domain of at least two parts (commerce-core §5's pattern). */
export const emailFormat: FieldCheck = (value) => (EMAIL_PATTERN.test(value.trim()) ? null : FORM_MESSAGES.email);

/** Letters (accents included), spaces, comma, period, apostrophe, hyphen (commerce-core §5's pattern). */
export const nameFormat: FieldCheck = (value) => (NAME_PATTERN.test(value.trim()) ? null : FORM_MESSAGES.name);

export const minLength = (n: number): FieldCheck => (value) => ([...value.trim()].length < n ? FORM_MESSAGES.minLength(n) : null);
export const maxLength = (n: number): FieldCheck => (value) => ([...value.trim()].length > n ? FORM_MESSAGES.maxLength(n) : null);
export const exactLength = (n: number): FieldCheck => (value) => ([...value.trim()].length !== n ? FORM_MESSAGES.exactLength(n) : null);

/** §5 "Same-as mismatch: 'Value must be the same as ...'". */
export const sameAs = (other: string, otherLabel: string): FieldCheck => (value) => (value === other ? null : FORM_MESSAGES.sameAs(otherLabel));

/**
 * §5 "Phone: 'A valid phone number is required' (North America requires 10 digits starting 2 to 9; elsewhere an
 * exact digit count from the country data)." The value is the national number (the dial code is its own field);
 * the country data is the country's phone mask (X = digit), any of its variants.
 */
export function phoneDigits(countryCode: string): FieldCheck {
  const masks = phoneMasks(countryCode);
  const northAmerica = masks[0] === NORTH_AMERICA_MASK;
  const lengths = new Set(masks.map(maskDigitCount));
  return (value) => {
    if (/[^\d\s().+-]/.test(value)) return FORM_MESSAGES.phone;
    const digits = value.replace(/\D/g, '');
    const valid = northAmerica ? /^[2-9]\d{9}$/.test(digits) : lengths.has(digits.length);
    return valid ? null : FORM_MESSAGES.phone;
  };
}

/** The first failing check's message, or null. Checks run on non-blank values only unless listed first. */
export const firstFailure = (value: string, checks: readonly FieldCheck[]): string | null => {
  for (const check of checks) {
    const message = check(value);
    if (message !== null) return message;
  }
  return null;
};
