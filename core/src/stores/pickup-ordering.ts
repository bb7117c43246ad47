import { isPickupMethod, shippingMethodKind } from '../checkout/shipping-method-code';

/** §3 cart item shipping options: the fields pickup ordering reads. */
export interface PickupOrderable {
  readonly shippingOptions?: {
    readonly shippingMethod?: { readonly code?: string; readonly deliveryTime?: string | null } | null;
  } | null;
}

/** Delivery time that names no day (missing, or no digit and not same day) sorts after every known one. */
export const UNKNOWN_DELIVERY_RANK = Number.POSITIVE_INFINITY;

/**
 * §4 pickup ordering: the rank of a delivery time — same day is 0, otherwise the leading digit of a range
 * ("2-4 days" → 2). The spec says digit, so "10-12 days" ranks 1: kept as written.
 */
export function deliveryTimeRank(deliveryTime: string | null | undefined): number {
  if (deliveryTime === null || deliveryTime === undefined) return UNKNOWN_DELIVERY_RANK;
  if (/same[\s_-]*day/i.test(deliveryTime)) return 0;
  const digit = /\d/.exec(deliveryTime);
  return digit === null ? UNKNOWN_DELIVERY_RANK : Number(digit[0]);
}

const rankOf = (item: PickupOrderable): number => deliveryTimeRank(item.shippingOptions?.shippingMethod?.deliveryTime);

/** §4: items sorted by delivery time; equal ranks keep their order (stable). Does not change the input. */
export const sortByDeliveryTime = <T extends PickupOrderable>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });

/** §4: the pickup items (pickup or pudo) of a cart, sorted by delivery time. */
export const pickupItemsInOrder = <T extends PickupOrderable>(items: readonly T[]): T[] =>
  sortByDeliveryTime(items.filter((item) => isPickupMethod(item.shippingOptions?.shippingMethod?.code ?? '')));

/** How a group of lines is received: collected (store pickup or collection point), shipped to a store, shipped home. */
export type DeliveryGroupKind = 'pickup' | 'ship-to-store' | 'home';

export interface DeliveryGroup<T> {
  readonly kind: DeliveryGroupKind;
  readonly items: readonly T[];
}

/**
 * §4: the lines grouped by how they are received, for a cart or an order listed by delivery: the pickup lines first
 * in pickup order (`pickupItemsInOrder`: same day before "2-4 days"), then ship-to-store by delivery time, then the
 * rest (home delivery, digital) in their own order. Empty groups are left out.
 */
export function itemsByDelivery<T extends PickupOrderable>(items: readonly T[]): DeliveryGroup<T>[] {
  const code = (item: T) => item.shippingOptions?.shippingMethod?.code ?? '';
  const groups: DeliveryGroup<T>[] = [
    { kind: 'pickup', items: pickupItemsInOrder(items) },
    { kind: 'ship-to-store', items: sortByDeliveryTime(items.filter((item) => shippingMethodKind(code(item)) === 'ship-to-store')) },
    { kind: 'home', items: items.filter((item) => !isPickupMethod(code(item)) && shippingMethodKind(code(item)) !== 'ship-to-store') },
  ];
  return groups.filter((group) => group.items.length > 0);
}
