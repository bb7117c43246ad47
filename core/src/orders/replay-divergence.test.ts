import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrailAnswer, TrailLine } from '../contract/order.contract';
import { compareReplay, compareTrailOutcome, describeDivergence, type TrailOutcome } from './replay-divergence';

const upcArb = fc.stringMatching(/^\d{12}$/);
const lineArb: fc.Arbitrary<TrailLine> = fc.record({
  upc: upcArb,
  productId: fc.stringMatching(/^[A-Z0-9]{8}$/),
  qty: fc.integer({ min: 1, max: 10 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  name: fc.constantFrom('Trail Runner', 'Summit Jacket'),
  colorName: fc.constantFrom('Slate Grey', 'Red'),
  size: fc.constantFrom('9', 'M'),
});
/** Lines with distinct UPCs, as a basket has them. */
const linesArb = fc.uniqueArray(lineArb, { selector: (line) => line.upc, maxLength: 5 });
const answerArb: fc.Arbitrary<TrailAnswer> = fc.record({
  errorId: fc.constantFrom('ITEM_OOS', 'PAYMENT_ERROR'),
  total: fc.integer({ min: 0, max: 10_000_000 }),
  currency: fc.constantFrom('USD', 'GBP', 'EUR'),
  flash: fc.array(fc.constantFrom('ProductLineItemInventoryMissing', 'PromotionExpired')),
  lines: linesArb,
}, { requiredKeys: [] });
const outcomeArb: fc.Arbitrary<TrailOutcome> = fc.record({ status: fc.constantFrom(200, 400, 404, 409), answer: answerArb });

describe('replay divergence (issue 8 §4: then vs now, call by call)', () => {
  it('a call answered the same today does not diverge', () => {
    fc.assert(fc.property(outcomeArb, (outcome) => {
      expect(compareTrailOutcome(outcome, structuredClone(outcome))).toEqual([]);
    }));
  });

  it('flash types in another order are the same answer', () => {
    const then: TrailOutcome = { status: 200, answer: { flash: ['A', 'B'] } };
    expect(compareTrailOutcome(then, { status: 200, answer: { flash: ['B', 'A'] } })).toEqual([]);
  });

  it('a changed line price is one divergence naming the line (product, colour / size, UPC) with both prices', () => {
    fc.assert(fc.property(answerArb, fc.integer({ min: 0, max: 1_000_000 }), fc.nat(), (answer, newPrice, pick) => {
      const lines = answer.lines ?? [];
      fc.pre(lines.length > 0);
      const index = pick % lines.length;
      const changed = lines[index]!;
      fc.pre(changed.price !== newPrice);
      const now: TrailAnswer = { ...answer, lines: lines.map((line, i) => (i === index ? { ...line, price: newPrice } : line)) };
      const divergences = compareTrailOutcome({ status: 200, answer }, { status: 200, answer: now });
      expect(divergences).toEqual([{
        kind: 'linePrice',
        line: { upc: changed.upc, label: `${changed.name} (${changed.colorName} / ${changed.size}) UPC ${changed.upc}` },
        then: changed.price,
        now: newPrice,
      }]);
    }));
  });

  it('any difference in status, errorId, total or currency is reported with both values', () => {
    fc.assert(fc.property(outcomeArb, outcomeArb, (then, now) => {
      const kinds = compareTrailOutcome(then, now).map((divergence) => divergence.kind);
      expect(kinds.includes('status')).toBe(then.status !== now.status);
      expect(kinds.includes('errorId')).toBe(then.answer.errorId !== now.answer.errorId);
      expect(kinds.includes('total')).toBe(then.answer.total !== now.answer.total);
      expect(kinds.includes('currency')).toBe(then.answer.currency !== now.answer.currency);
    }));
  });

  it('a line gone today and a line new today are named', () => {
    const line: TrailLine = { upc: '123456789012', productId: 'TRAILRUN1', qty: 1, price: 12_000, name: 'Trail Runner', colorName: 'Slate Grey', size: '9' };
    const other: TrailLine = { ...line, upc: '123456789013', size: '10' };
    const divergences = compareTrailOutcome({ status: 200, answer: { lines: [line] } }, { status: 200, answer: { lines: [other] } });
    expect(divergences).toEqual([
      { kind: 'lineMissing', line: { upc: line.upc, label: 'Trail Runner (Slate Grey / 9) UPC 123456789012' } },
      { kind: 'lineAdded', line: { upc: other.upc, label: 'Trail Runner (Slate Grey / 10) UPC 123456789013' } },
    ]);
  });

  it('calls not replayed (payment without --place) never count as divergence; the first diverging call is named', () => {
    const same: TrailOutcome = { status: 200, answer: { total: 100, currency: 'USD' } };
    const comparison = compareReplay([
      { seq: 1, endpoint: 'createCart', then: same, now: same },
      { seq: 2, endpoint: 'addItem', then: same, now: { status: 409, answer: { errorId: 'ITEM_OOS' } } },
      { seq: 3, endpoint: 'placeOrder', then: same, now: undefined },
    ]);
    expect(comparison.diverged).toBe(true);
    expect(comparison.firstDivergedSeq).toBe(2);
    expect(comparison.calls[2]!.divergences).toEqual([]);
    expect(compareReplay([{ seq: 1, endpoint: 'placeOrder', then: same, now: undefined }]).diverged).toBe(false);
  });

  it('describes a price change with both prices in the currency', () => {
    const text = describeDivergence({ kind: 'linePrice', line: { upc: '123456789012', label: 'Trail Runner (Slate Grey / 9) UPC 123456789012' }, then: 12_000, now: 15_000 }, 'USD', 'en-US');
    expect(text).toBe('price of Trail Runner (Slate Grey / 9) UPC 123456789012: $120.00 → $150.00');
  });
});
