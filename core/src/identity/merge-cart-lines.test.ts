import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineLimit } from '../cart/cart-pricing';
import { mergedLineQuantity } from './merge-cart-lines';

describe('mergedLineQuantity (issue 7 §3 merge)', () => {
  it('sums the two lines when the sum fits the line limit', () => {
    expect(mergedLineQuantity(50, 2, 3)).toBe(5);
    expect(mergedLineQuantity(50, 0, 4)).toBe(4);
  });

  it('caps the sum at the line maximum (stock capped at 10)', () => {
    expect(mergedLineQuantity(50, 7, 6)).toBe(10);
    expect(mergedLineQuantity(4, 3, 3)).toBe(4);
  });

  it('never takes away what either side held (stock fell below a line, or is gone)', () => {
    expect(mergedLineQuantity(2, 5, 1)).toBe(5);
    expect(mergedLineQuantity(0, 2, 3)).toBe(3);
  });

  it('laws: at least each side, the sum when it fits, never above the limit unless a side already was', () => {
    fc.assert(fc.property(fc.nat(60), fc.nat(12), fc.integer({ min: 1, max: 12 }), (stock, consumer, guest) => {
      const merged = mergedLineQuantity(stock, consumer, guest);
      expect(merged).toBeGreaterThanOrEqual(Math.max(consumer, guest));
      expect(merged).toBeLessThanOrEqual(Math.max(lineLimit(stock), consumer, guest));
      if (stock > 0 && consumer + guest <= lineLimit(stock)) expect(merged).toBe(consumer + guest);
      // Merging the same guest line again into the result never grows past the cap (replays add nothing once capped).
      expect(mergedLineQuantity(stock, merged, 0)).toBe(merged);
    }));
  });
});
