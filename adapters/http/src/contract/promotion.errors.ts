/**
 * The errors the money-in-the-cart scenario provokes on purpose (issue 9), one recording each, with their status:
 * coupons (unknown, expired, applied twice, used up), a promotion id taken, a gift card's wrong PIN, applied twice and
 * spent, a price adjustment without an associate, a reward without membership, an unknown voucher, a free gift's
 * quantity, an order with no gift card to e-mail.
 */
export const PROMOTION_RECORDED_ERROR_STATUS = {
  COUPON_NOT_FOUND: 400,
  COUPON_EXPIRED: 409,
  COUPON_ALREADY_APPLIED: 409,
  COUPON_ALREADY_REDEEMED: 409,
  PROMOTION_ALREADY_EXISTS: 409,
  GC_INVALID2: 400,
  GC_ALREADY_APPLIED: 409,
  GC_ZERO_BALANCE: 409,
  PRICE_ADJUSTMENT_NOT_ALLOWED: 403,
  LOYALTY_MEMBERSHIP_REQUIRED: 403,
  REWARD_NOT_FOUND: 404,
  GWP_PRODUCT: 409,
  GIFT_CARD_ORDER_NOT_FOUND: 404,
} as const;
