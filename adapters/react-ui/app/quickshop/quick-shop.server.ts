import { ResultAsync } from 'neverthrow';
import { productIdSchema, QUICK_SHOP_MAX_QTY, upcSchema, type Cart, type CommerceError, type Inventory, type ProductDetails } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { readCart } from '../cart/read-cart.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';

/** The cart line a quick shop was opened from (cart "Edit"): the panel then offers Update in cart. */
export interface QuickShopLine {
  readonly itemId: string;
  readonly upc: string;
  readonly color: string;
  readonly size: string;
}

export interface QuickShopData {
  readonly product: ProductDetails;
  readonly inventory: Inventory;
  readonly line: QuickShopLine | null;
}

/** The product, its stock (§7: inventory loaded when the panel opens) and the cart line being edited, if any. */
export async function loadQuickShop(storefront: Storefront, productId: string, lineId: string | null):
  Promise<{ ok: true; data: QuickShopData } | { ok: false; error: UiMessage }> {
  const loaded = await ResultAsync.combine([storefront.products.details(productId), storefront.products.inventory(productId)]);
  if (loaded.isErr()) return { ok: false, error: uiMessage(loaded.error) };
  const [product, inventory] = loaded.value;
  let line: QuickShopLine | null = null;
  if (lineId !== null && lineId !== '') {
    const { cart } = await readCart(storefront);
    const item = cart?.items.find((candidate) => candidate.id === lineId && candidate.productId === product.id && !candidate.bonus);
    if (item) line = { itemId: item.id, upc: item.upc, color: item.color, size: item.size };
  }
  return { ok: true, data: { product, inventory, line } };
}

/**
 * What the quick shop's add answers: the cart, or the shopper's message with the error itself (core's
 * `addFailureDecision` reads it in the browser: no retry for a gift-with-purchase error).
 */
export type QuickShopAddOutcome =
  | { readonly ok: true; readonly cart: Cart; readonly upc: string }
  | { readonly ok: false; readonly error: UiMessage; readonly cause: CommerceError };

const invalid = (field: string): QuickShopAddOutcome => {
  const cause: CommerceError = { type: 'InvalidInput', field, message: `${field} is not valid` };
  return { ok: false, error: uiMessage(cause), cause };
};

/**
 * `intent=add`: the chosen variant, maxQty 1 (§9). `intent=replace` (Update in cart, from a cart line's Edit): the
 * chosen variant is added and the edited line removed (the same variant again changes nothing).
 */
export async function runQuickShopAdd(storefront: Storefront, form: FormData): Promise<QuickShopAddOutcome> {
  const productId = productIdSchema.safeParse(String(form.get('productId') ?? ''));
  if (!productId.success) return invalid('productId');
  const upc = upcSchema.safeParse(String(form.get('upc') ?? ''));
  if (!upc.success) return invalid('upc');
  const replacing = form.get('intent') === 'replace' ? String(form.get('itemId') ?? '') : null;
  if (replacing !== null) {
    const { cart } = await readCart(storefront);
    const old = cart?.items.find((item) => item.id === replacing && !item.bonus);
    if (cart === null || old === undefined) {
      const cause: CommerceError = { type: 'ApiError', errorId: 'ITEM_NOT_FOUND', kind: 'NotFound', statusCode: 404, message: '' };
      return { ok: false, error: uiMessage(cause), cause };
    }
    if (old.upc === upc.data) return { ok: true, cart, upc: upc.data };
    const added = await storefront.addToCart.run({ productId: productId.data, upc: upc.data, qty: old.qty })
      .andThen((withNew) => storefront.carts.removeItem({ cartId: withNew.basketId, itemId: old.id, upc: old.upc }));
    return added.isOk() ? { ok: true, cart: added.value, upc: upc.data } : { ok: false, error: uiMessage(added.error), cause: added.error };
  }
  const added = await storefront.addToCart.run({ productId: productId.data, upc: upc.data, qty: QUICK_SHOP_MAX_QTY });
  return added.isOk() ? { ok: true, cart: added.value, upc: upc.data } : { ok: false, error: uiMessage(added.error), cause: added.error };
}
