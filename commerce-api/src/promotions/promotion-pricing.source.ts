import type { CartPricingContext } from '../cart/cart-view';
import type { CartRow } from '../cart/cart.repository';
import type { CartPricingSource } from '../cart/cart.service';
import type { PromotionRepository } from './promotion.repository';

/** What core's promotion engine needs about a cart, from the database: the site's promotions, codes, adjustments, groups, limits. */
export class PromotionPricingSource implements CartPricingSource {
  constructor(private readonly promotions: PromotionRepository) {}

  async context(cart: CartRow, now: Date): Promise<CartPricingContext> {
    const [promotions, couponCodes, adjustments, customerGroups, exhaustedPromotionIds] = await Promise.all([
      this.promotions.list(cart.site_id),
      this.promotions.coupons(cart.id),
      this.promotions.adjustments(cart.id),
      this.promotions.customerGroups(cart.owner_id),
      this.promotions.exhausted(cart.owner_id, cart.customer_email),
    ]);
    return { promotions, couponCodes, adjustments, customerGroups, exhaustedPromotionIds, now };
  }
}
