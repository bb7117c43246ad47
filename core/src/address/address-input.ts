import type { Result } from 'neverthrow';
import type { Address, AddressInput } from '../contract';
import { validateAddressForm, type AddressFormField, type AddressFormInvalid } from '../validation/experience/address-form.validator';
import { addressRulesFor } from './address-rules';

/** An address as a caller has it, in the contract's field names (`countryCode`); optional parts may be ''. */
export type AddressInputValues = Readonly<Partial<Record<keyof AddressInput, string>>>;

/** The contract's name of a form rule's field: the rules say `country`, AddressInput says `countryCode`. */
export const addressInputField = (field: AddressFormField): string => (field === 'country' ? 'countryCode' : field);

export interface CheckedAddress {
  /** The address as it is stored: trimmed, postcode normalised, the state's code, the phone in E.164, no empty parts. */
  readonly address: AddressInput;
  /** The contact e-mail, checked; '' when none was asked for. */
  readonly email: string;
}

/**
 * The one path from an address someone typed to the address stored (storefront-experience §5, issue 6): the rules of
 * its country (`addressRulesFor`: postcode format, US state, the §5 name, e-mail and phone rules) through
 * `validateAddressForm`. The storefront's checkout form and commerce-api's checkout endpoints both call it, so both
 * refuse and clean alike. `email` is checked with the address when given (a shipping address carries the contact
 * e-mail; a billing address none). Err: every failing field, in form order, with its stable rule id.
 */
export function checkAddressInput(values: AddressInputValues, email?: string): Result<CheckedAddress, AddressFormInvalid> {
  const country = (values.countryCode ?? '').trim().toUpperCase();
  const rules = addressRulesFor(country, { email: { required: email !== undefined } });
  const form = {
    firstName: values.firstName, lastName: values.lastName, addressLine1: values.addressLine1, addressLine2: values.addressLine2,
    city: values.city, province: values.province, postalCode: values.postalCode, country, email, phone: values.phone,
  };
  return validateAddressForm(form, rules, country).map((clean) => ({
    email: clean.email,
    address: {
      firstName: clean.firstName,
      lastName: clean.lastName,
      addressLine1: clean.addressLine1,
      ...(clean.addressLine2 === '' ? {} : { addressLine2: clean.addressLine2 }),
      city: clean.city,
      ...(clean.province === '' ? {} : { province: clean.province }),
      postalCode: clean.postalCode,
      countryCode: clean.country,
      phone: clean.phone,
    },
  }));
}

/** A checked address as the contract answers it: its id and type (S shipping, B billing, §3 approachType). */
export function storedAddress(address: AddressInput, id: string, approachType: Address['approachType']): Address {
  return { id, approachType, ...address };
}
