import type { Site } from '@switchback/core';

type S = Pick<Site, 'id'>;

/** The loyalty area's paths (issue 9 §4): the account's Rewards page, and the reward picker's route (page and action). */
export const loyaltyPath = {
  rewards: (site: S) => `/${site.id}/account/rewards`,
  /** GET: the member's vouchers for the cart (a page without JavaScript; the picker's data with it). POST: apply, remove, points. */
  reward: (site: S, redirectTo?: string) =>
    (redirectTo === undefined ? `/${site.id}/loyalty/reward` : `/${site.id}/loyalty/reward?redirectTo=${encodeURIComponent(redirectTo)}`),
  /** POST: a store associate's price adjustment (add, update, remove). */
  priceAdjustment: (site: S) => `/${site.id}/associate/price-adjustment`,
};

/**
 * The messages a loyalty or associate form may come back with (Post/Redirect/Get: `?loyaltyMessage=` on the page it
 * came from). Only these ids are shown, so a crafted link cannot make the page say anything else.
 */
export const LOYALTY_NOTICES = [
  'loyalty.reward.applied', 'loyalty.reward.removed', 'loyalty.points.applied',
  'priceAdjustment.added', 'priceAdjustment.updated', 'priceAdjustment.removed',
  'loyalty.errors.membershipRequired', 'loyalty.errors.rewardNotFound', 'loyalty.errors.rewardNotEligible',
  'loyalty.errors.pointsBelowMinimum', 'loyalty.errors.pointsInsufficient', 'loyalty.errors.athleteRewardNotAllowed',
  'priceAdjustment.errors.notAllowed', 'priceAdjustment.errors.notFound', 'priceAdjustment.invalid',
  'loyalty.points.invalid', 'errors.unavailable', 'errors.invalidRequest', 'errors.cartNotFound',
] as const;
export type LoyaltyNotice = (typeof LOYALTY_NOTICES)[number];

/** Which form a notice belongs to (the picker, or an associate's adjustments), so each shows its own. */
export const LOYALTY_NOTICE_PARAM = 'loyaltyMessage';
export const ADJUSTMENT_NOTICE_PARAM = 'adjustmentMessage';

export const loyaltyNoticeOf = (raw: string | null): LoyaltyNotice | null =>
  LOYALTY_NOTICES.find((notice) => notice === raw) ?? null;

/** Whether a notice tells of success (a status) or of a refusal (an alert). */
export const isSuccessNotice = (notice: LoyaltyNotice): boolean => /\.(applied|removed|added|updated)$/.test(notice);
