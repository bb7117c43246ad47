import { addressInputField, type ShippingDestinationProblem } from '@switchback/core';
import { failure, type ApiFailure } from '../errors/api-failure';

/**
 * Core's shipping-destination problem as the API's failure, its field named in the request's own terms
 * (`0.postalCode` for the list setShippingAddress and the validation take): CANT_SHIP_THERE, POSTCODE_INVALID,
 * SHIPPING_POBOX_UNAVAILABLE, or the 400 of the first field that breaks a form rule.
 */
export function destinationFailure(problem: ShippingDestinationProblem, path: (field: string) => string): ApiFailure {
  switch (problem.type) {
    case 'CantShipThere':
      return { type: 'CantShipThere', countryCode: problem.countryCode };
    case 'PostcodeInvalid':
      return { type: 'PostcodeInvalid', field: path(problem.field), countryCode: problem.countryCode };
    case 'PoBoxUnavailable':
      return { type: 'PoBoxUnavailable', field: path(problem.field) };
    case 'Invalid': {
      const first = problem.invalid.failures[0]!;
      const field = addressInputField(first.field);
      return failure.invalid(path(field), `${field}: ${first.message}`);
    }
    default: {
      const unreachable: never = problem;
      return unreachable;
    }
  }
}
