import { updateItemActionSchema, type Cart, type CartItem } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';

/**
 * Issue 10: the per-line delivery choice posted from the cart (home, pickup or ship to the store the line offers).
 * The store is the one the line's choices name (the line's own store, else the shopper's store); the API checks
 * stock and services again (STORE_PICKUP_UNAVAILABLE, STORE_NOT_FOUND).
 */
export async function runDeliveryIntent(storefront: Storefront, cart: Cart, item: CartItem, form: FormData): Promise<{ ok: true } | { ok: false; error: UiMessage }> {
  const action = updateItemActionSchema.safeParse(form.get('delivery'));
  if (!action.success || action.data === 'pudo') {
    return { ok: false, error: { id: 'errors.invalidRequest', placement: 'item', notFound: false } };
  }
  const choice = item.shippingOptions?.applicableShippingMethods.find((c) => c.code === action.data);
  const storeId = choice?.storeId ?? undefined;
  const result = await storefront.carts.updateItem(
    cart.basketId,
    { itemId: item.id, productId: item.productId, upc: item.upc, qty: item.qty, ...(storeId ? { storeId } : {}) },
    { action: action.data },
  );
  return result.isOk() ? { ok: true } : { ok: false, error: uiMessage(result.error) };
}
