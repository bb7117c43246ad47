import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';

/**
 * §5 phone masks: `X` stands for one digit, every other character is shown as typed.
 * A mask covers the national significant number (no dial code, no trunk prefix such as the UK's leading 0).
 */
export const MASK_DIGIT = 'X';

/** §5: default mask for North America (every country of calling code 1, the North American Numbering Plan). */
export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
/** §5: default mask everywhere else. */
export const DEFAULT_MASK = 'XXXX - XXX - XXX';

/**
 * §5: about 25 European countries and the UK have their own masks.
 * France and the Netherlands are written exactly as the spec gives them. Germany has three variants (10, 11 and 12
 * digits, §5), grouped as libphonenumber-js formats +49 160 1234567, +49 1512 3456789 and +49 171 23 4567890.
 * Every other mask is the grouping libphonenumber-js (Google libphonenumber metadata) uses for the country's example
 * mobile number in international format, with X for each digit: e.g. GB +44 7400 123456 → `XXXX XXXXXX`.
 * `phone-mask.test.ts` checks each derived mask against that library, so a metadata change that moves a
 * length or a grouping fails a test instead of silently mis-masking numbers.
 */
export const EUROPEAN_MASKS: Readonly<Record<string, readonly string[]>> = {
  GB: ['XXXX XXXXXX'], // libphonenumber-js: +44 7400 123456
  FR: ['X XX XX XX XX'], // spec §5
  NL: ['X - XXXX - XXXX'], // spec §5
  DE: ['XXX XXXXXXX', 'XXXX XXXXXXX', 'XXX XX XXXXXXX'], // spec §5 (three variants, 10 to 12 digits); grouping from libphonenumber-js
  AT: ['XXX XXXXXX'], // libphonenumber-js: +43 664 123456
  BE: ['XXX XX XX XX'], // libphonenumber-js: +32 450 00 12 34
  CH: ['XX XXX XX XX'], // libphonenumber-js: +41 78 123 45 67
  DK: ['XX XX XX XX'], // libphonenumber-js: +45 34 41 23 45
  ES: ['XXX XX XX XX'], // libphonenumber-js: +34 612 34 56 78
  FI: ['XX XXXXXXX'], // libphonenumber-js: +358 41 2345678
  GR: ['XXX XXX XXXX'], // libphonenumber-js: +30 691 234 5678
  IE: ['XX XXX XXXX'], // libphonenumber-js: +353 85 012 3456
  IT: ['XXX XXX XXXX'], // libphonenumber-js: +39 312 345 6789
  LU: ['XXX XXX XXX'], // libphonenumber-js: +352 628 123 456
  NO: ['XX XX XX XX'], // libphonenumber-js: +47 40 61 23 45
  PL: ['XXX XXX XXX'], // libphonenumber-js: +48 512 345 678
  PT: ['XXX XXX XXX'], // libphonenumber-js: +351 912 345 678
  SE: ['XX XXX XX XX'], // libphonenumber-js: +46 70 123 45 67
  CZ: ['XXX XXX XXX'], // libphonenumber-js: +420 601 123 456
  SK: ['XXX XXX XXX'], // libphonenumber-js: +421 912 123 456
  HU: ['XX XXX XXXX'], // libphonenumber-js: +36 20 123 4567
  RO: ['XXX XXX XXX'], // libphonenumber-js: +40 712 034 567
  BG: ['XX XXX XXX'], // libphonenumber-js: +359 43 012 345
  HR: ['XX XXX XXXX'], // libphonenumber-js: +385 92 123 4567
  SI: ['XX XXX XXX'], // libphonenumber-js: +386 31 234 567
  EE: ['XXXX XXXX'], // libphonenumber-js: +372 5123 4567
  LV: ['XX XXX XXX'], // libphonenumber-js: +371 21 234 567
  LT: ['XXX XXXXX'], // libphonenumber-js: +370 612 34567
  MT: ['XXXX XXXX'], // libphonenumber-js: +356 9696 1234
  CY: ['XX XXXXXX'], // libphonenumber-js: +357 96 123456
};

const NORTH_AMERICA_DIAL_CODE = '1';

/** How many digits a mask holds. */
export const maskDigitCount = (mask: string): number => {
  let count = 0;
  for (const char of mask) if (char === MASK_DIGIT) count += 1;
  return count;
};

/** Every mask of a country, most common first (Germany has three, everyone else one). Unknown codes get the default. */
export function phoneMasks(countryCode: string): readonly string[] {
  const code = countryCode.toUpperCase();
  const own = Object.prototype.hasOwnProperty.call(EUROPEAN_MASKS, code) ? EUROPEAN_MASKS[code] : undefined;
  if (own) return own;
  if (isSupportedCountry(code) && getCountryCallingCode(code) === NORTH_AMERICA_DIAL_CODE) return [NORTH_AMERICA_MASK];
  return [DEFAULT_MASK];
}

/**
 * §5: the mask of a country. With a national length, the variant holding exactly that many digits (Germany's
 * 10, 11 or 12), otherwise the country's first mask.
 */
export function phoneMask(countryCode: string, nationalLength?: number): string {
  const masks = phoneMasks(countryCode);
  const fitting = nationalLength === undefined ? undefined : masks.find((mask) => maskDigitCount(mask) === nationalLength);
  return fitting ?? masks[0] ?? DEFAULT_MASK;
}

/** The variant of a country's masks holding exactly `length` digits, if any. */
export const maskFor = (countryCode: string, length: number): string | undefined =>
  phoneMasks(countryCode).find((mask) => maskDigitCount(mask) === length);

/**
 * Digits laid into a mask as the user types: each X takes the next digit; separators show only once a digit
 * follows them, so a partial number never ends with a dangling separator. Digits beyond the mask are kept,
 * appended after a space, so no digit is ever lost. Non-digits in `digits` are ignored.
 */
export function applyMask(mask: string, digits: string): string {
  const queue = digits.replace(/\D/g, '');
  let out = '';
  let pending = '';
  let used = 0;
  for (const char of mask) {
    if (used === queue.length) break;
    if (char === MASK_DIGIT) {
      out += pending + queue[used];
      pending = '';
      used += 1;
    } else {
      pending += char;
    }
  }
  const rest = queue.slice(used);
  return rest === '' ? out : `${out} ${rest}`;
}
