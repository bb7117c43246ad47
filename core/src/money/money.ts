/**
 * Money as integer minor units (cents, pence): every function here takes safe integers and never lets a float
 * escape, except the percent helpers, which return a percentage to 1 decimal (and `roundPercent`, which rounds one).
 * A non-integer amount is a bug in the caller, so it throws a RangeError.
 */
export type MinorUnits = number;

/** 100 % expressed in basis points (1 bp = 0.01 %). */
export const BASIS_POINTS_IN_WHOLE = 10_000;

function assertInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

/** Sum of amounts; adding is exact, so the order of the terms never matters. */
export function addMoney(...amounts: readonly MinorUnits[]): MinorUnits {
  let total = 0;
  for (const amount of amounts) {
    assertInteger(amount, 'amount');
    total += amount;
    assertInteger(total, 'sum');
  }
  return total;
}

export function subtractMoney(amount: MinorUnits, minus: MinorUnits): MinorUnits {
  return addMoney(amount, -minus);
}

/** Row total: unit price × quantity. */
export function multiplyMoney(unit: MinorUnits, quantity: number): MinorUnits {
  assertInteger(unit, 'unit amount');
  assertInteger(quantity, 'quantity');
  const product = unit * quantity;
  assertInteger(product, 'product');
  return product;
}

/**
 * `basisPoints` / 10 000 of an amount (1 250 bp = 12.5 %), computed in integers.
 * Rounding rule: to the nearest minor unit, halves away from zero (commercial rounding), so
 * 12.5 % of 4 cents is 1 cent (0.5 → 1) and of −4 cents is −1 cent.
 */
export function percentOfMoney(amount: MinorUnits, basisPoints: number): MinorUnits {
  assertInteger(amount, 'amount');
  assertInteger(basisPoints, 'basis points');
  const scaled = amount * basisPoints;
  assertInteger(scaled, 'amount × basis points');
  const quotient = Math.trunc(scaled / BASIS_POINTS_IN_WHOLE);
  const remainder = scaled - quotient * BASIS_POINTS_IN_WHOLE;
  const roundsAway = Math.abs(remainder) * 2 >= BASIS_POINTS_IN_WHOLE;
  const rounded = roundsAway ? quotient + Math.sign(remainder) : quotient;
  return rounded === 0 ? 0 : rounded; // never −0
}

/**
 * The integer nearest to `numerator / denominator` (denominator > 0), halves up, without rounding the quotient
 * first: the one rounding behind the §9 percent helpers below.
 */
function roundHalfUp(numerator: number, denominator: number): number {
  const rounded = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return rounded === 0 ? 0 : rounded; // never −0
}

/** §9 the percent helper rounds to 1 decimal, halves up: 12.35 → 12.4, 12.345 → 12.3. For a percentage already held as a number. */
export function roundPercent(value: number): number {
  return roundHalfUp(value * 10, 1) / 10;
}

/**
 * `part` of `whole` as a percentage rounded to 1 decimal, halves up (§9), 0 when the whole is 0. From whole numbers
 * the tenths are found in integers, so an exact half rounds up: 51 of 80 is 63.75 % and reads 63.8, where the float
 * (51 / 80) × 100 is 63.7499… and would read 63.7.
 */
export function percentOf(part: number, whole: number): number {
  assertInteger(part, 'part');
  assertInteger(whole, 'whole');
  if (whole === 0) return 0;
  return whole < 0 ? roundHalfUp(-part * 1000, -whole) / 10 : roundHalfUp(part * 1000, whole) / 10;
}

/**
 * The discount of a price as a percentage rounded to 1 decimal (`percentOf` the markdown): 10.00 → 6.67 is 33.3.
 * Zero when there is no discount or no original price.
 */
export function percentOff(original: MinorUnits, current: MinorUnits): number {
  assertInteger(original, 'original');
  assertInteger(current, 'current');
  if (original <= 0 || current >= original) return 0;
  return percentOf(original - current, original);
}

/** §9: currency display uses the code for CAD and the symbol otherwise (an `Intl.NumberFormat` currencyDisplay). */
export function currencyDisplayFor(currency: string): 'code' | 'symbol' {
  return currency.toUpperCase() === 'CAD' ? 'code' : 'symbol';
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currencyDisplayFor(currency),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Number of minor-unit digits of a currency (2 for USD, GBP, EUR; 0 for JPY). */
export function minorDigits(currency: string): number {
  return formatterFor(currency, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount of minor units as the shopper reads it: `formatMoney(1999, 'USD', 'en-US')` is `$19.99`,
 * `formatMoney(1999, 'CAD', 'en-US')` is `CAD 19.99`. The decimal is built from integers (no float division).
 */
export function formatMoney(minor: MinorUnits, currency: string, locale: string): string {
  assertInteger(minor, 'amount');
  const digits = minorDigits(currency);
  const scale = 10 ** digits;
  const magnitude = Math.abs(minor);
  const whole = Math.floor(magnitude / scale);
  const fraction = String(magnitude - whole * scale).padStart(digits, '0');
  const decimal = `${minor < 0 ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}` as Intl.StringNumericLiteral;
  return formatterFor(currency, locale).format(decimal);
}

/**
 * An amount as a person types it (`50`, `50.5`, `50.00`, or `50,00` with a decimal comma) in minor units of
 * `currency`, read digit by digit (never through a float); null when it is not a plain non-negative amount or has
 * more decimals than the currency's minor units. `parseMoney('50.00', 'EUR')` is 5000; `parseMoney('0.1', 'JPY')` null.
 */
export function parseMoney(text: string, currency: string): MinorUnits | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (match === null) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** The inverse of `parseMoney`: minor units as a plain decimal to type into a field (`plainMoney(5005, 'EUR')` is `50.05`). */
export function plainMoney(minor: MinorUnits, currency: string): string {
  assertInteger(minor, 'amount');
  const digits = minorDigits(currency);
  const scale = 10 ** digits;
  const magnitude = Math.abs(minor);
  const whole = Math.floor(magnitude / scale);
  return `${minor < 0 ? '-' : ''}${whole}${digits > 0 ? `.${String(magnitude - whole * scale).padStart(digits, '0')}` : ''}`;
}
