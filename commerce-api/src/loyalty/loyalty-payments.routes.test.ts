import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { LoyaltyRepository } from './loyalty.repository';
import { SpecialProfileRepository } from './special-profile.repository';

let engine: TestEngine;
let loyalty: LoyaltyRepository;
let profiles: SpecialProfileRepository;
let upc: string;
beforeAll(async () => {
  engine = await startTestEngine();
  loyalty = new LoyaltyRepository(engine.internals.db);
  profiles = new SpecialProfileRepository(engine.internals.db);
  upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
});
afterAll(async () => {
  await engine?.close();
});

const member = async (points = 0) => {
  const consumer = await consumerCookie(engine);
  expectOk('loyaltyToken', await call(engine.app, 'loyaltyToken', { cookie: consumer.cookie, body: {} }));
  if (points > 0) await loyalty.addPoints(consumer.customerId, points, 'GRANTED', null, engine.clock.now());
  return consumer;
};
const cartOf = async (cookie: string) => readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
const pay = (cookie: string, basketId: string, body: Record<string, unknown>) =>
  call(engine.app, 'addPaymentInstrument', { cookie, params: { basketId }, body });
const place = (cookie: string, basketId: string) => call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } });
const pointsOf = async (cookie: string) => expectOk('loyaltyVouchers', await call(engine.app, 'loyaltyVouchers', { cookie })).currentLoyaltyPoints;
const rewardCode = async (customerId: string, code: string, amount: number, kind = 'REWARD_CODE', currency = 'USD') =>
  engine.internals.db.query(
    'INSERT INTO loyalty_reward_codes (code, customer_id, kind, amount, currency, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [code, customerId, kind, amount, currency, engine.clock.now()]);

describe('LOYALTY_POINTS', () => {
  it('needs membership: a guest and a plain consumer get REW403', async () => {
    const guest = await guestCookie(engine.app);
    expectError(await pay(guest, await cartOf(guest), { payment_method_id: 'LOYALTY_POINTS', points: 600 }), 403, 'LOYALTY_MEMBERSHIP_REQUIRED');
    const plain = await consumerCookie(engine);
    expectError(await pay(plain.cookie, await cartOf(plain.cookie), { payment_method_id: 'LOYALTY_POINTS', points: 600 }), 403, 'LOYALTY_MEMBERSHIP_REQUIRED');
  });

  it('fewer than the configured minimum → REW410; more than the balance → REW411; nothing added', async () => {
    const { cookie } = await member(1_200);
    const basketId = await cartOf(cookie);
    expectError(await pay(cookie, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 499 }), 400, 'LOYALTY_POINTS_BELOW_MINIMUM');
    expectError(await pay(cookie, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 1_201 }), 409, 'LOYALTY_POINTS_INSUFFICIENT');
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.payment_instruments.map((pi) => pi.payment_method_id)).toEqual(['CREDIT_CARD']);
  });

  it('points pay part of the order at the point value; placing takes them, cancelling gives them back', async () => {
    const { cookie } = await member(1_200);
    const basketId = await cartOf(cookie);
    const cart = expectOk('addPaymentInstrument', await pay(cookie, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 600 }));
    const points = cart.payment_instruments.find((pi) => pi.payment_method_id === 'LOYALTY_POINTS')!;
    expect(points).toMatchObject({ amount: 600, points: 600 });
    expect(cart.totals.remainingToPay).toBe(cart.totals.total - 600);
    const order = expectOk('placeOrder', await place(cookie, basketId));
    const merchandise = cart.items.reduce((sum, i) => sum + i.price.priceAfterOrderDiscount, 0);
    expect(await pointsOf(cookie)).toBe(1_200 - 600 + Math.floor(merchandise / 100));
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: order.orderNumber } }));
    expect(await pointsOf(cookie)).toBe(1_200);
  });

  it('points spent elsewhere meanwhile: the order is refused (REW411) and nothing is taken', async () => {
    const { cookie, customerId } = await member(600);
    const basketId = await cartOf(cookie);
    expectOk('addPaymentInstrument', await pay(cookie, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 600 }));
    await loyalty.addPoints(customerId, -300, 'GRANTED', null, engine.clock.now());
    expectError(await place(cookie, basketId), 409, 'LOYALTY_POINTS_INSUFFICIENT');
    expect(await pointsOf(cookie)).toBe(300);
  });
});

describe('REWARD_CODE and REWARD_CARD', () => {
  it("unknown (or another member's) code → REW404; a used one → REW409", async () => {
    const owner = await member();
    await rewardCode(owner.customerId, 'RWD-TEST-0001', 5_00);
    const other = await member();
    const basketId = await cartOf(other.cookie);
    expectError(await pay(other.cookie, basketId, { payment_method_id: 'REWARD_CODE', code: 'RWD-TEST-0001' }), 404, 'REWARD_NOT_FOUND');
    expectError(await pay(other.cookie, basketId, { payment_method_id: 'REWARD_CODE', code: 'NOPE-000000' }), 404, 'REWARD_NOT_FOUND');
    // A reward card is not a reward code.
    const theirs = await cartOf(owner.cookie);
    expectError(await pay(owner.cookie, theirs, { payment_method_id: 'REWARD_CARD', code: 'RWD-TEST-0001' }), 404, 'REWARD_NOT_FOUND');
    const cart = expectOk('addPaymentInstrument', await pay(owner.cookie, theirs, { payment_method_id: 'REWARD_CODE', code: 'rwd-test-0001' }));
    expect(cart.payment_instruments.find((pi) => pi.payment_method_id === 'REWARD_CODE')).toMatchObject({ amount: 5_00, reward: { maskedCode: '•••• 0001' } });
    expectError(await pay(owner.cookie, theirs, { payment_method_id: 'REWARD_CODE', code: 'RWD-TEST-0001' }), 409, 'REWARD_NOT_ELIGIBLE');
    expectOk('placeOrder', await place(owner.cookie, theirs));
    const next = await cartOf(owner.cookie);
    expectError(await pay(owner.cookie, next, { payment_method_id: 'REWARD_CODE', code: 'RWD-TEST-0001' }), 409, 'REWARD_NOT_ELIGIBLE');
  });

  it('a code in another currency is not eligible; a reward card pays like a code', async () => {
    const { cookie, customerId } = await member();
    await rewardCode(customerId, 'RWD-EURO-0001', 5_00, 'REWARD_CODE', 'EUR');
    await rewardCode(customerId, 'RCARD-TEST-01', 7_00, 'REWARD_CARD');
    const basketId = await cartOf(cookie);
    expectError(await pay(cookie, basketId, { payment_method_id: 'REWARD_CODE', code: 'RWD-EURO-0001' }), 409, 'REWARD_NOT_ELIGIBLE');
    const cart = expectOk('addPaymentInstrument', await pay(cookie, basketId, { payment_method_id: 'REWARD_CARD', code: 'RCARD-TEST-01' }));
    expect(cart.totals.remainingToPay).toBe(cart.totals.total - 7_00);
  });
});

describe('ATHLETES_PAYMENT', () => {
  it('not an athlete → CCA403', async () => {
    const plain = await consumerCookie(engine);
    expectError(await pay(plain.cookie, await cartOf(plain.cookie), { payment_method_id: 'ATHLETES_PAYMENT' }), 409, 'ATHLETE_PAYMENT_NOT_AVAILABLE');
  });

  it('an athlete pays from the credit; the spend counts; no reward while credit remains (REW412); nothing left → CCA403', async () => {
    const athlete = await member();
    await profiles.saveProfile(athlete.customerId, { currency: 'USD', athleteAnnualCredit: 30_00 }, engine.clock.now());
    await rewardCode(athlete.customerId, 'RWD-ATHL-0001', 5_00);
    const basketId = await cartOf(athlete.cookie);
    expectError(await pay(athlete.cookie, basketId, { payment_method_id: 'REWARD_CODE', code: 'RWD-ATHL-0001' }), 409, 'ATHLETE_REWARD_NOT_ALLOWED');
    const cart = expectOk('addPaymentInstrument', await pay(athlete.cookie, basketId, { payment_method_id: 'ATHLETES_PAYMENT' }));
    const paid = cart.payment_instruments.find((pi) => pi.payment_method_id === 'ATHLETES_PAYMENT')!.amount;
    expect(paid).toBe(Math.min(30_00, cart.totals.total));
    expectOk('placeOrder', await place(athlete.cookie, basketId));
    const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie: athlete.cookie })).consumerProfile;
    expect(profile.consumerDetails.athlete).toEqual({ currentSpend: paid, annualCredit: 30_00 });
    if (paid === 30_00) {
      const next = await cartOf(athlete.cookie);
      expectError(await pay(athlete.cookie, next, { payment_method_id: 'ATHLETES_PAYMENT' }), 409, 'ATHLETE_PAYMENT_NOT_AVAILABLE');
      // Credit used up: rewards are allowed again.
      expectOk('addPaymentInstrument', await pay(athlete.cookie, next, { payment_method_id: 'REWARD_CODE', code: 'RWD-ATHL-0001' }));
    }
  });
});

describe('PUT reward: a loyalty voucher on the cart', () => {
  const voucher = async (customerId: string, voucherId: string, extra: { amount?: number; currency?: string; minimumSpend?: number; expiresAt?: Date | null } = {}) =>
    loyalty.insertVoucher({
      voucherId, customerId, amount: extra.amount ?? 10_00, currency: extra.currency ?? 'USD', points: 0, minimumSpend: extra.minimumSpend ?? 1,
      expiresAt: extra.expiresAt ?? null, originOrderNumber: null, originPromotionId: null, now: engine.clock.now(),
    });
  const reward = (cookie: string, basketId: string, appliedLoyaltyVoucher: string | null) =>
    call(engine.app, 'applyReward', { cookie, params: { basketId }, body: { appliedLoyaltyVoucher } });

  it('a member\'s eligible voucher becomes the reward and pays first (appliedRewards); null takes it off', async () => {
    const { cookie, customerId } = await member();
    await voucher(customerId, 'lv_REWARDTEST000001');
    const basketId = await cartOf(cookie);
    const cart = expectOk('applyReward', await reward(cookie, basketId, 'lv_REWARDTEST000001'));
    expect(cart.reward).toEqual({ appliedLoyaltyVoucher: 'lv_REWARDTEST000001', points: 0, amount: 10_00 });
    expect(cart.totals.appliedRewards).toBe(10_00);
    expect(cart.totals.remainingToPay).toBe(cart.totals.total - 10_00);
    expect(cart.payment_instruments.find((pi) => pi.payment_method_id === 'CREDIT_CARD')!.amount).toBe(cart.totals.total - 10_00);
    const off = expectOk('applyReward', await reward(cookie, basketId, null));
    expect(off.reward).toBeNull();
    expect(off.totals).toMatchObject({ appliedRewards: 0, remainingToPay: off.totals.total });
  });

  it('errors: not a member REW403, unknown or another member\'s REW404, used/expired/other currency/minimum spend REW409, athlete with credit REW412', async () => {
    const plain = await consumerCookie(engine);
    expectError(await reward(plain.cookie, await cartOf(plain.cookie), 'lv_REWARDTEST000001'), 403, 'LOYALTY_MEMBERSHIP_REQUIRED');
    const guest = await guestCookie(engine.app);
    expectError(await reward(guest, await cartOf(guest), null), 401, 'UNAUTHORIZED');
    const { cookie, customerId } = await member();
    const basketId = await cartOf(cookie);
    expectError(await reward(cookie, basketId, 'lv_NOSUCHVOUCHER0001'), 404, 'REWARD_NOT_FOUND');
    expectError(await reward(cookie, basketId, 'lv_REWARDTEST000001'), 404, 'REWARD_NOT_FOUND');
    await voucher(customerId, 'lv_EXPIREDREWARD001', { expiresAt: engine.clock.now() });
    await voucher(customerId, 'lv_EURREWARD0000001', { currency: 'EUR' });
    await voucher(customerId, 'lv_BIGSPENDREWARD01', { minimumSpend: 1_000_000_00 });
    for (const id of ['lv_EXPIREDREWARD001', 'lv_EURREWARD0000001', 'lv_BIGSPENDREWARD01']) expectError(await reward(cookie, basketId, id), 409, 'REWARD_NOT_ELIGIBLE');
    expectError(await reward(cookie, basketId, 'not-a-voucher'), 400, 'INVALID_REQUEST');
    const athlete = await member();
    await profiles.saveProfile(athlete.customerId, { currency: 'USD', athleteAnnualCredit: 100_00 }, engine.clock.now());
    await voucher(athlete.customerId, 'lv_ATHLETEREWARD001');
    expectError(await reward(athlete.cookie, await cartOf(athlete.cookie), 'lv_ATHLETEREWARD001'), 409, 'ATHLETE_REWARD_NOT_ALLOWED');
    // Another shopper's basket does not exist for this caller.
    expectError(await reward(cookie, await cartOf(plain.cookie), null), 404, 'CART_NOT_FOUND');
  });

  it('the voucher is used by the order (no points earned on what it paid); a second cart with it is refused at placing; cancel frees it', async () => {
    const { cookie, customerId } = await member();
    await voucher(customerId, 'lv_ONCEONLYREWARD01');
    const first = await cartOf(cookie);
    const second = await cartOf(cookie);
    const cart = expectOk('applyReward', await reward(cookie, first, 'lv_ONCEONLYREWARD01'));
    expectOk('applyReward', await reward(cookie, second, 'lv_ONCEONLYREWARD01'));
    const order = expectOk('placeOrder', await place(cookie, first));
    expect(order.order.reward).toEqual(cart.reward);
    const merchandise = cart.items.reduce((sum, i) => sum + i.price.priceAfterOrderDiscount, 0);
    expect(await pointsOf(cookie)).toBe(Math.floor((merchandise - 10_00) / 100));
    // The used voucher no longer applies to the second cart: placing it is refused rather than charged more than shown.
    const secondCart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: second } }));
    expect(secondCart.reward).toBeNull();
    expectError(await place(cookie, second), 409, 'REWARD_NOT_ELIGIBLE');
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: order.orderNumber } }));
    const vouchers = expectOk('loyaltyVouchers', await call(engine.app, 'loyaltyVouchers', { cookie })).applicableLoyaltyVouchers;
    expect(vouchers.find((v) => v.voucherId === 'lv_ONCEONLYREWARD01')).toMatchObject({ available: true });
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: second } })).reward).toMatchObject({ appliedLoyaltyVoucher: 'lv_ONCEONLYREWARD01' });
  });
});
