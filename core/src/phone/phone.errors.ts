/** §5 phone normalisation failures, as data. */
export type PhoneError =
  | { readonly type: 'EmptyPhone' }
  | { readonly type: 'UnsupportedCountry'; readonly countryCode: string }
  | { readonly type: 'InvalidCharacters' }
  | { readonly type: 'DialCodeMismatch'; readonly expected: string }
  | { readonly type: 'TooShort' }
  | { readonly type: 'TooLong' }
  | { readonly type: 'NoDialCodeMatch' };

/** One sentence per failure, for a field under the phone input. */
export function phoneErrorMessage(error: PhoneError): string {
  switch (error.type) {
    case 'EmptyPhone':
      return 'Please enter a phone number.';
    case 'UnsupportedCountry':
      return `Phone numbers for ${error.countryCode} are not supported.`;
    case 'InvalidCharacters':
      return 'A phone number may only contain digits, spaces, brackets, dashes and a leading +.';
    case 'DialCodeMismatch':
      return `This number does not start with the dial code ${error.expected}.`;
    case 'TooShort':
      return 'This phone number is too short.';
    case 'TooLong':
      return 'This phone number is too long.';
    case 'NoDialCodeMatch':
      return 'The dial code of this phone number was not recognised.';
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
}
