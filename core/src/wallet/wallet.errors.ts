import type { CommerceError } from '../errors';

/** §8 wallet failures a caller can act on. */
export type WalletContactKind = 'shipping' | 'billing';

export type WalletError =
  | { readonly type: 'WrongCountry'; readonly countryCode: string }
  | { readonly type: 'CityTooLong'; readonly maxLength: number }
  | { readonly type: 'UnserviceableAddress' }
  | { readonly type: 'ShippingMethodNotInList'; readonly identifier: string }
  | { readonly type: 'ShippingMethodNotSet'; readonly identifier: string }
  | { readonly type: 'ContactInvalid'; readonly contact: WalletContactKind; readonly field: WalletContactField }
  /** `cause`: the upstream failure behind it, when there was one (what the storefront may name, e.g. an item out of stock). */
  | { readonly type: 'Unknown'; readonly message: string; readonly cause?: CommerceError };

export type WalletContactField =
  | 'addressLines' | 'postalCode' | 'givenName' | 'familyName' | 'locality' | 'administrativeArea'
  | 'countryCode' | 'subLocality' | 'subAdministrativeArea' | 'country' | 'phoneNumber' | 'emailAddress';

/** The payment sheet's own error vocabulary (wallet error codes and the contact field they point at). */
export interface WalletSheetError {
  readonly code: 'shippingContactInvalid' | 'billingContactInvalid' | 'addressUnserviceable' | 'unknown';
  readonly contactField?: 'postalAddress' | 'addressLines' | 'locality' | 'postalCode' | 'countryCode' | 'name' | 'phoneNumber' | 'emailAddress' | 'administrativeArea' | 'subLocality' | 'subAdministrativeArea' | 'country';
}

const sheetField = (field: WalletContactField): WalletSheetError['contactField'] =>
  field === 'givenName' || field === 'familyName' ? 'name' : field;

/** The one exhaustive mapping from a wallet failure to what the payment sheet is told. */
export function walletSheetError(error: WalletError): WalletSheetError {
  switch (error.type) {
    case 'WrongCountry':
      return { code: 'shippingContactInvalid', contactField: 'countryCode' };
    case 'CityTooLong':
      return { code: 'shippingContactInvalid', contactField: 'locality' };
    case 'UnserviceableAddress':
      return { code: 'addressUnserviceable' };
    case 'ShippingMethodNotInList':
    case 'ShippingMethodNotSet':
    case 'Unknown':
      return { code: 'unknown' };
    case 'ContactInvalid':
      return { code: error.contact === 'shipping' ? 'shippingContactInvalid' : 'billingContactInvalid', contactField: sheetField(error.field) };
    default: {
      const unhandled: never = error;
      return unhandled;
    }
  }
}
