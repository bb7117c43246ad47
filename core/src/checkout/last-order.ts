import { okAsync, type ResultAsync } from 'neverthrow';
import { orderSchema, type Order } from '../contract';
import { STORAGE_KEYS, type KeyValueStore } from '../ports';

/*
 * §4: the last order is persisted locally (for the order confirmation page). As with the cart id, storage is a
 * convenience: a failure to write never hides a placed order, and an unreadable value reads as no last order.
 */

/** Keep the order as the last order and forget the ordered cart (only if it is still the stored one). */
export function rememberLastOrder(store: KeyValueStore, order: Order): ResultAsync<Order, never> {
  return store
    .set(STORAGE_KEYS.lastOrder, JSON.stringify(order))
    .andThen(() => store.get(STORAGE_KEYS.basketId))
    .andThen((stored) => (stored === order.basketId ? store.remove(STORAGE_KEYS.basketId) : okAsync(undefined)))
    .orElse(() => okAsync(undefined))
    .map(() => order);
}

/** The last order placed on this device, or null. */
export function readLastOrder(store: KeyValueStore): ResultAsync<Order | null, never> {
  return store
    .get(STORAGE_KEYS.lastOrder)
    .map((raw) => {
      if (raw === null) return null;
      try {
        const parsed = orderSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    })
    .orElse(() => okAsync(null));
}
