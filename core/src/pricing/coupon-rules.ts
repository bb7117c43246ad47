import type { CustomerGroup, Promotion } from '../contract';

/** At most this many coupon codes on one cart (§8 COUPON_LIMIT_REACHED). */
export const MAX_COUPONS_PER_CART = 5;

/** Why a coupon code cannot be entered on a cart (the API maps each to its §8 error). */
export type CouponProblem = 'NotFound' | 'AlreadyApplied' | 'Expired' | 'NotAllowed' | 'AlreadyRedeemed' | 'LimitReached';

export interface CouponAttempt {
  readonly code: string;
  readonly siteId: string;
  readonly now: Date;
  readonly customerGroups: readonly CustomerGroup[];
  /** Promotions whose usage limit is used up (overall, or for this customer). */
  readonly exhaustedPromotionIds: readonly string[];
  /** The codes already on the cart. */
  readonly codesOnCart: readonly string[];
}

/**
 * Issue 9 §2 coupon rules, in this order: no active promotion with the code on this site → NotFound; already on the
 * cart → AlreadyApplied; outside its date window → Expired; not for the shopper's groups → NotAllowed; usage limit
 * used up → AlreadyRedeemed; MAX_COUPONS_PER_CART codes already → LimitReached. Codes compare without case.
 * A valid code whose other conditions (threshold, products) do not hold yet is accepted: the engine shows it
 * NOT_APPLICABLE until they do.
 */
export function couponProblem(promotion: Promotion | undefined, attempt: CouponAttempt): CouponProblem | null {
  const code = attempt.code.trim().toUpperCase();
  if (promotion === undefined || promotion.couponCode?.toUpperCase() !== code || !promotion.active || !promotion.siteIds.includes(attempt.siteId as never)) return 'NotFound';
  if (attempt.codesOnCart.some((c) => c.toUpperCase() === code)) return 'AlreadyApplied';
  const { startsAt, endsAt, customerGroups } = promotion.conditions;
  const now = attempt.now.getTime();
  if ((startsAt !== undefined && now < Date.parse(startsAt)) || (endsAt !== undefined && now >= Date.parse(endsAt))) return 'Expired';
  if (customerGroups !== undefined && !customerGroups.some((g) => attempt.customerGroups.includes(g))) return 'NotAllowed';
  if (attempt.exhaustedPromotionIds.includes(promotion.promotionId)) return 'AlreadyRedeemed';
  if (attempt.codesOnCart.length >= MAX_COUPONS_PER_CART) return 'LimitReached';
  return null;
}
