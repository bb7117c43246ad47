import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseProductSetRoute, productSetPath, productSetTotal } from './product-set';

describe('product sets', () => {
  it('a set page path parses back to its slug and set id', () => {
    fc.assert(fc.property(
      // A slug of "p" alone is not a set's: the rule refuses it, so that a product path (`/p/{id}`) never reads as a set.
      fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/).filter((slug) => slug !== 'p'), fc.stringMatching(/^[A-Z0-9]{8,11}$/), fc.constantFrom('en-us', 'en-gb', 'fr-fr'),
      (slug, id, locale) => {
        const path = productSetPath(locale, slug, id);
        expect(path).toBe(`/${locale}/set/${slug}-${id}`);
        expect(parseProductSetRoute(path)._unsafeUnwrap()).toEqual({ slug, productSetId: id });
      },
    ));
  });

  it('a segment without a set id is not a set page', () => {
    expect(parseProductSetRoute('trail-kit').isErr()).toBe(true);
    expect(parseProductSetRoute('trail-kit-sbset0001').isErr()).toBe(true);
    expect(parseProductSetRoute('/en-us/p/SBSET0001').isErr()).toBe(true);
  });

  it("the set's total is the sum of its products' current and original prices", () => {
    const price = fc.record({ current: fc.integer({ min: 0, max: 100_000 }), extra: fc.integer({ min: 0, max: 100_000 }) });
    fc.assert(fc.property(fc.array(price, { maxLength: 8 }), (prices) => {
      const products = prices.map(({ current, extra }) => ({
        price: { lowCurrent: current, highCurrent: current, lowOriginal: current + extra, highOriginal: current + extra },
      }));
      const total = productSetTotal(products);
      expect(total.current).toBe(prices.reduce((sum, p) => sum + p.current, 0));
      expect(total.original).toBe(prices.reduce((sum, p) => sum + p.current + p.extra, 0));
      expect(total.current).toBeLessThanOrEqual(total.original);
    }));
  });
});
