import { okAsync, type ResultAsync } from 'neverthrow';
import { basketIdSchema, type Cart } from '../contract';
import type { CommerceError } from '../errors';
import { STORAGE_KEYS, type CartApi, type KeyValueStore } from '../ports';

/*
 * Local storage is a convenience (§4: the cart is persisted locally), never the truth: a stored value that cannot
 * be read or is not a basketId counts as no stored cart, and a failed write never undoes what the upstream did.
 */

/** The basketId kept locally, or null when there is none (or it cannot be read or is not a basketId). */
export function readStoredBasketId(store: KeyValueStore): ResultAsync<string | null, never> {
  return store
    .get(STORAGE_KEYS.basketId)
    .map((raw) => {
      const parsed = basketIdSchema.safeParse(raw);
      return parsed.success ? parsed.data : null;
    })
    .orElse(() => okAsync(null));
}

/** Create a cart upstream and remember its basketId locally. */
export function createRememberedCart(carts: CartApi, store: KeyValueStore): ResultAsync<Cart, CommerceError> {
  return carts.create().andThen((cart) =>
    store
      .set(STORAGE_KEYS.basketId, cart.basketId)
      .orElse(() => okAsync(undefined))
      .map(() => cart),
  );
}
