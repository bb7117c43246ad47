import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, readyCart, startPostgresTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { LoyaltyRepository } from './loyalty.repository';
import { SpecialProfileRepository } from './special-profile.repository';

describePostgres('loyalty guards on real PostgreSQL: employee spend limit, single-use vouchers, points balance', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('20 concurrent orders of one employee whose cap allows only 5: exactly 5 placed, the spend never exceeds the cap (overspend = 0)', async () => {
    const { app, internals } = engine;
    const employee = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
    await internals.db.query('UPDATE consumers SET employee_terms_accepted_at = $2 WHERE customer_id = $1', [employee.customerId, engine.clock.now()]);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const baskets = [];
    for (let i = 0; i < 20; i += 1) baskets.push(await readyCart(app, employee.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }));
    const cart = expectOk('getCart', await call(app, 'getCart', { cookie: employee.cookie, params: { basketId: baskets[0]! } }));
    const orderSpend = cart.items[0]!.price.priceAfterOrderDiscount;
    const cap = orderSpend * 5 + Math.floor(orderSpend / 2);
    const profiles = new SpecialProfileRepository(internals.db);
    await profiles.saveProfile(employee.customerId, { currency: 'USD', employeeAnnualCap: cap }, engine.clock.now());

    const responses = await Promise.all(baskets.map((basketId) => call(app, 'placeOrder', { cookie: employee.cookie, body: { cartId: basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'EMPLOYEE_SPEND_LIMIT_EXCEEDED');
    expect(placed).toHaveLength(5);
    const spent = (await internals.db.query<{ spent: number }>(
      "SELECT COALESCE(SUM(amount), 0)::int AS spent FROM special_spend WHERE customer_id = $1 AND programme = 'EMPLOYEE'", [employee.customerId])).rows[0]!.spent;
    expect(spent).toBe(orderSpend * 5);
    expect(Math.max(0, spent - cap)).toBe(0);
    const orders = (await internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE owner_id = $1', [employee.customerId])).rows[0]!.n;
    expect(orders).toBe(5);
  });

  it('20 concurrent orders of one member, each cart with the same voucher applied: exactly one uses it, 19 REWARD_NOT_ELIGIBLE', async () => {
    const { app, internals } = engine;
    const member = await consumerCookie(engine);
    expectOk('loyaltyToken', await call(app, 'loyaltyToken', { cookie: member.cookie, body: {} }));
    const now = engine.clock.now();
    await new LoyaltyRepository(internals.db).insertVoucher({
      voucherId: 'lv_CONCURRENTVOUCHER1', customerId: member.customerId, amount: 10_00, currency: 'USD', points: 0, minimumSpend: 1,
      expiresAt: null, originOrderNumber: null, originPromotionId: null, now,
    });
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const baskets = [];
    for (let i = 0; i < 20; i += 1) {
      const basketId = await readyCart(app, member.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
      expectOk('applyReward', await call(app, 'applyReward', { cookie: member.cookie, params: { basketId }, body: { appliedLoyaltyVoucher: 'lv_CONCURRENTVOUCHER1' } }));
      baskets.push(basketId);
    }
    const responses = await Promise.all(baskets.map((basketId) => call(app, 'placeOrder', { cookie: member.cookie, body: { cartId: basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'REWARD_NOT_ELIGIBLE');
    expect(placed).toHaveLength(1);
    const used = (await internals.db.query<{ used_order_number: string }>("SELECT used_order_number FROM loyalty_vouchers WHERE voucher_id = 'lv_CONCURRENTVOUCHER1'")).rows[0]!;
    expect(used.used_order_number).toBe((placed[0]!.json() as { orderNumber: string }).orderNumber);
  });

  it('20 concurrent orders of one member each paying 600 of their 1,200 points: the balance never goes below zero', async () => {
    const { app, internals } = engine;
    const member = await consumerCookie(engine);
    expectOk('loyaltyToken', await call(app, 'loyaltyToken', { cookie: member.cookie, body: {} }));
    await new LoyaltyRepository(internals.db).addPoints(member.customerId, 1_200, 'GRANTED', null, engine.clock.now());
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const baskets = [];
    for (let i = 0; i < 20; i += 1) {
      const basketId = await readyCart(app, member.cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
      expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', { cookie: member.cookie, params: { basketId }, body: { payment_method_id: 'LOYALTY_POINTS', points: 600 } }));
      baskets.push(basketId);
    }
    const responses = await Promise.all(baskets.map((basketId) => call(app, 'placeOrder', { cookie: member.cookie, body: { cartId: basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 409, 'LOYALTY_POINTS_INSUFFICIENT');
    const ledger = (await internals.db.query<{ reason: string; total: number }>(
      'SELECT reason, SUM(delta)::int AS total FROM loyalty_points WHERE customer_id = $1 GROUP BY reason', [member.customerId])).rows;
    const sum = (reason: string) => ledger.find((l) => l.reason === reason)?.total ?? 0;
    expect(placed.length).toBeGreaterThanOrEqual(2);
    expect(-sum('REDEEMED')).toBe(placed.length * 600);
    expect(sum('GRANTED') + sum('EARNED') + sum('REDEEMED')).toBeGreaterThanOrEqual(0);
  });
});
