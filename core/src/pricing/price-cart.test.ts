import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CustomerGroup, Promotion, PromotionEffect, PromotionLevel } from '../contract';
import { cartTotals } from '../cart/cart-pricing';
import { formatMoney } from '../money/money';
import { priceCart, spreadDiscount, type PriceAdjustmentInput, type PricingInput, type PricingLine } from './price-cart';

const NOW = new Date('2026-11-24T12:00:00Z');
const CALLOUT = 'Spend more | Only {distance} to go | Reached';

const promotion = (over: Partial<Promotion> & { promotionId: string; level: PromotionLevel; effect: PromotionEffect }): Promotion => ({
  name: over.promotionId, siteIds: ['en-us'], conditions: {}, calloutMessage: CALLOUT, priority: 100,
  approachingDisplayLevel: ['cart', 'checkout'], active: true, redemptions: 0, createdAt: '2026-01-01T00:00:00Z', ...over,
});

const line = (itemId: string, current: number, qty = 1, over: Partial<PricingLine> = {}): PricingLine => ({
  itemId, productId: 'PRODUCT01', categoryIds: ['1000'], original: current, current, qty, ...over,
});

const base = (over: Partial<PricingInput> = {}): PricingInput => ({
  lines: [], siteId: 'en-us', currency: 'USD', tax: { bps: 825, included: false }, shipping: 800, promotions: [],
  couponCodes: [], customerGroups: ['guest'], now: NOW, ...over,
});

describe('priceCart: examples', () => {
  it('without promotions it is cartTotals', () => {
    const lines = [line('item1', 2500, 2, { original: 3000 }), line('item2', 999)];
    const priced = priceCart(base({ lines }));
    expect(priced.totals).toEqual(cartTotals(lines, 800, { bps: 825, included: false }, 'USD'));
    expect(priced.lines.map((l) => l.priceAfterOrderDiscount)).toEqual([5000, 999]);
  });

  it('10 % off from 150.00 (ORDER), free shipping from 75.00 (SHIPPING), tax on the discounted net', () => {
    const promotions = [
      promotion({ promotionId: 'ORDER10', level: 'ORDER', effect: { type: 'PERCENT_OFF', percent: 10 }, conditions: { minimumSubtotal: 15000 } }),
      promotion({ promotionId: 'FREESHIP', level: 'SHIPPING', effect: { type: 'FREE_SHIPPING' }, conditions: { minimumSubtotal: 7500 } }),
    ];
    const small = priceCart(base({ lines: [line('item1', 5000)], promotions, formatMoney: (m) => formatMoney(m, 'USD', 'en-US') }));
    expect(small.orderPromotions).toEqual([]);
    expect(small.approachingPromotions.map((a) => [a.promotionId, a.thresholdStatus, a.distanceFromConditionThreshold, a.message])).toEqual([
      ['ORDER10', 'Above Threshold', 10000, 'Only $100.00 to go'],
      ['FREESHIP', 'Above Threshold', 2500, 'Only $25.00 to go'],
    ]);
    const big = priceCart(base({ lines: [line('item1', 10000), line('item2', 5001)], promotions }));
    expect(big.orderPromotions.map((o) => [o.promotionId, o.discount])).toEqual([['ORDER10', 1500], ['FREESHIP', 800]]);
    expect(big.lines.map((l) => l.priceAfterOrderDiscount)).toEqual([9000, 4501]);
    expect(big.totals).toMatchObject({ itemTotal: 15001, shipping: 0, tax: 1114, total: 13501 + 1114, promotionDiscount: 2300, totalDiscount: 2300 });
    expect(big.approachingPromotions.every((a) => a.thresholdStatus === 'Threshold Reached' && a.message === 'Reached')).toBe(true);
  });

  it('VAT-inclusive: total is the discounted gross and the VAT is inside it', () => {
    const promotions = [promotion({ promotionId: 'ORDER10', level: 'ORDER', siteIds: ['en-gb'], effect: { type: 'PERCENT_OFF', percent: 10 } })];
    const priced = priceCart(base({ siteId: 'en-gb', currency: 'GBP', tax: { bps: 2000, included: true }, shipping: 0, lines: [line('item1', 12000)], promotions }));
    expect(priced.totals).toMatchObject({ itemTotal: 12000, total: 10800, tax: 1800, promotionDiscount: 1200 });
  });

  it('PRODUCT level: the best per line, only on matching lines; FIXED_PRICE never raises a price', () => {
    const promotions = [
      promotion({ promotionId: 'CAT20', level: 'PRODUCT', effect: { type: 'PERCENT_OFF', percent: 20 }, conditions: { categoryIds: ['2000'] } }),
      promotion({ promotionId: 'CAT5OFF', level: 'PRODUCT', effect: { type: 'AMOUNT_OFF', amount: 500 }, conditions: { categoryIds: ['2000'] } }),
      promotion({ promotionId: 'FIXED', level: 'PRODUCT', effect: { type: 'FIXED_PRICE', amount: 9999 }, conditions: { productIds: ['PRODUCT02'] } }),
    ];
    const priced = priceCart(base({
      lines: [line('item1', 1000, 2, { categoryIds: ['2000'] }), line('item2', 5000, 1, { categoryIds: ['2000'] }), line('item3', 5000, 1, { productId: 'PRODUCT02' })],
      promotions,
    }));
    expect(priced.lines.map((l) => l.productPromotions.map((p) => [p.promotionId, p.price]))).toEqual([[['CAT5OFF', 1000]], [['CAT20', 1000]], []]);
  });

  it('coupons: NOT_APPLICABLE below the threshold, APPLIED once reached; codes compare without case', () => {
    const promotions = [promotion({ promotionId: 'SAVE20', level: 'ORDER', couponCode: 'SAVE20', effect: { type: 'AMOUNT_OFF', amount: 2000 }, conditions: { minimumSubtotal: 10000 } })];
    const below = priceCart(base({ lines: [line('item1', 5000)], promotions, couponCodes: ['save20', 'NOPE1'] }));
    expect(below.couponItems).toEqual([
      { code: 'SAVE20', status: 'NOT_APPLICABLE', promotionId: 'SAVE20', calloutMessage: 'Spend more', discount: 0 },
      { code: 'NOPE1', status: 'NOT_APPLICABLE', promotionId: '', calloutMessage: '', discount: 0 },
    ]);
    const above = priceCart(base({ lines: [line('item1', 12000)], promotions, couponCodes: ['save20'] }));
    expect(above.couponItems[0]).toMatchObject({ status: 'APPLIED', discount: 2000 });
    expect(priceCart(base({ lines: [line('item1', 12000)], promotions })).orderPromotions).toEqual([]);
  });

  it('groups, dates, site and exhausted promotions decide eligibility', () => {
    const p = promotion({ promotionId: 'EMP30', level: 'ORDER', effect: { type: 'PERCENT_OFF', percent: 30 }, conditions: { customerGroups: ['employee'], startsAt: '2026-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' } });
    const lines = [line('item1', 1000)];
    expect(priceCart(base({ lines, promotions: [p], customerGroups: ['registered', 'employee'] })).totals.promotionDiscount).toBe(300);
    expect(priceCart(base({ lines, promotions: [p], customerGroups: ['registered'] })).totals.promotionDiscount).toBe(0);
    expect(priceCart(base({ lines, promotions: [p], customerGroups: ['employee'], now: new Date('2027-01-01T00:00:00Z') })).totals.promotionDiscount).toBe(0);
    expect(priceCart(base({ lines, promotions: [p], customerGroups: ['employee'], siteId: 'en-gb' })).totals.promotionDiscount).toBe(0);
    expect(priceCart(base({ lines, promotions: [p], customerGroups: ['employee'], exhaustedPromotionIds: ['EMP30'] })).totals.promotionDiscount).toBe(0);
  });

  it('gift with purchase: a bonus line at price 0 while the threshold holds', () => {
    const gwp = promotion({ promotionId: 'GWP_SOCKS', level: 'ORDER', effect: { type: 'GIFT_WITH_PURCHASE', productId: 'SOCKS001', upc: '000000000001' }, conditions: { minimumSubtotal: 10000 } });
    const ten = promotion({ promotionId: 'ORDER10', level: 'ORDER', effect: { type: 'PERCENT_OFF', percent: 10 } });
    expect(priceCart(base({ lines: [line('item1', 9999)], promotions: [gwp, ten] })).giftLines).toEqual([]);
    const priced = priceCart(base({ lines: [line('item1', 10000)], promotions: [gwp, ten] }));
    expect(priced.giftLines).toEqual([{ promotionId: 'GWP_SOCKS', productId: 'SOCKS001', upc: '000000000001', qty: 1, price: 0, bonus: true }]);
    expect(priced.orderPromotions.map((o) => o.promotionId)).toEqual(['ORDER10']);
    expect(priced.promoSummary.map((s) => s.promotionId).sort()).toEqual(['GWP_SOCKS', 'ORDER10']);
    expect(priced.totals.totalUnits).toBe(2);
  });

  it('price adjustments apply after promotions, capped', () => {
    const adj = (id: string, itemId: string | null, kind: 'AMOUNT_OFF' | 'PERCENT_OFF', value: number): PriceAdjustmentInput => ({
      adjustmentId: `adj_${id}`, itemId, kind, value, reason: 'damaged box', storeEmployeeId: 'E1001', createdAt: NOW.toISOString(),
    });
    const ten = promotion({ promotionId: 'ORDER10', level: 'ORDER', effect: { type: 'PERCENT_OFF', percent: 10 } });
    const priced = priceCart(base({
      lines: [line('item1', 1000), line('item2', 2000)], promotions: [ten],
      adjustments: [adj('aaaaaaaa', 'item1', 'AMOUNT_OFF', 5000), adj('bbbbbbbb', null, 'PERCENT_OFF', 50)],
    }));
    expect(priced.priceAdjustments.map((a) => a.discount)).toEqual([1000, 900]);
    expect(priced.lines.map((l) => [l.priceAfterItemDiscount, l.priceAfterOrderDiscount])).toEqual([[0, 0], [2000, 900]]);
    expect(priced.totals.promotionDiscount).toBe(1000 + 200 + 900);
  });

  it('spreadDiscount: shares sum exactly, each within its line', () => {
    expect(spreadDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadDiscount([1, 0, 2], 3)).toEqual([1, 0, 2]);
  });
});

// ─── Properties ──────────────────────────────────────────────────────────────────────────────────────────────
const GROUPS: CustomerGroup[] = ['guest', 'registered', 'employee', 'loyalty'];
const arbLine = (i: number) => fc.record({
  original: fc.integer({ min: 0, max: 50_000 }), qty: fc.integer({ min: 1, max: 5 }),
  productId: fc.constantFrom('PRODUCT01', 'PRODUCT02', 'PRODUCT03'), categoryIds: fc.subarray(['1000', '2000', '3000']),
}).chain((l) => fc.integer({ min: 0, max: l.original }).map((current): PricingLine => ({ ...l, current, itemId: `item${i}` })));
const arbLines = fc.integer({ min: 0, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbLine(i))));
const arbEffect = (level: PromotionLevel): fc.Arbitrary<PromotionEffect> => fc.oneof(
  fc.integer({ min: 1, max: 100 }).map((percent) => ({ type: 'PERCENT_OFF' as const, percent })),
  fc.integer({ min: 1, max: 30_000 }).map((amount) => ({ type: 'AMOUNT_OFF' as const, amount })),
  ...(level === 'PRODUCT' ? [fc.integer({ min: 0, max: 30_000 }).map((amount) => ({ type: 'FIXED_PRICE' as const, amount }))] : []),
  ...(level === 'SHIPPING' ? [fc.constant({ type: 'FREE_SHIPPING' as const })] : []),
  fc.constant({ type: 'GIFT_WITH_PURCHASE' as const, productId: 'GIFT0001', upc: '000000000001' }),
);
const arbPromotion = (i: number) => fc.constantFrom<PromotionLevel>('PRODUCT', 'ORDER', 'SHIPPING').chain((level) => fc.record({
  level: fc.constant(level),
  effect: arbEffect(level),
  priority: fc.integer({ min: 0, max: 3 }),
  minimumSubtotal: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
  categoryIds: fc.option(fc.subarray(['1000', '2000']), { nil: undefined }),
  customerGroups: fc.option(fc.subarray(GROUPS, { minLength: 1 }), { nil: undefined }),
  couponCode: fc.option(fc.constantFrom('SAVE20', 'WELCOME10'), { nil: undefined }),
}).map((r) => promotion({
  promotionId: `P${i}`, level: r.level, effect: r.effect, priority: r.priority,
  ...(r.couponCode === undefined ? {} : { couponCode: r.couponCode }),
  conditions: {
    ...(r.minimumSubtotal === undefined ? {} : { minimumSubtotal: r.minimumSubtotal }),
    ...(r.categoryIds === undefined ? {} : { categoryIds: r.categoryIds }),
    ...(r.customerGroups === undefined ? {} : { customerGroups: r.customerGroups }),
  },
})));
const arbPromotions = fc.integer({ min: 0, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbPromotion(i))));
const arbAdjustments = fc.array(fc.record({
  target: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), kind: fc.constantFrom('AMOUNT_OFF' as const, 'PERCENT_OFF' as const),
  value: fc.integer({ min: 1, max: 20_000 }),
}), { maxLength: 3 }).map((list) => list.map((a, i): PriceAdjustmentInput => ({
  adjustmentId: `adj_0000000${i}`, itemId: a.target === null ? null : `item${a.target}`, kind: a.kind,
  value: a.kind === 'PERCENT_OFF' ? Math.min(100, a.value) : a.value, reason: 'test', storeEmployeeId: 'E1', createdAt: NOW.toISOString(),
})));
const arbInput = fc.record({
  lines: arbLines, promotions: arbPromotions, adjustments: arbAdjustments, shipping: fc.integer({ min: 0, max: 3_000 }),
  bps: fc.integer({ min: 0, max: 2_500 }), included: fc.boolean(), groups: fc.subarray(GROUPS),
  codes: fc.subarray(['SAVE20', 'welcome10', 'OTHER1']),
}).map((r): PricingInput => base({
  lines: r.lines, promotions: r.promotions, adjustments: r.adjustments, shipping: r.shipping, tax: { bps: r.bps, included: r.included },
  customerGroups: r.groups, couponCodes: r.codes,
}));

describe('priceCart: properties', () => {
  it('no amount is ever negative, every discount is at most what it discounts, and the lines sum to the total', () => {
    fc.assert(fc.property(arbInput, (input) => {
      const priced = priceCart(input);
      const t = priced.totals;
      for (const value of [t.itemTotal, t.shipping, t.tax, t.total, t.totalDiscount, t.promotionDiscount, t.remainingToPay]) {
        expect(Number.isInteger(value) && value >= 0).toBe(true);
      }
      expect(t.shipping).toBeLessThanOrEqual(input.shipping);
      for (const l of priced.lines) {
        expect(l.priceAfterOrderDiscount).toBeGreaterThanOrEqual(0);
        expect(l.priceAfterOrderDiscount).toBeLessThanOrEqual(l.priceAfterItemDiscount);
        expect(l.priceAfterItemDiscount).toBeLessThanOrEqual(l.rowTotal);
        for (const p of l.productPromotions) expect(p.price).toBeLessThanOrEqual(l.rowTotal);
      }
      const items = priced.lines.reduce((s, l) => s + l.priceAfterOrderDiscount, 0);
      expect(t.total).toBe(items + t.shipping + (input.tax.included ? 0 : t.tax));
      expect(t.tax).toBeLessThanOrEqual(items + t.shipping + (input.tax.included ? 0 : t.tax));
      expect(t.itemTotal + input.shipping - t.promotionDiscount).toBe(items + t.shipping);
      expect(t.remainingToPay).toBe(t.total);
      expect(t.appliedRewards).toBe(0);
      for (const o of priced.orderPromotions) expect(o.discount).toBeLessThanOrEqual(o.level === 'SHIPPING' ? input.shipping : t.itemTotal);
      expect(priced.orderPromotions.filter((o) => o.level === 'ORDER').length).toBeLessThanOrEqual(1);
      expect(priced.orderPromotions.filter((o) => o.level === 'SHIPPING').length).toBeLessThanOrEqual(1);
    }));
  });

  it('the order the promotions, adjustments aside, are given in does not change the result', () => {
    fc.assert(fc.property(arbInput, fc.func(fc.integer()), (input, key) => {
      const shuffled = [...input.promotions].map((p, i) => ({ p, k: key(i) })).sort((a, b) => a.k - b.k).map((x) => x.p);
      expect(priceCart({ ...input, promotions: shuffled })).toEqual(priceCart(input));
    }));
  });

  it('VAT-inclusive and exclusive: tax is taxOf the discounted amount, included in or added to the total', () => {
    fc.assert(fc.property(arbInput, (input) => {
      const inc = priceCart({ ...input, tax: { bps: 2000, included: true } }).totals;
      const exc = priceCart({ ...input, tax: { bps: 2000, included: false } }).totals;
      expect(exc.total - exc.tax).toBe(inc.total);
      expect(Math.abs(inc.total - Math.round((inc.total - inc.tax) * 1.2))).toBeLessThanOrEqual(1);
    }));
  });

  it('threshold status agrees with the priced cart: reached ⇔ the promotion applied', () => {
    fc.assert(fc.property(arbInput, (input) => {
      const priced = priceCart(input);
      for (const a of priced.approachingPromotions) {
        const applied = priced.appliedPromotionIds.includes(a.promotionId);
        expect(a.thresholdStatus === 'Threshold Reached').toBe(applied);
        expect(a.distanceFromConditionThreshold === null).toBe(applied);
        if (!applied) expect(a.distanceFromConditionThreshold).toBeGreaterThan(0);
      }
      for (const id of priced.appliedPromotionIds) {
        const p = input.promotions.find((x) => x.promotionId === id)!;
        if (p.conditions.minimumSubtotal !== undefined) expect(priced.approachingPromotions.some((a) => a.promotionId === id)).toBe(true);
      }
    }));
  });

  it('cartTotals is the special case without promotions, codes or adjustments', () => {
    fc.assert(fc.property(arbInput, (input) => {
      const plain = { ...input, promotions: [], adjustments: [], couponCodes: [] };
      expect(priceCart(plain).totals).toEqual(cartTotals(input.lines, input.shipping, input.tax, input.currency));
    }));
  });

  it('spreadDiscount: the shares sum to the discount, each between 0 and its amount', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 8 }), fc.nat({ max: 1_000_000 }), (amounts, discount) => {
      const shares = spreadDiscount(amounts, discount);
      const total = amounts.reduce((s, a) => s + a, 0);
      expect(shares.reduce((s, x) => s + x, 0)).toBe(Math.min(total, discount));
      shares.forEach((s, i) => { expect(s).toBeGreaterThanOrEqual(0); expect(s).toBeLessThanOrEqual(amounts[i]!); });
    }));
  });
});
