import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.port';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';
import { PostgresDatabase } from '../database/postgres.database';
import { createTestSchema, describePostgres } from '../test-support/postgres-test-database';
import { seedWhenEmpty } from './catalog-seeder';
import { CatalogRepository } from './catalog.repository';
import { buildDemoCatalogue } from './demo-seed';

const catalogue = buildDemoCatalogue();

/** Words that give away US English (whole words: a letter, accented or not, may not touch them), and their British spelling or word. */
const AMERICAN = /(?<!\p{L})(colors?|gray|backpacks?|hiking boots?|sneakers?|pants|zipper|favorite|center)(?!\p{L})/iu;
/** English words a French text has no reason to contain. */
const ENGLISH = /(?<!\p{L})(the|by|and|with|for|available|colou?rs?|only|left)(?!\p{L})/iu;

/** What the seeded database holds, the same on embedded PGlite and on a PostgreSQL server. */
function translationSuite(open: () => Promise<{ db: Database; dispose(): Promise<void> }>): void {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await open());
    await migrate(db, migrations);
    expect(await seedWhenEmpty(db, catalogue)).toBe(true);
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('no product, category or colour lacks a French name (and, but colours, a French description)', async () => {
    const missing = await db.query<{ kind: string; id: string }>(`
      SELECT 'product' AS kind, p.id FROM products p
        LEFT JOIN product_translations t ON t.product_id = p.id AND t.language = 'fr'
        WHERE t.name IS NULL OR btrim(t.name) = '' OR btrim(t.description) = '' OR t.name = p.name OR t.description = p.description
      UNION ALL
      SELECT 'category', c.id FROM categories c
        LEFT JOIN category_translations t ON t.category_id = c.id AND t.language = 'fr'
        WHERE t.name IS NULL OR btrim(t.name) = '' OR btrim(t.description) = '' OR t.name = c.name OR t.description = c.description
      UNION ALL
      SELECT DISTINCT 'colour', c.code FROM product_colors c
        LEFT JOIN color_translations t ON t.code = c.code AND t.language = 'fr'
        WHERE t.name IS NULL OR btrim(t.name) = ''
      ORDER BY 1, 2`);
    expect(missing.rows).toEqual([]);
    const counted = await db.query<{ products: number; categories: number }>(`
      SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM categories) AS categories`);
    expect(counted.rows[0]).toEqual({ products: catalogue.products.length, categories: 7 });
  });

  it('every category has a base (US English) description', async () => {
    const blank = await db.query<{ id: string }>("SELECT id FROM categories WHERE btrim(description) = ''");
    expect(blank.rows).toEqual([]);
  });

  it('fr-fr reads French everywhere: no English word in any name or description it answers', async () => {
    const repo = new CatalogRepository(db);
    const categories = await repo.categories('fr-fr');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM products ORDER BY category_id, position');
    expect(rows).toHaveLength(catalogue.products.length);
    const products = await Promise.all(rows.map((row) => repo.product('fr-fr', row.id)));
    const colours = (await Promise.all(rows.map((row) => repo.colors('fr-fr', row.id)))).flat();
    for (const text of [
      ...categories.flatMap((c) => [c.name, c.description]),
      ...products.flatMap((p) => [p!.description]),
      ...colours.map((c) => c.name),
    ]) expect(text).not.toMatch(ENGLISH);
    // French typography: a no-break space before a colon, never a plain one or none.
    for (const p of products) expect(p!.description).not.toMatch(/(?<!\u00a0):/);
  });

  it('en-gb reads British English: no US spelling or word in any name or description it answers', async () => {
    const repo = new CatalogRepository(db);
    const categories = await repo.categories('en-gb');
    const { rows } = await db.query<{ id: string }>('SELECT id FROM products ORDER BY category_id, position');
    const products = await Promise.all(rows.map((row) => repo.product('en-gb', row.id)));
    const colours = (await Promise.all(rows.map((row) => repo.colors('en-gb', row.id)))).flat();
    const texts = [
      ...categories.flatMap((c) => [c.name, c.description]),
      ...products.flatMap((p) => [p!.name, p!.description]),
      ...colours.map((c) => c.name),
    ];
    for (const text of texts) expect(text).not.toMatch(AMERICAN);
    // …while the US site does say them: the check above can fail.
    const us = await repo.categories('en-us');
    expect(us.map((c) => c.name)).toContain('Hiking Boots');
  });

  it('a catalogue seeded before translations existed gains them at the next start, once', async () => {
    await db.query('DELETE FROM product_translations');
    await db.query('DELETE FROM category_translations');
    await db.query('DELETE FROM color_translations');
    await db.query("UPDATE categories SET description = ''");
    expect(await seedWhenEmpty(db, catalogue)).toBe(false);
    const n = await db.query<{ products: number; categories: number; colours: number; blank: number }>(`
      SELECT (SELECT count(*)::int FROM product_translations) AS products,
             (SELECT count(*)::int FROM category_translations) AS categories,
             (SELECT count(*)::int FROM color_translations) AS colours,
             (SELECT count(*)::int FROM categories WHERE description = '') AS blank`);
    expect(n.rows[0]).toEqual({
      products: catalogue.productTranslations.length, categories: catalogue.categoryTranslations.length,
      colours: catalogue.colorTranslations.length, blank: 0,
    });
    expect(await seedWhenEmpty(db, catalogue)).toBe(false);
  });
}

describe('demo catalogue translations on embedded PGlite', () => {
  translationSuite(async () => {
    const db = await PgliteDatabase.open(undefined);
    return { db, dispose: () => db.close() };
  });
});

describePostgres('demo catalogue translations on PostgreSQL', (url) => {
  translationSuite(async () => {
    const schema = await createTestSchema(url);
    const db = await PostgresDatabase.open(url, schema.schema);
    return {
      db,
      dispose: async () => {
        await db.close();
        await schema.drop();
      },
    };
  });
});
