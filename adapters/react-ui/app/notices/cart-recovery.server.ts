import { hasErrorId, INVALID_CUSTOMER_RELOAD_MS, STORAGE_KEYS, type CommerceError } from '@switchback/core';
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
