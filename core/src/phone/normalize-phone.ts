import { err, ok, type Result } from 'neverthrow';
import {
  getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import { applyMask, maskDigitCount, maskFor, phoneMasks } from './phone-mask';
import type { PhoneError } from './phone.errors';

/** A phone number in the §5 international form. */
export interface NormalizedPhone {
  /** `+` dial code national number, digits only: `+447400123456`. */
  readonly e164: string;
  /** `+44`. */
  readonly dialCode: string;
  /** National significant number, digits only, no trunk prefix: `7400123456`. */
  readonly national: string;
  /** For display: dial code and the national number laid into the country mask, `+44 7400 123456`. */
  readonly formatted: string;
}

/** Longest raw input looked at; anything longer is refused before any parsing. */
export const MAX_RAW_PHONE_LENGTH = 40;
/** Characters a typed phone number may contain besides digits and one leading `+`. */
const SEPARATORS = /[\s().\-/]/g;
const ALLOWED = /^\+?[\d\s().\-/]*$/;
/** E.164 allows at most 15 digits including the dial code. */
const E164_MAX_DIGITS = 15;

const countryOf = (countryCode: string): CountryCode | undefined => {
  const code = countryCode.toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
};

/** §5: the national part of a number typed without a plus. */
function nationalFromTyped(digits: string, country: CountryCode, dialCode: string): string {
  // §5 splitting: the dial code typed without the plus, followed by exactly a mask's worth of digits.
  const afterDial = digits.slice(dialCode.length);
  if (digits.startsWith(dialCode) && phoneMasks(country).some((mask) => maskDigitCount(mask) === afterDial.length)) {
    return afterDial;
  }
  // §5: for the UK a leading 0 is dropped.
  if (country === 'GB') return digits.startsWith('0') ? digits.slice(1) : digits;
  // Other trunk prefixes (France's 0, Hungary's 06 …) as libphonenumber-js's metadata knows them; a number it
  // reads as belonging to another dial code (an international call prefix) stays as typed.
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed !== undefined && parsed.countryCallingCode === dialCode ? parsed.nationalNumber : digits;
}

const formattedOf = (country: CountryCode, dialCode: string, national: string): string => {
  const mask = maskFor(country, national.length);
  if (mask !== undefined) return `+${dialCode} ${applyMask(mask, national)}`;
  return parsePhoneNumberFromString(`+${dialCode}${national}`)?.formatInternational() ?? `+${dialCode} ${national}`;
};

/**
 * §5: a typed phone number in a country, normalised to international form with a plus and the dial code.
 * Accepts `+44 7400 123456`, `07400 123456` (UK leading 0 dropped), `447400123456` (dial code without plus and a
 * national part of the mask's length), and the formatted output of this function (idempotent). Lengths are
 * checked against libphonenumber-js's metadata for the country. Never throws.
 */
export function normalizePhone(raw: string, countryCode: string): Result<NormalizedPhone, PhoneError> {
  const country = countryOf(countryCode);
  if (country === undefined) return err({ type: 'UnsupportedCountry', countryCode });
  const text = raw.trim();
  if (text.length > MAX_RAW_PHONE_LENGTH) return err({ type: 'TooLong' });
  if (!ALLOWED.test(text)) return err({ type: 'InvalidCharacters' });
  const digits = text.replace(SEPARATORS, '').replace(/^\+/, '');
  if (digits === '') return err({ type: 'EmptyPhone' });

  const dialCode = getCountryCallingCode(country);
  let national: string;
  if (text.startsWith('+')) {
    if (!digits.startsWith(dialCode)) return err({ type: 'DialCodeMismatch', expected: `+${dialCode}` });
    national = digits.slice(dialCode.length);
  } else {
    national = nationalFromTyped(digits, country, dialCode);
  }

  if (national === '') return err({ type: 'TooShort' });
  if (dialCode.length + national.length > E164_MAX_DIGITS) return err({ type: 'TooLong' });
  const lengthProblem = validatePhoneNumberLength(`+${dialCode}${national}`);
  if (lengthProblem === 'TOO_LONG') return err({ type: 'TooLong' });
  if (lengthProblem !== undefined) return err({ type: 'TooShort' });

  return ok({ e164: `+${dialCode}${national}`, dialCode: `+${dialCode}`, national, formatted: formattedOf(country, dialCode, national) });
}

/** §3 country list entry. */
export interface PhoneCountry {
  readonly name: string;
  /** `+44`. */
  readonly dialCode: string;
  /** ISO 3166-1 alpha-2, `GB`. */
  readonly code: string;
  readonly mask: string;
}

/** Region names in a locale; a malformed or unknown locale falls back to English. */
function regionNames(locale: string): Intl.DisplayNames {
  let supported: string[] = [];
  try {
    supported = Intl.DisplayNames.supportedLocalesOf([locale]);
  } catch {
    // A malformed language tag (RangeError): use English.
  }
  return new Intl.DisplayNames(supported.length > 0 ? supported : ['en'], { type: 'region', fallback: 'code' });
}

/**
 * §5: dial codes of every country libphonenumber-js knows (about 245), each with its display name in `locale`
 * and its mask. The dial codes are the library's maintained metadata, not a table typed here.
 */
export function phoneCountries(locale = 'en'): readonly PhoneCountry[] {
  const names = regionNames(locale);
  return getCountries().map((code) => ({
    name: names.of(code) ?? code,
    dialCode: `+${getCountryCallingCode(code)}`,
    code,
    mask: phoneMasks(code)[0]!,
  }));
}

/** A stored phone value split into dial code and national number. */
export interface SplitPhone {
  readonly dialCode: string;
  readonly national: string;
  /** The country the number was matched to, when one was. */
  readonly countryCode?: string;
}

/** §5: ten digits with no match default to dial code 1. */
export const TEN_DIGIT_FALLBACK_DIAL_CODE = '+1';

/**
 * §5 splitting: a stored phone value (`+447400123456`, `447400123456`, `2015550123`) into dial code and national
 * number, matching the dial code and the national length against each country's mask. Countries sharing a dial
 * code are told apart by `preferredCountry` first, then by libphonenumber-js. A value with a plus that fits no mask
 * is split by libphonenumber-js's calling codes; ten digits with no match get dial code 1. Never throws.
 */
export function splitPhone(value: string, preferredCountry?: string): Result<SplitPhone, PhoneError> {
  if (value.length > MAX_RAW_PHONE_LENGTH) return err({ type: 'TooLong' });
  const digits = value.replace(/\D/g, '');
  if (digits === '') return err({ type: 'EmptyPhone' });
  const candidates = getCountries().filter((code) => {
    const dial = getCountryCallingCode(code);
    return digits.startsWith(dial) && maskFor(code, digits.length - dial.length) !== undefined;
  });
  if (candidates.length > 0) {
    const preferred = preferredCountry?.toUpperCase();
    const attributed = parsePhoneNumberFromString(`+${digits}`)?.country;
    const country = candidates.find((c) => c === preferred) ?? candidates.find((c) => c === attributed) ?? candidates[0]!;
    const dial = getCountryCallingCode(country);
    return ok({ dialCode: `+${dial}`, national: digits.slice(dial.length), countryCode: country });
  }
  const parsed = value.trim().startsWith('+') ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  if (parsed !== undefined) {
    return ok({
      dialCode: `+${parsed.countryCallingCode}`,
      national: parsed.nationalNumber,
      ...(parsed.country === undefined ? {} : { countryCode: parsed.country }),
    });
  }
  if (digits.length === 10) return ok({ dialCode: TEN_DIGIT_FALLBACK_DIAL_CODE, national: digits });
  return err({ type: 'NoDialCodeMatch' });
}
