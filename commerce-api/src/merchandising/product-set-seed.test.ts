import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWhenEmpty } from '../catalog/catalog-seeder';
import { buildDemoCatalogue } from '../catalog/demo-seed';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';
import { DEMO_PRODUCT_SETS, seedDemoProductSets } from './product-set-seed';

describe('demo product sets on a catalogue seeded before it grew (the first 10 products of each category only)', () => {
  let db: PgliteDatabase;
  beforeAll(async () => {
    db = await PgliteDatabase.open(undefined);
    await migrate(db, migrations);
    const full = buildDemoCatalogue();
    const kept = new Set(full.products.filter((p) => p.isDigital || p.position < 10).map((p) => p.id));
    const upcs = new Set(full.variants.filter((v) => kept.has(v.productId)).map((v) => v.upc));
    await seedWhenEmpty(db, {
      ...full,
      products: full.products.filter((p) => kept.has(p.id)),
      colors: full.colors.filter((c) => kept.has(c.productId)),
      prices: full.prices.filter((p) => kept.has(p.productId)),
      variants: full.variants.filter((v) => kept.has(v.productId)),
      stock: full.stock.filter((s) => upcs.has(s.upc)),
      productTranslations: full.productTranslations.filter((t) => kept.has(t.productId)),
    });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('seeds each set with the members the catalogue holds, leaves out a set of fewer than two, and runs once', async () => {
    expect(await seedDemoProductSets(db)).toBe(true);
    const members = await db.query<{ set_id: string; product_id: string }>('SELECT set_id, product_id FROM product_set_members ORDER BY set_id, position');
    const bySet = (id: string) => members.rows.filter((m) => m.set_id === id).map((m) => m.product_id);
    expect(bySet('SBSET0001')).toEqual(DEMO_PRODUCT_SETS[0]!.productIds);
    expect(bySet('SBSET0002')).toEqual([]);
    expect(bySet('SBSET0003')).toEqual(DEMO_PRODUCT_SETS[2]!.productIds);
    const french = await db.query<{ name: string }>("SELECT name FROM product_set_translations WHERE set_id = 'SBSET0001' AND language = 'fr'");
    expect(french.rows).toEqual([{ name: 'Kit trail Ridge' }]);
    expect(await seedDemoProductSets(db)).toBe(false);
  });
});
