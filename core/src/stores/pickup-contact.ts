import { EMAIL_PATTERN } from '../validation/form-validators';
import { normalizePhone } from '../phone/normalize-phone';

/** §5: collection point and store pickup require e-mail, mobile phone or contact per configured locales. */
export type PickupKind = 'collectionPoint' | 'storePickup';
export type PickupContactField = 'email' | 'mobilePhone' | 'contact';

/** For each kind and field, the locales (`en-GB`) where the field is required. Configuration. */
export type PickupContactConfig = Readonly<Record<PickupKind, Readonly<Record<PickupContactField, readonly string[]>>>>;

export interface PickupContact {
  readonly email?: string | null;
  readonly mobilePhone?: string | null;
  /** The name of the person collecting. */
  readonly contact?: string | null;
}

const sameLocale = (a: string, b: string) => a.replace('_', '-').toLowerCase() === b.replace('_', '-').toLowerCase();

/** §5: which contact fields a pickup of this kind requires in this locale. */
export function pickupContactRequirements(kind: PickupKind, locale: string, config: PickupContactConfig): Readonly<Record<PickupContactField, boolean>> {
  const byField = config[kind];
  const required = (field: PickupContactField) => byField[field].some((configured) => sameLocale(configured, locale));
  return { email: required('email'), mobilePhone: required('mobilePhone'), contact: required('contact') };
}

/**
 * §5: the required contact fields that are missing or invalid: an e-mail must be an e-mail, a mobile phone must
 * normalise in `countryCode`, a contact must not be blank. Empty when the contact is complete.
 */
export function missingPickupContact(
  kind: PickupKind,
  locale: string,
  countryCode: string,
  given: PickupContact,
  config: PickupContactConfig,
): PickupContactField[] {
  const needs = pickupContactRequirements(kind, locale, config);
  const missing: PickupContactField[] = [];
  if (needs.email && !EMAIL_PATTERN.test(given.email?.trim() ?? '')) missing.push('email');
  if (needs.mobilePhone && normalizePhone(given.mobilePhone ?? '', countryCode).isErr()) missing.push('mobilePhone');
  if (needs.contact && (given.contact ?? '').trim() === '') missing.push('contact');
  return missing;
}

/**
 * Issue 10: the configured locales (the one place): a store pickup needs the collector's name and an e-mail
 * everywhere, and a mobile phone where the store texts the shopper when the order is ready (UK, France); a
 * collection point needs all three everywhere (the carrier sends the code to the phone).
 */
export const PICKUP_CONTACT_CONFIG: PickupContactConfig = {
  storePickup: { email: ['en-US', 'en-GB', 'fr-FR'], mobilePhone: ['en-GB', 'fr-FR'], contact: ['en-US', 'en-GB', 'fr-FR'] },
  collectionPoint: { email: ['en-US', 'en-GB', 'fr-FR'], mobilePhone: ['en-US', 'en-GB', 'fr-FR'], contact: ['en-US', 'en-GB', 'fr-FR'] },
};
