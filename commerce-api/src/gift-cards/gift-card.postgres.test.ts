import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';

describePostgres('gift card balances on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { supportKey: TEST_SUPPORT_KEY });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('20 concurrent orders each counting on 3,000 of one 10,000 card: 3 placed, 17 GC_BALANCE_CHANGED with nothing changed, overspend 0', async () => {
    const { app, internals } = engine;
    const card = expectOk('supportIssueGiftCard', await call(app, 'supportIssueGiftCard', { headers: SUPPORT_HEADERS, body: { amount: 10_000, currency: 'USD' } }));
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const stockOf = async () => (await internals.db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;
    const shoppers = [];
    for (let i = 0; i < 20; i++) {
      const cookie = await guestCookie(app);
      const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
      const cart = expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
        cookie, params: { basketId }, body: { payment_method_id: 'GIFT_CARD', giftCard: { number: card.number, pin: card.pin }, amount: 3_000 },
      }));
      expect(cart.payment_instruments.find((pi) => pi.payment_method_id === 'GIFT_CARD')!.amount).toBe(3_000);
      shoppers.push({ cookie, basketId });
    }
    const stockBefore = await stockOf();

    const responses = await Promise.all(shoppers.map((s) => call(app, 'placeOrder', { cookie: s.cookie, body: { cartId: s.basketId } })));
    const placed = responses.filter((r) => r.statusCode === 200).map((r) => expectOk('placeOrder', r));
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(placed).toHaveLength(3);
    for (const r of refused) expectError(r, 409, 'GC_BALANCE_CHANGED');

    const money = (await internals.db.query<{ balance: number; captured: number; issued: number }>(`
      SELECT g.balance_minor AS balance, g.issued_minor AS issued,
        (SELECT COALESCE(SUM(amount_minor), 0)::int FROM gift_card_ledger l WHERE l.gift_card_id = g.id AND l.kind = 'CAPTURE') AS captured
      FROM gift_cards g WHERE g.number = $1`, [card.number])).rows[0]!;
    expect(money.captured).toBe(9_000);
    expect(money.captured).toBeLessThanOrEqual(money.issued);
    expect(money.balance).toBe(money.issued - money.captured);
    for (const order of placed) expect(order.order.paymentMethods.find((m) => m.code === 'GIFT_CARD')!.amount).toBe(3_000);

    // The refused orders changed nothing: their carts are open, no stock was taken for them, no order row exists.
    expect(await stockOf()).toBe(stockBefore - 3);
    const loser = shoppers[responses.findIndex((r) => r.statusCode !== 200)]!;
    const open = await internals.db.query<{ status: string }>('SELECT status FROM carts WHERE id = $1', [loser.basketId]);
    expect(open.rows[0]!.status).toBe('OPEN');
    const orders = await internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE basket_id = ANY($1)', [shoppers.map((s) => s.basketId)]);
    expect(orders.rows[0]!.n).toBe(3);
  });
});
