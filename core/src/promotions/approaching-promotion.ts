import { calloutText, parseCallout } from './callout';
import { thresholdStatus, type ApproachingPromotion, type ThresholdStatus } from './threshold';

/** §3 derived record of an approaching promotion: contexts, id, message, promotionClass, thresholdStatus. */
export interface ApproachingPromotionRecord {
  readonly contexts: readonly string[];
  readonly id: string;
  readonly message: string;
  readonly promotionClass: string | null;
  readonly thresholdStatus: ThresholdStatus;
}

/**
 * §3/§4/§5: the record the cart shows, or null when the callout message is not exactly 3 pipe-separated parts
 * (ignored). calloutMsg or calloutMessage; promotionClass or level; contexts from approachingDisplayLevel.
 * `formatDistance` renders the remaining distance (e.g. money in the cart currency) into the placeholder.
 */
export function approachingPromotionRecord(
  promotion: ApproachingPromotion,
  formatDistance: (distance: number) => string = String,
): ApproachingPromotionRecord | null {
  const callout = parseCallout(promotion.calloutMsg ?? promotion.calloutMessage);
  if (callout === null) return null;
  const status = thresholdStatus(promotion);
  const distance = promotion.distanceFromConditionThreshold;
  const levels = promotion.approachingDisplayLevel;
  return {
    contexts: levels === undefined ? [] : typeof levels === 'string' ? [levels] : [...levels],
    id: promotion.promotionId,
    message: calloutText(callout, status, typeof distance === 'number' && Number.isFinite(distance) ? formatDistance(distance) : ''),
    promotionClass: promotion.promotionClass ?? promotion.level ?? null,
    thresholdStatus: status,
  };
}

/** Every approaching promotion with a valid callout, in the order given; the rest are ignored. */
export const approachingPromotionRecords = (
  promotions: readonly ApproachingPromotion[],
  formatDistance?: (distance: number) => string,
): ApproachingPromotionRecord[] =>
  promotions.flatMap((promotion) => {
    const record = approachingPromotionRecord(promotion, formatDistance);
    return record === null ? [] : [record];
  });
