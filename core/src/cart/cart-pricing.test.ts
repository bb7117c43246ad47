import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from 'neverthrow';
import { cartTotals, checkLineQuantity, divideRoundHalfUp, lineLimit, MAX_QTY_PER_LINE, taxOf } from './cart-pricing';

const exactHalfUp = (n: bigint, d: bigint): bigint => (2n * n + d) / (2n * d);

describe('cart pricing (integer minor units)', () => {
  it('divideRoundHalfUp rounds halves up and agrees with exact integer arithmetic', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), fc.integer({ min: 1, max: 20_000 }), (n, d) => {
      expect(BigInt(divideRoundHalfUp(n, d))).toBe(exactHalfUp(BigInt(n), BigInt(d)));
    }));
  });

  it('tax added on top: 8.25 % of 10.00 is 0.83 (0.825 rounds half up)', () => {
    expect(taxOf(1000, { bps: 825, included: false })).toBe(83);
  });

  it('tax included: 20 % VAT inside 12.00 is 2.00', () => {
    expect(taxOf(1200, { bps: 2000, included: true })).toBe(200);
  });

  it('total is items + shipping (+ tax when added on top); tax is never negative nor above the taxable amount', () => {
    const line = fc.record({ original: fc.integer({ min: 0, max: 100_000 }), qty: fc.integer({ min: 1, max: 10 }) })
      .chain((l) => fc.integer({ min: 0, max: l.original }).map((current) => ({ ...l, current })));
    fc.assert(fc.property(
      fc.array(line, { maxLength: 50 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: 5_000 }), fc.boolean(),
      (lines, shipping, bps, included) => {
        const t = cartTotals(lines, shipping, { bps, included }, 'USD');
        const items = lines.reduce((s, l) => s + l.current * l.qty, 0);
        expect(t.itemTotal).toBe(items);
        expect(Number.isInteger(t.tax)).toBe(true);
        expect(t.tax).toBeGreaterThanOrEqual(0);
        expect(t.tax).toBeLessThanOrEqual(items + shipping);
        expect(t.total).toBe(items + shipping + (included ? 0 : t.tax));
        expect(t.remainingToPay).toBe(t.total);
        expect(t.totalUnits).toBe(lines.reduce((s, l) => s + l.qty, 0));
        expect(t.totalDiscount).toBe(lines.reduce((s, l) => s + (l.original - l.current) * l.qty, 0));
      },
    ));
  });

  it('a line holds at most its stock, capped at 10; nothing left is out of stock, more than the limit is the max quantity', () => {
    expect(MAX_QTY_PER_LINE).toBe(10);
    expect(lineLimit(3)).toBe(3);
    expect(lineLimit(40)).toBe(10);
    expect(lineLimit(-2)).toBe(0);
    expect(checkLineQuantity(0, 1)).toEqual(err({ type: 'OutOfStock' }));
    expect(checkLineQuantity(5, 1, false)).toEqual(err({ type: 'OutOfStock' }));
    expect(checkLineQuantity(3, 4)).toEqual(err({ type: 'MaxQuantityExceeded', maxAllowedQty: 3 }));
    expect(checkLineQuantity(40, 11)).toEqual(err({ type: 'MaxQuantityExceeded', maxAllowedQty: 10 }));
    expect(checkLineQuantity(40, 10)).toEqual(ok(undefined));
  });

  it('property: a quantity is allowed exactly when the variant has stock and the quantity is within the line limit', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 50 }), fc.integer({ min: 1, max: 60 }), fc.boolean(), (stock, wanted, orderable) => {
      const allowed = orderable && stock > 0 && wanted <= Math.min(stock, 10);
      expect(checkLineQuantity(stock, wanted, orderable).isOk()).toBe(allowed);
    }));
  });
});
