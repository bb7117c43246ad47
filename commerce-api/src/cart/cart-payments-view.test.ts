import { describe, expect, it } from 'vitest';
import type { PaymentInstrumentRow } from './cart.repository';
import { cartPayments } from './cart-payments-view';

const row = (id: string, payment_method_id: PaymentInstrumentRow['payment_method_id'], details: Record<string, unknown>, requested_amount: number | null = null): PaymentInstrumentRow => ({
  id, payment_method_id, token: null, brand: null, last4: null, expiry_month: null, expiry_year: null, holder: null,
  reference: `ref_${id}`, requested_amount, details, added_at: new Date('2026-06-15T10:00:00Z'),
});
const card: PaymentInstrumentRow = {
  ...row('card', 'CREDIT_CARD', {}), token: 'tok_x', brand: 'VISA', last4: '1111', expiry_month: 12, expiry_year: 2030, holder: 'Ada', reference: null,
};
const giftCard = (id: string, balance: number, requested: number | null = null) =>
  row(id, 'GIFT_CARD', { maskedNumber: '•••• 7890', last4: '7890', balance, expiresAt: null }, requested);

describe('cartPayments: the contract payment_instruments and remainingToPay', () => {
  it('every kind shows its own shape and pays in the documented order; the card shows remainingToPay', () => {
    const payments = cartPayments([
      card,
      giftCard('gc', 5_000),
      row('pts', 'LOYALTY_POINTS', { points: 300, pointValue: 5 }),
      row('rw', 'REWARD_CARD', { value: 700, maskedCode: '•••• WXYZ' }),
      row('ath', 'ATHLETES_PAYMENT', { remainingCredit: 2_000 }, 1_000),
    ], { total: 10_000, appliedRewards: 500 });
    expect(payments.instruments.map((pi) => [pi.payment_method_id, pi.amount])).toEqual([
      ['CREDIT_CARD', 1_300], ['GIFT_CARD', 5_000], ['LOYALTY_POINTS', 1_500], ['REWARD_CARD', 700], ['ATHLETES_PAYMENT', 1_000],
    ]);
    expect(payments.remainingToPay).toBe(1_300);
    expect(payments.instruments[1]).toMatchObject({ giftCard: { maskedNumber: '•••• 7890', balance: 5_000 } });
    expect(payments.instruments[2]).toMatchObject({ points: 300 });
    expect(payments.instruments[3]).toMatchObject({ reward: { maskedCode: '•••• WXYZ' } });
  });

  it('gift cards pay in the order added, each at most its requested amount; nothing is left for the card to pay when they cover it', () => {
    const payments = cartPayments([giftCard('a', 3_000, 1_000), giftCard('b', 9_000)], { total: 4_000, appliedRewards: 0 });
    expect(payments.instruments.map((pi) => pi.amount)).toEqual([1_000, 3_000]);
    expect(payments.remainingToPay).toBe(0);
  });

  it('a row whose details are not its kind\'s shape is a bug, not a silent zero', () => {
    expect(() => cartPayments([row('gc', 'GIFT_CARD', { balance: 'lots' })], { total: 1_000, appliedRewards: 0 })).toThrow();
  });
});
