import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { athletePayment, checkSpendLimit, spendPeriod } from './spend-limit';

describe('§6 spend limits', () => {
  it('the period is the calendar year (UTC) of the order', () => {
    expect(spendPeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026');
    expect(spendPeriod(new Date('2027-01-01T00:00:00Z'))).toBe('2027');
  });

  it('an order that would take the spend over the cap is refused, naming what is left', () => {
    expect(checkSpendLimit(1_900_00, 100_00, 2_000_00)).toEqual(ok(undefined));
    expect(checkSpendLimit(1_900_00, 100_01, 2_000_00)).toEqual(err({ type: 'LimitExceeded', remaining: 100_00 }));
  });

  it('whatever the orders, accepting only those that fit never spends over the cap', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 500_00 }), { maxLength: 50 }), fc.integer({ min: 0, max: 5_000_00 }), (orders, cap) => {
      const spent = orders.reduce((total, amount) => (checkSpendLimit(total, amount, cap).isOk() ? total + amount : total), 0);
      expect(spent).toBeLessThanOrEqual(cap);
    }));
  });

  it('§3 athlete payment: what is left of the credit, and what this order can take of it', () => {
    expect(athletePayment(500_00, 450_00, 80_00)).toEqual({ remainingAmount: 50_00, payableAmount: 50_00 });
    expect(athletePayment(500_00, 600_00, 80_00)).toEqual({ remainingAmount: 0, payableAmount: 0 });
    expect(athletePayment(500_00, 0, 80_00)).toEqual({ remainingAmount: 500_00, payableAmount: 80_00 });
  });
});
