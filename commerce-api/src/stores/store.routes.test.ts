import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, openingStatus, roundKm, SITES, type SiteId } from '@switchback/core';
import { SOLD_OUT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { stockStatus } from '../catalog/stock-status';
import { call, expectError, expectOk, firstVariant, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { DEMO_COLLECTION_POINTS, DEMO_POSTCODE_LOCATIONS, DEMO_STORE_PLACES, seedDemoStores } from './store-seed';

let engine: TestEngine;
const site = (siteId: SiteId) => ({ 'x-site-id': siteId });

beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

const storeStock = async (storeId: string, upc: string): Promise<number> =>
  (await engine.internals.db.query<{ qty: number }>('SELECT qty FROM store_stock WHERE store_id = $1 AND upc = $2', [storeId, upc])).rows[0]?.qty ?? 0;
/** Any variant of a product (firstVariant gives orderable ones only). */
const anyVariant = async (productId: string): Promise<string> =>
  (await engine.internals.db.query<{ upc: string }>('SELECT upc FROM variants WHERE product_id = $1 ORDER BY position LIMIT 1', [productId])).rows[0]!.upc;
const warehouseStock = async (upc: string): Promise<number> =>
  (await engine.internals.db.query<{ qty: number }>('SELECT qty FROM stock WHERE upc = $1', [upc])).rows[0]!.qty;

describe('issue 10 demo stores seed', () => {
  it('every site has at least 4 stores with a place, hours and e-mail, one ship-to-store only, and at least 4 collection points', async () => {
    for (const siteId of Object.keys(SITES) as SiteId[]) {
      const stores = (await engine.internals.db.query<{ id: string; email: string | null; hours: number; pickup_enabled: boolean; ship_to_store_enabled: boolean }>(
        `SELECT id, email, jsonb_array_length(opening_hours) AS hours, pickup_enabled, ship_to_store_enabled FROM stores
         WHERE site_id = $1 AND latitude IS NOT NULL`, [siteId])).rows;
      expect(stores.length, siteId).toBeGreaterThanOrEqual(4);
      for (const store of stores) {
        expect(store.email).toMatch(/@/);
        expect(store.hours).toBeGreaterThan(0);
      }
      expect(stores.filter((s) => !s.pickup_enabled && s.ship_to_store_enabled), siteId).toHaveLength(1);
      const points = await engine.internals.db.query('SELECT id FROM collection_points WHERE site_id = $1', [siteId]);
      expect(points.rows.length, siteId).toBeGreaterThanOrEqual(4);
    }
  });

  it('store stock covers the demo variants: some none, some low, some sizes in a store but not in the warehouse', async () => {
    const counts = (await engine.internals.db.query<{ zero: number; low: number; only_in_store: number; missing: number }>(
      `SELECT count(*) FILTER (WHERE ss.qty = 0)::int AS zero,
              count(*) FILTER (WHERE ss.qty BETWEEN 1 AND 3)::int AS low,
              count(*) FILTER (WHERE ss.qty > 0 AND s.qty = 0)::int AS only_in_store,
              (SELECT count(*)::int FROM variants v JOIN products p ON p.id = v.product_id
                WHERE NOT p.is_digital AND NOT EXISTS (SELECT 1 FROM store_stock x WHERE x.upc = v.upc)) AS missing
       FROM store_stock ss JOIN stock s ON s.upc = ss.upc`)).rows[0]!;
    expect(counts.zero).toBeGreaterThan(0);
    expect(counts.low).toBeGreaterThan(0);
    expect(counts.only_in_store).toBeGreaterThan(0);
    expect(counts.missing).toBe(0);
  });

  it('a second seed changes nothing', async () => {
    const before = await engine.internals.db.query('SELECT count(*)::int AS n FROM store_stock');
    expect(await seedDemoStores(engine.internals.db)).toBe(false);
    expect((await engine.internals.db.query('SELECT count(*)::int AS n FROM store_stock')).rows).toEqual(before.rows);
  });
});

describe('POST /stores/v1/search', () => {
  it('by postcode: the site\'s stores nearest first (km, 1 decimal), with hours and open now from the clock in the site\'s zone', async () => {
    const from = DEMO_POSTCODE_LOCATIONS.find((p) => p.countryCode === 'GB' && p.postcodePrefix === 'WC2E')!;
    const answer = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-gb'), body: { postcode: 'wc2e 9lh', radiusKm: 500 } }));
    expect(answer.location).toMatchObject({ latitude: from.latitude, longitude: from.longitude, label: 'London' });
    const gbStores = DEMO_STORE_PLACES.filter((p) => ['STR-LON-01', 'STR-MAN-01'].includes(p.id) || p.row?.siteId === 'en-gb');
    expect(answer.stores.map((s) => s.id).sort()).toEqual(gbStores.map((s) => s.id).sort());
    for (let i = 1; i < answer.stores.length; i += 1) expect(answer.stores[i]!.distanceKm).toBeGreaterThanOrEqual(answer.stores[i - 1]!.distanceKm);
    const first = answer.stores[0]!;
    const place = DEMO_STORE_PLACES.find((p) => p.id === first.id)!;
    expect(first.distanceKm).toBe(roundKm(distanceKm(from, place)));
    expect(first.openingHours).toEqual(place.openingHours);
    expect(first.openingStatus).toEqual(openingStatus(place.openingHours, engine.clock.now(), SITES['en-gb'].timeZone));
    expect(first.stock).toBeUndefined();
  });

  it('a store keeps its own time zone: Seattle\'s open now is Pacific time, the US site\'s others Denver\'s', async () => {
    const near = async (city: string) => expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-us'), body: { city } })).stores;
    const seattle = (await near('Seattle')).find((s) => s.id === 'STR-SEA-01')!;
    const denver = (await near('Denver')).find((s) => s.id === 'STR-DEN-01')!;
    expect(seattle.timeZone).toBe('America/Los_Angeles');
    expect(seattle.openingStatus).toEqual(openingStatus(seattle.openingHours, engine.clock.now(), 'America/Los_Angeles'));
    expect(denver.timeZone).toBe(SITES['en-us'].timeZone);
  });

  it('the radius and the limit cut the list; the services filter keeps only stores offering them', async () => {
    const near = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-gb'), body: { postcode: 'WC2E 9LH' } }));
    expect(near.stores.every((s) => s.distanceKm <= 50)).toBe(true);
    expect(near.stores.length).toBeGreaterThan(1);
    const one = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-gb'), body: { postcode: 'WC2E 9LH', limit: 1 } }));
    expect(one.stores.map((s) => s.id)).toEqual([near.stores[0]!.id]);
    const pickup = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-gb'), body: { city: 'leeds', radiusKm: 500, services: ['pickup'] } }));
    expect(pickup.stores.length).toBeGreaterThan(0);
    expect(pickup.stores.every((s) => s.services.includes('pickup'))).toBe(true);
    expect(pickup.stores.map((s) => s.id)).not.toContain('STR-LDS-01');
  });

  it('by city or coordinates; with a product and upc, each store\'s stock of that size as stored', async () => {
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const byCity = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('fr-fr'), body: { city: 'Paris', productId: WELL_STOCKED_PRODUCT_ID, upc } }));
    expect(byCity.stores.length).toBeGreaterThan(1);
    for (const store of byCity.stores) {
      const quantity = await storeStock(store.id, upc);
      expect(store.stock).toEqual({ quantity, stockStatus: stockStatus(quantity) });
    }
    const byPoint = expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-us'), body: { latitude: 39.75, longitude: -105.0 } }));
    expect(byPoint.location?.label).toBeNull();
    expect(byPoint.stores[0]!.id).toBe('STR-DEN-01');
  });

  it('a malformed postcode is POSTCODE_INVALID on postcode; a well-formed unknown one is an empty list with no location', async () => {
    const bad = expectError(await call(engine.app, 'searchStores', { headers: site('fr-fr'), body: { postcode: 'ABC' } }), 400, 'POSTCODE_INVALID');
    expect(bad.errorDetails[0]!.field).toBe('postcode');
    expect(expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('fr-fr'), body: { postcode: '13001' } }))).toEqual({ location: null, stores: [] });
    expect(expectOk('searchStores', await call(engine.app, 'searchStores', { headers: site('en-gb'), body: { city: 'Atlantis' } }))).toEqual({ location: null, stores: [] });
  });

  it('exactly one location; product and upc together; a upc of another product is VARIANT_NOT_FOUND', async () => {
    expectError(await call(engine.app, 'searchStores', { body: { postcode: '80202', city: 'Denver' } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'searchStores', { body: {} }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'searchStores', { body: { latitude: 39.7 } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'searchStores', { body: { city: 'Denver', radiusKm: 501 } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'searchStores', { body: { city: 'Denver', limit: 51 } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'searchStores', { body: { city: 'Denver', productId: WELL_STOCKED_PRODUCT_ID } }), 400, 'INVALID_REQUEST');
    const other = await anyVariant(SOLD_OUT_PRODUCT_ID);
    expectError(await call(engine.app, 'searchStores', { body: { city: 'Denver', productId: WELL_STOCKED_PRODUCT_ID, upc: other } }), 404, 'VARIANT_NOT_FOUND');
  });
});

describe('POST /stores/v1/collectionPoints', () => {
  it('the site\'s collection points nearest first, lockers and shops', async () => {
    const answer = expectOk('collectionPoints', await call(engine.app, 'collectionPoints', { headers: site('en-gb'), body: { city: 'Manchester' } }));
    const expected = DEMO_COLLECTION_POINTS.filter((p) => p.siteId === 'en-gb' && p.city === 'Manchester').map((p) => p.id);
    expect(answer.collectionPoints.map((p) => p.storeId).sort()).toEqual([...expected].sort());
    expect(new Set(answer.collectionPoints.map((p) => p.optionType))).toEqual(new Set(['LOCKER', 'SHOP']));
    for (let i = 1; i < answer.collectionPoints.length; i += 1) {
      expect(answer.collectionPoints[i]!.distanceKm).toBeGreaterThanOrEqual(answer.collectionPoints[i - 1]!.distanceKm);
    }
  });
});

describe('stock per store and availability', () => {
  it('storeInventory: one entry per store and variant, the stored quantities', async () => {
    const answer = expectOk('storeInventory', await call(engine.app, 'storeInventory', { body: { productId: WELL_STOCKED_PRODUCT_ID, storeIds: ['STR-LON-01', 'STR-PAR-01'] } }));
    const variants = (await engine.internals.db.query<{ upc: string }>('SELECT upc FROM variants WHERE product_id = $1', [WELL_STOCKED_PRODUCT_ID])).rows;
    expect(answer.storeInventory).toHaveLength(variants.length * 2);
    for (const entry of answer.storeInventory) expect(entry.quantity).toBe(await storeStock(entry.storeId, entry.upc));
    expectError(await call(engine.app, 'storeInventory', { body: { productId: WELL_STOCKED_PRODUCT_ID, storeIds: ['STR-NOPE'] } }), 404, 'STORE_NOT_FOUND');
    expectError(await call(engine.app, 'storeInventory', { body: { productId: 'SBZZ9999', storeIds: ['STR-LON-01'] } }), 404, 'PRODUCT_NOT_FOUND');
    expectError(await call(engine.app, 'storeInventory', { body: { productId: WELL_STOCKED_PRODUCT_ID, storeIds: [] } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'storeInventory', { body: { productId: WELL_STOCKED_PRODUCT_ID, storeIds: Array.from({ length: 21 }, (_, i) => `S${i}`) } }), 400, 'INVALID_REQUEST');
  });

  it('productAvailability: the warehouse\'s and each requested store\'s quantity and status per variant', async () => {
    const upc = await anyVariant(SOLD_OUT_PRODUCT_ID);
    const answer = expectOk('productAvailability', await call(engine.app, 'productAvailability', {
      params: { productId: SOLD_OUT_PRODUCT_ID }, body: { upc, storeIds: ['STR-DEN-01', 'STR-SEA-01'] },
    }));
    expect(answer.variants).toHaveLength(1);
    const variant = answer.variants[0]!;
    expect(variant).toMatchObject({ upc, quantity: await warehouseStock(upc), stockStatus: stockStatus(await warehouseStock(upc)) });
    for (const store of variant.stores) expect(store.quantity).toBe(await storeStock(store.storeId, upc));
    const all = expectOk('productAvailability', await call(engine.app, 'productAvailability', { params: { productId: SOLD_OUT_PRODUCT_ID }, body: {} }));
    expect(all.variants.length).toBeGreaterThan(1);
    expect(all.variants.every((v) => v.stores.length === 0)).toBe(true);
  });
});

describe('utilities', () => {
  it('GET /consumers-v3/utilities/stores: the site\'s stores only', async () => {
    const answer = expectOk('utilityStores', await call(engine.app, 'utilityStores', { headers: site('fr-fr') }));
    const ids = (await engine.internals.db.query<{ id: string }>("SELECT id FROM stores WHERE site_id = 'fr-fr'")).rows.map((r) => r.id);
    expect(answer.stores.map((s) => s.id).sort()).toEqual(ids.sort());
  });

  it('employees: ids and display names to any token holder; an unknown store is STORE_NOT_FOUND; no token 401', async () => {
    const cookie = await guestCookie(engine.app);
    await engine.internals.db.query(
      `INSERT INTO store_associates (store_id, employee_id, name, password_hash, created_at) VALUES ('STR-LYO-01', 'E2001', 'Camille Durand', 'x', now())
       ON CONFLICT DO NOTHING`);
    const answer = expectOk('storeEmployees', await call(engine.app, 'storeEmployees', { cookie, params: { storeId: 'STR-LYO-01' } }));
    expect(answer.employees).toContainEqual({ employeeId: 'E2001', displayName: 'Camille D.' });
    expect(JSON.stringify(answer)).not.toContain('Durand');
    expectError(await call(engine.app, 'storeEmployees', { cookie, params: { storeId: 'STR-NOPE' } }), 404, 'STORE_NOT_FOUND');
    expect((await call(engine.app, 'storeEmployees', { params: { storeId: 'STR-LYO-01' } })).statusCode).toBe(401);
  });

  it('i18n: a country\'s address form; an unknown country 404', async () => {
    const gb = expectOk('countryI18n', await call(engine.app, 'countryI18n', { params: { countryCode: 'GB' } }));
    expect(gb).toMatchObject({ countryCode: 'GB', postcode: { labelKey: 'postcode', example: 'SW1A 1AA' }, phone: { dialCode: '+44' } });
    const fr = expectOk('countryI18n', await call(engine.app, 'countryI18n', { headers: site('fr-fr'), params: { countryCode: 'US' } }));
    expect(fr.name).toBe('États-Unis');
    expect(fr.states.length).toBeGreaterThan(50);
    expectError(await call(engine.app, 'countryI18n', { params: { countryCode: 'ZZ' } }), 404, 'NOT_FOUND');
    expectError(await call(engine.app, 'countryI18n', { params: { countryCode: 'gb' } }), 400, 'INVALID_REQUEST');
  });
});
