import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecToken, SITES, type RecommendationsResponse, type SiteId } from '@switchback/core';
import { SOLD_OUT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, startTestEngine, TEST_ADDRESS, tokenizeCard,
  type TestEngine,
} from '../test-support/test-engine';
import { demoPurchases } from './demo-purchases';

/** A trail shoe (the well-stocked one), a jacket, fleeces and a backpack: the demo history never pairs trail shoes with these. */
const SHOE = WELL_STOCKED_PRODUCT_ID;
const JACKET = 'SBJK0002';
const FLEECE = 'SBFL0002';
const OTHER_FLEECE = 'SBFL0003';
const BACKPACK = 'SBPK0001';

function suite(start: () => Promise<TestEngine>): void {
  let engine: TestEngine;
  let cookie: string;

  beforeAll(async () => {
    engine = await start();
    cookie = await guestCookie(engine.app);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const ask = async (query: Record<string, string>, siteId: SiteId = 'en-us'): Promise<RecommendationsResponse> =>
    expectOk('widgetRecommendations', await call(engine.app, 'widgetRecommendations', { query, headers: { 'x-site-id': siteId } }));
  const ids = (answer: RecommendationsResponse): string[] => answer.recommendations.map((r) => r.id);

  /** Places an order of one unit of each product as the test's guest; answers the order number. */
  const placeOrderOf = async (productIds: readonly string[]): Promise<string> => {
    const { app } = engine;
    const basketId = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} })).basketId;
    const items = await Promise.all(productIds.map(async (productId) => ({ productId, upc: await firstVariant(app, productId), qty: 1 })));
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items } }));
    expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
    expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
    const token = await tokenizeCard(app, cookie, '4111111111111111');
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    return expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } })).orderNumber;
  };

  it('the demo history is seeded once: a shoe is often bought with socks, never with itself', async () => {
    const seeded = await engine.internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_purchase_lines');
    expect(seeded.rows[0]!.n).toBe(new Set(demoPurchases(await catalogueOf(engine)).map((l) => `${l.basket}|${l.productId}`)).size);
    const answer = await ask({ type: 'often-bought-together', productId: SHOE });
    expect(answer.type).toBe('often-bought-together');
    expect(answer.recommendations.length).toBeGreaterThan(2);
    expect(ids(answer)).not.toContain(SHOE);
    expect(answer.recommendations.every((r) => r.id.startsWith('SBAC'))).toBe(true);
  });

  it('often bought together reflects placed orders: most orders first, ties by position; a cancelled order does not count', async () => {
    await engine.internals.db.query('DELETE FROM demo_purchase_lines');
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE }))).toEqual([]);
    await placeOrderOf([SHOE, JACKET]);
    await placeOrderOf([SHOE, JACKET, BACKPACK]);
    await placeOrderOf([SHOE, OTHER_FLEECE]);
    await placeOrderOf([FLEECE, SHOE]);
    const cancelled = await placeOrderOf([SHOE, 'SBHK0001']);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: cancelled } }));
    // The jacket twice; the backpack and both fleeces once each (FLEECE's position comes before OTHER_FLEECE's).
    const answer = await ask({ type: 'often-bought-together', productId: SHOE, count: '24' });
    expect(ids(answer)).toEqual([JACKET, BACKPACK, FLEECE, OTHER_FLEECE]);
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE, count: '2' }))).toEqual([JACKET, BACKPACK]);
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE, exclude: `${JACKET},${FLEECE}` }))).toEqual([BACKPACK, OTHER_FLEECE]);
    // One order each: the shoe's place in its category (first) before the jacket's (second).
    expect(ids(await ask({ type: 'often-bought-together', productId: BACKPACK }))).toEqual([SHOE, JACKET]);
    // Recommendation tokens say which rail recommended which product at which place.
    expect(answer.recommendations.map((r) => parseRecToken(r.recToken)._unsafeUnwrap())).toEqual(
      [JACKET, BACKPACK, FLEECE, OTHER_FLEECE].map((productId, i) => ({ type: 'often-bought-together', anchorId: SHOE, productId, position: i + 1 })));
  });

  it('a sold-out or withdrawn product is never recommended; it comes back when it can be ordered again', async () => {
    const upcs = (await engine.internals.db.query<{ upc: string; qty: number }>(
      'SELECT s.upc, s.qty FROM stock s JOIN variants v ON v.upc = s.upc WHERE v.product_id = $1', [JACKET])).rows;
    await engine.internals.db.query('UPDATE stock SET qty = 0 FROM variants v WHERE v.upc = stock.upc AND v.product_id = $1', [JACKET]);
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE }))).not.toContain(JACKET);
    expect(ids(await ask({ type: 'similar', productId: 'SBJK0001', count: '24' }))).not.toContain(JACKET);
    for (const { upc, qty } of upcs) await engine.internals.db.query('UPDATE stock SET qty = $2 WHERE upc = $1', [upc, qty]);
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE }))[0]).toBe(JACKET);
    await engine.internals.db.query('UPDATE products SET withdrawn = true WHERE id = $1', [JACKET]);
    expect(ids(await ask({ type: 'often-bought-together', productId: SHOE }))).not.toContain(JACKET);
    expect(ids(await ask({ type: 'cart', productIds: SHOE, count: '24' }))).not.toContain(JACKET);
    await engine.internals.db.query('UPDATE products SET withdrawn = false WHERE id = $1', [JACKET]);
    // The demo's sold-out fleece is as similar as can be to its own category, and never shown.
    expect(ids(await ask({ type: 'similar', productId: 'SBFL0001', count: '24' }))).not.toContain(SOLD_OUT_PRODUCT_ID);
  });

  it('similar: the same category first, never the product itself nor the excluded ones', async () => {
    const answer = await ask({ type: 'similar', productId: SHOE, count: '24' });
    expect(answer.recommendations.length).toBe(24);
    expect(ids(answer)).not.toContain(SHOE);
    const categories = await Promise.all(answer.recommendations.map(async (r) =>
      (await engine.internals.db.query<{ category_id: string }>('SELECT category_id FROM products WHERE id = $1', [r.id])).rows[0]!.category_id));
    const sameCategory = categories.filter((c) => c === '1001').length;
    expect(sameCategory).toBeGreaterThan(0);
    expect(categories.slice(0, sameCategory).every((c) => c === '1001')).toBe(true);
    expect(categories.slice(sameCategory).every((c) => c !== '1001')).toBe(true);
    const excluded = ids(answer).slice(0, 2);
    const without = await ask({ type: 'similar', productId: SHOE, exclude: excluded.join(',') });
    expect(ids(without)).toEqual(ids(answer).filter((id) => !excluded.includes(id)).slice(0, 6));
  });

  /**
   * An oracle of the similar rule, read from plain rows: the same category (100), the same brand (3), a price within
   * ±30 % (2), each shared colour (1, at most 3), any shared size (1); nothing shared is not similar; then in stock
   * (a size above the low-stock level) first, then the product's place.
   */
  const expectedSimilar = async (anchorId: string, count: number): Promise<{ id: string; strength: number; inStock: boolean }[]> => {
    const db = engine.internals.db;
    const products = (await db.query<{ id: string; category_id: string; brand_id: string; position: number; sale_minor: number; withdrawn: boolean; is_digital: boolean }>(
      `SELECT p.id, p.category_id, p.brand_id, p.position, pp.sale_minor, p.withdrawn, p.is_digital
       FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = 'en-us'`)).rows;
    const variants = (await db.query<{ product_id: string; color_code: string; size: string; qty: number }>(
      'SELECT v.product_id, v.color_code, v.size, s.qty FROM variants v JOIN stock s ON s.upc = v.upc')).rows;
    const of = (id: string) => variants.filter((v) => v.product_id === id);
    const anchor = products.find((p) => p.id === anchorId)!;
    const anchorColours = new Set(of(anchorId).map((v) => v.color_code));
    const anchorSizes = new Set(of(anchorId).map((v) => v.size));
    return products
      .filter((p) => p.id !== anchorId && !p.withdrawn && (p.is_digital || of(p.id).some((v) => v.qty > 0)))
      .map((p) => {
        const colours = new Set(of(p.id).map((v) => v.color_code));
        const strength = (p.category_id === anchor.category_id ? 100 : 0) + (p.brand_id === anchor.brand_id ? 3 : 0)
          + (Math.abs(p.sale_minor - anchor.sale_minor) * 10 <= anchor.sale_minor * 3 ? 2 : 0)
          + Math.min(3, [...colours].filter((c) => anchorColours.has(c)).length)
          + (of(p.id).some((v) => anchorSizes.has(v.size)) ? 1 : 0);
        return { ...p, strength, inStock: p.is_digital || of(p.id).some((v) => v.qty > 3) };
      })
      .filter((p) => p.strength > 0)
      .sort((a, b) => b.strength - a.strength || Number(b.inStock) - Number(a.inStock) || a.position - b.position
        || a.category_id.localeCompare(b.category_id) || a.id.localeCompare(b.id))
      .slice(0, count).map((p) => ({ id: p.id, strength: p.strength, inStock: p.inStock }));
  };

  it('similar ranks by the shared attributes, then in stock before low stock', async () => {
    const oracle = async () => (await expectedSimilar('SBFL0001', 24)).map((p) => p.id);
    const expected = await expectedSimilar('SBFL0001', 24);
    expect(ids(await ask({ type: 'similar', productId: 'SBFL0001', count: '24' }))).toEqual(expected.map((p) => p.id));
    // Two equals (the same strength, both in stock): the first down to low stock (2 units of one size) goes after the other.
    const index = expected.findIndex((p, i) => i + 1 < expected.length && p.inStock && expected[i + 1]!.inStock && expected[i + 1]!.strength === p.strength);
    expect(index).toBeGreaterThanOrEqual(0);
    const [first, second] = [expected[index]!.id, expected[index + 1]!.id];
    const stock = (await engine.internals.db.query<{ upc: string; qty: number }>(
      'SELECT s.upc, s.qty FROM stock s JOIN variants v ON v.upc = s.upc WHERE v.product_id = $1 ORDER BY v.position', [first])).rows;
    await engine.internals.db.query('UPDATE stock SET qty = 0 FROM variants v WHERE v.upc = stock.upc AND v.product_id = $1', [first]);
    await engine.internals.db.query('UPDATE stock SET qty = 2 WHERE upc = $1', [stock[0]!.upc]);
    try {
      const after = ids(await ask({ type: 'similar', productId: 'SBFL0001', count: '24' }));
      expect(after).toEqual(await oracle());
      expect(after.indexOf(second)).toBeLessThan(after.indexOf(first));
    } finally {
      for (const { upc, qty } of stock) await engine.internals.db.query('UPDATE stock SET qty = $2 WHERE upc = $1', [upc, qty]);
    }
  });

  it("the cart's rail: what goes with its products and what is like them, never its own products", async () => {
    const answer = await ask({ type: 'cart', productIds: `${SHOE},${BACKPACK}`, count: '24' });
    expect(answer.type).toBe('cart');
    expect(ids(answer)).not.toContain(SHOE);
    expect(ids(answer)).not.toContain(BACKPACK);
    expect(new Set(ids(answer)).size).toBe(answer.recommendations.length);
    // Bought together with them (the jacket) and similar to them (another trail shoe), taking turns.
    expect(ids(answer)[0]).toBe(JACKET);
    expect(ids(answer)[1]).toMatch(/^SB(TR|PK)/);
    const withExcluded = await ask({ type: 'cart', productIds: `${SHOE},${BACKPACK}`, exclude: JACKET });
    expect(ids(withExcluded)).not.toContain(JACKET);
    for (const r of answer.recommendations) expect(parseRecToken(r.recToken)._unsafeUnwrap()).toMatchObject({ type: 'cart', productId: r.id });
  });

  it("prices in the site's currency, names in its language, links to the site's product pages", async () => {
    for (const siteId of Object.keys(SITES) as SiteId[]) {
      const answer = await ask({ type: 'similar', productId: SHOE }, siteId);
      expect(answer.recommendations.length).toBeGreaterThan(0);
      for (const r of answer.recommendations.slice(0, 3)) {
        const details = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: r.id }, headers: { 'x-site-id': siteId } }));
        expect(r.currency).toBe(SITES[siteId].currency);
        expect(r.title).toBe(details.name);
        expect(r.price).toEqual(details.price);
        expect(r.url).toBe(`/${siteId}/p/${details.slug}-${r.id}`);
        expect(r.image.url).toContain(`site=${siteId}`);
      }
    }
  });

  it('an unknown product is PRODUCT_NOT_FOUND; a malformed question is a 400 that names the field', async () => {
    expectError(await call(engine.app, 'widgetRecommendations', { query: { type: 'similar', productId: 'ZZNOSUCH00' } }), 404, 'PRODUCT_NOT_FOUND');
    const malformed: Record<string, string>[] = [
      { type: 'similar' }, { type: 'cart' }, { type: 'nearby', productId: SHOE }, { type: 'similar', productId: SHOE, count: '25' },
      { type: 'similar', productId: 'bad id' }, { type: 'cart', productIds: 'SBTR0001,x' }, { type: 'similar', productId: SHOE, extra: '1' },
    ];
    for (const query of malformed) {
      const response = await call(engine.app, 'widgetRecommendations', { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });
}

const catalogueOf = async (engine: TestEngine) => {
  const db = engine.internals.db;
  const categories = (await db.query<{ id: string; slug: string }>('SELECT id, slug FROM categories')).rows;
  const products = (await db.query<{ id: string; category_id: string; position: number; is_digital: boolean; presale: boolean }>(
    'SELECT id, category_id, position, is_digital, presale FROM products')).rows;
  return {
    categories: categories.map((c) => ({ ...c, name: '', description: '', position: 0 })),
    products: products.map((p) => ({
      id: p.id, categoryId: p.category_id, position: p.position, isDigital: p.is_digital, presale: p.presale, brandId: '', name: '', slug: '', description: '', featured: false,
    })),
  };
};

describe('recommendations (issue 11) on PGlite', () => suite(() => startTestEngine()));
describePostgres('recommendations (issue 11) on PostgreSQL', (url) => suite(() => startPostgresTestEngine(url)));
