import type { ApproachingPromotionView } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { productCallouts } from './promotion-text';

/**
 * The product-level promotions a product page or listing shows: the approaching promotions of the shopper's cart
 * for that context (the API computes them with the cart's customer, site and time), for the given products. No cart,
 * or a cart that cannot be read now: none (a page never fails for a callout).
 */
export async function productCalloutsOf(storefront: Storefront, context: 'product' | 'listing', productIds: readonly string[]): Promise<Record<string, ApproachingPromotionView[]>> {
  const basketId = storefront.session.basketId;
  if (basketId === null || productIds.length === 0) return {};
  const cart = await storefront.carts.get(basketId);
  if (cart.isErr()) return {};
  const entries = productIds.map((id) => [id, productCallouts(cart.value.approachingPromotions, context, id)] as const);
  return Object.fromEntries(entries.filter(([, callouts]) => callouts.length > 0));
}
