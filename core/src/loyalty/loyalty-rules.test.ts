import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import {
  DEFAULT_LOYALTY_SETTINGS, merchandiseOf, pointsEarned, welcomeOfferOpen, pointsPayment, pointsWorth, voucherAvailability, voucherDiscount, voucherEligibility,
  type VoucherState,
} from './loyalty-rules';

const settings = DEFAULT_LOYALTY_SETTINGS;
const now = new Date('2026-06-15T10:00:00Z');
const voucher = (extra: Partial<VoucherState> = {}): VoucherState => ({
  amount: 10_00, currency: 'USD', minimumSpend: 50_00, expiresAt: new Date('2026-07-01T00:00:00Z'), used: false, voided: false, ...extra,
});

describe('loyalty points', () => {
  it('an order earns a point per whole currency unit of merchandise paid', () => {
    expect(pointsEarned(12_345, settings)).toBe(123);
    expect(pointsEarned(99, settings)).toBe(0);
    expect(pointsEarned(-5, settings)).toBe(0);
  });

  it('points earned never decrease as the amount paid grows, and are whole', () => {
    fc.assert(fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(pointsEarned(low, settings)).toBeLessThanOrEqual(pointsEarned(high, settings));
      expect(Number.isInteger(pointsEarned(high, settings))).toBe(true);
    }));
  });

  it('§9 LOYALTY_POINTS: fewer points than the configured minimum are refused', () => {
    expect(pointsPayment(499, 10_000, 100_00, settings)).toEqual(err({ type: 'BelowMinimum', minimumPoints: 500 }));
  });

  it('more points than the balance are refused', () => {
    expect(pointsPayment(800, 700, 100_00, settings)).toEqual(err({ type: 'Insufficient', balance: 700 }));
  });

  it('points pay at most what the order still needs, and never more than asked or held', () => {
    expect(pointsPayment(900, 1_000, 600, settings)).toEqual(ok(600));
    fc.assert(fc.property(fc.integer({ min: 500, max: 100_000 }), fc.nat(200_000), fc.nat(1_000_000), (requested, balance, payable) => {
      const taken = pointsPayment(requested, balance, payable, settings);
      if (requested > balance) {
        expect(taken.isErr()).toBe(true);
      } else {
        const points = taken._unsafeUnwrap();
        expect(points).toBeLessThanOrEqual(requested);
        expect(pointsWorth(points, settings)).toBeLessThanOrEqual(payable);
      }
    }));
  });
});

describe('§3 loyalty vouchers: available and eligible', () => {
  it('a used, voided or expired voucher is not available', () => {
    expect(voucherAvailability(voucher(), now)).toEqual(ok(undefined));
    expect(voucherAvailability(voucher({ used: true }), now)).toEqual(err({ type: 'Used' }));
    expect(voucherAvailability(voucher({ voided: true }), now)).toEqual(err({ type: 'Used' }));
    expect(voucherAvailability(voucher({ expiresAt: now }), now)).toEqual(err({ type: 'Expired' }));
  });

  it('eligible only for a cart of its currency that reaches its minimum spend', () => {
    expect(voucherEligibility(voucher(), { currency: 'USD', merchandise: 50_00 }, now)).toEqual(ok(undefined));
    expect(voucherEligibility(voucher(), { currency: 'GBP', merchandise: 80_00 }, now)).toEqual(err({ type: 'OtherCurrency', currency: 'USD' }));
    expect(voucherEligibility(voucher(), { currency: 'USD', merchandise: 49_99 }, now)).toEqual(err({ type: 'BelowMinimumSpend', minimumSpend: 50_00 }));
  });

  it('a voucher never takes off more than the merchandise, nor a negative amount', () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (amount, merchandise) => {
      const off = voucherDiscount({ amount }, merchandise);
      expect(off).toBeGreaterThanOrEqual(0);
      expect(off).toBeLessThanOrEqual(Math.min(amount, merchandise));
    }));
  });
});

describe('merchandise', () => {
  it('is the sum of the lines after their discounts', () => {
    expect(merchandiseOf([{ price: { priceAfterOrderDiscount: 40_00 } }, { price: { priceAfterOrderDiscount: 12_50 } }])).toBe(52_50);
    expect(merchandiseOf([])).toBe(0);
  });
});

describe('the welcome offer', () => {
  const promotion = (conditions: { startsAt?: string; endsAt?: string } = {}, active = true) => ({ active, conditions });
  it('is open while the promotion runs and the member has not used it', () => {
    expect(welcomeOfferOpen(promotion(), false, now)).toBe(true);
    expect(welcomeOfferOpen(promotion(), true, now)).toBe(false);
    expect(welcomeOfferOpen(promotion({}, false), false, now)).toBe(false);
    expect(welcomeOfferOpen(promotion({ endsAt: now.toISOString() }), false, now)).toBe(false);
    expect(welcomeOfferOpen(promotion({ startsAt: '2026-07-01T00:00:00Z' }), false, now)).toBe(false);
    expect(welcomeOfferOpen(promotion({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-12-31T00:00:00Z' }), false, now)).toBe(true);
  });
});
