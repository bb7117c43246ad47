import {
  addressInputField, addressLines, addressRulesFor, checkAddressInput,
  type Address, type AddressFieldFailure, type AddressFormField, type AddressInput, type Site,
} from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import type { AddressValues, ProvinceField } from './address-fields.component';

export function provinceFieldFor(countryCode: string): ProvinceField {
  const rules = addressRulesFor(countryCode).province;
  if (rules.hidden === true) return { kind: 'hidden' };
  if (rules.states !== undefined && rules.states.length > 0) return { kind: 'states', states: rules.states };
  return { kind: 'text' };
}

/** The message of a failed address rule (core's stable rule ids), in the catalogue. */
function failureMessage(failure: AddressFieldFailure): UiText {
  const n = failure.params?.n ?? 0;
  switch (failure.rule) {
    case 'minLength':
      return { id: 'form.field.minLength', values: { n } };
    case 'maxLength':
      return { id: 'form.field.maxLength', values: { n } };
    case 'exactLength':
      return { id: 'form.field.exactLength', values: { n } };
    case 'pattern':
      return failure.field === 'postalCode' ? { id: 'form.postalCode.pattern', values: { example: failure.params?.hint ?? '' } } : { id: 'form.field.invalid' };
    case 'oneOf':
      return { id: 'form.province.invalid' };
    case 'required':
    case 'name':
    case 'email':
    case 'phone':
      return FIELD_MESSAGES[failure.field];
    default: {
      const unknown: never = failure.rule;
      throw new Error(`unmapped address rule ${String(unknown)}`);
    }
  }
}

const FIELD_MESSAGES: Readonly<Record<AddressFormField, UiText>> = {
  firstName: { id: 'form.firstName.invalid' },
  lastName: { id: 'form.lastName.invalid' },
  addressLine1: { id: 'form.addressLine1.invalid' },
  addressLine2: { id: 'form.addressLine2.invalid' },
  city: { id: 'form.city.invalid' },
  province: { id: 'form.province.invalid' },
  postalCode: { id: 'form.postalCode.invalid' },
  country: { id: 'form.country.invalid' },
  email: { id: 'form.email.invalid' },
  phone: { id: 'form.phone.invalid' },
};

export type AddressCheck =
  | { readonly ok: true; readonly address: AddressInput; readonly email: string }
  | { readonly ok: false; readonly errors: Readonly<Record<string, UiText>> };

/**
 * An address form checked by core's one path (`checkAddressInput`, as commerce-api checks it): §5 names, e-mail,
 * US ZIP + state, UK postcode, French code postal, phone for the country, stored in E.164. `countries` are the ones
 * this form may choose.
 */
export function checkAddress(values: AddressValues, email: string, prefix: string, countries: readonly string[], options: { readonly emailRequired?: boolean } = {}): AddressCheck {
  const country = values.countryCode.trim().toUpperCase();
  if (!countries.includes(country)) return { ok: false, errors: { [`${prefix}.countryCode`]: FIELD_MESSAGES.country } };
  // An address-book address (issue 7) has no e-mail of its own: `emailRequired: false` (an empty one is not asked for).
  const result = checkAddressInput({ ...values, countryCode: country }, options.emailRequired === false && email.trim() === '' ? undefined : email);
  if (result.isErr()) {
    return { ok: false, errors: Object.fromEntries(result.error.failures.map((failure) => [`${prefix}.${addressInputField(failure.field)}`, failureMessage(failure)])) };
  }
  return { ok: true, email: result.value.email, address: result.value.address };
}

/** An address as the lines of a label in its country's format (core's addressLines), country named in the site's language. */
export const printedAddress = (address: Address | AddressInput, site: Site): readonly string[] => addressLines(address, site.locale);
