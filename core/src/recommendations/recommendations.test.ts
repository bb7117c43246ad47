import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_RECOMMENDATION_PRODUCT_IDS, RECOMMENDATION_TYPES, recommendationsQueryOf, recommendationsQuerySchema, type RecommendationType,
} from '../contract';
import { parseRecToken, recToken } from './rec-token';
import { cartRecommendationRequest, PRODUCT_PAGE_RAILS, productPageRecommendationRequests } from './recommendation-rails';

const productId = fc.stringMatching(/^[A-Z0-9]{8,11}$/);
const type = fc.constantFrom<RecommendationType>(...RECOMMENDATION_TYPES);

describe('recToken', () => {
  it('reads back what it wrote: rail, anchor product (none for the cart), product and place', () => {
    fc.assert(fc.property(type, productId, productId, fc.integer({ min: 1, max: 9999 }), (t, anchor, id, position) => {
      const parts = t === 'cart' ? { type: t, productId: id, position } : { type: t, anchorId: anchor, productId: id, position };
      expect(parseRecToken(recToken(parts))._unsafeUnwrap()).toEqual(parts);
    }));
  });

  it('a token it did not make is malformed', () => {
    for (const token of ['', 'obt.SBTR0001.SBAC0003', 'xyz.SBTR0001.SBAC0003.1', 'obt.SBTR0001.SBAC0003.0', 'crt.SBTR0001.SBAC0003.1', 'sim.CART.SBAC0003.2', 'obt.sbtr0001.SBAC0003.1']) {
      expect(parseRecToken(token).isErr(), token).toBe(true);
    }
    fc.assert(fc.property(fc.string(), (text) => {
      const parsed = parseRecToken(text);
      if (parsed.isOk()) expect(recToken(parsed.value)).toBe(text);
    }));
  });
});

describe('recommendation requests', () => {
  it('the product page asks for often bought together then similar, leaving out the cart\'s products but never needing to leave out itself', () => {
    const requests = productPageRecommendationRequests('SBTR0001', ['SBAC0003', 'SBTR0001', 'SBAC0003']);
    expect(requests.map((r) => r.type)).toEqual([...PRODUCT_PAGE_RAILS]);
    for (const r of requests) expect(r).toEqual({ type: r.type, productId: 'SBTR0001', exclude: ['SBAC0003'], count: 12 });
  });

  it('an empty cart asks for nothing; a cart asks about its distinct products, at most the contract\'s limit', () => {
    expect(cartRecommendationRequest([])).toBeNull();
    fc.assert(fc.property(fc.array(productId, { minLength: 1, maxLength: 80 }), (ids) => {
      const request = cartRecommendationRequest(ids)!;
      expect(new Set(request.productIds).size).toBe(request.productIds!.length);
      expect(request.productIds!.length).toBe(Math.min(new Set(ids).size, MAX_RECOMMENDATION_PRODUCT_IDS));
      expect(recommendationsQuerySchema.safeParse(recommendationsQueryOf(request)).success).toBe(true);
    }));
  });

  it('every request a page makes is a valid query, and the query carries the lists comma-separated', () => {
    fc.assert(fc.property(productId, fc.array(productId, { maxLength: 60 }), (id, cart) => {
      for (const request of productPageRecommendationRequests(id, cart)) {
        const parsed = recommendationsQuerySchema.parse(recommendationsQueryOf(request));
        expect(parsed.exclude).toEqual(request.exclude);
        expect(parsed.productId).toBe(id);
      }
    }));
  });

  it('the query refuses a type without what it is about, a bad id, and too many', () => {
    const refused = [
      { type: 'similar' }, { type: 'often-bought-together', productIds: 'SBTR0001' }, { type: 'cart' }, { type: 'cart', productIds: '' },
      { type: 'cart', productId: 'SBTR0001', productIds: 'SBTR0001' }, { type: 'similar', productId: 'SBTR0001', exclude: 'nope' },
      { type: 'similar', productId: 'SBTR0001', count: '25' }, { type: 'similar', productId: 'SBTR0001', count: '0' }, { type: 'other', productId: 'SBTR0001' },
      { type: 'cart', productIds: Array.from({ length: 51 }, (_, i) => `SBTR${String(i).padStart(4, '0')}`).join(',') },
    ];
    for (const query of refused) expect(recommendationsQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    expect(recommendationsQuerySchema.parse({ type: 'similar', productId: 'SBTR0001' }).count).toBe(6);
  });
});
