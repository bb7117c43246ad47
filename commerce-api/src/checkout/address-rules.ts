import type { Result } from 'neverthrow';
import { addressInputField, checkAddressInput, type AddressInput } from '@switchback/core';
import { failure, type ApiFailure } from '../errors/api-failure';

/** Where a field sits in the request body, for the 400's `field` (`0.postalCode`, `address.phone`). */
export type AddressFieldPath = (field: string) => string;

/**
 * An address checked by core's one path (`checkAddressInput`: the rules of its country, the same the storefront's
 * form uses). Ok: the address as stored (postcode normalised, the state's code, the phone in E.164). Err: 400 naming
 * the first field that breaks a rule, in the request's own terms. `email` is checked when the request carries one
 * (the shipping address does, the billing address does not).
 */
export function checkAddress(input: AddressInput, email: string | undefined, path: AddressFieldPath): Result<AddressInput, ApiFailure> {
  return checkAddressInput(input, email)
    .map((checked) => checked.address)
    .mapErr((invalid) => {
      const first = invalid.failures[0]!;
      const field = addressInputField(first.field);
      return failure.invalid(path(field), `${field}: ${first.message}`);
    });
}
