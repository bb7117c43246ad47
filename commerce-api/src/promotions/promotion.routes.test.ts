import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSOCIATE_COOKIE, taxOf, type Cart, type PromotionInput, type SiteId } from '@switchback/core';
import { buildDemoCatalogue, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { SITE_PRICING } from '../sites/site-config';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { demoGift, SINGLE_USE_COUPON } from './promotion-seed';

let engine: TestEngine;
const gift = demoGift(buildDemoCatalogue());
const SOCKS_ID = gift.productId;

beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY, demoPromotions: true });
});
afterAll(async () => {
  await engine?.close();
});

const site = (siteId: SiteId) => ({ 'x-site-id': siteId });

async function newCart(cookie: string, siteId: SiteId = 'en-us'): Promise<string> {
  return expectOk('createCart', await call(engine.app, 'createCart', { cookie, headers: site(siteId), body: {} })).basketId;
}

async function add(cookie: string, basketId: string, productId: string, qty = 1, siteId: SiteId = 'en-us'): Promise<Cart> {
  const upc = await firstVariant(engine.app, productId);
  return expectOk('addItem', await call(engine.app, 'addItem', { cookie, headers: site(siteId), body: { cartId: basketId, items: [{ productId, upc, qty }] } }));
}

const coupon = (cookie: string, cartId: string, code: string, siteId: SiteId = 'en-us') =>
  call(engine.app, 'applyCoupon', { cookie, headers: site(siteId), body: { cartId, code } });

async function createPromotion(promotion: PromotionInput): Promise<void> {
  expectOk('supportCreatePromotion', await call(engine.app, 'supportCreatePromotion', { headers: SUPPORT_HEADERS, body: promotion }));
}

/** The totals rule of every cart answer: lines after their discounts + shipping (+ tax when added on top) = total. */
function expectConsistent(cart: Cart, siteId: SiteId): void {
  const { taxBps, taxIncluded } = SITE_PRICING[siteId];
  const lines = cart.items.reduce((s, i) => s + i.price.priceAfterOrderDiscount, 0);
  expect(cart.totals.tax).toBe(taxOf(lines + cart.totals.shipping, { bps: taxBps, included: taxIncluded }));
  expect(cart.totals.total).toBe(lines + cart.totals.shipping + (taxIncluded ? 0 : cart.totals.tax));
}

const associateCookie = async (): Promise<string> => {
  const token = await engine.internals.tokens.issueAssociate({ storeId: 'STR-DEN-01', storeEmployeeId: 'E1001' }, 3600);
  return `${ASSOCIATE_COOKIE}=${token._unsafeUnwrap()}`;
};

describe('coupons', () => {
  it('each coupon error: unknown or other site, expired, already applied (any case), not allowed, limit reached, not in cart', async () => {
    await createPromotion({
      promotionId: 'T_GB_ONLY', name: 'GB only', level: 'ORDER', siteIds: ['en-gb'], couponCode: 'GBONLY10',
      effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: 'a|b|c',
    });
    await createPromotion({
      promotionId: 'T_US_STAFF', name: 'Staff', level: 'ORDER', siteIds: ['en-us'], couponCode: 'STAFF5',
      conditions: { customerGroups: ['employee'] }, effect: { type: 'PERCENT_OFF', percent: 5 }, calloutMessage: 'a|b|c',
    });
    for (const code of ['EXTRA1', 'EXTRA2', 'EXTRA3']) {
      await createPromotion({
        promotionId: `T_US_${code}`, name: code, level: 'ORDER', siteIds: ['en-us'], couponCode: code,
        effect: { type: 'AMOUNT_OFF', amount: 100 }, calloutMessage: 'a|b|c',
      });
    }
    const cookie = await guestCookie(engine.app);
    const basketId = await newCart(cookie);
    await add(cookie, basketId, SOCKS_ID);
    expectError(await coupon(cookie, basketId, 'NOPE123'), 400, 'COUPON_NOT_FOUND');
    expectError(await coupon(cookie, basketId, 'GBONLY10'), 400, 'COUPON_NOT_FOUND');
    expectError(await coupon(cookie, basketId, 'EXPIRED5'), 409, 'COUPON_EXPIRED');
    expectError(await coupon(cookie, basketId, 'STAFF5'), 409, 'COUPON_NOT_ALLOWED');
    const applied = expectOk('applyCoupon', await coupon(cookie, basketId, 'welcome10'));
    expect(applied.couponItems).toEqual([expect.objectContaining({ code: 'WELCOME10', status: 'APPLIED', promotionId: 'US_WELCOME10' })]);
    expectError(await coupon(cookie, basketId, 'WELCOME10'), 409, 'COUPON_ALREADY_APPLIED');
    expectError(await coupon(cookie, basketId, 'Welcome10'), 409, 'COUPON_ALREADY_APPLIED');
    for (const code of ['SAVE20', 'EXTRA1', 'EXTRA2', 'EXTRA3']) expectOk('applyCoupon', await coupon(cookie, basketId, code));
    expectError(await coupon(cookie, basketId, SINGLE_USE_COUPON), 409, 'COUPON_LIMIT_REACHED');
    const removed = expectOk('removeCoupon', await call(engine.app, 'removeCoupon', { cookie, body: { cartId: basketId, code: 'extra3' } }));
    expect(removed.couponItems.map((c) => c.code)).toEqual(['WELCOME10', 'SAVE20', 'EXTRA1', 'EXTRA2']);
    expectError(await call(engine.app, 'removeCoupon', { cookie, body: { cartId: basketId, code: 'EXTRA3' } }), 404, 'COUPON_NOT_IN_CART');
    // Nothing changed by a refused code.
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).couponItems).toHaveLength(4);
  });

  it('a valid code whose threshold is not reached is NOT_APPLICABLE, then APPLIED as the cart grows', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await newCart(cookie);
    await add(cookie, basketId, SOCKS_ID);
    const below = expectOk('applyCoupon', await coupon(cookie, basketId, 'SAVE20'));
    expect(below.couponItems).toEqual([expect.objectContaining({ code: 'SAVE20', status: 'NOT_APPLICABLE', discount: 0 })]);
    expect(below.totals.promotionDiscount).toBe(0);
    const grown = await add(cookie, basketId, WELL_STOCKED_PRODUCT_ID);
    expect(grown.couponItems).toEqual([expect.objectContaining({ code: 'SAVE20', status: 'APPLIED', discount: 2000, promotionId: 'US_SAVE20' })]);
    expect(grown.orderPromotions.map((p) => p.promotionId)).toContain('US_SAVE20');
    expectConsistent(grown, 'en-us');
  });

  it("another shopper's basketId is CART_NOT_FOUND for coupons and adjustments", async () => {
    const owner = await guestCookie(engine.app);
    const stranger = await guestCookie(engine.app);
    const basketId = await newCart(owner);
    await add(owner, basketId, SOCKS_ID);
    expectError(await coupon(stranger, basketId, 'WELCOME10'), 404, 'CART_NOT_FOUND');
    const associate = await associateCookie();
    expectError(await call(engine.app, 'addPriceAdjustment', {
      cookie: `${stranger}; ${associate}`, params: { basketId }, body: { kind: 'AMOUNT_OFF', value: 100, reason: 'price match' },
    }), 404, 'CART_NOT_FOUND');
  });
});

describe('thresholds, gifts and groups', () => {
  it('the cart answer shows approaching thresholds at all three levels, with the distance in the site money; reached ones apply', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await newCart(cookie);
    const one = await add(cookie, basketId, SOCKS_ID);
    const price = one.items[0]!.price.current;
    await createPromotion({
      promotionId: 'T_US_SOCKS_MULTI', name: 'Socks multibuy', level: 'PRODUCT', siteIds: ['en-us'], couponCode: 'SOCKS3',
      conditions: { minimumSubtotal: 3 * price, categoryIds: ['3002'] }, effect: { type: 'PERCENT_OFF', percent: 50 },
      calloutMessage: 'Half price socks | {distance} more for half price socks | Half price socks',
    });
    const cart = expectOk('applyCoupon', await coupon(cookie, basketId, 'SOCKS3'));
    const byId = new Map(cart.approachingPromotions.map((a) => [a.promotionId, a]));
    expect(byId.get('US_FREE_SHIPPING')).toMatchObject({ promotionClass: 'SHIPPING', thresholdStatus: 'Above Threshold', distanceFromConditionThreshold: 7500 - price });
    expect(byId.get('US_ORDER10_150')).toMatchObject({ promotionClass: 'ORDER', thresholdStatus: 'Above Threshold', conditionThreshold: 15000 });
    expect(byId.get('T_US_SOCKS_MULTI')).toMatchObject({
      promotionClass: 'PRODUCT', thresholdStatus: 'Above Threshold', distanceFromConditionThreshold: 2 * price,
      message: `$${((2 * price) / 100).toFixed(2)} more for half price socks`, productIds: [],
    });
    expect(cart.couponItems[0]).toMatchObject({ status: 'NOT_APPLICABLE' });
    const three = expectOk('updateItem', await call(engine.app, 'updateItem', {
      cookie, params: { basketId }, body: { itemId: cart.items[0]!.id, productId: SOCKS_ID, upc: cart.items[0]!.upc, qty: 3 },
    }));
    const line = three.items.find((i) => !i.bonus)!;
    expect(line.productPromotions).toEqual([expect.objectContaining({ promotionId: 'T_US_SOCKS_MULTI', couponCode: 'SOCKS3' })]);
    expect(line.price.priceAfterItemDiscount).toBe(3 * price - line.productPromotions[0]!.price);
    expect(three.approachingPromotions.find((a) => a.promotionId === 'T_US_SOCKS_MULTI')).toMatchObject({
      thresholdStatus: 'Threshold Reached', distanceFromConditionThreshold: null, message: 'Half price socks',
    });
    expect(three.promoSummary.map((p) => p.promotionId)).toContain('T_US_SOCKS_MULTI');
    expectConsistent(three, 'en-us');
  });

  it('gift with purchase: added from the threshold with bonus true and price 0, locked, removed when the condition stops holding', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await newCart(cookie);
    const small = await add(cookie, basketId, SOCKS_ID);
    expect(small.items.some((i) => i.bonus)).toBe(false);
    const big = await add(cookie, basketId, WELL_STOCKED_PRODUCT_ID);
    const giftLine = big.items.find((i) => i.bonus)!;
    expect(giftLine).toMatchObject({ id: 'gift_US_GWP_SOCKS', productId: gift.productId, upc: gift.upc, qty: 1, bonus: true });
    expect(giftLine.price).toMatchObject({ current: 0, rowTotal: 0, priceAfterOrderDiscount: 0 });
    expect(big.promoSummary.map((p) => p.promotionId)).toContain('US_GWP_SOCKS');
    expect(big.totalItems).toBe(3);
    expectError(await call(engine.app, 'updateItem', {
      cookie, params: { basketId }, body: { itemId: giftLine.id, productId: giftLine.productId, upc: giftLine.upc, qty: 3 },
    }), 409, 'GWP_PRODUCT');
    expectError(await call(engine.app, 'removeItem', { cookie, body: { cartId: basketId, itemId: giftLine.id, upc: giftLine.upc } }), 409, 'GWP_PRODUCT');
    const shoe = big.items.find((i) => i.productId === WELL_STOCKED_PRODUCT_ID)!;
    const after = expectOk('removeItem', await call(engine.app, 'removeItem', { cookie, body: { cartId: basketId, itemId: shoe.id, upc: shoe.upc } }));
    expect(after.items.some((i) => i.bonus)).toBe(false);
    expect(after.approachingPromotions.find((a) => a.promotionId === 'US_GWP_SOCKS')?.thresholdStatus).toBe('Above Threshold');
  });

  it('a gift while stocks last: with the gift variant sold out, the cart reaches the threshold without a gift line', async () => {
    const { db } = engine.internals;
    const before = (await db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [gift.upc])).rows[0]!.qty;
    await db.query('UPDATE stock SET qty = 0 WHERE upc = $1', [gift.upc]);
    try {
      const cookie = await guestCookie(engine.app);
      const basketId = await newCart(cookie);
      const cart = await add(cookie, basketId, WELL_STOCKED_PRODUCT_ID);
      expect(cart.items.some((i) => i.bonus)).toBe(false);
      expect(cart.flash).toEqual([]);
    } finally {
      await db.query('UPDATE stock SET qty = $2 WHERE upc = $1', [gift.upc, before]);
    }
  });

  it('the employee discount for an employee who accepted the terms; free shipping for a loyalty member', async () => {
    const employee = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
    await engine.internals.db.query('UPDATE consumers SET employee_terms_accepted_at = now() WHERE customer_id = $1', [employee.customerId]);
    const basketId = await newCart(employee.cookie);
    const cart = await add(employee.cookie, basketId, SOCKS_ID);
    expect(cart.orderPromotions).toEqual([expect.objectContaining({ promotionId: 'US_EMPLOYEE30', level: 'ORDER', discount: Math.floor((cart.totals.itemTotal * 30 + 50) / 100) })]);

    const member = await consumerCookie(engine);
    await engine.internals.db.query("INSERT INTO loyalty_members (customer_id, member_id, joined_at) VALUES ($1, 'LM000001', now())", [member.customerId]);
    const memberCart = await newCart(member.cookie);
    await add(member.cookie, memberCart, SOCKS_ID);
    const shipped = expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie: member.cookie, body: { cartId: memberCart, code: 'standard' } }));
    expect(shipped.totals.shipping).toBe(0);
    expect(shipped.orderPromotions).toEqual([expect.objectContaining({ promotionId: 'US_LOYALTY_SHIPPING', level: 'SHIPPING', discount: 599 })]);

    const registered = await consumerCookie(engine);
    const plain = await newCart(registered.cookie);
    expect((await add(registered.cookie, plain, SOCKS_ID)).orderPromotions).toEqual([]);
  });
});

describe('VAT-inclusive sites', () => {
  for (const [siteId, shippingPrice, symbol] of [['en-gb', 399, '£'], ['fr-fr', SITE_PRICING['fr-fr'].shippingMethods[0]!.priceMinor, '€']] as const) {
    it(`${siteId}: the total is the discounted gross with the VAT inside it; free shipping from the threshold`, async () => {
      const cookie = await guestCookie(engine.app);
      const basketId = await newCart(cookie, siteId);
      const socks = await add(cookie, basketId, SOCKS_ID, 1, siteId);
      expect(socks.approachingPromotions.find((a) => a.promotionClass === 'SHIPPING')!.message).toContain(symbol);
      if (siteId === 'fr-fr') expect(socks.approachingPromotions.find((a) => a.promotionClass === 'SHIPPING')!.message).toMatch(/^Plus que .+ pour la livraison offerte$/);
      await add(cookie, basketId, WELL_STOCKED_PRODUCT_ID, 1, siteId);
      const cart = expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, headers: site(siteId), body: { cartId: basketId, code: 'standard' } }));
      expect(cart.totals.shipping).toBe(0);
      expect(cart.orderPromotions.find((p) => p.level === 'SHIPPING')).toMatchObject({ discount: shippingPrice });
      expect(cart.items.some((i) => i.bonus)).toBe(true);
      expectConsistent(cart, siteId);
      expect(cart.totals.total).toBe(cart.totals.itemTotal - cart.totals.promotionDiscount + shippingPrice);
    });
  }
});

describe('price adjustments (associate mode)', () => {
  it('refused without the associate session; added, changed and removed with it; capped at the line', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = await newCart(cookie);
    const cart = await add(cookie, basketId, SOCKS_ID);
    const itemId = cart.items[0]!.id;
    expectError(await call(engine.app, 'addPriceAdjustment', {
      cookie, params: { basketId }, body: { itemId, kind: 'AMOUNT_OFF', value: 100, reason: 'price match' },
    }), 403, 'PRICE_ADJUSTMENT_NOT_ALLOWED');
    const withAssociate = `${cookie}; ${await associateCookie()}`;
    const adjusted = expectOk('addPriceAdjustment', await call(engine.app, 'addPriceAdjustment', {
      cookie: withAssociate, params: { basketId }, body: { itemId, kind: 'AMOUNT_OFF', value: 100, reason: 'price match' },
    }));
    const adjustment = adjusted.priceAdjustments[0]!;
    expect(adjustment).toMatchObject({ itemId, kind: 'AMOUNT_OFF', value: 100, discount: 100, storeEmployeeId: 'E1001', reason: 'price match' });
    expect(adjusted.items[0]!.price.priceAfterItemDiscount).toBe(cart.items[0]!.price.rowTotal - 100);
    expect(adjusted.totals.promotionDiscount).toBe(100);
    expectConsistent(adjusted, 'en-us');
    const params = { basketId, adjustmentId: adjustment.adjustmentId };
    expectError(await call(engine.app, 'updatePriceAdjustment', { cookie, params, body: { kind: 'PERCENT_OFF', value: 100, reason: 'damaged' } }), 403, 'PRICE_ADJUSTMENT_NOT_ALLOWED');
    const whole = expectOk('updatePriceAdjustment', await call(engine.app, 'updatePriceAdjustment', {
      cookie: withAssociate, params, body: { kind: 'AMOUNT_OFF', value: 999_999, reason: 'damaged' },
    }));
    expect(whole.priceAdjustments[0]!.discount).toBe(cart.items[0]!.price.rowTotal);
    expect(whole.items[0]!.price.priceAfterOrderDiscount).toBe(0);
    expectConsistent(whole, 'en-us');
    expectError(await call(engine.app, 'removePriceAdjustment', {
      cookie: withAssociate, params: { basketId, adjustmentId: 'adj_UNKNOWN0000' }, body: {},
    }), 404, 'PRICE_ADJUSTMENT_NOT_FOUND');
    const removed = expectOk('removePriceAdjustment', await call(engine.app, 'removePriceAdjustment', { cookie: withAssociate, params, body: {} }));
    expect(removed.priceAdjustments).toEqual([]);
    expect(removed.totals.promotionDiscount).toBe(0);
  });
});

describe('placing an order with promotions', () => {
  it('the order carries its promotions, its gift line takes stock, and a single-use coupon is then ALREADY_REDEEMED', async () => {
    const inventory = async () => expectOk('productInventory', await call(engine.app, 'productInventory', { params: { productId: gift.productId } }))
      .variants.find((v) => v.upc === gift.upc)!.quantity;
    const before = await inventory();
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('applyCoupon', await coupon(cookie, basketId, SINGLE_USE_COUPON));
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.couponItems).toEqual([expect.objectContaining({ code: SINGLE_USE_COUPON, status: 'APPLIED', discount: 1500 })]);
    expect(placed.order.items.find((i) => i.bonus)).toMatchObject({ upc: gift.upc, qty: 1 });
    expect(placed.order.promoSummary.map((p) => p.promotionId)).toEqual(expect.arrayContaining(['US_ONETIME', 'US_GWP_SOCKS']));
    expect(await inventory()).toBe(before - 1);
    const list = expectOk('supportPromotionList', await call(engine.app, 'supportPromotionList', { headers: SUPPORT_HEADERS, query: { siteId: 'en-us' } }));
    expect(list.promotions.find((p) => p.promotionId === 'US_ONETIME')!.redemptions).toBe(1);

    const other = await guestCookie(engine.app);
    const otherCart = await newCart(other);
    await add(other, otherCart, SOCKS_ID);
    expectError(await coupon(other, otherCart, SINGLE_USE_COUPON), 409, 'COUPON_ALREADY_REDEEMED');
  });
});

describe('per-customer limits and cancelling', () => {
  it('WELCOME10 is once per customer: used by an order it is COUPON_ALREADY_REDEEMED; cancelling the order gives it back', async () => {
    const shopper = await consumerCookie(engine);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(engine.app, shopper.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('applyCoupon', await coupon(shopper.cookie, basketId, 'WELCOME10'));
    const placed = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie: shopper.cookie, body: { cartId: basketId } }));
    expect(placed.order.couponItems[0]).toMatchObject({ code: 'WELCOME10', status: 'APPLIED' });
    const next = await newCart(shopper.cookie);
    await add(shopper.cookie, next, SOCKS_ID);
    expectError(await coupon(shopper.cookie, next, 'WELCOME10'), 409, 'COUPON_ALREADY_REDEEMED');
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie: shopper.cookie, body: { orderNumber: placed.orderNumber } }));
    expect(expectOk('applyCoupon', await coupon(shopper.cookie, next, 'WELCOME10')).couponItems[0]).toMatchObject({ status: 'APPLIED' });
  });
});

describe('support promotions', () => {
  it('a taken id or code (on a shared site) is PROMOTION_ALREADY_EXISTS; sites of two currencies are refused; the support key is needed', async () => {
    const promotion: PromotionInput = {
      promotionId: 'T_US_DUP', name: 'Dup', level: 'ORDER', siteIds: ['en-us'], couponCode: 'DUPCODE',
      effect: { type: 'AMOUNT_OFF', amount: 100 }, calloutMessage: 'a|b|c',
    };
    await createPromotion(promotion);
    const again = await call(engine.app, 'supportCreatePromotion', { headers: SUPPORT_HEADERS, body: promotion });
    expect(expectError(again, 409, 'PROMOTION_ALREADY_EXISTS').errorDetails[0]!.field).toBe('promotionId');
    const sameCode = await call(engine.app, 'supportCreatePromotion', { headers: SUPPORT_HEADERS, body: { ...promotion, promotionId: 'T_US_DUP2' } });
    expect(expectError(sameCode, 409, 'PROMOTION_ALREADY_EXISTS').errorDetails[0]!.field).toBe('couponCode');
    await createPromotion({ ...promotion, promotionId: 'T_GB_DUP', siteIds: ['en-gb'] });
    const mixed = await call(engine.app, 'supportCreatePromotion', { headers: SUPPORT_HEADERS, body: { ...promotion, promotionId: 'T_MIXED', couponCode: 'MIXED1', siteIds: ['en-us', 'fr-fr'] } });
    expect(expectError(mixed, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('siteIds');
    expectError(await call(engine.app, 'supportPromotionList', {}), 403, 'SUPPORT_KEY_INVALID');
  });
});
