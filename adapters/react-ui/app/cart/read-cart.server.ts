import { hasErrorId, type Cart } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';

/**
 * The shopper's cart of this site (its id in the cart cookie), or null; a cart the API no longer knows is forgotten.
 * Issue 10: `favStoreId` (the shopper's store) makes its lines offer pickup and ship-to-store there.
 */
export async function readCart(storefront: Storefront, favStoreId?: string | null): Promise<{ cart: Cart | null; error: UiMessage | null }> {
  const { session, carts } = storefront;
  if (session.basketId === null) return { cart: null, error: null };
  const result = await carts.get(session.basketId, favStoreId ? { favStoreId } : undefined);
  if (result.isOk()) return { cart: result.value, error: null };
  if (hasErrorId(result.error, 'CART_NOT_FOUND')) {
    session.forgetCart();
    return { cart: null, error: null };
  }
  return { cart: null, error: uiMessage(result.error) };
}
