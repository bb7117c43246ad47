import { err, ok, type Result } from 'neverthrow';
import type { SiteId } from '../contract/common.contract';
import { shipsTo, SITES } from '../sites/sites';
import type { AddressFormInvalid } from '../validation/experience/address-form.validator';
import { checkAddressInput, type AddressInputValues, type CheckedAddress } from './address-input';

/**
 * Issue 10 §2, commerce-core §8: why a shipping address cannot be delivered to. `Invalid` is an ordinary form
 * failure (a required field, a name, a phone); the three others are the §8 cart rows CANT_SHIP_THERE,
 * POSTCODE_INVALID and SHIPPING_POBOX_UNAVAILABLE.
 */
export type ShippingDestinationProblem =
  | { readonly type: 'CantShipThere'; readonly countryCode: string }
  | { readonly type: 'PostcodeInvalid'; readonly field: 'postalCode'; readonly countryCode: string }
  | { readonly type: 'PoBoxUnavailable'; readonly field: 'addressLine1' | 'addressLine2' }
  | { readonly type: 'Invalid'; readonly invalid: AddressFormInvalid };

/**
 * The patterns of a post-office box, matched on a line lower-cased, without accents and dots: "PO Box 12",
 * "P.O. Box", "Post Office Box", "POB 3", "PO Drawer", "Locked Bag", "PMB 7" (a US private mailbox),
 * "BP 45" / "B.P. 45" / "Boîte postale 45" (France), "CS 30001" (a French business mailbox, "courrier spécial").
 */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\bp\s?o\s?box\b/,
  /\bpost\s+office\s+box\b/,
  /\bpob\s*\d/,
  /\bp\s?o\s+drawer\b/,
  /\blocked\s+bag\b/,
  /\bpmb\b\s*#?\s*\d/,
  /\bb\s?p\s*\d/,
  /\bboite\s+postale\b/,
  /\bcs\s*\d{5}\b/,
];

const folded = (line: string): string =>
  line.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();

/** Whether an address line names a post-office box (any of the forms above, any case, with or without dots and accents). */
export const isPoBox = (line: string | undefined): boolean => line !== undefined && PO_BOX_PATTERNS.some((pattern) => pattern.test(folded(line)));

/**
 * Which shipping methods of each site deliver to a post-office box: the postal service's standard delivery does (US
 * mail, Royal Mail); couriers (express, next day) do not; in France no method does (every method is a courier).
 */
export const PO_BOX_SHIPPING_METHODS: Readonly<Record<SiteId, readonly string[]>> = {
  'en-us': ['standard'],
  'en-gb': ['standard'],
  'fr-fr': [],
};

/**
 * Whether a site delivers to a post-office box with this shipping method; before any method is chosen, whether one
 * of its methods would.
 */
export function poBoxAllowed(siteId: SiteId, shippingMethod: string | undefined): boolean {
  const methods = PO_BOX_SHIPPING_METHODS[siteId];
  return shippingMethod === undefined ? methods.length > 0 : methods.includes(shippingMethod);
}

/** The address line holding a post-office box the method cannot deliver to, if any. */
export function poBoxProblem(
  address: { readonly addressLine1?: string; readonly addressLine2?: string },
  siteId: SiteId,
  shippingMethod: string | undefined,
): Extract<ShippingDestinationProblem, { type: 'PoBoxUnavailable' }> | null {
  if (poBoxAllowed(siteId, shippingMethod)) return null;
  if (isPoBox(address.addressLine1)) return { type: 'PoBoxUnavailable', field: 'addressLine1' };
  if (isPoBox(address.addressLine2)) return { type: 'PoBoxUnavailable', field: 'addressLine2' };
  return null;
}

/**
 * Whether a shipping method of the site delivers to the cart's address (null: no address yet, so every method does).
 * Choosing a method, and taking the address off, re-evaluate the choice with it.
 */
export const shippingMethodDeliversTo = (
  siteId: SiteId,
  shippingMethod: string,
  address: { readonly addressLine1?: string; readonly addressLine2?: string } | null,
): boolean => address === null || poBoxProblem(address, siteId, shippingMethod) === null;

/**
 * Issue 10 §2: can this site deliver to this address with this shipping method (none chosen yet: any of its
 * methods)? In order: the site ships to the country (CANT_SHIP_THERE, `shipsTo`); the address meets its country's
 * rules (`checkAddressInput`), a postcode not in the country's format being POSTCODE_INVALID (whatever else is
 * wrong: it is the one §8 names); no post-office box the
 * method cannot deliver to (SHIPPING_POBOX_UNAVAILABLE). Ok: the address as stored (postcode normalised).
 * The shipping-address validation call, setting the shipping address and choosing a shipping method all use it.
 */
export function checkShippingDestination(
  values: AddressInputValues,
  context: { readonly siteId: SiteId; readonly email?: string; readonly shippingMethod?: string },
): Result<CheckedAddress, ShippingDestinationProblem> {
  const countryCode = (values.countryCode ?? '').trim().toUpperCase();
  if (countryCode !== '' && !shipsTo(SITES[context.siteId], countryCode)) return err({ type: 'CantShipThere', countryCode });
  const checked = checkAddressInput(values, context.email);
  if (checked.isErr()) {
    const postcode = checked.error.failures.find((f) => f.field === 'postalCode' && f.rule !== 'required');
    return err(postcode !== undefined
      ? { type: 'PostcodeInvalid', field: 'postalCode', countryCode }
      : { type: 'Invalid', invalid: checked.error });
  }
  const poBox = poBoxProblem(checked.value.address, context.siteId, context.shippingMethod);
  return poBox === null ? ok(checked.value) : err(poBox);
}
