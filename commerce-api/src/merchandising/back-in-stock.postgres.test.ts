import { ok, okAsync } from 'neverthrow';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Clock } from '@switchback/core';
import { seedWhenEmpty } from '../catalog/catalog-seeder';
import { CatalogRepository } from '../catalog/catalog.repository';
import { CatalogService } from '../catalog/catalog.service';
import { buildDemoCatalogue, SOLD_OUT_PRODUCT_ID } from '../catalog/demo-seed';
import { ProductSaleService } from '../catalog/product-sale.service';
import { ProductUrls } from '../catalog/product-urls';
import { StockRepository } from '../catalog/stock.repository';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PostgresDatabase } from '../database/postgres.database';
import type { Mailer, MailMessage } from '../mail/mailer.port';
import { createTestSchema, describePostgres } from '../test-support/postgres-test-database';
import { BackInStockRepository } from './back-in-stock.repository';
import { BackInStockService } from './back-in-stock.service';

const catalogue = buildDemoCatalogue();
const soldOutUpcs = catalogue.variants.filter((v) => v.productId === SOLD_OUT_PRODUCT_ID).map((v) => v.upc);
const clock: Clock = { now: () => new Date('2026-11-24T10:00:00Z') };

/** A mailer that keeps what it is given. */
class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  send(message: MailMessage) {
    this.sent.push(message);
    return okAsync<void, never>(undefined);
  }
}

describePostgres('back in stock on real PostgreSQL: each request is mailed once, however many restocks and dispatchers race', (url) => {
  let db: PostgresDatabase;
  let drop: () => Promise<void>;
  let mailer: RecordingMailer;
  const service = () => new BackInStockService(
    db, new BackInStockRepository(db), new CatalogService(new CatalogRepository(db), new ProductUrls('/api'), async () => [], clock), mailer, clock,
    'https://shop.example');

  beforeAll(async () => {
    const schema = await createTestSchema(url);
    drop = schema.drop;
    db = await PostgresDatabase.open(url, schema.schema);
    await migrate(db, migrations);
    await seedWhenEmpty(db, catalogue);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  beforeEach(async () => {
    mailer = new RecordingMailer();
    await db.query('DELETE FROM back_in_stock_requests');
    await db.query('UPDATE stock SET qty = 0 WHERE upc = ANY($1::text[])', [soldOutUpcs]);
  });

  const ask = (upc: string, email: string, siteId: 'en-us' | 'fr-fr' = 'en-us') =>
    service().request(siteId, 'guest-1', { productId: SOLD_OUT_PRODUCT_ID, upc, email });

  it('two restocks at once (support and a cancelled order) → one mail per request, even with two dispatchers at once', async () => {
    const upc = soldOutUpcs[0]!;
    const emails = Array.from({ length: 25 }, (_, i) => `shopper${i}@example.com`);
    for (const email of emails) expect((await ask(upc, email)).isOk()).toBe(true);
    const stock = new StockRepository(db);
    await Promise.all([
      new ProductSaleService(db).update(SOLD_OUT_PRODUCT_ID, { stock: [{ upc, qty: 3 }] }),
      db.transaction(async () => {
        await stock.restock(upc, 2);
        return ok(undefined);
      }),
    ]);
    expect(await stock.onHand(upc)).toBeGreaterThanOrEqual(2);
    const [a, b] = [service(), service()];
    const counts = await Promise.all([a.dispatch(4), b.dispatch(4), a.dispatch(4)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(emails.length);
    expect(mailer.sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(await service().dispatch()).toBe(0);
  });

  it('a restock by any path claims the requests in its own transaction: rolled back, nothing is claimed', async () => {
    const upc = soldOutUpcs[1]!;
    expect((await ask(upc, 'ada@example.com', 'fr-fr')).isOk()).toBe(true);
    await db.transaction(async () => {
      await db.query('UPDATE stock SET qty = 5 WHERE upc = $1', [upc]);
      throw new Error('rolled back');
    }).catch(() => undefined);
    expect(await service().dispatch()).toBe(0);
    await db.query('UPDATE stock SET qty = 5 WHERE upc = $1', [upc]);
    expect(await service().dispatch()).toBe(1);
    expect(mailer.sent[0]!.to).toBe('ada@example.com');
    expect(mailer.sent[0]!.text).toContain('est de nouveau en stock');
    expect(mailer.sent[0]!.text).toContain(`https://shop.example/fr-fr/p/`);
  });

  it('a request racing a restock is either refused (in stock) or mailed: never left waiting while the size is in stock', async () => {
    const upc = soldOutUpcs[2]!;
    for (let round = 0; round < 8; round++) {
      await db.query('UPDATE stock SET qty = 0 WHERE upc = $1', [upc]);
      const email = `race${round}@example.com`;
      const [asked] = await Promise.all([ask(upc, email), db.query('UPDATE stock SET qty = 1 WHERE upc = $1', [upc])]);
      const state = (await db.query<{ state: string }>('SELECT state FROM back_in_stock_requests WHERE upc = $1 AND email = $2', [upc, email])).rows[0]?.state;
      if (asked.isOk()) expect(state).toBe('due');
      else {
        expect(asked.error).toEqual({ type: 'NotifyMeInStock', upc });
        expect(state).toBeUndefined();
      }
    }
  });
});
