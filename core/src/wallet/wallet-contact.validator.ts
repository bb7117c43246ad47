import { err, ok, type Result } from 'neverthrow';
import type { WalletContactField, WalletContactKind, WalletError } from './wallet.errors';

/** A contact as the wallet payment sheet hands it over. */
export interface WalletContact {
  readonly givenName?: string;
  readonly familyName?: string;
  readonly emailAddress?: string;
  readonly phoneNumber?: string;
  readonly addressLines?: readonly string[];
  readonly locality?: string;
  readonly subLocality?: string;
  readonly administrativeArea?: string;
  readonly subAdministrativeArea?: string;
  readonly postalCode?: string;
  readonly country?: string;
  readonly countryCode?: string;
}

export interface WalletPaymentContacts {
  readonly shipping: WalletContact;
  readonly billing: WalletContact;
}

/** §3 Address as the cart calls take it, built from a checked wallet contact. */
export interface WalletAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly addressLine3: string;
  readonly postalCode: string;
  readonly city: string;
  readonly stateCode: string;
  readonly countryCode: string;
}

/** §9 "city max 50 on wallet". */
export const WALLET_CITY_MAX_LENGTH = 50;

/** §5 "Text fields other than phone and email must match a Latin letter, digit and punctuation character set." */
export const WALLET_LATIN_TEXT = /^[\p{Script=Latin}\p{M}0-9\p{P}\p{Zs}]*$/u;

const TEXT_FIELDS = ['givenName', 'familyName', 'locality', 'subLocality', 'administrativeArea', 'subAdministrativeArea', 'postalCode', 'country'] as const;
const REQUIRED_FIELDS = ['givenName', 'familyName', 'postalCode'] as const;

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';
const sameCountry = (a: string | undefined, b: string): boolean => (a ?? '').trim().toUpperCase() === b.trim().toUpperCase();

function invalid(contact: WalletContactKind, field: WalletContactField): Result<never, WalletError> {
  return err({ type: 'ContactInvalid', contact, field });
}

/** Address lines, postal code, given and family name non-empty; text fields (not phone, not e-mail) in the Latin set. */
function checkContact(contact: WalletContact, kind: WalletContactKind): Result<WalletContact, WalletError> {
  const lines = contact.addressLines ?? [];
  if (lines.every(blank)) return invalid(kind, 'addressLines');
  for (const field of REQUIRED_FIELDS) if (blank(contact[field])) return invalid(kind, field);
  if (!lines.every((line) => WALLET_LATIN_TEXT.test(line))) return invalid(kind, 'addressLines');
  for (const field of TEXT_FIELDS) if (!WALLET_LATIN_TEXT.test(contact[field] ?? '')) return invalid(kind, field);
  return ok(contact);
}

/**
 * §5 the shipping contact as first selected on the sheet (a partial address): "The shipping country must equal the
 * store country; city max 50".
 */
export function checkShippingContactSelection(contact: WalletContact, storeCountry: string): Result<WalletContact, WalletError> {
  if (!sameCountry(contact.countryCode, storeCountry)) return err({ type: 'WrongCountry', countryCode: contact.countryCode ?? '' });
  if ((contact.locality ?? '').length > WALLET_CITY_MAX_LENGTH) return err({ type: 'CityTooLong', maxLength: WALLET_CITY_MAX_LENGTH });
  return ok(contact);
}

const toAddress = (contact: WalletContact, fallback: WalletContact): WalletAddress => {
  const lines = (contact.addressLines ?? []).filter((line) => !blank(line));
  return {
    firstName: (contact.givenName ?? '').trim(),
    lastName: (contact.familyName ?? '').trim(),
    email: (contact.emailAddress ?? fallback.emailAddress ?? '').trim(),
    phone: (contact.phoneNumber ?? fallback.phoneNumber ?? '').trim(),
    addressLine1: lines[0]?.trim() ?? '',
    addressLine2: lines[1]?.trim() ?? '',
    addressLine3: lines.slice(2).map((line) => line.trim()).join(' '),
    postalCode: (contact.postalCode ?? '').trim(),
    city: (contact.locality ?? '').trim(),
    stateCode: (contact.administrativeArea ?? '').trim(),
    countryCode: (contact.countryCode ?? '').trim().toUpperCase(),
  };
};

/**
 * §5 wallet contacts at payment authorization: shipping country equals the store country, city max 50, both
 * contacts complete and Latin, the billing country in the country list. The first failure names its field.
 * E-mail and phone usually come on the shipping contact only, so the billing address borrows them.
 */
export function validateWalletContacts(
  contacts: WalletPaymentContacts,
  policy: { readonly storeCountry: string; readonly billingCountries: readonly string[] },
): Result<{ shipping: WalletAddress; billing: WalletAddress }, WalletError> {
  return checkShippingContactSelection(contacts.shipping, policy.storeCountry)
    .andThen((shipping) => checkContact(shipping, 'shipping'))
    .andThen(() => {
      const billingCountry = contacts.billing.countryCode;
      if (!policy.billingCountries.some((code) => sameCountry(billingCountry, code))) return invalid('billing', 'countryCode');
      return checkContact(contacts.billing, 'billing');
    })
    .map(() => ({
      shipping: toAddress(contacts.shipping, contacts.billing),
      billing: toAddress(contacts.billing, contacts.shipping),
    }));
}
