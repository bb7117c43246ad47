import { hasErrorId, type Cart } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { recoverInvalidCustomer } from '../notices/cart-recovery.server';

/**
 * The shopper's cart of this site (its id in the cart cookie), or null; a cart the API no longer knows is forgotten.
 * Issue 10 §8 INVALID_CUSTOMER (the cookie names the shopper's own cart merged away at sign-in): the local cart is
 * cleared and rebuilt (recoverInvalidCustomer), the rebuilt cart read, and the message comes with `reloadAfterMs`.
 * Issue 10: `favStoreId` (the shopper's store) makes its lines offer pickup and ship-to-store there.
 */
export async function readCart(storefront: Storefront, favStoreId?: string | null): Promise<{ cart: Cart | null; error: UiMessage | null; reloadAfterMs?: number }> {
  const { session, carts } = storefront;
  if (session.basketId === null) return { cart: null, error: null };
  const result = await carts.get(session.basketId, favStoreId ? { favStoreId } : undefined);
  if (result.isOk()) return { cart: result.value, error: null };
  if (hasErrorId(result.error, 'CART_NOT_FOUND')) {
    session.forgetCart();
    return { cart: null, error: null };
  }
  const reloadAfterMs = await recoverInvalidCustomer(storefront, result.error);
  if (reloadAfterMs !== null) {
    const rebuilt = session.basketId === null ? null : await carts.get(session.basketId);
    return { cart: rebuilt?.isOk() ? rebuilt.value : null, error: uiMessage(result.error), reloadAfterMs };
  }
  return { cart: null, error: uiMessage(result.error) };
}
