import { err, ok, type Result } from 'neverthrow';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import type { CountryI18n } from '../contract/store.contract';
import { phoneMask } from '../phone/phone-mask';
import { addressFieldOrder } from './address-lines';
import { addressRulesFor } from './address-rules';

export type CountryFormError = { readonly type: 'CountryNotFound'; readonly countryCode: string };

const POSTCODE_LABEL: Readonly<Record<string, CountryI18n['postcode']['labelKey']>> = { US: 'zip', GB: 'postcode' };

function regionName(code: string, locale: string): string {
  let supported: string[] = [];
  try {
    supported = Intl.DisplayNames.supportedLocalesOf([locale]);
  } catch {
    // A malformed language tag: English names.
  }
  return new Intl.DisplayNames(supported.length > 0 ? supported : ['en'], { type: 'region', fallback: 'code' }).of(code) ?? code;
}

/**
 * Issue 10 §1 GET /consumers-v3/utilities/i18n/{countryCode}: a country's address form from the one set of rules the
 * checkout validates with (`addressRulesFor`), the label order (`addressFieldOrder`) and the phone rules (dial code
 * from libphonenumber-js metadata, core's mask). A country that metadata does not know is CountryNotFound.
 */
export function countryAddressForm(countryCode: string, locale = 'en'): Result<CountryI18n, CountryFormError> {
  const code = countryCode.trim().toUpperCase();
  if (!(getCountries() as readonly string[]).includes(code)) return err({ type: 'CountryNotFound', countryCode: code });
  const rules = addressRulesFor(code);
  return ok({
    countryCode: code,
    name: regionName(code, locale),
    fieldOrder: [...addressFieldOrder(code)].filter((field) => field !== 'province' || rules.province.hidden !== true),
    postcode: {
      required: rules.postalCode.required === true,
      pattern: rules.postalCode.pattern ?? null,
      example: rules.postalCode.patternHint ?? null,
      labelKey: POSTCODE_LABEL[code] ?? 'postalCode',
    },
    states: [...(rules.province.states ?? [])],
    stateRequired: rules.province.required === true,
    phone: { dialCode: `+${getCountryCallingCode(code as CountryCode)}`, mask: phoneMask(code) },
  });
}
