import { err, ok, type Result } from 'neverthrow';
import type { Order } from '@switchback/core';
import type { CheckoutParticipant, PlacingOrder } from '../checkout/checkout-participant';
import type { ApiFailure } from '../errors/api-failure';
import type { PromotionRepository } from './promotion.repository';

/**
 * Issue 9: redemptions are counted when an order is placed, inside its transaction. `check` counts every promotion the
 * order is priced with (the guarded UPDATE in PromotionRepository.redeem): when a usage limit was used up meanwhile
 * (another order took the single-use coupon first, still uncommitted when this cart was priced), the order is refused
 * with COUPON_ALREADY_REDEEMED and nothing changes; so is an order whose cart holds a code used up before it was priced
 * (the shopper takes the code off to go on). A cancelled order gives its redemptions back.
 */
export class PromotionCheckoutParticipant implements CheckoutParticipant {
  readonly name = 'promotions';

  constructor(private readonly promotions: PromotionRepository) {}

  async check(placing: PlacingOrder): Promise<Result<void, ApiFailure>> {
    // A code on the cart whose promotion was used up meanwhile: the shopper counted on it, so the order is refused.
    const { couponCodes, promotions, exhaustedPromotionIds } = placing.snapshot.pricing;
    const usedUp = couponCodes.some((code) => promotions.some((p) =>
      p.couponCode?.toUpperCase() === code.toUpperCase() && exhaustedPromotionIds.includes(p.promotionId)));
    if (usedUp) return err({ type: 'CouponAlreadyRedeemed' });
    const used = new Set<string>([
      ...placing.view.promoSummary.map((p) => p.promotionId),
      ...placing.view.couponItems.filter((c) => c.status === 'APPLIED').map((c) => c.promotionId),
    ]);
    for (const promotionId of [...used].sort()) {
      const counted = await this.promotions.redeem(promotionId, {
        orderNumber: placing.orderNumber, customerId: placing.caller.customerId, email: placing.snapshot.cart.customer_email, now: placing.now,
      });
      if (!counted) return err({ type: 'CouponAlreadyRedeemed' });
    }
    return ok(undefined);
  }

  async cancelled(order: Order): Promise<void> {
    await this.promotions.releaseRedemptions(order.orderNumber);
  }
}
