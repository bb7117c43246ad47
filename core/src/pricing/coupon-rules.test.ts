import { describe, expect, it } from 'vitest';
import type { Promotion } from '../contract';
import { couponProblem, MAX_COUPONS_PER_CART, type CouponAttempt } from './coupon-rules';

const promotion: Promotion = {
  promotionId: 'SAVE20', name: 'Save 20', level: 'ORDER', siteIds: ['en-us'], couponCode: 'SAVE20',
  conditions: { startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z', customerGroups: ['registered'] },
  effect: { type: 'AMOUNT_OFF', amount: 2000 }, calloutMessage: 'a|b|c', priority: 100, approachingDisplayLevel: ['cart'],
  active: true, redemptions: 0, createdAt: '2026-01-01T00:00:00Z',
};
const attempt: CouponAttempt = {
  code: 'save20', siteId: 'en-us', now: new Date('2026-06-01T00:00:00Z'), customerGroups: ['registered'], exhaustedPromotionIds: [], codesOnCart: [],
};

describe('coupon rules', () => {
  it('a valid code (any case) is accepted', () => {
    expect(couponProblem(promotion, attempt)).toBeNull();
  });
  it('each problem, in the documented order', () => {
    expect(couponProblem(undefined, attempt)).toBe('NotFound');
    expect(couponProblem(promotion, { ...attempt, siteId: 'en-gb' })).toBe('NotFound');
    expect(couponProblem({ ...promotion, active: false }, attempt)).toBe('NotFound');
    expect(couponProblem(promotion, { ...attempt, codesOnCart: ['SAVE20'], now: new Date('2030-01-01T00:00:00Z') })).toBe('AlreadyApplied');
    expect(couponProblem(promotion, { ...attempt, now: new Date('2027-01-01T00:00:00Z') })).toBe('Expired');
    expect(couponProblem(promotion, { ...attempt, now: new Date('2025-12-31T23:59:59Z') })).toBe('Expired');
    expect(couponProblem(promotion, { ...attempt, customerGroups: ['guest'] })).toBe('NotAllowed');
    expect(couponProblem(promotion, { ...attempt, exhaustedPromotionIds: ['SAVE20'] })).toBe('AlreadyRedeemed');
    expect(couponProblem(promotion, { ...attempt, codesOnCart: Array.from({ length: MAX_COUPONS_PER_CART }, (_, i) => `C${i}XX`) })).toBe('LimitReached');
  });
});
