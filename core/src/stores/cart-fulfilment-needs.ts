import { shippingMethodKind } from '../checkout/shipping-method-code';
import { missingPickupContact, PICKUP_CONTACT_CONFIG, type PickupContact, type PickupContactField, type PickupKind } from './pickup-contact';

/** The fields of a cart line this rule reads (§3 Cart item shippingOptions). */
interface ReceivedLine {
  readonly shippingOptions?: { readonly shippingMethod: { readonly code: string } } | undefined;
}

export interface CartFulfilmentNeeds {
  /** Some line goes to the shopper's address: the shipping address and a home method are needed. */
  readonly home: boolean;
  /** The pickup kinds present: store pickup (pickup, ship to store), collection point (pudo). */
  readonly contactKinds: readonly PickupKind[];
  /** The contact fields the locale requires for those kinds and the cart's contact lacks (§5, `PICKUP_CONTACT_CONFIG`). */
  readonly missingContact: readonly PickupContactField[];
}

/**
 * Issue 10: what checkout must ask for, from how the lines are received: the address only when a line goes home,
 * the pickup contact (the locale's required fields) when a line is collected in a store or at a collection point.
 */
export function cartFulfilmentNeeds(
  items: readonly ReceivedLine[],
  contact: PickupContact | null,
  locale: string,
  countryCode: string,
): CartFulfilmentNeeds {
  const codes = items.map((item) => item.shippingOptions?.shippingMethod.code.trim().toLowerCase() ?? '');
  const home = codes.some((code) => code === '' || (shippingMethodKind(code) !== 'pickup' && shippingMethodKind(code) !== 'ship-to-store'));
  const contactKinds: PickupKind[] = [];
  if (codes.includes('pudo')) contactKinds.push('collectionPoint');
  if (codes.some((code) => code === 'pickup' || code === 'sts')) contactKinds.push('storePickup');
  const missing = new Set(contactKinds.flatMap((kind) => missingPickupContact(kind, locale, countryCode, contact ?? {}, PICKUP_CONTACT_CONFIG)));
  return { home, contactKinds, missingContact: (['email', 'mobilePhone', 'contact'] as const).filter((field) => missing.has(field)) };
}

/** The fields of a cart line the collection-point rules read (§3 Cart item shippingOptions). */
interface PudoLine {
  readonly id: string;
  readonly shippingOptions?: {
    readonly shippingMethod: { readonly code: string };
    readonly applicableShippingMethods: readonly { readonly code: string; readonly available: boolean }[];
  } | undefined;
}

const lineCode = (line: PudoLine): string => line.shippingOptions?.shippingMethod.code.trim().toLowerCase() ?? '';
const pudoAvailable = (line: PudoLine): boolean =>
  line.shippingOptions?.applicableShippingMethods.some((choice) => choice.code === 'pudo' && choice.available) ?? false;

/**
 * Issue 10 §4 checkout: the lines a chosen collection point receives: every line shipped (home delivery, or already
 * at a collection point) that may go to one; store pickup and ship-to-store lines stay at their store.
 */
export function collectionPointLines<L extends PudoLine>(items: readonly L[]): L[] {
  return items.filter((line) => {
    const code = lineCode(line);
    if (code === 'pudo') return true;
    return shippingMethodKind(code) === 'home-delivery' && pudoAvailable(line);
  });
}

/** The checkout offers a collection point when some shipped line may go to one (the site has the `pudo` choice). */
export const collectionPointOffered = (items: readonly PudoLine[]): boolean => collectionPointLines(items).length > 0;
