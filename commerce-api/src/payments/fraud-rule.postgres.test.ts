import { afterAll, beforeAll, expect, it } from 'vitest';
import { SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';
import { answerChallenge } from '../test-support/three-ds';

describePostgres('issue 10 §3 payments on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { payments: { fraudRule: { maxOrders: 3, windowMinutes: 10, denyList: [] } } });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('the fraud rule counts exactly under concurrency: 8 concurrent orders from one fingerprint (at most 3): 3 placed, 5 PAYMENT_FRAUD_VERIFICATION_EXCEPTION', async () => {
    const { app } = engine;
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const shoppers = await Promise.all(Array.from({ length: 8 }, async () => {
      const cookie = await guestCookie(app);
      const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
      expectOk('deviceFingerPrint', await call(app, 'deviceFingerPrint', { cookie, body: { basketId, fingerprint: 'pg-shared-device-01' } }));
      return { cookie, basketId };
    }));
    const responses = await Promise.all(shoppers.map((s) => call(app, 'placeOrder', { cookie: s.cookie, body: { cartId: s.basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200);
    expect(placed).toHaveLength(3);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expectError(r, 402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
    const counted = await engine.internals.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE device_fingerprint = 'pg-shared-device-01'");
    expect(counted.rows[0]!.n).toBe(3);
  });

  it('a challenge result patched 4 times concurrently settles once: one CREATED history row after waiting', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, SANDBOX_THREE_DS_CARDS.challenge);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const answer = await answerChallenge(app, cookie, placed, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode });
    const { threeDS2Result } = answer.json() as { threeDS2Result: string };
    const good = { code: 'CREDIT_CARD' as const, additionalData: { threeDS2Result } };
    const params = { orderNumber: placed.orderNumber };
    const responses = await Promise.all(Array.from({ length: 4 }, () => call(app, 'patchOrder', { cookie, params, body: good })));
    for (const r of responses) expect(expectOk('patchOrder', r).order.status).toBe('CREATED');
    const history = await engine.internals.db.query<{ status: string }>('SELECT status FROM order_history WHERE order_number = $1 ORDER BY seq', [placed.orderNumber]);
    expect(history.rows.map((r) => r.status)).toEqual(['AWAITING_AUTHENTICATION', 'CREATED']);
  });

  it('a failed challenge resets the order on PostgreSQL too (CANCELLED, then readable by its owner)', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, SANDBOX_THREE_DS_CARDS.challenge);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const answer = await answerChallenge(app, cookie, placed, { decision: 'fail', code: '' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { threeDS2Result } = answer.json() as { threeDS2Result: string };
    expectError(await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } }),
      402, 'PAYMENT_AUTHENTICATION_FAILED');
    expect(expectOk('getOrder', await call(app, 'getOrder', { cookie, params: { orderId: placed.orderNumber } })).status).toBe('CANCELLED');
  });
});
