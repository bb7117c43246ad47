import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { normalizePhone } from '../../phone/normalize-phone';
import { DEFAULT_MASK, phoneMasks } from '../../phone/phone-mask';
import { EMAIL_PATTERN, NAME_PATTERN } from '../form-validators';
import { isBlankText, phoneDigits } from './field-checks';
import { FORM_MESSAGES } from './form-messages';

export const ADDRESS_FORM_FIELDS = [
  'firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country', 'email', 'phone',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

/**
 * Transforms applied before any check: capitalize (first letter of every word), uppercase, lowercase, and ukPostcode
 * (upper case, spaces removed, then one space before the three-character inward code: `sw1a1aa` → `SW1A 1AA`).
 */
export const ADDRESS_TRANSFORMS = ['capitalize', 'uppercase', 'lowercase', 'ukPostcode'] as const;
export type AddressTransform = (typeof ADDRESS_TRANSFORMS)[number];

export interface AddressFieldRules {
  readonly required: boolean;
  /** A regular expression the whole value must match. */
  readonly pattern?: string;
  /** What the pattern message names (else the mask, else the pattern itself). */
  readonly patternHint?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** When given, the value must be one of these codes. */
  readonly states?: readonly { readonly code: string; readonly name: string }[];
  /** X = one digit; any other character as written. */
  readonly mask?: string;
  readonly transform?: AddressTransform;
  /** The country has no such field (France has no state): the form does not show it and any value is dropped. */
  readonly hidden?: boolean;
}

export type AddressFormRules = Readonly<Record<AddressFormField, AddressFieldRules>>;

/**
 * §5 "Address form defaults: addressLine1 and city: required, max 30. addressLine2: optional, max 30. firstName and
 * lastName: required, min 2, max 30. country, email, phone, postalCode: required. province: optional."
 */
export const ADDRESS_FORM_DEFAULTS: AddressFormRules = {
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  addressLine1: { required: true, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, maxLength: 30 },
  province: { required: false },
  postalCode: { required: true },
  country: { required: true },
  email: { required: true },
  phone: { required: true },
};

/** A configured pattern as a whole-value regular expression; null when it does not compile. */
function wholeValuePattern(source: string): RegExp | null {
  try {
    return new RegExp(`^(?:${source})$`, 'u');
  } catch {
    return null;
  }
}
const compiles = (source: string): boolean => wholeValuePattern(source) !== null;

const fieldRulesSchema = z.object({
  required: z.boolean().optional(),
  pattern: z.string().max(500).refine(compiles, 'pattern is not a valid regular expression').optional(),
  patternHint: z.string().max(100).optional(),
  minLength: z.number().int().min(0).max(500).optional(),
  maxLength: z.number().int().min(1).max(500).optional(),
  states: z.array(z.object({ code: z.string().min(1), name: z.string() })).optional(),
  mask: z.string().min(1).max(60).optional(),
  transform: z.enum(ADDRESS_TRANSFORMS).optional(),
  hidden: z.boolean().optional(),
});

/** The address rules fetched for a country and locale: any field, any subset of its rules; other fields are dropped. */
export const addressRulesOverrideSchema = z.object(
  Object.fromEntries(ADDRESS_FORM_FIELDS.map((field) => [field, fieldRulesSchema.optional()])) as Record<AddressFormField, z.ZodOptional<typeof fieldRulesSchema>>,
);
export type AddressRulesOverride = z.infer<typeof addressRulesOverrideSchema>;

export type AddressRulesError = { readonly type: 'InvalidAddressRules'; readonly message: string };

/** Parses fetched address rules at the edge. */
export function parseAddressRules(raw: unknown): Result<AddressRulesOverride, AddressRulesError> {
  const parsed = addressRulesOverrideSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err({ type: 'InvalidAddressRules', message: parsed.error.issues[0]?.message ?? 'invalid rules' });
}

/** §5 "Rules are overridden per country and locale by fetched address rules." Later overrides win, field by field. */
export function addressFormRules(...overrides: readonly AddressRulesOverride[]): AddressFormRules {
  const rules: Record<AddressFormField, AddressFieldRules> = { ...ADDRESS_FORM_DEFAULTS };
  for (const override of overrides) {
    for (const field of ADDRESS_FORM_FIELDS) {
      const given = override[field];
      if (given) rules[field] = { ...rules[field], ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)) };
    }
  }
  return rules;
}

/** Transforms such as capitalize (first letter of every word), uppercase, lowercase. */
export function applyTransform(value: string, transform: AddressTransform | undefined): string {
  switch (transform) {
    case 'capitalize':
      return value.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
    case 'uppercase':
      return value.toUpperCase();
    case 'lowercase':
      return value.toLowerCase();
    case 'ukPostcode': {
      const compact = value.toUpperCase().replace(/\s+/gu, '');
      return compact.length >= 5 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
    }
    case undefined:
      return value;
    default: {
      const unhandled: never = transform;
      return unhandled;
    }
  }
}

/** A value laid into a mask: it already fits, or it is just the mask's digits (formatted then); else null. */
export function fitMask(mask: string, value: string): string | null {
  const fits = value.length === mask.length && [...mask].every((m, i) => (m === 'X' ? /\d/.test(value[i] ?? '') : m === value[i]));
  if (fits) return value;
  const digits = value.replace(/\s/g, '');
  const slots = [...mask].filter((m) => m === 'X').length;
  if (!/^\d+$/.test(digits) || digits.length !== slots) return null;
  let next = 0;
  return [...mask].map((m) => (m === 'X' ? digits[next++] : m)).join('');
}

/**
 * Which rule a field broke: a stable id for the UI's message catalogue, with the numbers or hint the message needs.
 * The English default text is in `message`.
 */
export type AddressRuleId = 'required' | 'oneOf' | 'pattern' | 'minLength' | 'maxLength' | 'exactLength' | 'name' | 'email' | 'phone';

export interface AddressFieldFailure {
  readonly field: AddressFormField;
  readonly rule: AddressRuleId;
  /** The English default message (storefront-experience §5 wording). */
  readonly message: string;
  /** What the message needs: the length bound for the length rules, the expected form for `pattern`. */
  readonly params?: { readonly n?: number; readonly hint?: string };
}

type Check = (value: string) => Omit<AddressFieldFailure, 'field'> | null;

function lengthCheck(rules: AddressFieldRules): Check {
  return (value) => {
    const length = [...value].length;
    const { minLength: min, maxLength: max } = rules;
    if (min !== undefined && max !== undefined && min === max) {
      return length === min ? null : { rule: 'exactLength', message: FORM_MESSAGES.exactLength(min), params: { n: min } };
    }
    if (min !== undefined && length < min) return { rule: 'minLength', message: FORM_MESSAGES.minLength(min), params: { n: min } };
    if (max !== undefined && length > max) return { rule: 'maxLength', message: FORM_MESSAGES.maxLength(max), params: { n: max } };
    return null;
  };
}

const patternFailure = (hint: string): Omit<AddressFieldFailure, 'field'> => ({ rule: 'pattern', message: FORM_MESSAGES.pattern(hint), params: { hint } });
const PHONE_FAILURE = { rule: 'phone', message: FORM_MESSAGES.phone } as const;

/** The names are the §5 name rule: letters (accents included), spaces, comma, period, apostrophe, hyphen. */
const NAME_FIELDS: ReadonlySet<AddressFormField> = new Set(['firstName', 'lastName']);

/**
 * §5 phone, with core's phone rules: normalised for the country (`normalizePhone`: dial code, trunk prefix, lengths),
 * a valid number of that country for libphonenumber-js's metadata, and the national number checked like the form's
 * phone rule where the country has its own mask (North America: 10 digits starting 2 to 9; the UK, France and
 * ~25 European countries: the digit count of the mask). The clean value is E.164.
 */
function checkPhone(value: string, countryCode: string): Result<string, Omit<AddressFieldFailure, 'field'>> {
  const normalized = normalizePhone(value, countryCode);
  if (normalized.isErr() || !isValidPhoneNumber(normalized.value.e164, countryCode.toUpperCase() as Parameters<typeof isValidPhoneNumber>[1])) {
    return err(PHONE_FAILURE);
  }
  const ownMask = phoneMasks(countryCode)[0] !== DEFAULT_MASK;
  if (ownMask && phoneDigits(countryCode)(normalized.value.national) !== null) return err(PHONE_FAILURE);
  return ok(normalized.value.e164);
}

/**
 * One field: transform, then required, states, mask, pattern, length, and the field's own format (names, e-mail,
 * phone). The clean value is what to store: transformed, a state's code, the mask applied, a phone in E.164.
 */
export function validateAddressField(
  field: AddressFormField,
  raw: string | undefined,
  rules: AddressFieldRules,
  countryCode: string,
): Result<string, AddressFieldFailure> {
  const fail = (failure: Omit<AddressFieldFailure, 'field'>): Result<string, AddressFieldFailure> => err({ field, ...failure });
  if (rules.hidden === true) return ok('');
  const value = applyTransform((raw ?? '').trim(), rules.transform);
  if (isBlankText(value)) return rules.required ? fail({ rule: 'required', message: FORM_MESSAGES.required }) : ok('');
  if (rules.states && rules.states.length > 0) {
    const state = rules.states.find((s) => s.code.toUpperCase() === value.toUpperCase() || s.name.toUpperCase() === value.toUpperCase());
    return state ? ok(state.code) : fail({ rule: 'oneOf', message: FORM_MESSAGES.oneOf });
  }
  let formatted = value;
  if (rules.mask !== undefined) {
    const fitted = fitMask(rules.mask, value);
    if (fitted === null) return fail(patternFailure(rules.patternHint ?? rules.mask));
    formatted = fitted;
  }
  const checks: Check[] = [];
  if (rules.pattern !== undefined) {
    const pattern = wholeValuePattern(rules.pattern);
    const hint = rules.patternHint ?? rules.mask ?? rules.pattern;
    checks.push((v) => (pattern?.test(v) === true ? null : patternFailure(hint)));
  }
  checks.push(lengthCheck(rules));
  if (NAME_FIELDS.has(field)) checks.push((v) => (NAME_PATTERN.test(v) ? null : { rule: 'name', message: FORM_MESSAGES.name }));
  if (field === 'email') checks.push((v) => (EMAIL_PATTERN.test(v) ? null : { rule: 'email', message: FORM_MESSAGES.email }));
  for (const check of checks) {
    const failure = check(formatted);
    if (failure !== null) return fail(failure);
  }
  if (field === 'phone') return checkPhone(formatted, countryCode).mapErr((failure) => ({ field, ...failure }));
  return ok(formatted);
}

export type AddressFormValues = Readonly<Partial<Record<AddressFormField, string>>>;

/** An address form that failed: field → English message (like every form), and each failure with its rule id. */
export interface AddressFormInvalid {
  readonly type: 'InvalidForm';
  readonly fields: Readonly<Partial<Record<AddressFormField, string>>>;
  /** In form order, one per failing field. */
  readonly failures: readonly AddressFieldFailure[];
}

/**
 * The whole address form against its rules (`addressRulesFor(country)` or `addressFormRules(...)`); the phone is
 * checked for `countryCode`. Ok: every field's clean value ('' for an empty optional or hidden field).
 */
export function validateAddressForm(
  values: AddressFormValues,
  rules: AddressFormRules,
  countryCode: string,
): Result<Readonly<Record<AddressFormField, string>>, AddressFormInvalid> {
  const failures: AddressFieldFailure[] = [];
  const clean: Partial<Record<AddressFormField, string>> = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    validateAddressField(field, values[field], rules[field], countryCode).match(
      (value) => { clean[field] = value; },
      (failure) => { failures.push(failure); },
    );
  }
  if (failures.length === 0) return ok(clean as Record<AddressFormField, string>);
  return err({ type: 'InvalidForm', fields: Object.fromEntries(failures.map((f) => [f.field, f.message])), failures });
}
