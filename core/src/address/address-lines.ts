/** The parts of an address printed on a label; the contract's `Address` and `AddressInput` fit it. */
export interface PrintableAddress {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly addressLine1: string;
  readonly addressLine2?: string;
  readonly city: string;
  readonly province?: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
}

/** How a country writes the locality lines of an address. */
type LocalityFormat = (city: string, province: string, postalCode: string) => readonly string[];

const joined = (...parts: readonly string[]): string => parts.filter((part) => part !== '').join(' ');

/** United States (and Canada, Australia): `Boulder, CO 80301`. */
const northAmerican: LocalityFormat = (city, province, postalCode) => [joined(province === '' ? city : `${city},`, province, postalCode)];
/** United Kingdom (Royal Mail): the post town, the county when given, then the postcode on its own line. */
const british: LocalityFormat = (city, province, postalCode) => [city, province, postalCode];
/** France, Monaco and most of continental Europe: `75001 Paris`, a region (rarely written) on its own line. */
const continental: LocalityFormat = (city, province, postalCode) => [joined(postalCode, city), province];

const LOCALITY_FORMATS: Readonly<Record<string, LocalityFormat>> = {
  US: northAmerican, CA: northAmerican, AU: northAmerican,
  GB: british, IE: british, IM: british, JE: british, GG: british,
};

/** The order each locality format asks its fields in (the label's order). */
const LOCALITY_FIELD_ORDER = new Map<LocalityFormat, readonly ('city' | 'province' | 'postalCode')[]>([
  [northAmerican, ['city', 'province', 'postalCode']],
  [british, ['city', 'province', 'postalCode']],
  [continental, ['postalCode', 'city', 'province']],
]);

/**
 * Issue 10 utilities i18n: an address form's fields in the country's own order (names, the street lines, the
 * locality as its label writes it, then country, phone and e-mail): US city, state, ZIP; UK town, county, postcode;
 * France code postal then ville.
 */
export function addressFieldOrder(countryCode: string): readonly string[] {
  const format = LOCALITY_FORMATS[countryCode.trim().toUpperCase()] ?? continental;
  return ['firstName', 'lastName', 'addressLine1', 'addressLine2', ...(LOCALITY_FIELD_ORDER.get(format) ?? []), 'country', 'phone', 'email'];
}

function countryName(code: string, locale: string): string {
  let supported: string[] = [];
  try {
    supported = Intl.DisplayNames.supportedLocalesOf([locale]);
  } catch {
    // A malformed language tag: English names.
  }
  try {
    return new Intl.DisplayNames(supported.length > 0 ? supported : ['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as the lines of a label, in the country's own format, the country's name (in `locale`) last:
 * US `Boulder, CO 80301`; UK town, then the postcode on its own line; France `75001 Paris`. Empty parts are left out,
 * nothing else is: every non-blank field appears in some line.
 */
export function addressLines(address: PrintableAddress, locale = 'en'): readonly string[] {
  const text = (value: string | undefined): string => (value ?? '').trim().replace(/\s+/gu, ' ');
  const code = text(address.countryCode).toUpperCase();
  const locality = (LOCALITY_FORMATS[code] ?? continental)(text(address.city), text(address.province), text(address.postalCode));
  const lines = [
    joined(text(address.firstName), text(address.lastName)),
    text(address.addressLine1),
    text(address.addressLine2),
    ...locality,
    code === '' ? '' : countryName(code, locale),
  ];
  return lines.filter((line) => line !== '');
}
