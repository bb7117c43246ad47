import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { catalogueError, type AddPaymentInstrumentRequest, type Cart, type CheckoutApi, type CouponRequest, type PromotionApi, type RewardRequest } from '@switchback/core';
import { FakeCommerce } from '@switchback/core/testing';
import type { StepEvent } from '../shared/steps';
import { SteppingClock, aScript, checkoutUseCasesOver } from '../testing/fake-session';
import { ScriptedCheckout, checkoutPlan } from './scripted-checkout';
import { parseCheckoutScript } from './checkout-script.schema';

const GIFT_CARD = '6006491234567890';

/**
 * Issue 9 ports over the in-memory upstream: a coupon takes 10.00 off, the reward 5.00, a gift card pays what is
 * asked (or all that is left); each answers the fake's own cart with those fields, so the steps read real totals.
 */
function issue9Ports(fake: FakeCommerce, calls: string[]) {
  let couponOff = 0;
  let rewardOff = 0;
  let giftCardPays = 0;
  const priced = (cart: Cart): Cart => {
    const remainingToPay = Math.max(0, cart.totals.total - couponOff - rewardOff - giftCardPays);
    return {
      ...cart,
      totals: { ...cart.totals, total: cart.totals.total - couponOff, remainingToPay },
      couponItems: couponOff > 0 ? [{ code: 'SAVE10', status: 'APPLIED', promotionId: 'SAVE10', calloutMessage: 'a|b|c', discount: couponOff }] : [],
      reward: rewardOff > 0 ? { appliedLoyaltyVoucher: 'lv_AAAAAAAA01', points: 0, amount: rewardOff } : null,
      payment_instruments: giftCardPays > 0
        ? [{ payment_instrument_id: 'pi_gc1', amount: giftCardPays, payment_method_id: 'GIFT_CARD', giftCard: { maskedNumber: '•••• 7890', last4: '7890', balance: 0, expiresAt: null } }]
        : [],
    };
  };
  const promotions: Pick<PromotionApi, 'applyCoupon' | 'applyReward'> = {
    applyCoupon: (request: CouponRequest) => {
      calls.push(`coupon ${request.code}`);
      couponOff = 1000;
      return fake.carts.get(request.cartId).map(priced);
    },
    applyReward: (basketId: string, request: RewardRequest) => {
      calls.push(`reward ${request.appliedLoyaltyVoucher}`);
      rewardOff = 500;
      return fake.carts.get(basketId).map(priced);
    },
  };
  const payments: Pick<CheckoutApi, 'addPaymentInstrument'> = {
    addPaymentInstrument: (basketId: string, request: AddPaymentInstrumentRequest) => {
      calls.push(`instrument ${request.payment_method_id}`);
      if (request.payment_method_id !== 'GIFT_CARD') return fake.checkout.addPaymentInstrument(basketId, request);
      return fake.carts.get(basketId).andThen((cart) => {
        const left = priced(cart).totals.remainingToPay;
        giftCardPays += Math.min(request.amount ?? left, left);
        return okAsync(priced(cart));
      });
    },
  };
  return { promotions, payments };
}

function run(script = aScript()) {
  const fake = new FakeCommerce();
  const calls: string[] = [];
  const events: StepEvent[] = [];
  const checkout = new ScriptedCheckout({ ...checkoutUseCasesOver(fake), ...issue9Ports(fake, calls) }, new SteppingClock());
  return { result: checkout.run(script, (event) => events.push(event)), events, calls, fake };
}
const detailOf = (events: StepEvent[], id: string) => {
  const done = events.find((event) => event.id === id && event.status === 'done');
  return done !== undefined && 'detail' in done ? done.detail : undefined;
};

describe('a checkout script with coupons, gift cards and a loyalty voucher (issue 9 §4)', () => {
  it('plans the coupons after the adds, then the reward and each gift card before the card', () => {
    const script = aScript({ coupons: ['save10'], giftCards: [{ number: GIFT_CARD, pin: '1234', amount: 2000 }], loyaltyVoucher: 'lv_AAAAAAAA01', account: { email: 'ada@example.com', password: 'Sup3r-secret-pass' } });
    expect(checkoutPlan(script).map((step) => step.id)).toEqual([
      'session', 'sign-in', 'variant-0', 'add-0', 'coupon-0', 'express', 'shipping-address', 'shipping-method', 'loyalty-voucher', 'giftcard-0', 'payment', 'place-order',
    ]);
    expect(checkoutPlan(script).find((step) => step.id === 'giftcard-0')?.label).toBe('Pay with gift card ending 7890 (at most $20.00)');
  });

  it('a coupon goes on before payment and its step shows what it took off; a capped gift card leaves the rest to the card', async () => {
    const { result, events, calls } = run(aScript({ coupons: ['SAVE10'], giftCards: [{ number: GIFT_CARD, pin: '1234', amount: 2000 }] }));
    expect((await result).isOk()).toBe(true);
    expect(calls).toEqual(['coupon SAVE10', 'instrument GIFT_CARD']);
    expect(detailOf(events, 'coupon-0')).toBe('$10.00 off');
    expect(detailOf(events, 'giftcard-0')).toMatch(/^pays \$20\.00; \$\d+\.\d\d left to pay$/);
    expect(detailOf(events, 'payment')).toMatch(/^card ending 1111/);
  });

  it('a gift card that pays everything leaves nothing to the card: the card is never tokenised', async () => {
    const { result, events, fake } = run(aScript({ giftCards: [{ number: GIFT_CARD, pin: '1234' }] }));
    // The in-memory upstream knows no gift card and places no order without a card: placing is the e2e test's (real engine).
    await result;
    expect(detailOf(events, 'payment')).toBe('nothing left to pay by card');
    expect(fake.callNames()).not.toContain('tokenize');
  });

  it('a refused coupon stops the script with the upstream error before any payment', async () => {
    const fake = new FakeCommerce();
    const calls: string[] = [];
    const ports = issue9Ports(fake, calls);
    const refusing = { ...ports, promotions: { ...ports.promotions, applyCoupon: () => errAsync(catalogueError('COUPON_EXPIRED')) } };
    const events: StepEvent[] = [];
    const result = await new ScriptedCheckout({ ...checkoutUseCasesOver(fake), ...refusing }, new SteppingClock()).run(aScript({ coupons: ['OLD10'] }), (event) => events.push(event));
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'Commerce', error: { errorId: 'COUPON_EXPIRED' } });
    expect(events.some((event) => event.id === 'payment')).toBe(false);
  });
});

describe('the script schema of issue 9', () => {
  it('coupons, gift cards and a voucher with an account parse; gift card numbers lose their spaces', () => {
    const parsed = parseCheckoutScript({ ...aScript(), coupons: ['SAVE10'], giftCards: [{ number: '6006 4912 3456 7890', pin: '1234' }], loyaltyVoucher: 'lv_AAAAAAAA01', account: { email: 'ada@example.com', password: 'Sup3r-secret-pass' } });
    expect(parsed._unsafeUnwrap()).toMatchObject({ coupons: ['SAVE10'], giftCards: [{ number: GIFT_CARD, pin: '1234' }], loyaltyVoucher: 'lv_AAAAAAAA01' });
  });

  it('a loyalty voucher without an account is refused, naming the field', () => {
    expect(parseCheckoutScript({ ...aScript(), loyaltyVoucher: 'lv_AAAAAAAA01' })._unsafeUnwrapErr())
      .toEqual({ type: 'ScriptInvalid', field: 'script.loyaltyVoucher', message: "needs account: a loyalty voucher is a signed-in member's" });
  });

  it('a bad gift card, a repeated one and a bad coupon each name their field', () => {
    expect(parseCheckoutScript({ ...aScript(), giftCards: [{ number: '1234', pin: '1234' }] })._unsafeUnwrapErr()).toMatchObject({ field: 'script.giftCards[0].number' });
    expect(parseCheckoutScript({ ...aScript(), giftCards: [{ number: GIFT_CARD, pin: '1234' }, { number: GIFT_CARD, pin: '9999' }] })._unsafeUnwrapErr())
      .toEqual({ type: 'ScriptInvalid', field: 'script.giftCards[1].number', message: 'is the same gift card as an earlier one' });
    expect(parseCheckoutScript({ ...aScript(), coupons: ['no spaces allowed'] })._unsafeUnwrapErr()).toMatchObject({ field: 'script.coupons[0]' });
    expect(parseCheckoutScript({ ...aScript(), giftCards: [{ number: GIFT_CARD, pin: '1234', amount: 12.5 }] })._unsafeUnwrapErr()).toMatchObject({ field: 'script.giftCards[0].amount' });
  });
});
