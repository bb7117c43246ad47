import type { Promotion } from '../contract';
import { calloutFor, isEligible, lineMatches } from './price-cart';

/** A product-level promotion as a product page or a listing card shows it (issue 9 §4). */
export interface ProductCallout {
  readonly promotionId: string;
  readonly message: string;
}

/**
 * Issue 9 §4: the product-level promotions a product page or listing card shows, the same to every shopper (catalogue
 * answers do not depend on who asks): automatic (no coupon) PRODUCT-level promotions running now on the site, open to
 * everyone (no customer group), shown on product or listing pages, whose product conditions take in the product.
 * The text is the callout's "reached" part when the promotion has no threshold (it applies as soon as the product is
 * in the cart), else its "not above threshold" part (the invitation); ordered as the engine orders them.
 * A shopper's own thresholds (groups, coupons, the cart's subtotal) come with the cart's `approachingPromotions`.
 */
export function productCallouts(
  promotions: readonly Promotion[],
  product: { readonly productId: string; readonly categoryId: string },
  context: { readonly siteId: string; readonly now: Date },
): ProductCallout[] {
  return promotions
    .filter((p) => p.level === 'PRODUCT' && p.couponCode === undefined && p.conditions.customerGroups === undefined)
    .filter((p) => p.approachingDisplayLevel.includes('product') || p.approachingDisplayLevel.includes('listing'))
    .filter((p) => isEligible(p, { siteId: context.siteId, couponCodes: [], customerGroups: [], now: context.now, exhaustedPromotionIds: [] }))
    .filter((p) => lineMatches(p, { productId: product.productId, categoryIds: [product.categoryId] }))
    .sort((a, b) => a.priority - b.priority || (a.promotionId < b.promotionId ? -1 : a.promotionId > b.promotionId ? 1 : 0))
    .map((p) => ({
      promotionId: p.promotionId,
      message: calloutFor(p, p.conditions.minimumSubtotal === undefined ? 'Threshold Reached' : 'Below Threshold'),
    }));
}
