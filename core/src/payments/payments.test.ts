import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayments, instrumentCap, PAYMENT_ORDER, type AllocatableInstrument } from './allocate-payments';
import { giftCardLast4, maskGiftCardNumber } from './gift-card-number';
import { GIFT_CARD_HOLD_MINUTES, holdLapsed } from './gift-card-hold';
import { giftCardMayPayFor } from './gift-card-use';

const money = fc.integer({ min: 0, max: 10_000_000 });
const id = fc.string({ minLength: 1, maxLength: 6 });
const instrument: fc.Arbitrary<AllocatableInstrument> = fc.oneof(
  fc.record({ id, kind: fc.constant('GIFT_CARD' as const), balance: money, requested: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }) }),
  fc.record({ id, kind: fc.constant('LOYALTY_POINTS' as const), points: fc.integer({ min: 0, max: 100_000 }), pointValue: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ id, kind: fc.constantFrom('REWARD_CODE' as const, 'REWARD_CARD' as const), value: money }),
  fc.record({ id, kind: fc.constant('ATHLETES_PAYMENT' as const), remainingCredit: money, requested: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }) }),
);
const instruments = fc.array(instrument, { maxLength: 8 });

describe('allocatePayments: who pays what of the total', () => {
  it('the reward, the instruments and remainingToPay add up to the total, in integer minor units', () => {
    fc.assert(fc.property(money, money, instruments, (total, reward, list) => {
      const a = allocatePayments(total, reward, list);
      const paid = a.reward + a.instruments.reduce((sum, i) => sum + i.amount, 0);
      expect(paid + a.remainingToPay).toBe(total);
      expect(Number.isSafeInteger(a.remainingToPay)).toBe(true);
      expect(a.remainingToPay).toBeGreaterThanOrEqual(0);
    }));
  });

  it('no amount is negative or above its cap, and the reward pays at most itself', () => {
    fc.assert(fc.property(money, money, instruments, (total, reward, list) => {
      const a = allocatePayments(total, reward, list);
      expect(a.reward).toBeGreaterThanOrEqual(0);
      expect(a.reward).toBeLessThanOrEqual(reward);
      a.instruments.forEach((allocated, index) => {
        expect(allocated.id).toBe(list[index]!.id);
        expect(allocated.amount).toBeGreaterThanOrEqual(0);
        expect(allocated.amount).toBeLessThanOrEqual(instrumentCap(list[index]!));
        expect(Number.isSafeInteger(allocated.amount)).toBe(true);
      });
    }));
  });

  it('is deterministic', () => {
    fc.assert(fc.property(money, money, instruments, (total, reward, list) => {
      expect(allocatePayments(total, reward, list)).toEqual(allocatePayments(total, reward, [...list]));
    }));
  });

  it('an instrument is only short of its cap when every instrument before it in the paying order has paid and nothing is left after it', () => {
    fc.assert(fc.property(money, money, instruments, (total, reward, list) => {
      const a = allocatePayments(total, reward, list);
      const short = a.instruments.some((allocated, index) => allocated.amount < instrumentCap(list[index]!));
      if (short) expect(a.remainingToPay).toBe(0);
      // Anything later in the paying order gets nothing while an earlier one is short.
      a.instruments.forEach((allocated, i) => {
        if (allocated.amount >= instrumentCap(list[i]!)) return;
        a.instruments.forEach((other, j) => {
          const later = PAYMENT_ORDER[list[j]!.kind] > PAYMENT_ORDER[list[i]!.kind] || (PAYMENT_ORDER[list[j]!.kind] === PAYMENT_ORDER[list[i]!.kind] && j > i);
          if (later) expect(other.amount).toBe(0);
        });
      });
    }));
  });

  it('the reward pays first, then athlete payment, points, reward codes, then gift cards in the order added; the card pays the rest', () => {
    const a = allocatePayments(10_000, 1_000, [
      { id: 'gc1', kind: 'GIFT_CARD', balance: 2_500 },
      { id: 'gc2', kind: 'GIFT_CARD', balance: 5_000, requested: 3_000 },
      { id: 'rw', kind: 'REWARD_CODE', value: 500 },
      { id: 'pts', kind: 'LOYALTY_POINTS', points: 200, pointValue: 5 },
      { id: 'ath', kind: 'ATHLETES_PAYMENT', remainingCredit: 1_500 },
    ]);
    expect(a).toEqual({
      reward: 1_000,
      instruments: [
        { id: 'gc1', kind: 'GIFT_CARD', amount: 2_500 },
        { id: 'gc2', kind: 'GIFT_CARD', amount: 3_000 },
        { id: 'rw', kind: 'REWARD_CODE', amount: 500 },
        { id: 'pts', kind: 'LOYALTY_POINTS', amount: 1_000 },
        { id: 'ath', kind: 'ATHLETES_PAYMENT', amount: 1_500 },
      ],
      remainingToPay: 500,
    });
  });

  it('a gift card pays min(balance, requested amount, what is left)', () => {
    expect(allocatePayments(4_000, 0, [{ id: 'a', kind: 'GIFT_CARD', balance: 10_000 }]).instruments[0]!.amount).toBe(4_000);
    expect(allocatePayments(4_000, 0, [{ id: 'a', kind: 'GIFT_CARD', balance: 10_000, requested: 1_000 }]).remainingToPay).toBe(3_000);
    expect(allocatePayments(4_000, 0, [{ id: 'a', kind: 'GIFT_CARD', balance: 700 }]).remainingToPay).toBe(3_300);
    expect(allocatePayments(4_000, 0, [
      { id: 'a', kind: 'GIFT_CARD', balance: 3_000 }, { id: 'b', kind: 'GIFT_CARD', balance: 3_000 },
    ]).instruments.map((i) => i.amount)).toEqual([3_000, 1_000]);
  });
});

describe('gift card number masking', () => {
  it('shows the last four digits only', () => {
    expect(maskGiftCardNumber('6006 4912 3456 7890')).toBe('•••• 7890');
    expect(giftCardLast4('6006491234567890')).toBe('7890');
  });

  it('never shows more than four digits of any number', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{16,19}$/), (number) => {
      const masked = maskGiftCardNumber(number);
      expect(masked).toBe(`•••• ${number.slice(-4)}`);
      expect(masked.replace(/\D/g, '')).toHaveLength(4);
    }));
  });
});

describe('gift card holds (issue 9 §3)', () => {
  it(`a hold lapses after ${GIFT_CARD_HOLD_MINUTES} minutes, not before`, () => {
    const heldAt = new Date('2026-11-24T10:00:00Z');
    expect(holdLapsed(heldAt, new Date('2026-11-24T10:29:59Z'))).toBe(false);
    expect(holdLapsed(heldAt, new Date('2026-11-24T10:30:00Z'))).toBe(true);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
      // Monotone in time: once lapsed, a hold stays lapsed.
      const [early, late] = a <= b ? [a, b] : [b, a];
      if (holdLapsed(heldAt, new Date(heldAt.getTime() + early))) expect(holdLapsed(heldAt, new Date(heldAt.getTime() + late))).toBe(true);
    }));
  });
});

describe('what a gift card may pay for (issue 9 §3)', () => {
  it('anything but gift cards: one digital line in the cart and it may not pay', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 8 }), (digital) => {
      expect(giftCardMayPayFor(digital.map((isDigitalProduct) => ({ isDigitalProduct })))).toBe(!digital.includes(true));
    }));
  });
});
