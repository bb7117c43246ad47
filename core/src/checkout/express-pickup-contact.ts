import { cartFulfilmentNeeds } from '../stores/cart-fulfilment-needs';
import type { PickupContact } from '../stores/pickup-contact';

/** The cart fields the rule reads. */
interface PickupOnlyCart {
  readonly items: readonly { readonly shippingOptions?: { readonly shippingMethod: { readonly code: string } } | undefined }[];
  readonly pickupContact: PickupContact | null;
}

/** The profile fields that can stand in for a pickup contact. */
export interface ProfileContact {
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phone: string | null;
}

export interface ExpressPickupContact {
  readonly contact: PickupContact;
  /** The contact comes from the profile: EXPRESS saves it on the cart before the summary. */
  readonly fromProfile: boolean;
}

/**
 * §4 EXPRESS for a pickup-only cart (every line picked up in a store, shipped to one or at a collection point):
 * the shopper "has a pickup/collection contact" when the cart's `pickupContact` is complete for the locale (core
 * `cartFulfilmentNeeds`), else when the profile's e-mail, phone and name complete it. Null otherwise, and for a cart
 * with a home line (its EXPRESS needs the default address instead) or no lines.
 */
export function expressPickupContact(cart: PickupOnlyCart, profile: ProfileContact | null, locale: string, countryCode: string): ExpressPickupContact | null {
  if (cart.items.length === 0) return null;
  const own = cartFulfilmentNeeds(cart.items, cart.pickupContact, locale, countryCode);
  if (own.home || own.contactKinds.length === 0) return null;
  if (cart.pickupContact !== null && own.missingContact.length === 0) return { contact: cart.pickupContact, fromProfile: false };
  if (profile === null) return null;
  const name = [profile.firstName, profile.lastName].filter((part) => part !== null && part.trim() !== '').join(' ');
  const fromProfile: PickupContact = {
    email: cart.pickupContact?.email ?? profile.email,
    mobilePhone: cart.pickupContact?.mobilePhone ?? profile.phone,
    contact: cart.pickupContact?.contact ?? (name === '' ? null : name),
  };
  return cartFulfilmentNeeds(cart.items, fromProfile, locale, countryCode).missingContact.length === 0 ? { contact: fromProfile, fromProfile: true } : null;
}
