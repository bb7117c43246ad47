import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { thresholdStatus, type ApproachingPromotionView } from '@switchback/core';
import { appliedCallout, pendingCallout, productCallouts, thresholdProgress, thresholdsIn } from './promotion-text';

const promotion = (overrides: Partial<ApproachingPromotionView> = {}): ApproachingPromotionView => ({
  promotionId: 'FREESHIP50', promotionClass: 'SHIPPING', calloutMessage: 'Free delivery over $50|Spend {distance} more for free delivery|Free delivery unlocked',
  distanceFromConditionThreshold: 1200, conditionThreshold: 5000, approachingDisplayLevel: ['cart', 'checkout'], productIds: [],
  thresholdStatus: 'Above Threshold', message: 'Spend $12.00 more for free delivery', ...overrides,
});

describe('§5 callouts of applied and pending promotions', () => {
  it('an applied promotion shows the reached part; a pending one, the first part; a message not in three parts as it is', () => {
    expect(appliedCallout('Free delivery over $50|Spend {distance} more|Free delivery unlocked')).toBe('Free delivery unlocked');
    expect(pendingCallout('Free delivery over $50|Spend {distance} more|Free delivery unlocked')).toBe('Free delivery over $50');
    expect(appliedCallout('10% off')).toBe('10% off');
  });
});

describe('§4 threshold progress bars', () => {
  it('a bar shows what the cart has toward the threshold, and is full once reached', () => {
    expect(thresholdProgress(promotion())).toEqual({ value: 3800, max: 5000, reached: false });
    expect(thresholdProgress(promotion({ distanceFromConditionThreshold: null, thresholdStatus: 'Threshold Reached' }))).toEqual({ value: 5000, max: 5000, reached: true });
  });

  it('the bar never leaves 0 … threshold and is reached exactly when core\'s thresholdStatus says so', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.option(fc.integer({ min: -1_000_000, max: 2_000_000 })), (conditionThreshold, distance) => {
      const status = thresholdStatus({ distanceFromConditionThreshold: distance });
      const bar = thresholdProgress(promotion({ conditionThreshold, distanceFromConditionThreshold: distance, thresholdStatus: status }));
      expect(bar.value).toBeGreaterThanOrEqual(0);
      expect(bar.value).toBeLessThanOrEqual(bar.max);
      expect(bar.reached).toBe(status === 'Threshold Reached');
      if (bar.reached) expect(bar.value).toBe(bar.max);
    }));
  });

  it('only the promotions shown in a context are listed; product callouts name the product or every product', () => {
    const onProducts = promotion({ promotionId: 'SHOES', approachingDisplayLevel: ['product', 'listing'], productIds: ['TRAILRUN01'] });
    const everywhere = promotion({ promotionId: 'ALL', approachingDisplayLevel: ['listing'], productIds: [] });
    const list = [promotion(), onProducts, everywhere];
    expect(thresholdsIn(list, 'cart').map((p) => p.promotionId)).toEqual(['FREESHIP50']);
    expect(productCallouts(list, 'listing', 'TRAILRUN01').map((p) => p.promotionId)).toEqual(['SHOES', 'ALL']);
    expect(productCallouts(list, 'product', 'OTHERPROD1').map((p) => p.promotionId)).toEqual([]);
  });
});
