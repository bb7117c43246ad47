import { err, ok, type Result } from 'neverthrow';
import {
  compareDates, compileDateFormat, formatCalendarDate, parseCalendarDate, type CalendarDate, type DateFormat,
} from './calendar-date';

export type ValidatorRule =
  | 'required' | 'date' | 'email' | 'exactLength' | 'maxValue' | 'minValue' | 'maxLength' | 'minLength'
  | 'dateNotAfter' | 'dateNotBefore' | 'name' | 'password';

export interface FieldError {
  readonly type: 'InvalidField';
  readonly rule: ValidatorRule;
  readonly message: string;
}

/** A form validator: the value (trimmed where the rule says so) or why it is refused. Never throws. */
export type Validator = (value: string) => Result<string, FieldError>;

/** §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * §5 default messages. The e-mail, name and password texts are the spec's; the spec does not show the others,
 * so they are written here in the same voice.
 */
export const FORM_VALIDATOR_MESSAGES = {
  required: 'This field is required.',
  date: 'Date is not valid.',
  email: 'Email is not valid',
  exactLength: (length: number) => `Must be exactly ${length} characters.`,
  maxValue: (max: number) => `Must be ${max} or less.`,
  minValue: (min: number) => `Must be ${min} or more.`,
  maxLength: (max: number) => `Must be at most ${max} characters.`,
  minLength: (min: number) => `Must be at least ${min} characters.`,
  dateNotAfter: (bound: string) => `Date must not be after ${bound}.`,
  dateNotBefore: (bound: string) => `Date must not be before ${bound}.`,
  name: 'Name is not valid.',
  password: 'Password does not meet requirements.',
} as const;

const fail = (rule: ValidatorRule, message: string): Result<string, FieldError> => err({ type: 'InvalidField', rule, message });
const check = (rule: ValidatorRule, message: string, valid: boolean, value: string): Result<string, FieldError> =>
  valid ? ok(value) : fail(rule, message);

/** Length in characters as a person counts them (code points, so an emoji or an accented letter is one). */
export const characterCount = (value: string): number => [...value].length;

/** §5: an e-mail needs a local part and a domain of at least two parts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
/** §5: a name allows letters with accents, spaces, comma, period, apostrophe and hyphen (and needs a letter). */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’-]*\p{L}[\p{L}\p{M} ,.'’-]*$/u;
const NUMBER_PATTERN = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

function dateFormatOf(format: string): DateFormat {
  const compiled = compileDateFormat(format);
  // A malformed format is a bug in the form definition, not bad input.
  if (compiled.isErr()) throw new Error(`date format must use YYYY, MM and DD once each: ${format}`);
  return compiled.value;
}

/**
 * A real date on the right side of `bound` (`holds` reads `compareDates(date, bound)`); an unreal date fails with the
 * date message, one on the wrong side with the rule's message (default: the bound in the field's format).
 */
function dateAgainstBound(
  rule: 'dateNotAfter' | 'dateNotBefore', bound: CalendarDate, format: string, message: string | undefined, holds: (comparison: number) => boolean,
): Validator {
  const compiled = dateFormatOf(format);
  const text = message ?? FORM_VALIDATOR_MESSAGES[rule](formatCalendarDate(bound, compiled));
  return (value) => {
    const date = parseCalendarDate(value, compiled);
    if (date === null) return fail('date', FORM_VALIDATOR_MESSAGES.date);
    return check(rule, text, holds(compareDates(date, bound)), value.trim());
  };
}

/** §5 form validators, each with its default message (overridable). */
export const formValidators = {
  required: (message: string = FORM_VALIDATOR_MESSAGES.required): Validator => (value) =>
    check('required', message, value.trim() !== '', value.trim()),

  /** The date must match the format and be a real date. */
  date: (format: string, message: string = FORM_VALIDATOR_MESSAGES.date): Validator => {
    const compiled = dateFormatOf(format);
    return (value) => check('date', message, parseCalendarDate(value, compiled) !== null, value.trim());
  },

  email: (message: string = FORM_VALIDATOR_MESSAGES.email): Validator => (value) =>
    check('email', message, EMAIL_PATTERN.test(value.trim()), value.trim()),

  exactLength: (length: number, message: string = FORM_VALIDATOR_MESSAGES.exactLength(length)): Validator => (value) =>
    check('exactLength', message, characterCount(value) === length, value),

  maxValue: (max: number, message: string = FORM_VALIDATOR_MESSAGES.maxValue(max)): Validator => (value) =>
    check('maxValue', message, NUMBER_PATTERN.test(value.trim()) && Number(value) <= max, value.trim()),

  minValue: (min: number, message: string = FORM_VALIDATOR_MESSAGES.minValue(min)): Validator => (value) =>
    check('minValue', message, NUMBER_PATTERN.test(value.trim()) && Number(value) >= min, value.trim()),

  maxLength: (max: number, message: string = FORM_VALIDATOR_MESSAGES.maxLength(max)): Validator => (value) =>
    check('maxLength', message, characterCount(value) <= max, value),

  minLength: (min: number, message: string = FORM_VALIDATOR_MESSAGES.minLength(min)): Validator => (value) =>
    check('minLength', message, characterCount(value) >= min, value),

  /** The date must be real and not after `bound`; an unreal date fails with the date message. */
  dateNotAfter: (bound: CalendarDate, format: string, message?: string): Validator =>
    dateAgainstBound('dateNotAfter', bound, format, message, (comparison) => comparison <= 0),

  /** The date must be real and not before `bound`. */
  dateNotBefore: (bound: CalendarDate, format: string, message?: string): Validator =>
    dateAgainstBound('dateNotBefore', bound, format, message, (comparison) => comparison >= 0),

  name: (message: string = FORM_VALIDATOR_MESSAGES.name): Validator => (value) =>
    check('name', message, NAME_PATTERN.test(value.trim()), value.trim()),

  /** At least 8 characters with an upper case letter, a lower case letter and a digit. */
  password: (message: string = FORM_VALIDATOR_MESSAGES.password): Validator => (value) =>
    check('password', message, meetsPasswordRules(value), value),
} as const;

export function meetsPasswordRules(value: string): boolean {
  return characterCount(value) >= PASSWORD_MIN_LENGTH && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value) && /\d/.test(value);
}

/** Runs validators in order and stops at the first failure. */
export const validateAll = (value: string, validators: readonly Validator[]): Result<string, FieldError> =>
  validators.reduce<Result<string, FieldError>>((result, validator) => result.andThen(() => validator(value)), ok(value));
