import type { ProductCallout } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { productCallouts } from './promotion-text';

/**
 * The product-level promotions a product page or listing shows, per product: the product's own (the catalogue answer's
 * `promotions`: automatic ones open to everyone, so a shopper with no cart sees them too), then the approaching
 * promotions of the shopper's cart for that context (the API computes them with the cart's customer, site and time;
 * a promotion already listed is not repeated). No cart, or a cart that cannot be read now: the product's own only
 * (a page never fails for a callout).
 */
export async function productCalloutsOf(
  storefront: Storefront,
  context: 'product' | 'listing',
  products: readonly { readonly id: string; readonly promotions: readonly ProductCallout[] }[],
): Promise<Record<string, ProductCallout[]>> {
  const basketId = storefront.session.basketId;
  const cart = basketId === null || products.length === 0 ? undefined : await storefront.carts.get(basketId);
  const approaching = cart?.isOk() ? cart.value.approachingPromotions : [];
  const entries = products.map((product) => {
    const own = product.promotions.map(({ promotionId, message }) => ({ promotionId, message }));
    const shopper = productCallouts(approaching, context, product.id)
      .filter((p) => !own.some((o) => o.promotionId === p.promotionId))
      .map(({ promotionId, message }) => ({ promotionId, message }));
    return [product.id, [...own, ...shopper]] as [string, ProductCallout[]];
  });
  return Object.fromEntries(entries.filter(([, callouts]) => callouts.length > 0));
}
