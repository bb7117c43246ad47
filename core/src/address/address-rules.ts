import { addressFormRules, type AddressFormRules, type AddressRulesOverride } from '../validation/experience/address-form.validator';
import { US_STATES } from './us-states';

/** US ZIP code: five digits, or ZIP+4. */
export const US_ZIP_PATTERN = '\\d{5}(?:-\\d{4})?';

/**
 * UK postcode, the UK Government Data Standards pattern (BS7666) with its character-class subtractions written out,
 * including the Girobank `GIR 0AA`; it is matched after the ukPostcode transform (upper case, one space before the
 * inward code): outward code (A9, A99, AA9, AA99, A9A, AA9A) then inward code (digit and two letters without C I K M O V).
 */
export const UK_POSTCODE_PATTERN =
  'GIR 0AA|(?:[A-PR-UWYZ][0-9][0-9]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9]?|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]) [0-9][ABD-HJLNP-UW-Z]{2}';

/** French (and Monegasque) code postal: five digits. */
export const FR_POSTAL_CODE_PATTERN = '\\d{5}';

const FRENCH_FORMAT: AddressRulesOverride = {
  postalCode: { required: true, pattern: FR_POSTAL_CODE_PATTERN, patternHint: '75001' },
  province: { required: false, hidden: true },
};

/** What each country changes in the §5 defaults (names, lines, city, e-mail and phone rules stay the defaults'). */
const COUNTRY_RULES: Readonly<Record<string, AddressRulesOverride>> = {
  US: {
    postalCode: { required: true, pattern: US_ZIP_PATTERN, patternHint: '12345 or 12345-6789' },
    province: { required: true, states: [...US_STATES] },
  },
  GB: {
    postalCode: { required: true, pattern: UK_POSTCODE_PATTERN, patternHint: 'SW1A 1AA', transform: 'ukPostcode' },
    province: { required: false, maxLength: 30 },
  },
  FR: FRENCH_FORMAT,
  MC: FRENCH_FORMAT,
};

/** The countries with their own address rules; any other country gets the §5 defaults (and its own phone rule). */
export const COUNTRIES_WITH_ADDRESS_RULES: readonly string[] = Object.keys(COUNTRY_RULES);

/**
 * The address form rules of a country (ISO 3166-1 alpha-2, any case): the §5 defaults with the country's postcode
 * format, state list or hidden state, and a country field that must be that country. Fetched overrides, when a
 * deployment has them, go on top: `addressFormRules(addressRulesOverrideFor(code), fetched)`.
 * Validate with `validateAddressForm(values, addressRulesFor(code), code)`; the phone is checked for that country.
 */
export function addressRulesFor(countryCode: string, ...overrides: readonly AddressRulesOverride[]): AddressFormRules {
  return addressFormRules(addressRulesOverrideFor(countryCode), ...overrides);
}

/** The override `addressRulesFor` applies to the §5 defaults for a country. */
export function addressRulesOverrideFor(countryCode: string): AddressRulesOverride {
  const code = countryCode.trim().toUpperCase();
  const own = Object.prototype.hasOwnProperty.call(COUNTRY_RULES, code) ? COUNTRY_RULES[code] : undefined;
  const country = /^[A-Z]{2}$/.test(code) ? code : '(?!)';
  return { ...own, country: { required: true, pattern: country, patternHint: code, transform: 'uppercase' } };
}
