import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { placeOrder } from '../test-support/orders';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { LoyaltyRepository } from './loyalty.repository';
import { SpecialProfileRepository } from './special-profile.repository';

let engine: TestEngine;
let profiles: SpecialProfileRepository;
let loyalty: LoyaltyRepository;
let unitPrice: number;
beforeAll(async () => {
  engine = await startTestEngine();
  profiles = new SpecialProfileRepository(engine.internals.db);
  loyalty = new LoyaltyRepository(engine.internals.db);
  const cookie = await guestCookie(engine.app);
  const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
  const cart = expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
  unitPrice = cart.items[0]!.price.current;
});
afterAll(async () => {
  await engine?.close();
});

const member = async () => {
  const consumer = await consumerCookie(engine);
  const joined = expectOk('loyaltyToken', await call(engine.app, 'loyaltyToken', { cookie: consumer.cookie, body: {} }));
  return { ...consumer, memberId: joined.memberId };
};
const vouchersOf = async (cookie: string, basketId?: string) =>
  expectOk('loyaltyVouchers', await call(engine.app, 'loyaltyVouchers', { cookie, ...(basketId ? { query: { basketId } } : {}) }));
const profileOf = async (cookie: string) =>
  expectOk('getProfile', await call(engine.app, 'getProfile', { cookie, query: { includeLoyaltySummary: 'true' } })).consumerProfile;
/** Enough units of the well-stocked product for `minor` of merchandise. */
const unitsFor = (minor: number) => Math.ceil(minor / unitPrice);

describe('POST loyalty/token: join the programme', () => {
  it('a registered consumer gets a member id; asking again answers the same one', async () => {
    const { cookie } = await consumerCookie(engine);
    const first = expectOk('loyaltyToken', await call(engine.app, 'loyaltyToken', { cookie, body: { source: 'cart' } }));
    expect(first).toMatchObject({ memberId: expect.stringMatching(/^LM\d{12}$/), isNewMember: true, joinedAt: engine.clock.now().toISOString() });
    const again = expectOk('loyaltyToken', await call(engine.app, 'loyaltyToken', { cookie, body: {} }));
    expect(again).toEqual({ ...first, isNewMember: false });
    const profile = await profileOf(cookie);
    expect(profile).toMatchObject({ isLoyaltyMember: true, loyaltyOptInDate: first.joinedAt, loyaltySummary: { points: { balance: 0 } } });
  });

  it('guests and callers without a token get 401; a bad body names the field', async () => {
    const guest = await guestCookie(engine.app);
    expectError(await call(engine.app, 'loyaltyToken', { cookie: guest, body: {} }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'loyaltyVouchers', { cookie: guest }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'loyaltyToken', { body: {} }), 401, 'UNAUTHORIZED');
    const { cookie } = await consumerCookie(engine);
    const bad = expectError(await call(engine.app, 'loyaltyToken', { cookie, body: { source: 'x', extra: true } }), 400, 'INVALID_REQUEST');
    expect(bad.errorDetails[0]!.message).toMatch(/extra/);
  });
});

describe('GET loyalty/vouchers', () => {
  it('needs membership (REW403)', async () => {
    const { cookie } = await consumerCookie(engine);
    expectError(await call(engine.app, 'loyaltyVouchers', { cookie }), 403, 'LOYALTY_MEMBERSHIP_REQUIRED');
  });

  it('answers the points, the configured minimum and point value', async () => {
    const { cookie, memberId } = await member();
    expect(await vouchersOf(cookie)).toEqual({ memberId, currentLoyaltyPoints: 0, minimumPoints: 500, pointValue: 1, applicableLoyaltyVouchers: [] });
  });

  it("another shopper's basket is not found", async () => {
    const { cookie } = await member();
    const other = await guestCookie(engine.app);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: other, body: {} })).basketId;
    expectError(await call(engine.app, 'loyaltyVouchers', { cookie, query: { basketId } }), 404, 'CART_NOT_FOUND');
  });

  it('a voucher is available until used or expired, eligible for a cart of its currency reaching its minimum spend', async () => {
    const { cookie, customerId } = await member();
    const now = engine.clock.now();
    await loyalty.insertVoucher({ voucherId: 'lv_ELIGIBLE00000001', customerId, amount: 10_00, currency: 'USD', points: 0, minimumSpend: 1, expiresAt: new Date(now.getTime() + 86_400_000), originOrderNumber: null, originPromotionId: null, now });
    await loyalty.insertVoucher({ voucherId: 'lv_EXPIRED000000001', customerId, amount: 10_00, currency: 'USD', points: 0, minimumSpend: 1, expiresAt: now, originOrderNumber: null, originPromotionId: null, now });
    await loyalty.insertVoucher({ voucherId: 'lv_EUROS00000000001', customerId, amount: 10_00, currency: 'EUR', points: 0, minimumSpend: 1, expiresAt: null, originOrderNumber: null, originPromotionId: null, now });
    await loyalty.insertVoucher({ voucherId: 'lv_TOOMUCH00000001', customerId, amount: 10_00, currency: 'USD', points: 0, minimumSpend: 1_000_000_00, expiresAt: null, originOrderNumber: null, originPromotionId: null, now });
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    const byId = (answer: Awaited<ReturnType<typeof vouchersOf>>) => Object.fromEntries(answer.applicableLoyaltyVouchers.map((v) => [v.voucherId, { available: v.available, eligible: v.eligible }]));
    expect(byId(await vouchersOf(cookie, basketId))).toEqual({
      lv_ELIGIBLE00000001: { available: true, eligible: true },
      lv_EXPIRED000000001: { available: false, eligible: false },
      lv_EUROS00000000001: { available: true, eligible: false },
      lv_TOOMUCH00000001: { available: true, eligible: false },
    });
    // Without a basket nothing is eligible.
    expect(Object.values(byId(await vouchersOf(cookie))).every((v) => !v.eligible)).toBe(true);
  });
});

describe('earned on placed orders, given back on cancel', () => {
  it('a member placing 100.00 or more earns points and the bounce-back voucher the cart showed; cancelling takes both back', async () => {
    const { cookie } = await member();
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: unitsFor(100_00) });
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.bounceBackVouchers).toEqual([expect.objectContaining({ promotionId: 'BOUNCEBACK_USD', amount: 10_00, minimumSpend: 50_00, earned: true })]);
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const merchandise = cart.items.reduce((sum, i) => sum + i.price.priceAfterOrderDiscount, 0);
    const after = await vouchersOf(cookie);
    expect(after.currentLoyaltyPoints).toBe(Math.floor(merchandise / 100));
    expect(after.applicableLoyaltyVouchers).toEqual([expect.objectContaining({
      amountInCurrency: 10_00, currency: 'USD', available: true, origin: { orderNumber: placed.orderNumber, promotionId: 'BOUNCEBACK_USD' },
      expiresAt: new Date(engine.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    })]);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    const cancelled = await vouchersOf(cookie);
    expect(cancelled.currentLoyaltyPoints).toBe(0);
    expect(cancelled.applicableLoyaltyVouchers).toEqual([]);
  });

  it('a member below the threshold sees the offer not yet earned and earns points only; a non-member earns nothing', async () => {
    const { cookie } = await member();
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    if (unitPrice < 100_00) expect(cart.bounceBackVouchers).toEqual([expect.objectContaining({ earned: false })]);
    expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect((await vouchersOf(cookie)).applicableLoyaltyVouchers).toHaveLength(unitPrice >= 100_00 ? 1 : 0);
    const outsider = await consumerCookie(engine);
    const theirs = await readyCart(engine.app, outsider.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: unitsFor(100_00) });
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: outsider.cookie, params: { basketId: theirs } })).bounceBackVouchers).toEqual([]);
    await placeOrder(engine.app, outsider.cookie);
    expect((await profileOf(outsider.cookie)).loyaltySummary).toEqual({ points: { balance: 0 } });
  });
});

describe('§6 special profiles: employee spend limit, athlete, prosumers, spend banner', () => {
  it('an employee with the terms accepted: each order adds to the year\'s spend; one over the cap is refused (CCA402)', async () => {
    const employee = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
    await engine.internals.db.query('UPDATE consumers SET employee_terms_accepted_at = $2 WHERE customer_id = $1', [employee.customerId, engine.clock.now()]);
    await profiles.saveProfile(employee.customerId, { currency: 'USD', employeeAnnualCap: unitPrice * 2 }, engine.clock.now());
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const first = await readyCart(engine.app, employee.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie: employee.cookie, params: { basketId: first } }));
    expect(cart.spendBanner).toEqual({ type: 'employee', currentSpend: 0, limit: unitPrice * 2, currency: 'USD' });
    const spent = cart.items[0]!.price.priceAfterOrderDiscount;
    expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: employee.cookie, body: { cartId: first } }));
    expect((await profileOf(employee.cookie)).consumerDetails.employee).toEqual({ currentSpend: spent, annualCap: unitPrice * 2 });
    const over = await readyCart(engine.app, employee.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 });
    expectError(await call(engine.app, 'placeOrder', { cookie: employee.cookie, body: { cartId: over } }), 409, 'EMPLOYEE_SPEND_LIMIT_EXCEEDED');
    // Nothing changed: the spend is the same, the cart still open.
    expect((await profileOf(employee.cookie)).consumerDetails.employee).toEqual({ currentSpend: spent, annualCap: unitPrice * 2 });
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: employee.cookie, params: { basketId: over } })).items).toHaveLength(1);
  });

  it('an employee without the terms accepted has no banner and no cap', async () => {
    const employee = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
    await profiles.saveProfile(employee.customerId, { currency: 'USD', employeeAnnualCap: 1 }, engine.clock.now());
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, employee.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: employee.cookie, params: { basketId } })).spendBanner).toBeNull();
    expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: employee.cookie, body: { cartId: basketId } }));
  });

  it('the profile answers athlete and prosumer allowances; the banner follows §6 precedence (athlete, then IPA, then Wranx)', async () => {
    const both = await consumerCookie(engine);
    await profiles.saveProfile(both.customerId, { currency: 'USD', athleteAnnualCredit: 500_00, prosumer: { type: 'IPA', annualCredit: 2_000_00 } }, engine.clock.now());
    const details = (await profileOf(both.cookie)).consumerDetails;
    expect(details).toMatchObject({
      athlete: { currentSpend: 0, annualCredit: 500_00 }, prosumer: { currentSpend: 0, annualCredit: 2_000_00 }, employee: null,
      identity: [{ type: 'IPA' }], specialProfileCurrency: 'USD',
    });
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: both.cookie, body: {} })).basketId;
    const banner = async (cookie: string, id: string) => expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId: id } })).spendBanner;
    expect(await banner(both.cookie, basketId)).toEqual({ type: 'athlete', currentSpend: 0, limit: 500_00, currency: 'USD' });
    const wranx = await consumerCookie(engine);
    await profiles.saveProfile(wranx.customerId, { currency: 'USD', prosumer: { type: 'Wranx', annualCredit: 1_000_00 } }, engine.clock.now());
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const theirs = await readyCart(engine.app, wranx.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expect(await banner(wranx.cookie, theirs)).toEqual({ type: 'Wranx', currentSpend: 0, limit: 1_000_00, currency: 'USD' });
    const order = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: wranx.cookie, body: { cartId: theirs } }));
    const spent = (await profileOf(wranx.cookie)).consumerDetails.prosumer!.currentSpend;
    expect(spent).toBeGreaterThan(0);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie: wranx.cookie, body: { orderNumber: order.orderNumber } }));
    expect((await profileOf(wranx.cookie)).consumerDetails.prosumer!.currentSpend).toBe(0);
  });

  it('guests and plain consumers have no banner', async () => {
    const guest = await guestCookie(engine.app);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: guest, body: {} })).basketId;
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: guest, params: { basketId } })).spendBanner).toBeNull();
    const plain = await consumerCookie(engine);
    const theirs = expectOk('createCart', await call(engine.app, 'createCart', { cookie: plain.cookie, body: {} })).basketId;
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: plain.cookie, params: { basketId: theirs } })).spendBanner).toBeNull();
  });
});

describe('GET loyalty/promo/welcome (with the demo promotions)', () => {
  let promoEngine: TestEngine;
  beforeAll(async () => {
    promoEngine = await startTestEngine({ demoPromotions: true });
  });
  afterAll(async () => {
    await promoEngine?.close();
  });

  it("needs membership; a member gets the site's welcome coupon until they used it", async () => {
    const { app } = promoEngine;
    const { cookie: outsider } = await consumerCookie(promoEngine);
    expectError(await call(app, 'loyaltyWelcome', { cookie: outsider }), 403, 'LOYALTY_MEMBERSHIP_REQUIRED');
    const { cookie } = await consumerCookie(promoEngine);
    expectOk('loyaltyToken', await call(app, 'loyaltyToken', { cookie, body: {} }));
    const offer = expectOk('loyaltyWelcome', await call(app, 'loyaltyWelcome', { cookie }));
    expect(offer.promotion).toMatchObject({ couponCode: 'WELCOME10', promotionId: expect.stringContaining('WELCOME10') });
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('applyCoupon', await call(app, 'applyCoupon', { cookie, body: { cartId: basketId, code: 'WELCOME10' } }));
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(expectOk('loyaltyWelcome', await call(app, 'loyaltyWelcome', { cookie })).promotion).toBeNull();
  });

  it('a site without the welcome promotion offers none', async () => {
    const { cookie } = await member();
    expect(expectOk('loyaltyWelcome', await call(engine.app, 'loyaltyWelcome', { cookie })).promotion).toBeNull();
  });
});
