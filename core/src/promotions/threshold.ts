/** §3 Approaching promotion, as the cart answer carries it. */
export interface ApproachingPromotion {
  readonly promotionId: string;
  readonly promotionClass?: string;
  readonly level?: string;
  readonly distanceFromConditionThreshold?: number | null;
  readonly calloutMsg?: string;
  readonly calloutMessage?: string;
  readonly approachingDisplayLevel?: readonly string[] | string;
  /** Set once the promotion is earned (§3 bounce-back vouchers carry the same flag). */
  readonly earned?: boolean;
}

export const THRESHOLD_STATUSES = ['Above Threshold', 'Below Threshold', 'Threshold Reached'] as const;
export type ThresholdStatus = (typeof THRESHOLD_STATUSES)[number];

/**
 * §4 promotion thresholds: Above Threshold when a distance remains; Below Threshold when none is set; Threshold
 * Reached when earned. A distance of zero or less means the condition is met, so it counts as earned.
 */
export function thresholdStatus(promotion: Pick<ApproachingPromotion, 'distanceFromConditionThreshold' | 'earned'>): ThresholdStatus {
  if (promotion.earned === true) return 'Threshold Reached';
  const distance = promotion.distanceFromConditionThreshold;
  if (typeof distance !== 'number' || !Number.isFinite(distance)) return 'Below Threshold';
  return distance > 0 ? 'Above Threshold' : 'Threshold Reached';
}
