import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorAnswerSchema } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { applicationNameFor } from '../database/postgres.database';
import { createTestSchema, describePostgres } from '../test-support/postgres-test-database';
import { call, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine } from '../test-support/test-engine';

const SHOPPERS = 16;
/** Rounds of orders under termination, until one request has met a broken connection (the first round nearly always does). */
const MAX_ROUNDS = 5;

describePostgres('a PostgreSQL connection terminated while orders are placed fails only its request', (url) => {
  let engine: TestEngine;
  let schema: string;
  let dropSchema: () => Promise<void>;
  let admin: pg.Client;
  beforeAll(async () => {
    const created = await createTestSchema(url);
    schema = created.schema;
    dropSchema = created.drop;
    engine = await startTestEngine({ databaseUrl: url, databaseSchema: schema });
    admin = new pg.Client({ connectionString: url, options: `-c search_path=${schema},public` });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await engine?.close();
    await dropSchema?.();
  });

  /** Terminates every backend of this engine (only this test's schema: other test files share the server). */
  const terminateEngineBackends = async (): Promise<number> => {
    // Two statements: in one, PostgreSQL may evaluate pg_terminate_backend before the application_name filter.
    const pids = (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [applicationNameFor(schema)]))
      .rows.map((row) => row.pid);
    if (pids.length === 0) return 0;
    const killed = await admin.query<{ ok: boolean }>('SELECT pg_terminate_backend(pid) AS ok FROM unnest($1::int[]) AS pid', [pids]);
    return killed.rows.filter((row) => row.ok).length;
  };

  const stockOf = async (upc: string): Promise<number> => (await admin.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;

  const expectRetryable503 = (response: LightMyRequestResponse): void => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    const answer = errorAnswerSchema.parse(response.json());
    expect(answer.errorDetails[0]).toMatchObject({ errorId: 'SERVICE_UNAVAILABLE', retryable: true });
    expect(answer.statusCode).toBe(503);
  };

  it('the server keeps answering, no partial order exists, and retrying with the same Idempotency-Key places each order exactly once', async () => {
    const { app } = engine;
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const stockBefore = await stockOf(upc);
    const shoppers: { cookie: string; basketId: string; key: string }[] = [];
    let failures = 0;
    let terminated = 0;
    for (let round = 0; round < MAX_ROUNDS && failures === 0; round++) {
      const batch = await Promise.all(Array.from({ length: SHOPPERS }, async (_, i) => {
        const cookie = await guestCookie(app);
        const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
        return { cookie, basketId, key: `conn-loss-${round}-${i}` };
      }));
      shoppers.push(...batch);
      let placing = true;
      const terminator = (async () => {
        while (placing) {
          terminated += await terminateEngineBackends();
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const responses = await Promise.all(batch.map((s) =>
        call(app, 'placeOrder', { cookie: s.cookie, headers: { 'idempotency-key': s.key }, body: { cartId: s.basketId } })));
      placing = false;
      await terminator;
      for (const response of responses) {
        if (response.statusCode === 200) expectOk('placeOrder', response);
        else {
          expectRetryable503(response);
          failures += 1;
        }
      }
    }
    expect(terminated).toBeGreaterThan(0);
    expect(failures).toBeGreaterThan(0);

    // The server still answers. The terminator's last sweep can kill a pooled connection after the orders' answers came
    // back; the next request that picks it up meets the broken connection and fails alone, as a retryable 503 — the
    // promise under test — and the one after it is served on a fresh connection.
    let catalog = await call(app, 'catalog');
    for (let attempt = 0; catalog.statusCode === 503 && attempt < 5; attempt++) {
      expectRetryable503(catalog);
      catalog = await call(app, 'catalog');
    }
    expectOk('catalog', catalog);

    // Retrying every order with its own key (again, for the ones that succeeded) settles each on exactly one order.
    const orderNumbers = new Map<string, string>();
    for (const s of shoppers) {
      let response = await call(app, 'placeOrder', { cookie: s.cookie, headers: { 'idempotency-key': s.key }, body: { cartId: s.basketId } });
      for (let attempt = 0; response.statusCode === 503 && attempt < 5; attempt++) {
        response = await call(app, 'placeOrder', { cookie: s.cookie, headers: { 'idempotency-key': s.key }, body: { cartId: s.basketId } });
      }
      const placed = expectOk('placeOrder', response);
      expect(placed.order.basketId).toBe(s.basketId);
      orderNumbers.set(s.basketId, placed.orderNumber);
      const again = expectOk('placeOrder', await call(app, 'placeOrder', { cookie: s.cookie, headers: { 'idempotency-key': s.key }, body: { cartId: s.basketId } }));
      expect(again.orderNumber).toBe(placed.orderNumber);
    }

    const rows = (await admin.query<{ basket_id: string; order_number: string; lines: number; status: string }>(`
      SELECT o.basket_id, o.order_number, jsonb_array_length(o.document->'items') AS lines, c.status
      FROM orders o JOIN carts c ON c.id = o.basket_id`)).rows;
    // Exactly one order per basket, each the one its retries answered, each with its line, each cart marked ordered.
    expect(rows).toHaveLength(shoppers.length);
    for (const row of rows) {
      expect(orderNumbers.get(row.basket_id)).toBe(row.order_number);
      expect(row.lines).toBe(1);
      expect(row.status).toBe('ORDERED');
    }
    // Stock went down by exactly one unit per order; every authorisation kept belongs to an order.
    expect(await stockOf(upc)).toBe(stockBefore - shoppers.length);
    const orphans = await admin.query(`
      SELECT a.id FROM sandbox_authorisations a
      WHERE a.status = 'AUTHORISED' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_authorisation_id = a.id)`);
    expect(orphans.rows).toEqual([]);
  });
});
