import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { emailFormat, firstFailure, isBlankText, phoneDigits, type FieldCheck } from './field-checks';
import { FieldErrors, FORM_MESSAGES, type FormInvalid } from './form-messages';

export const ADDRESS_FORM_FIELDS = [
  'firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'country', 'email', 'phone',
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export type AddressTransform = 'capitalize' | 'uppercase' | 'lowercase';

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
  transform: z.enum(['capitalize', 'uppercase', 'lowercase']).optional(),
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

function lengthCheck(rules: AddressFieldRules): FieldCheck {
  return (value) => {
    const length = [...value].length;
    const { minLength: min, maxLength: max } = rules;
    if (min !== undefined && max !== undefined && min === max) return length === min ? null : FORM_MESSAGES.exactLength(min);
    if (min !== undefined && length < min) return FORM_MESSAGES.minLength(min);
    if (max !== undefined && length > max) return FORM_MESSAGES.maxLength(max);
    return null;
  };
}

/** One field: transform, then required, states, mask, pattern, length, and the field's own format (e-mail, phone). */
export function validateAddressField(
  field: AddressFormField,
  raw: string | undefined,
  rules: AddressFieldRules,
  countryCode: string,
): Result<string, string> {
  const value = applyTransform((raw ?? '').trim(), rules.transform);
  if (isBlankText(value)) return rules.required ? err(FORM_MESSAGES.required) : ok('');
  if (rules.states && rules.states.length > 0) {
    const state = rules.states.find((s) => s.code.toUpperCase() === value.toUpperCase() || s.name.toUpperCase() === value.toUpperCase());
    return state ? ok(state.code) : err(FORM_MESSAGES.oneOf);
  }
  let formatted = value;
  if (rules.mask !== undefined) {
    const fitted = fitMask(rules.mask, value);
    if (fitted === null) return err(FORM_MESSAGES.pattern(rules.patternHint ?? rules.mask));
    formatted = fitted;
  }
  const checks: FieldCheck[] = [];
  if (rules.pattern !== undefined) {
    const pattern = wholeValuePattern(rules.pattern);
    const hint = rules.patternHint ?? rules.mask ?? rules.pattern;
    checks.push((v) => (pattern?.test(v) === true ? null : FORM_MESSAGES.pattern(hint)));
  }
  checks.push(lengthCheck(rules));
  if (field === 'email') checks.push(emailFormat);
  if (field === 'phone') checks.push(phoneDigits(countryCode));
  const failure = firstFailure(formatted, checks);
  return failure === null ? ok(formatted) : err(failure);
}

export type AddressFormValues = Readonly<Partial<Record<AddressFormField, string>>>;

/** The whole address form against its (merged) rules; the phone is checked for `countryCode`. */
export function validateAddressForm(
  values: AddressFormValues,
  rules: AddressFormRules,
  countryCode: string,
): Result<Readonly<Record<AddressFormField, string>>, FormInvalid<AddressFormField>> {
  const errors = new FieldErrors<AddressFormField>();
  const clean: Partial<Record<AddressFormField, string>> = {};
  for (const field of ADDRESS_FORM_FIELDS) {
    validateAddressField(field, values[field], rules[field], countryCode).match(
      (value) => { clean[field] = value; },
      (message) => { errors.add(field, message); },
    );
  }
  return errors.isEmpty ? ok(clean as Record<AddressFormField, string>) : err(errors.toError());
}
