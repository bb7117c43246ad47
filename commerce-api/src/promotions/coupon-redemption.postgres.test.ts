import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';
import { SINGLE_USE_COUPON } from './promotion-seed';

describePostgres('coupon redemptions on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { demoPromotions: true });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('20 concurrent orders with one single-use coupon: exactly one gets it, the others are COUPON_ALREADY_REDEEMED and nothing changes', async () => {
    const { app, internals } = engine;
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const stock = async () => expectOk('productInventory', await call(app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
      .variants.find((v) => v.upc === upc)!.quantity;
    const shoppers = await Promise.all(Array.from({ length: 20 }, async () => {
      const cookie = await guestCookie(app);
      const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
      const cart = expectOk('applyCoupon', await call(app, 'applyCoupon', { cookie, body: { cartId: basketId, code: SINGLE_USE_COUPON } }));
      expect(cart.couponItems[0]).toMatchObject({ status: 'APPLIED', discount: 1500 });
      return { cookie, basketId };
    }));
    const before = await stock();
    const responses = await Promise.all(shoppers.map((s) => call(app, 'placeOrder', { cookie: s.cookie, body: { cartId: s.basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(1);
    const order = expectOk('placeOrder', placed[0]!).order;
    expect(order.couponItems).toEqual([expect.objectContaining({ code: SINGLE_USE_COUPON, status: 'APPLIED', discount: 1500 })]);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'COUPON_ALREADY_REDEEMED');
    // Overspend = 0: one redemption counted, one row; only the winner's unit left the stock; the losers' carts stay open.
    const counted = await internals.db.query<{ redemptions: number; rows: string }>(
      "SELECT redemptions, (SELECT count(*) FROM promotion_redemptions WHERE promotion_id = 'US_ONETIME') AS rows FROM promotions WHERE promotion_id = 'US_ONETIME'");
    expect(counted.rows[0]).toEqual({ redemptions: 1, rows: '1' });
    expect(await stock()).toBe(before - 1);
    const loser = shoppers[responses.findIndex((r) => r.statusCode !== 200)]!;
    const open = expectOk('getCart', await call(app, 'getCart', { cookie: loser.cookie, params: { basketId: loser.basketId } }));
    expect(open.couponItems[0]).toMatchObject({ code: SINGLE_USE_COUPON, status: 'NOT_APPLICABLE' });
    expect(open.totals.promotionDiscount).toBe(open.orderPromotions.reduce((s, p) => s + p.discount, 0));
  });
});
