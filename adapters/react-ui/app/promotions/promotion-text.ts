import { calloutText, parseCallout, type ApproachingPromotionView, type DisplayContext } from '@switchback/core';

/** §5: an applied promotion shows the reached part of its three-part callout; a message not in three parts shows as it is. */
export function appliedCallout(message: string): string {
  const callout = parseCallout(message);
  return callout === null ? message : calloutText(callout, 'Threshold Reached');
}

/** §5: a promotion not reached yet shows the first part of its callout (what it needs). */
export function pendingCallout(message: string): string {
  const callout = parseCallout(message);
  return callout === null ? message : calloutText(callout, 'Below Threshold');
}

/** §3/§4: the approaching promotions shown in a context (cart, checkout, product, listing), in the API's order. */
export function thresholdsIn(promotions: readonly ApproachingPromotionView[], context: DisplayContext): ApproachingPromotionView[] {
  return promotions.filter((promotion) => promotion.approachingDisplayLevel.includes(context));
}

/**
 * The product-level callouts of a product page or listing card: the cart's approaching promotions shown in that
 * context whose products include it (no products: every product).
 */
export function productCallouts(promotions: readonly ApproachingPromotionView[], context: 'product' | 'listing', productId: string): ApproachingPromotionView[] {
  return thresholdsIn(promotions, context).filter((promotion) => promotion.productIds.length === 0 || promotion.productIds.includes(productId));
}

/** A progress bar's numbers: how far the cart has got toward the threshold (0 … threshold), and whether it is reached. */
export function thresholdProgress(promotion: ApproachingPromotionView): { readonly value: number; readonly max: number; readonly reached: boolean } {
  const max = Math.max(promotion.conditionThreshold, 1);
  const reached = promotion.thresholdStatus === 'Threshold Reached';
  const distance = promotion.distanceFromConditionThreshold;
  const value = reached ? max : distance === null ? 0 : Math.min(max, Math.max(0, max - distance));
  return { value, max, reached };
}
