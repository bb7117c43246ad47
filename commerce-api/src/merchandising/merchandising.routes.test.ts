import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLD_OUT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import {
  call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import type { EngineOptions } from '../engine/engine-config';

const site = (id: 'en-us' | 'en-gb' | 'fr-fr') => ({ 'x-site-id': id });

/** The first size of a product that cannot be ordered (the sold-out product's are all out). */
async function soldOutVariant(app: TestEngine['app'], productId: string): Promise<string> {
  const details = expectOk('productDetails', await call(app, 'productDetails', { params: { productId } }));
  const variant = details.variants.find((v) => !v.orderable);
  expect(variant).toBeDefined();
  return variant!.upc;
}

/** The outbox's mails (quoted-printable soft breaks joined, UTF-8 decoded) to one address. */
function mailsTo(dataDir: string, email: string): string[] {
  const outbox = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  return names.map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`))
    .map((mail) => Buffer.from(mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`), 'latin1').toString()
      .replace(/(%[0-9A-F]{2})+/g, (s) => decodeURIComponent(s)));
}

/** Waits until `check` holds (the dispatcher runs every second), at most 8 s. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 80 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

function merchandisingSuite(start: (options: EngineOptions) => Promise<TestEngine>): void {
  let engine: TestEngine;
  let dataDir: string;
  let cookie: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sb-merch-'));
    engine = await start({ supportKey: TEST_SUPPORT_KEY, dataDir });
    cookie = await guestCookie(engine.app);
  });
  afterAll(async () => {
    await engine?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('product sets', () => {
    it('lists the sets a product is part of, with their page in the site language; a product in none has none', async () => {
      const en = expectOk('productSets', await call(engine.app, 'productSets', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
      expect(en.sets).toEqual([{ id: 'SBSET0001', name: 'Ridge Trail Kit', slug: 'ridge-trail-kit', url: '/en-us/set/ridge-trail-kit-SBSET0001', productCount: 4 }]);
      const fr = expectOk('productSets', await call(engine.app, 'productSets', { headers: site('fr-fr'), params: { productId: WELL_STOCKED_PRODUCT_ID } }));
      expect(fr.sets.map((s) => [s.name, s.url])).toEqual([['Kit trail Ridge', '/fr-fr/set/ridge-trail-kit-SBSET0001']]);
      const none = expectOk('productSets', await call(engine.app, 'productSets', { params: { productId: 'SBTR0002' } }));
      expect(none.sets).toEqual([]);
    });

    it('an unknown product answers PRODUCT_NOT_FOUND; a malformed id 400 naming it', async () => {
      expectError(await call(engine.app, 'productSets', { params: { productId: 'SBZZ9999' } }), 404, 'PRODUCT_NOT_FOUND');
      const bad = expectError(await call(engine.app, 'productSets', { params: { productId: 'nope' } }), 400, 'INVALID_REQUEST');
      expect(bad.errorDetails[0]!.field).toBe('productId');
    });

    it("a set gives each product's details (the product page's) in order, and the total of one of each", async () => {
      const set = expectOk('productSet', await call(engine.app, 'productSet', { headers: site('en-gb'), params: { productSetId: 'SBSET0001' } }));
      expect(set.products.map((p) => p.id)).toEqual(['SBTR0001', 'SBPK0001', 'SBAC0001', 'SBJK0001']);
      expect(set.currency).toBe('GBP');
      for (const product of set.products) {
        const details = expectOk('productDetails', await call(engine.app, 'productDetails', { headers: site('en-gb'), params: { productId: product.id } }));
        expect(product).toEqual(details);
      }
      expect(set.totalPrice).toEqual({
        current: set.products.reduce((sum, p) => sum + p.price.lowCurrent, 0),
        original: set.products.reduce((sum, p) => sum + p.price.lowOriginal, 0),
      });
      expect(set.products.map((p) => p.name)).toContain('Ridge Daypack');
      const winter = expectOk('productSet', await call(engine.app, 'productSet', { headers: site('fr-fr'), params: { productSetId: 'SBSET0002' } }));
      expect(winter.name).toBe('Ensemble superposition hiver Écrin');
      expect(winter.products.map((p) => p.name)).toEqual(['Polaire Écrin Hiver', 'Veste imperméable Écrin Hiver', 'Chaussettes en mérinos Écrin Hiver']);
    });

    it('an unknown set answers PRODUCT_SET_NOT_FOUND; a malformed id 400', async () => {
      expectError(await call(engine.app, 'productSet', { params: { productSetId: 'SBSET9999' } }), 404, 'PRODUCT_SET_NOT_FOUND');
      expectError(await call(engine.app, 'productSet', { params: { productSetId: 'SBTR0001' } }), 404, 'PRODUCT_SET_NOT_FOUND');
      expectError(await call(engine.app, 'productSet', { params: { productSetId: 'set-1' } }), 400, 'INVALID_REQUEST');
    });
  });

  describe('notify me', () => {
    const restock = (productId: string, upc: string, qty: number) =>
      call(engine.app, 'supportUpdateProductSale', { headers: SUPPORT_HEADERS, params: { productId }, body: { stock: [{ upc, qty }] } });

    it('a size in stock answers NOTIFY_ME_IN_STOCK and stores nothing', async () => {
      const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
      const refused = expectError(await call(engine.app, 'notifyMe', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, email: 'ada@example.com' } }), 409, 'NOTIFY_ME_IN_STOCK');
      expect(refused.errorDetails[0]!.field).toBe('upc');
      const rows = await engine.internals.db.query('SELECT 1 FROM back_in_stock_requests WHERE upc = $1', [upc]);
      expect(rows.rows).toEqual([]);
    });

    it('bad input is a specific 400 that stores nothing: an e-mail that is not one, a UPC of another product, no token', async () => {
      const upc = await soldOutVariant(engine.app, SOLD_OUT_PRODUCT_ID);
      const email = expectError(await call(engine.app, 'notifyMe', { cookie, body: { productId: SOLD_OUT_PRODUCT_ID, upc, email: 'not-an-email' } }), 400, 'INVALID_REQUEST');
      expect(email.errorDetails[0]!.field).toBe('email');
      const other = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
      expectError(await call(engine.app, 'notifyMe', { cookie, body: { productId: SOLD_OUT_PRODUCT_ID, upc: other, email: 'ada@example.com' } }), 404, 'VARIANT_NOT_FOUND');
      expectError(await call(engine.app, 'notifyMe', { cookie, body: { productId: 'SBZZ9999', upc, email: 'ada@example.com' } }), 404, 'PRODUCT_NOT_FOUND');
      expect((await call(engine.app, 'notifyMe', { body: { productId: SOLD_OUT_PRODUCT_ID, upc, email: 'ada@example.com' } })).statusCode).toBe(401);
      const rows = await engine.internals.db.query('SELECT 1 FROM back_in_stock_requests WHERE product_id = $1', [SOLD_OUT_PRODUCT_ID]);
      expect(rows.rows).toEqual([]);
    });

    it('the same e-mail and size twice is one request; the restock mails it once, in the language of its site', async () => {
      const upc = await soldOutVariant(engine.app, SOLD_OUT_PRODUCT_ID);
      const body = { productId: SOLD_OUT_PRODUCT_ID, upc, email: 'Claire@Example.com' };
      const first = expectOk('notifyMe', await call(engine.app, 'notifyMe', { cookie, headers: site('fr-fr'), body }));
      expect(first).toEqual({ productId: SOLD_OUT_PRODUCT_ID, upc, email: 'claire@example.com', status: 'PENDING' });
      expect(expectOk('notifyMe', await call(engine.app, 'notifyMe', { cookie, headers: site('fr-fr'), body: { ...body, email: ' claire@example.com ' } }))).toEqual(first);
      const other = await guestCookie(engine.app);
      expectOk('notifyMe', await call(engine.app, 'notifyMe', { cookie: other, body: { ...body, email: 'ben@example.com' } }));
      const rows = await engine.internals.db.query('SELECT email, state FROM back_in_stock_requests WHERE upc = $1 ORDER BY email', [upc]);
      expect(rows.rows).toEqual([{ email: 'ben@example.com', state: 'pending' }, { email: 'claire@example.com', state: 'pending' }]);

      expectOk('supportUpdateProductSale', await restock(SOLD_OUT_PRODUCT_ID, upc, 4));
      await eventually(() => mailsTo(dataDir, 'claire@example.com').length > 0 && mailsTo(dataDir, 'ben@example.com').length > 0);
      const [claire] = mailsTo(dataDir, 'claire@example.com');
      expect(claire).toContain('Bonne nouvelle\u00a0: l’article Polaire Fell, coloris');
      expect(claire).toContain(`/fr-fr/p/`);
      expect(mailsTo(dataDir, 'ben@example.com')[0]).toContain('is back in stock');

      // More stock, or the size selling out and coming back, mails nobody again who did not ask again.
      expectOk('supportUpdateProductSale', await restock(SOLD_OUT_PRODUCT_ID, upc, 9));
      expectOk('supportUpdateProductSale', await restock(SOLD_OUT_PRODUCT_ID, upc, 0));
      expectOk('supportUpdateProductSale', await restock(SOLD_OUT_PRODUCT_ID, upc, 2));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(mailsTo(dataDir, 'claire@example.com')).toHaveLength(1);
      expect(mailsTo(dataDir, 'ben@example.com')).toHaveLength(1);
      const sent = await engine.internals.db.query('SELECT state FROM back_in_stock_requests WHERE upc = $1', [upc]);
      expect(sent.rows.map((r) => r.state)).toEqual(['sent', 'sent']);
    });
  });
}

describe('merchandising routes on embedded PGlite', () => {
  merchandisingSuite((options) => startTestEngine(options));
});

describePostgres('merchandising routes on PostgreSQL', (url) => {
  merchandisingSuite((options) => startPostgresTestEngine(url, options));
});

describe('notify-me is rate-limited per client (each request can lead to a mail)', () => {
  it('past the limit a client gets 429 TOO_MANY_REQUESTS and no request is stored; another client is not limited', async () => {
    const limited = await startTestEngine({ rateLimits: { token: 1000, tokenize: 1000, auth: 2 } });
    try {
      const cookie = await guestCookie(limited.app);
      const upc = await soldOutVariant(limited.app, SOLD_OUT_PRODUCT_ID);
      const ask = (email: string, remoteAddress?: string) =>
        call(limited.app, 'notifyMe', { cookie, body: { productId: SOLD_OUT_PRODUCT_ID, upc, email }, ...(remoteAddress ? { remoteAddress } : {}) });
      expectOk('notifyMe', await ask('one@example.com'));
      expectOk('notifyMe', await ask('two@example.com'));
      expectError(await ask('three@example.com'), 429, 'TOO_MANY_REQUESTS');
      const stored = await limited.internals.db.query<{ email: string }>('SELECT email FROM back_in_stock_requests ORDER BY email');
      expect(stored.rows.map((row) => row.email)).toEqual(['one@example.com', 'two@example.com']);
      expectOk('notifyMe', await ask('three@example.com', '192.0.2.7'));
    } finally {
      await limited.close();
    }
  });
});
