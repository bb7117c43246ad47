import { err, ok, type Result } from 'neverthrow';
import { hasErrorId, INVALID_CUSTOMER_RELOAD_MS, STORAGE_KEYS, type Cart, type CommerceError } from '@switchback/core';
import type { Storefront } from '../composition-root.server';

/**
 * §4/§8 INVALID_CUSTOMER on the server: the cart cookie names the shopper's own cart that was merged into their
 * account's cart at sign-in (a stale tab). The local cart is cleared and rebuilt: a signed-in shopper gets their
 * account's open cart back (the refresh answer names it); a guest starts afresh. The page shows the message and,
 * with JavaScript, reloads after 4000 ms. Answers the reload delay, or null for any other error.
 */
export async function recoverInvalidCustomer(storefront: Storefront, error: CommerceError): Promise<number | null> {
  if (!hasErrorId(error, 'INVALID_CUSTOMER')) return null;
  const { session, account } = storefront;
  session.forgetCart();
  if (session.shopper.state.loggedIn) {
    const renewed = await account.refresh();
    if (renewed.isOk()) {
      session.shopper.signedIn(renewed.value, Date.now());
      if (renewed.value.basketId !== undefined) await session.store.set(STORAGE_KEYS.basketId, renewed.value.basketId);
    }
  }
  return INVALID_CUSTOMER_RELOAD_MS;
}

/**
 * §4/§8 CART_NOT_FOUND in a cart write: the cart vanished between reading it and changing it. It is recreated from
 * the items the shopper was looking at (the engine's gift lines come back by themselves), kept as the session's cart,
 * and the caller retries its change once on it. Answers the new cart, or the error that stopped the rebuild.
 */
export async function rebuildCart(storefront: Storefront, from: Cart): Promise<Result<Cart, CommerceError>> {
  const { carts, session } = storefront;
  const created = await carts.create();
  if (created.isErr()) return err(created.error);
  const lines = from.items.filter((item) => !item.bonus).map((item) => ({ productId: item.productId, upc: item.upc, qty: item.qty }));
  const rebuilt = lines.length === 0 ? created : await carts.addItems({ cartId: created.value.basketId, items: lines });
  if (rebuilt.isErr()) return err(rebuilt.error);
  await session.store.set(STORAGE_KEYS.basketId, rebuilt.value.basketId);
  return ok(rebuilt.value);
}
