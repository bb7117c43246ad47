import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promotionSchema, type Promotion } from '../contract';
import { productCallouts } from './product-callouts';

const NOW = new Date('2026-11-24T12:00:00Z');
const promotion = (over: Partial<Promotion> & { promotionId: string }): Promotion => promotionSchema.parse({
  name: over.promotionId, level: 'PRODUCT', siteIds: ['en-us'], conditions: {}, effect: { type: 'PERCENT_OFF', percent: 15 },
  calloutMessage: 'Spend more on fleece | {distance} to go | 15% off fleece', priority: 100,
  approachingDisplayLevel: ['cart', 'product', 'listing'], active: true, redemptions: 0, createdAt: '2026-01-01T00:00:00Z', ...over,
});
const FLEECE = { productId: 'SBFL0001', categoryId: '1004' };

describe('product callouts (issue 9 §4: listing and product pages)', () => {
  it('an automatic product promotion of the product’s category shows its reached text; with a threshold its invitation', () => {
    const callouts = productCallouts([
      promotion({ promotionId: 'FLEECE15', conditions: { categoryIds: ['1004'] } }),
      promotion({ promotionId: 'FLEECE_FROM_100', conditions: { categoryIds: ['1004'], minimumSubtotal: 10_000 }, priority: 50 }),
    ], FLEECE, { siteId: 'en-us', now: NOW });
    expect(callouts).toEqual([
      { promotionId: 'FLEECE_FROM_100', message: 'Spend more on fleece' },
      { promotionId: 'FLEECE15', message: '15% off fleece' },
    ]);
  });

  it('not shown: another category or product, a coupon, a customer group, another site, outside its window, inactive, not for product pages, another level', () => {
    const hidden = [
      promotion({ promotionId: 'OTHER_CATEGORY', conditions: { categoryIds: ['1001'] } }),
      promotion({ promotionId: 'OTHER_PRODUCT', conditions: { productIds: ['SBXX0001'] } }),
      promotion({ promotionId: 'COUPON', couponCode: 'FLEECE' }),
      promotion({ promotionId: 'MEMBERS', conditions: { customerGroups: ['loyalty'] } }),
      promotion({ promotionId: 'GB_ONLY', siteIds: ['en-gb'] }),
      promotion({ promotionId: 'LATER', conditions: { startsAt: '2027-01-01T00:00:00Z' } }),
      promotion({ promotionId: 'OVER', conditions: { endsAt: '2026-11-01T00:00:00Z' } }),
      promotion({ promotionId: 'OFF', active: false }),
      promotion({ promotionId: 'CART_ONLY', approachingDisplayLevel: ['cart'] }),
      promotion({ promotionId: 'ORDER_LEVEL', level: 'ORDER' }),
    ];
    expect(productCallouts(hidden, FLEECE, { siteId: 'en-us', now: NOW })).toEqual([]);
  });

  it('property: the order the promotions come in changes nothing', () => {
    const all = ['A', 'B', 'C', 'D'].map((id, i) => promotion({ promotionId: `P_${id}`, priority: (i * 37) % 3 }));
    fc.assert(fc.property(fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }), (shuffled) => {
      expect(productCallouts(shuffled, FLEECE, { siteId: 'en-us', now: NOW })).toEqual(productCallouts(all, FLEECE, { siteId: 'en-us', now: NOW }));
    }));
  });
});
