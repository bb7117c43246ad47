import { err, ok, type Result } from 'neverthrow';
import { addressRulesFor, validateAddressForm, type AddressFormField, type AddressInput } from '@switchback/core';
import { failure, type ApiFailure } from '../errors/api-failure';

/** The request's name of each form field (the form says `country`, the API `countryCode`). */
const REQUEST_FIELD: Readonly<Record<AddressFormField, string>> = {
  firstName: 'firstName', lastName: 'lastName', addressLine1: 'addressLine1', addressLine2: 'addressLine2', city: 'city',
  province: 'province', postalCode: 'postalCode', country: 'countryCode', email: 'email', phone: 'phone',
};

/** Where a field sits in the request body, for the 400's `field` (`0.postalCode`, `address.phone`). */
export type AddressFieldPath = (field: string) => string;

/**
 * An address checked with core's rules for its country (`addressRulesFor`: postcode format, US state, the §5 name,
 * e-mail and phone rules), the same rules the storefront's form uses. Ok: the address as stored — postcode
 * normalised, the state's code, the phone in E.164. Err: 400 naming the first field that breaks a rule.
 * `email` is checked when the request carries one (the shipping address does, the billing address does not).
 */
export function checkAddress(input: AddressInput, email: string | undefined, path: AddressFieldPath): Result<AddressInput, ApiFailure> {
  const rules = addressRulesFor(input.countryCode, { email: { required: email !== undefined } });
  const checked = validateAddressForm({
    firstName: input.firstName, lastName: input.lastName, addressLine1: input.addressLine1, addressLine2: input.addressLine2,
    city: input.city, province: input.province, postalCode: input.postalCode, country: input.countryCode, email, phone: input.phone,
  }, rules, input.countryCode);
  if (checked.isErr()) {
    const first = checked.error.failures[0]!;
    return err(failure.invalid(path(REQUEST_FIELD[first.field]), `${REQUEST_FIELD[first.field]}: ${first.message}`));
  }
  const clean = checked.value;
  return ok({
    firstName: clean.firstName,
    lastName: clean.lastName,
    addressLine1: clean.addressLine1,
    ...(clean.addressLine2 ? { addressLine2: clean.addressLine2 } : {}),
    city: clean.city,
    postalCode: clean.postalCode,
    ...(clean.province ? { province: clean.province } : {}),
    countryCode: clean.country,
    phone: clean.phone,
  });
}
