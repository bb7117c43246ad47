import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeLapsed, challengeLapsesAt } from './three-ds';
import { DEFAULT_FRAUD_RULE, fraudVerdict, fraudWindowStart } from './fraud-rule';
import { instalmentAmounts, instalmentPlan } from './instalment-plan';

describe('buy now pay later instalment plan', () => {
  it('the instalments sum exactly to the amount, the remainder on the last, the others equal', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (amount, count) => {
      const parts = instalmentAmounts(amount, count);
      expect(parts).toHaveLength(count);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(new Set(parts.slice(0, -1)).size).toBeLessThanOrEqual(1);
      expect(parts.at(-1)! - parts[0]!).toBeGreaterThanOrEqual(0);
      expect(parts.at(-1)! - parts[0]!).toBeLessThan(count);
      expect(parts.every(Number.isInteger)).toBe(true);
    }));
  });

  it('10001 in 4: 2500, 2500, 2500, 2501, due every 14 days from the purchase', () => {
    const plan = instalmentPlan(10001, new Date('2026-01-01T00:00:00Z'));
    expect(plan.map((i) => i.amount)).toEqual([2500, 2500, 2500, 2501]);
    expect(plan.map((i) => i.dueAt.slice(0, 10))).toEqual(['2026-01-01', '2026-01-15', '2026-01-29', '2026-02-12']);
  });

  it('refuses a fractional or negative amount (money is integer minor units)', () => {
    expect(() => instalmentAmounts(10.5)).toThrow(RangeError);
    expect(() => instalmentAmounts(-1)).toThrow(RangeError);
  });
});

describe('sandbox fraud rule', () => {
  const rule = { ...DEFAULT_FRAUD_RULE, maxOrders: 3, windowMinutes: 10 };

  it('a fingerprint may place maxOrders orders within the window; the next is refused', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 20 }), (recent) => {
      expect(fraudVerdict(rule, 'device-abcdefgh', recent).type).toBe(recent >= 3 ? 'Refuse' : 'Accept');
    }));
  });

  it('a deny-listed fingerprint is refused even with no orders; no fingerprint is not judged', () => {
    expect(fraudVerdict(rule, 'sandbox-fraud-denied', 0)).toEqual({ type: 'Refuse', reason: 'DenyListed' });
    expect(fraudVerdict(rule, null, 100)).toEqual({ type: 'Accept' });
  });

  it('the window starts windowMinutes before now', () => {
    expect(fraudWindowStart(rule, new Date('2026-01-01T00:10:00Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('3-D Secure challenge lapse', () => {
  it('lapses exactly the configured minutes after placing', () => {
    const at = challengeLapsesAt(new Date('2026-01-01T00:00:00Z'), 15);
    expect(challengeLapsed(at, new Date('2026-01-01T00:14:59Z'))).toBe(false);
    expect(challengeLapsed(at, new Date('2026-01-01T00:15:00Z'))).toBe(true);
  });
});
