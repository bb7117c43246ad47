import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookie, type AppLoadContext } from 'react-router';
import type { Cart, LoyaltyVouchers, RegisteredTokenResponse } from '@switchback/core';
import { cartAtStage, FakeCommerce } from '@switchback/core/testing';
import { ShopperSession } from '../session/shopper-session.server';
import { action as rewardsAction, loader as rewardsLoader } from './rewards.route';
import { action as rewardAction, loader as rewardLoader, rewardPickerData } from './reward.route';
import { action as adjustmentAction } from '../associate/price-adjustment.route';
import { action as detailAction } from '../orders/order-detail.route';
import { apiCalls as calls, fakeApi } from '../testing/fake-api';
import { bodyOf, thrownBy } from '../testing/route-answers';


const apiError = (errorId: string, code: string, status: number) =>
  ({ status, body: { errorDetails: [{ errorId, code, message: 'no' }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } });
const profile = { consumerProfile: {
  consumerNo: 'C1', consumerType: 'REGISTERED',
  consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: null, birthDate: null, phone: null, postalCode: null, gender: null, address: [], identity: [] },
  isLoyaltyMember: true, loyaltyOptInDate: null, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
  isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
} };
const vouchers = (overrides: Partial<LoyaltyVouchers> = {}): LoyaltyVouchers => ({
  memberId: 'LM-0001', currentLoyaltyPoints: 1200, minimumPoints: 500, pointValue: 1,
  applicableLoyaltyVouchers: [
    { voucherId: 'lv_AAAAAAAA01', points: 0, amountInCurrency: 1000, currency: 'USD', available: true, eligible: true, expiresAt: '2027-01-31T00:00:00.000Z', origin: {} },
    { voucherId: 'lv_AAAAAAAA02', points: 0, amountInCurrency: 500, currency: 'USD', available: false, eligible: false, expiresAt: null, origin: {} },
  ],
  ...overrides,
});


/** The storefront cookies of a consumer signed in just now, the cart of en-us, and (optionally) an in-store associate. */
async function cookies(options: { basketId?: string; inStore?: boolean } = {}): Promise<string> {
  const session = await ShopperSession.of(null, false);
  session.signedIn({
    tokenType: 'Registered', usid: 'usid-1', customerId: 'c-1', expiresIn: 1800, refreshExpiresIn: 86400, consumerNo: 'C1', consumerType: 'REGISTERED',
    email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
  } as RegisteredTokenResponse, Date.now());
  if (options.inStore) session.startInStore({ storeId: 'S1', storeName: 'Denver', storeEmployeeId: 'E7', storeEmployeeName: 'Sam' } as never);
  const set = await session.setCookies();
  const cart = options.basketId ? [(await createCookie('sb_cart_en_us').serialize(options.basketId)).split(';')[0]!] : [];
  return [...set.map((cookie) => cookie.split(';')[0]!), ...cart, 'sb_guest_token=access', 'sb_refresh_token=refresh'].join('; ');
}

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const args = (path: string, cookie: string, form?: Record<string, string>, params: Record<string, string> = {}) => ({
  params: { locale: 'en-us', ...params },
  request: new Request(`http://shop.test${path}`, form ? { method: 'POST', body: new URLSearchParams(form), headers: { cookie } } : { headers: { cookie } }),
  context,
});
const locationOf = (answer: unknown) => (answer as Response).headers.get('location');

let cart: Cart;
beforeEach(async () => {
  vi.unstubAllGlobals();
  cart = await cartAtStage(new FakeCommerce(), 'items');
});
afterEach(() => vi.unstubAllGlobals());

describe('the Rewards page (/account/rewards)', () => {
  it('a guest is sent to sign in like the other account pages', async () => {
    fakeApi({ 'GET /consumers-v3/consumer/profile': apiError('UNAUTHORIZED', 'AUT401', 401) });
    const thrown = await thrownBy(rewardsLoader(args('/en-us/account/rewards', 'sb_guest_token=guest') as never));
    expect((thrown as Response).headers.get('location')).toBe('/en-us/account/sign-in?redirectTo=%2Fen-us%2Faccount%2Frewards');
  });

  it('a member sees the member id, points, the welcome offer (its reached callout and code) and every voucher', async () => {
    fakeApi({
      'GET /consumers-v3/consumer/profile': { body: profile },
      'GET /consumers-v3/consumer/loyalty/vouchers': { body: vouchers() },
      'GET /consumers-v3/consumer/loyalty/promo/welcome': { body: { promotion: { promotionId: 'WELCOME15', promotionName: 'Welcome', calloutMessage: 'Join|Join|15% off your next order', couponCode: 'WELCOME15' } } },
    });
    const page = bodyOf(await rewardsLoader(args('/en-us/account/rewards', await cookies()) as never));
    expect(page).toMatchObject({
      member: {
        memberId: 'LM-0001', points: 1200, minimumPoints: 500, pointsValue: '$12.00',
        welcome: { callout: '15% off your next order', couponCode: 'WELCOME15' },
        vouchers: [{ voucherId: 'lv_AAAAAAAA01', amount: '$10.00', expires: 'Jan 31, 2027', available: true }, { amount: '$5.00', expires: null, available: false }],
      },
    });
  });

  it('a signed-in shopper who is not a member is offered to join; joining comes back with the welcome', async () => {
    fakeApi({
      'GET /consumers-v3/consumer/profile': { body: profile },
      'GET /consumers-v3/consumer/loyalty/vouchers': apiError('LOYALTY_MEMBERSHIP_REQUIRED', 'REW403', 403),
      'GET /consumers-v3/consumer/loyalty/promo/welcome': apiError('LOYALTY_MEMBERSHIP_REQUIRED', 'REW403', 403),
      'POST /consumers-v3/consumer/loyalty/token': { body: { memberId: 'LM-0002', joinedAt: '2026-11-24T00:00:00.000Z', isNewMember: true } },
    });
    expect(bodyOf(await rewardsLoader(args('/en-us/account/rewards', await cookies()) as never))).toMatchObject({ member: null, problem: null });
    const joined = await rewardsAction(args('/en-us/account/rewards', await cookies(), { intent: 'join' }) as never);
    expect(locationOf(joined)).toBe('/en-us/account/rewards?joined=1');
    expect(calls).toContain('POST /consumers-v3/consumer/loyalty/token {}');
  });
});

describe('the reward picker (/loyalty/reward)', () => {
  it("reads the member's vouchers for the cart: only available ones, each with its eligibility, and the points' minimum", async () => {
    fakeApi({
      'GET /consumers-v3/consumer/loyalty/vouchers': { body: vouchers() },
      [`GET /cart/v1/cart/${cart.basketId}`]: { body: cart },
    });
    const data = bodyOf(await rewardLoader(args('/en-us/loyalty/reward?redirectTo=%2Fen-us%2Fcheckout%3Fedit%3Dpayment', await cookies({ basketId: cart.basketId })) as never));
    expect(data).toMatchObject({
      redirectTo: '/en-us/checkout?edit=payment',
      picker: { member: true, points: 1200, minimumPoints: 500, vouchers: [{ voucherId: 'lv_AAAAAAAA01', amount: 1000, eligible: true }], applied: null },
    });
    expect((data as { picker: { vouchers: unknown[] } }).picker.vouchers).toHaveLength(1);
  });

  it('a shopper who is not a member gets the join link (no problem shown); a guest is sent to sign in', async () => {
    fakeApi({
      'GET /consumers-v3/consumer/loyalty/vouchers': apiError('LOYALTY_MEMBERSHIP_REQUIRED', 'REW403', 403),
      [`GET /cart/v1/cart/${cart.basketId}`]: { body: cart },
    });
    expect(bodyOf(await rewardLoader(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId })) as never)))
      .toMatchObject({ picker: { member: false, vouchers: [] }, problem: null, redirectTo: '/en-us/checkout' });
    const thrown = await thrownBy(rewardLoader(args('/en-us/loyalty/reward', 'sb_guest_token=guest') as never));
    expect((thrown as Response).headers.get('location')).toBe('/en-us/account/sign-in?redirectTo=%2Fen-us%2Floyalty%2Freward');
  });

  it('what the cart already holds shows: the applied reward and what points pay', () => {
    const held: Cart = {
      ...cart,
      reward: { appliedLoyaltyVoucher: 'lv_AAAAAAAA01', points: 0, amount: 1000 },
      payment_instruments: [{ payment_instrument_id: 'pi_pts', amount: 700, payment_method_id: 'LOYALTY_POINTS', points: 700 }],
    };
    expect(rewardPickerData(held, vouchers())).toMatchObject({ applied: { amount: 1000 }, pointsPaid: 700, currency: 'USD' });
    expect(rewardPickerData(held, null)).toMatchObject({ member: false, applied: { amount: 1000 } });
  });

  it('applying a voucher puts it on the cart (PUT reward) and goes back where the form came from, with the outcome', async () => {
    fakeApi({ [`PUT /cart/v1/cart/${cart.basketId}/reward`]: { body: { ...cart, reward: { appliedLoyaltyVoucher: 'lv_AAAAAAAA01', points: 0, amount: 1000 } } } });
    const done = await rewardAction(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId }), { intent: 'apply', voucherId: 'lv_AAAAAAAA01', redirectTo: '/en-us/checkout?edit=payment' }) as never);
    expect(locationOf(done)).toBe('/en-us/checkout?edit=payment&loyaltyMessage=loyalty.reward.applied');
    expect(calls).toContain(`PUT /cart/v1/cart/${cart.basketId}/reward {"appliedLoyaltyVoucher":"lv_AAAAAAAA01"}`);
  });

  it('taking it off sends null; a refused voucher (REW409) comes back with its message at the picker', async () => {
    fakeApi({ [`PUT /cart/v1/cart/${cart.basketId}/reward`]: { body: cart } });
    const removed = await rewardAction(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId }), { intent: 'remove', redirectTo: '/en-us/checkout' }) as never);
    expect(locationOf(removed)).toBe('/en-us/checkout?loyaltyMessage=loyalty.reward.removed');
    expect(calls).toContain(`PUT /cart/v1/cart/${cart.basketId}/reward {"appliedLoyaltyVoucher":null}`);

    fakeApi({ [`PUT /cart/v1/cart/${cart.basketId}/reward`]: apiError('REWARD_NOT_ELIGIBLE', 'REW409', 409) });
    const refused = await rewardAction(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId }), { intent: 'apply', voucherId: 'lv_AAAAAAAA01', redirectTo: 'https://evil.example/' }) as never);
    expect(locationOf(refused)).toBe('/en-us/checkout?loyaltyMessage=loyalty.errors.rewardNotEligible');
  });

  it('points pay with LOYALTY_POINTS; too few is the REW410 message; a non-number never reaches the API', async () => {
    fakeApi({ [`POST /cart/v1/cart/${cart.basketId}/paymentInstruments`]: apiError('LOYALTY_POINTS_BELOW_MINIMUM', 'REW410', 400) });
    const below = await rewardAction(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId }), { intent: 'points', points: '100', redirectTo: '/en-us/checkout' }) as never);
    expect(locationOf(below)).toBe('/en-us/checkout?loyaltyMessage=loyalty.errors.pointsBelowMinimum');
    expect(calls).toContain(`POST /cart/v1/cart/${cart.basketId}/paymentInstruments {"payment_method_id":"LOYALTY_POINTS","points":100}`);

    fakeApi({});
    const bad = await rewardAction(args('/en-us/loyalty/reward', await cookies({ basketId: cart.basketId }), { intent: 'points', points: '1.5', redirectTo: '/en-us/checkout' }) as never);
    expect(locationOf(bad)).toBe('/en-us/checkout?loyaltyMessage=loyalty.points.invalid');
    expect(calls).toEqual([]);
  });
});

describe("associates' price adjustments (/associate/price-adjustment)", () => {
  it('without an associate connected nothing is asked of the API: PRICE_ADJUSTMENT_NOT_ALLOWED', async () => {
    fakeApi({});
    const refused = await adjustmentAction(args('/en-us/associate/price-adjustment', await cookies({ basketId: cart.basketId }), { intent: 'add', kind: 'PERCENT_OFF', value: '10', reason: 'Damaged box', redirectTo: '/en-us/cart' }) as never);
    expect(locationOf(refused)).toBe('/en-us/cart?adjustmentMessage=priceAdjustment.errors.notAllowed');
    expect(calls).toEqual([]);
  });

  it("an amount is read in the cart's currency (minor units) for a line; the API's refusal comes back as its message", async () => {
    const itemId = cart.items[0]!.id;
    fakeApi({
      [`GET /cart/v1/cart/${cart.basketId}`]: { body: cart },
      [`POST /cart/v1/cart/${cart.basketId}/price_adjustments`]: { body: cart },
    });
    const added = await adjustmentAction(args('/en-us/associate/price-adjustment', await cookies({ basketId: cart.basketId, inStore: true }), { intent: 'add', itemId, kind: 'AMOUNT_OFF', value: '5.50', reason: 'Price match', redirectTo: '/en-us/cart' }) as never);
    expect(locationOf(added)).toBe('/en-us/cart?adjustmentMessage=priceAdjustment.added');
    expect(calls).toContain(`POST /cart/v1/cart/${cart.basketId}/price_adjustments {"itemId":"${itemId}","kind":"AMOUNT_OFF","value":550,"reason":"Price match"}`);

    fakeApi({
      [`GET /cart/v1/cart/${cart.basketId}`]: { body: cart },
      [`PATCH /cart/v1/cart/${cart.basketId}/price_adjustments/adj_ABCDEFGH`]: apiError('PRICE_ADJUSTMENT_NOT_ALLOWED', 'PRC403', 403),
    });
    const refused = await adjustmentAction(args('/en-us/associate/price-adjustment', await cookies({ basketId: cart.basketId, inStore: true }), { intent: 'update', adjustmentId: 'adj_ABCDEFGH', kind: 'PERCENT_OFF', value: '15', reason: 'Price match', redirectTo: '/en-us/cart' }) as never);
    expect(locationOf(refused)).toBe('/en-us/cart?adjustmentMessage=priceAdjustment.errors.notAllowed');
  });

  it('a percentage over 100 or a short reason is refused here, naming nothing upstream', async () => {
    fakeApi({ [`GET /cart/v1/cart/${cart.basketId}`]: { body: cart } });
    for (const form of [{ kind: 'PERCENT_OFF', value: '120', reason: 'Price match' }, { kind: 'AMOUNT_OFF', value: '5', reason: 'x' }, { kind: 'AMOUNT_OFF', value: '5.001', reason: 'Price match' }]) {
      const refused = await adjustmentAction(args('/en-us/associate/price-adjustment', await cookies({ basketId: cart.basketId, inStore: true }), { intent: 'add', ...form, redirectTo: '/en-us/cart' }) as never);
      expect(locationOf(refused)).toBe('/en-us/cart?adjustmentMessage=priceAdjustment.invalid');
    }
    expect(calls.filter((call) => call.includes('price_adjustments'))).toEqual([]);
  });
});

describe('order detail: resend the gift card e-mail', () => {
  it('sends it again and says so; an order without digital gift cards shows GFO404 at the top', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/resendGiftCardEmail': { body: { sent: 1, email: 'ada@example.com' } } });
    const sent = await detailAction(args('/en-us/account/orders/SB-000123', await cookies(), { intent: 'resend-gift-card' }, { orderNumber: 'SB-000123' }) as never);
    expect(locationOf(sent)).toBe('/en-us/account/orders/SB-000123?giftCards=sent');
    expect(calls).toContain('POST /consumers-v3/consumer/resendGiftCardEmail {"orderNumber":"SB-000123"}');

    fakeApi({ 'POST /consumers-v3/consumer/resendGiftCardEmail': apiError('GIFT_CARD_ORDER_NOT_FOUND', 'GFO404', 404) });
    const none = await detailAction(args('/en-us/account/orders/SB-000123', await cookies(), { intent: 'resend-gift-card' }, { orderNumber: 'SB-000123' }) as never);
    expect(bodyOf(none)).toEqual({ error: { id: 'giftCard.errors.orderHasNone' } });
  });
});
