import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../catalog/catalog-seeder';
import { buildDemoCatalogue, THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT } from '../catalog/demo-seed';
import { StockRepository } from '../catalog/stock.repository';
import { createTestSchema, describePostgres } from '../test-support/postgres-test-database';
import { isUniqueViolation, type Database } from './database.port';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { PgliteDatabase } from './pglite.database';
import { PostgresDatabase } from './postgres.database';

const catalogue = buildDemoCatalogue();
const threeUnitUpc = catalogue.variants.find(
  (v) => v.productId === THREE_UNIT_PRODUCT_ID && v.colorCode === THREE_UNIT_VARIANT.color && v.size === THREE_UNIT_VARIANT.size,
)!.upc;

/** The same repository tests for both adapters: embedded PGlite and a real PostgreSQL server. */
function repositorySuite(open: () => Promise<{ db: Database; dispose(): Promise<void> }>): void {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await open());
    expect(await migrate(db, migrations)).toEqual(migrations.map((m) => m.version));
    expect(await seedWhenEmpty(db, catalogue)).toBe(true);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('migrations are versioned and idempotent: a second start applies nothing', async () => {
    expect(await migrate(db, migrations)).toEqual([]);
    const rows = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((r) => r.version)).toEqual(migrations.map((m) => m.version));
  });

  it('the seed runs only into an empty catalogue', async () => {
    expect(await seedWhenEmpty(db, catalogue)).toBe(false);
    const n = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(n.rows[0]!.n).toBe(catalogue.products.length);
  });

  it('a transaction commits on ok and rolls back on err or throw; queries inside it join it', async () => {
    await db.query("INSERT INTO engine_secrets (name, value) VALUES ('t-ok', 'x')");
    const committed = await db.transaction(async () => {
      await db.query("UPDATE engine_secrets SET value = 'committed' WHERE name = 't-ok'");
      return ok('done');
    });
    expect(committed.isOk()).toBe(true);
    const rolledBack = await db.transaction(async () => {
      await db.query("UPDATE engine_secrets SET value = 'rolled-back' WHERE name = 't-ok'");
      const inside = await db.query<{ value: string }>("SELECT value FROM engine_secrets WHERE name = 't-ok'");
      expect(inside.rows[0]!.value).toBe('rolled-back');
      return err('nope');
    });
    expect(rolledBack.isErr()).toBe(true);
    await expect(db.transaction(async () => {
      await db.query("UPDATE engine_secrets SET value = 'thrown' WHERE name = 't-ok'");
      throw new Error('bug');
    })).rejects.toThrow('bug');
    const after = await db.query<{ value: string }>("SELECT value FROM engine_secrets WHERE name = 't-ok'");
    expect(after.rows[0]!.value).toBe('committed');
  });

  it('stock never goes negative: concurrent guarded decrements of 1 on 3 units succeed exactly 3 times', async () => {
    const stock = new StockRepository(db);
    const results = await Promise.all(Array.from({ length: 10 }, () =>
      db.transaction(async () => ok(await stock.decrement(threeUnitUpc, 1)))));
    expect(results.filter((r) => r.isOk() && r.value)).toHaveLength(3);
    expect(await stock.onHand(threeUnitUpc)).toBe(0);
    expect(await stock.decrement(threeUnitUpc, 1)).toBe(false);
    await expect(db.query('UPDATE stock SET qty = -1 WHERE upc = $1', [threeUnitUpc])).rejects.toThrow();
  });

  it('a basket becomes at most one order, and an idempotency key names one order per customer (unique constraints)', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    await db.query("INSERT INTO carts (id, owner_id, site_id, currency, created_at, updated_at) VALUES ('bsk_uniq0001', 'gst_a', 'en-us', 'USD', $1, $1)", [now]);
    await db.query("INSERT INTO carts (id, owner_id, site_id, currency, created_at, updated_at) VALUES ('bsk_uniq0002', 'gst_a', 'en-us', 'USD', $1, $1)", [now]);
    const insert = (orderNumber: string, basketId: string, key: string | null) => db.query(
      `INSERT INTO orders (order_number, basket_id, owner_id, idempotency_key, site_id, currency, total_minor, payment_authorisation_id, document, created_at)
       VALUES ($1, $2, 'gst_a', $3, 'en-us', 'USD', 100, 'auth_1', '{}'::jsonb, $4)`, [orderNumber, basketId, key, now]);
    await insert('SB-UNIQ000001', 'bsk_uniq0001', 'key-1');
    const sameBasket = await insert('SB-UNIQ000002', 'bsk_uniq0001', null).catch((e: unknown) => e);
    expect(isUniqueViolation(sameBasket)).toBe(true);
    const sameKey = await insert('SB-UNIQ000003', 'bsk_uniq0002', 'key-1').catch((e: unknown) => e);
    expect(isUniqueViolation(sameKey)).toBe(true);
  });
}

describe('PGlite adapter', () => {
  repositorySuite(async () => {
    const db = await PgliteDatabase.open(undefined);
    return { db, dispose: () => db.close() };
  });
});

describePostgres('PostgreSQL adapter (TEST_DATABASE_URL)', (url) => {
  repositorySuite(async () => {
    const schema = await createTestSchema(url);
    const db = await PostgresDatabase.open(url, schema.schema);
    return { db, dispose: async () => { await db.close(); await schema.drop(); } };
  });
});
