import { describe, expect, it } from 'vitest';
import { DEFAULT_BOUNCE_BACK_RULES } from '@switchback/core';
import { cartLoyaltyView, cartSpendBanner } from './cart-profile-view';
import type { VoucherRow } from './loyalty.repository';
import type { OwnerProfile } from './special-profile.repository';

const now = new Date('2026-06-15T10:00:00Z');
const owner = (extra: Partial<OwnerProfile> = {}): OwnerProfile => ({
  customerId: 'cst_1', consumerType: 'REGISTERED', termsAccepted: false, currency: 'USD', employee: null, athlete: null, prosumer: null,
  loyalty: { memberId: 'LM000000000001', joinedAt: now, points: 0 }, ...extra,
});
const voucher = (extra: Partial<VoucherRow> = {}): VoucherRow => ({
  voucher_id: 'lv_TEST00000001', customer_id: 'cst_1', amount: 10_00, currency: 'USD', points: 0, minimum_spend: 50_00, expires_at: null,
  used_order_number: null, voided_at: null, origin_order_number: null, origin_promotion_id: null, ...extra,
});
const lines = (...amounts: number[]) => amounts.map((priceAfterOrderDiscount) => ({ price: { priceAfterOrderDiscount } }));

describe('the cart answer\'s loyalty fields', () => {
  it('§6 spend banner precedence: employee with terms, then athlete, then IPA, then Wranx', () => {
    const allowance = { currentSpend: 10_00, limit: 100_00 };
    const all = owner({ consumerType: 'EMPLOYEE', termsAccepted: true, employee: allowance, athlete: allowance, prosumer: { ...allowance, type: 'IPA' } });
    expect(cartSpendBanner(all)?.type).toBe('employee');
    expect(cartSpendBanner({ ...all, termsAccepted: false })?.type).toBe('athlete');
    expect(cartSpendBanner({ ...all, termsAccepted: false, athlete: null })).toEqual({ type: 'IPA', currentSpend: 10_00, limit: 100_00, currency: 'USD' });
    expect(cartSpendBanner(owner({ prosumer: { ...allowance, type: 'Wranx' } }))?.type).toBe('Wranx');
    expect(cartSpendBanner(owner())).toBeNull();
    expect(cartSpendBanner(undefined)).toBeNull();
  });

  it('a reward applies while eligible, pays at most its amount, the merchandise and the total', () => {
    const applied = cartLoyaltyView({ owner: owner(), reward: voucher(), now }, 'USD', lines(40_00, 20_00), { total: 65_00 });
    expect(applied.appliedRewards).toBe(10_00);
    expect(applied.fields.reward).toEqual({ appliedLoyaltyVoucher: 'lv_TEST00000001', points: 0, amount: 10_00 });
    const capped = cartLoyaltyView({ owner: owner(), reward: voucher({ amount: 500_00, minimum_spend: 0 }), now }, 'USD', lines(30_00), { total: 35_00 });
    expect(capped.appliedRewards).toBe(30_00);
  });

  it('a reward below its minimum spend, used, of another currency or of another customer does not apply', () => {
    for (const [reward, currency, merchandise] of [
      [voucher(), 'USD', 49_99], [voucher({ used_order_number: 'SB-1' }), 'USD', 80_00], [voucher(), 'EUR', 80_00], [voucher({ customer_id: 'cst_2' }), 'USD', 80_00],
    ] as const) {
      const view = cartLoyaltyView({ owner: owner(), reward, now }, currency, lines(merchandise), { total: merchandise });
      expect(view).toMatchObject({ appliedRewards: 0, fields: { reward: null } });
    }
  });

  it('bounce-back vouchers show for members only', () => {
    expect(cartLoyaltyView({ owner: owner(), reward: undefined, now }, 'USD', lines(120_00), { total: 120_00 }).fields.bounceBackVouchers)
      .toEqual([expect.objectContaining({ promotionId: DEFAULT_BOUNCE_BACK_RULES[0]!.promotionId, earned: true })]);
    expect(cartLoyaltyView({ owner: owner({ loyalty: null }), reward: undefined, now }, 'USD', lines(120_00), { total: 120_00 }).fields.bounceBackVouchers).toEqual([]);
    expect(cartLoyaltyView(undefined, 'USD', lines(120_00), { total: 120_00 }).fields).toEqual({ spendBanner: null, bounceBackVouchers: [], reward: null });
  });
});
