import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderSchema } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { StockRepository } from '../catalog/stock.repository';
import { FulfilmentRepository } from '../fulfilment/fulfilment.repository';
import { LocatedStock } from '../fulfilment/located-stock';
import type { PaymentProvider } from '../payments/payment-provider.port';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';
import { OrderLifecycleRepository } from './order-lifecycle.repository';
import { OrderService } from './order.service';
import { OrderViews } from './order-views';
import { placeOrder, ship, TEST_SUPPORT_KEY } from '../test-support/orders';

const ROUNDS = 12;

describePostgres('the order lifecycle on real PostgreSQL', (url) => {
  let engine: TestEngine;
  let upc: string;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { supportKey: TEST_SUPPORT_KEY });
    upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const stock = async (): Promise<number> =>
    (await engine.internals.db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;
  const authorisation = async (orderNumber: string): Promise<string> =>
    (await engine.internals.db.query<{ status: string }>('SELECT status FROM sandbox_authorisations WHERE reference = $1', [orderNumber])).rows[0]!.status;
  /** The stored order, its status column, and its history rows (which must equal the document's statusHistory). */
  const stored = async (orderNumber: string) => {
    const { db } = engine.internals;
    const row = (await db.query<{ document: unknown; status: string }>('SELECT document, status FROM orders WHERE order_number = $1', [orderNumber])).rows[0]!;
    const history = (await db.query<{ seq: number; status: string; actor: string }>(
      'SELECT seq, status, actor FROM order_history WHERE order_number = $1 ORDER BY seq', [orderNumber])).rows;
    const order = orderSchema.parse(row.document);
    expect(row.status).toBe(order.status);
    expect(history.map((h) => [h.status, h.actor])).toEqual(order.statusHistory.map((h) => [h.status, h.actor]));
    expect(history.map((h) => h.seq)).toEqual(order.statusHistory.map((_, i) => i + 1));
    return order;
  };

  it(`a cancel racing a ship of one order ends in exactly one of the two (${ROUNDS} rounds), history consistent`, async () => {
    const outcomes = { cancelled: 0, shipped: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const cookie = await guestCookie(engine.app);
      const before = await stock();
      const orderNumber = await placeOrder(engine.app, cookie, { qty: 2 });
      const [cancel, shipped] = await Promise.all([
        call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } }),
        ship(engine.app, orderNumber),
      ]);
      const order = await stored(orderNumber);
      expect(order.statusHistory).toHaveLength(2);
      if (cancel.statusCode === 200) {
        expectError(shipped, 409, 'ORDER_TRANSITION_INVALID');
        expect(order.status).toBe('CANCELLED');
        expect(order.shipments[0]!.status).toBe('PENDING');
        expect(await stock()).toBe(before);
        expect(await authorisation(orderNumber)).toBe('VOIDED');
        outcomes.cancelled += 1;
      } else {
        expectError(cancel, 409, 'ORDER_NOT_CANCELLABLE');
        expectOk('supportShipOrder', shipped);
        expect(order.status).toBe('SHIPPED');
        expect(await stock()).toBe(before - 2);
        expect(await authorisation(orderNumber)).toBe('AUTHORISED');
        outcomes.shipped += 1;
      }
    }
    expect(outcomes.cancelled + outcomes.shipped).toBe(ROUNDS);
  });

  it('concurrent cancels of one order restock once and void once; every answer is the cancelled order', async () => {
    const cookie = await guestCookie(engine.app);
    const before = await stock();
    const orderNumber = await placeOrder(engine.app, cookie, { qty: 3 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } })));
    const orders = answers.map((a) => expectOk('cancelOrder', a));
    for (const o of orders) expect(o).toEqual(orders[0]);
    expect(orders[0]!.status).toBe('CANCELLED');
    expect(await stock()).toBe(before);
    const order = await stored(orderNumber);
    expect(order.statusHistory.map((h) => h.status)).toEqual(['CREATED', 'CANCELLED']);
  });

  it('concurrent ships of a one-shipment order: exactly one succeeds, the others 409 ORDER_TRANSITION_INVALID', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => ship(engine.app, orderNumber, { carrier: 'UPS', trackingNumber: `1Z-${i}000` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'ORDER_TRANSITION_INVALID');
    expect((await stored(orderNumber)).statusHistory.map((h) => h.status)).toEqual(['CREATED', 'SHIPPED']);
  });

  it('cancel is atomic with restock and void: a void that fails after the restock leaves stock, status and history unchanged', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie, { qty: 2 });
    const before = await stock();
    const { db, ids, clock } = engine.internals;
    const stockRepository = new StockRepository(db);
    let restocked = 0;
    const counting = Object.assign(Object.create(stockRepository) as StockRepository, {
      restock: async (u: string, q: number) => {
        await stockRepository.restock(u, q);
        restocked += 1;
      },
    });
    const failingVoid: PaymentProvider = {
      claim: () => { throw new Error('unused'); },
      storeCredential: () => { throw new Error('unused'); },
      revokeCredential: () => { throw new Error('unused'); },
      authorise: () => { throw new Error('unused'); },
      verifyAuthentication: () => { throw new Error('unused'); },
      void: async () => {
        throw new Error('payment provider unavailable');
      },
    };
    const service = new OrderService(db, new OrderLifecycleRepository(db), new LocatedStock(counting, new FulfilmentRepository(db)), failingVoid, ids, clock, new OrderViews(clock, 30));
    const owner = (await db.query<{ owner_id: string }>('SELECT owner_id FROM orders WHERE order_number = $1', [orderNumber])).rows[0]!.owner_id;
    await expect(service.cancel({ customerId: owner, kind: 'guest' }, { orderNumber })).rejects.toThrow('payment provider unavailable');
    expect(restocked).toBe(1);
    expect(await stock()).toBe(before);
    const order = await stored(orderNumber);
    expect(order.status).toBe('CREATED');
    expect(order.statusHistory.map((h) => h.status)).toEqual(['CREATED']);
    expect(await authorisation(orderNumber)).toBe('AUTHORISED');
    // The real provider then cancels it normally.
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } }));
    expect(await stock()).toBe(before + 2);
  });
});
