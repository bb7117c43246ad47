import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { approachingPromotionRecord, approachingPromotionRecords } from './approaching-promotion';
import { calloutText, parseCallout } from './callout';
import { discountTypeOf } from './discount-type';
import { promotionKind } from './promotion-kind';
import { THRESHOLD_STATUSES, thresholdStatus } from './threshold';

describe('§4 promotion thresholds', () => {
  it('Above Threshold when a distance remains', () => {
    expect(thresholdStatus({ distanceFromConditionThreshold: 1250 })).toBe('Above Threshold');
  });

  it('Below Threshold when none is set', () => {
    expect(thresholdStatus({})).toBe('Below Threshold');
    expect(thresholdStatus({ distanceFromConditionThreshold: null })).toBe('Below Threshold');
    expect(thresholdStatus({ distanceFromConditionThreshold: Number.NaN })).toBe('Below Threshold');
  });

  it('Threshold Reached when earned', () => {
    expect(thresholdStatus({ earned: true, distanceFromConditionThreshold: 500 })).toBe('Threshold Reached');
    expect(thresholdStatus({ distanceFromConditionThreshold: 0 })).toBe('Threshold Reached');
  });

  it('property: every promotion has exactly one status, decided by earned first, then the distance', () => {
    const distance = fc.oneof(fc.constant(undefined), fc.constant(null), fc.double(), fc.integer());
    fc.assert(fc.property(distance, fc.option(fc.boolean(), { nil: undefined }), (d, earned) => {
      const status = thresholdStatus({ distanceFromConditionThreshold: d, earned });
      expect(THRESHOLD_STATUSES).toContain(status);
      if (earned === true) expect(status).toBe('Threshold Reached');
      else if (typeof d !== 'number' || !Number.isFinite(d)) expect(status).toBe('Below Threshold');
      else expect(status).toBe(d > 0 ? 'Above Threshold' : 'Threshold Reached');
    }));
  });

  it('property: spending more never moves a promotion back from reached to above', () => {
    fc.assert(fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.nat({ max: 10_000 }), (distance, spent) => {
      const before = thresholdStatus({ distanceFromConditionThreshold: distance });
      const after = thresholdStatus({ distanceFromConditionThreshold: distance - spent });
      if (before === 'Threshold Reached') expect(after).toBe('Threshold Reached');
    }));
  });
});

describe('§5 approaching-promotion callouts', () => {
  it('callout messages must have exactly 3 parts separated by a pipe (not above threshold, above threshold with a distance placeholder, reached)', () => {
    expect(parseCallout('Free shipping over £50 | Only {distance} to go for free shipping | You have free shipping!')).toEqual({
      notAboveThreshold: 'Free shipping over £50',
      aboveThreshold: 'Only {distance} to go for free shipping',
      reached: 'You have free shipping!',
    });
  });

  it('otherwise ignored', () => {
    for (const message of ['', 'one', 'a|b', 'a|b|c|d', undefined, 42]) expect(parseCallout(message), String(message)).toBeNull();
    expect(approachingPromotionRecord({ promotionId: 'P1', calloutMsg: 'a|b', distanceFromConditionThreshold: 5 })).toBeNull();
  });

  it('property: exactly the messages with two pipes parse, and the parts are the trimmed pieces', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '|', 'é', '{'), maxLength: 12 }), (message) => {
      const callout = parseCallout(message);
      const pipes = message.split('').filter((c) => c === '|').length;
      expect(callout !== null).toBe(pipes === 2);
      if (callout) expect([callout.notAboveThreshold, callout.aboveThreshold, callout.reached]).toEqual(message.split('|').map((p) => p.trim()));
    }));
  });

  it('the above-threshold text gets the distance in its placeholder', () => {
    const callout = parseCallout('Spend more|Spend {distance} more ({0})|Done')!;
    expect(calloutText(callout, 'Above Threshold', '£12.50')).toBe('Spend £12.50 more (£12.50)');
    expect(calloutText(callout, 'Below Threshold')).toBe('Spend more');
    expect(calloutText(callout, 'Threshold Reached')).toBe('Done');
  });

  it('derived record: contexts, id, message, promotionClass, thresholdStatus (calloutMsg or calloutMessage, promotionClass or level)', () => {
    expect(approachingPromotionRecord(
      { promotionId: 'GWP_SOCKS', level: 'ORDER', calloutMessage: 'a|{distance} left|c', distanceFromConditionThreshold: 1000, approachingDisplayLevel: 'cart' },
      (d) => `£${(d / 100).toFixed(2)}`,
    )).toEqual({ contexts: ['cart'], id: 'GWP_SOCKS', message: '£10.00 left', promotionClass: 'ORDER', thresholdStatus: 'Above Threshold' });
    expect(approachingPromotionRecord({ promotionId: 'P', promotionClass: 'SHIPPING', calloutMsg: 'a|b|c', approachingDisplayLevel: ['cart', 'minicart'] }))
      .toEqual({ contexts: ['cart', 'minicart'], id: 'P', message: 'a', promotionClass: 'SHIPPING', thresholdStatus: 'Below Threshold' });
    expect(approachingPromotionRecord({ promotionId: 'P', calloutMsg: 'a|b|c', earned: true })).toMatchObject({ contexts: [], promotionClass: null, message: 'c' });
    expect(approachingPromotionRecords([{ promotionId: 'A', calloutMsg: 'x' }, { promotionId: 'B', calloutMsg: 'x|y|z' }]).map((r) => r.id)).toEqual(['B']);
  });

  it('promotion id containing GWP means gift-with-product; containing GUEST means guest; containing REGISTERED means registered', () => {
    expect(promotionKind('SPRING_GWP_TOTE')).toEqual({ giftWithProduct: true, guest: false, registered: false });
    expect(promotionKind('WELCOME_GUEST_10')).toEqual({ giftWithProduct: false, guest: true, registered: false });
    expect(promotionKind('REGISTERED_GWP')).toEqual({ giftWithProduct: true, guest: false, registered: true });
    expect(promotionKind('SUMMER10')).toEqual({ giftWithProduct: false, guest: false, registered: false });
  });
});

describe('§9 discount types', () => {
  it('Free Gift (current price zero); Marked Down (current below original)', () => {
    expect(discountTypeOf({ current: 0, original: 2500 })).toBe('Free Gift');
    expect(discountTypeOf({ current: 1999, original: 2500 })).toBe('Marked Down');
    expect(discountTypeOf({ current: 2500, original: 2500 })).toBeNull();
  });
});
