import { SITES, type SiteId } from '@switchback/core';

/**
 * The basket trail keeps neither the shopper's e-mail nor their phone (issue 8 §4: as little personal data as the
 * replay needs). A replay sends these stand-ins instead: a fixed address at example.com (RFC 2606; a `--place`
 * confirmation goes nowhere real) and a fictional number valid in the address's country.
 */
export const REPLAY_EMAIL = 'order-replay@example.com';

const PHONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  US: '+1 303 555 0100',
  GB: '+44 7400 123456',
  FR: '+33 6 12 34 56 78',
  MC: '+377 6 12 34 56 78',
};

export function standInContact(countryCode: string, site: SiteId): { readonly email: string; readonly phone: string } {
  const country = countryCode.toUpperCase();
  return { email: REPLAY_EMAIL, phone: PHONE_BY_COUNTRY[country] ?? PHONE_BY_COUNTRY[SITES[site].country] ?? PHONE_BY_COUNTRY.US! };
}
