import { ok } from 'neverthrow';
import type { Database } from '../database/database.port';
import { searchKey } from './catalogue-language';
import type { DemoCatalogue } from './demo-seed';
import { seedDemoPurchases } from '../recommendations/demo-purchases';
import { seedReviews } from '../reviews/review-seed';

const SEED_LOCK_KEY = 0x53454544; // "SEED"

/** Bulk insert through one jsonb parameter: the same SQL on PGlite and PostgreSQL, one round trip per table. */
async function insertRows(
  db: Database, table: string, columns: Record<string, string>, rows: readonly object[], where = '',
): Promise<void> {
  const names = Object.keys(columns);
  const spec = names.map((n) => `${n} ${columns[n]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${spec}) ${where}`,
    [JSON.stringify(rows)],
  );
}

const TRANSLATION_COLUMNS = { language: 'text', name: 'text', description: 'text' };

/**
 * The catalogue's words in other languages (category, product and colour translations). `onlyExisting` keeps the
 * rows whose category or product is in the database: a catalogue seeded before translations existed gains them.
 */
async function insertTranslations(db: Database, catalogue: DemoCatalogue, onlyExisting: boolean): Promise<void> {
  const existing = (table: string, column: string): string => (onlyExisting ? `WHERE r.${column} IN (SELECT id FROM ${table})` : '');
  await insertRows(db, 'category_translations', { category_id: 'text', ...TRANSLATION_COLUMNS },
    snake(catalogue.categoryTranslations), existing('categories', 'category_id'));
  await insertRows(db, 'product_translations', { product_id: 'text', ...TRANSLATION_COLUMNS, search_name: 'text' },
    snake(catalogue.productTranslations.map((t) => ({ ...t, searchName: searchKey(t.name) }))), existing('products', 'product_id'));
  await insertRows(db, 'color_translations', { code: 'text', language: 'text', name: 'text' }, catalogue.colorTranslations);
}

const snake = (rows: readonly object[]): Record<string, unknown>[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])));

/**
 * Loads the demo catalogue when the catalogue is empty (one transaction; a second start changes nothing).
 * A catalogue seeded before translations existed (migration 4) gains the category descriptions and translations.
 */
export async function seedWhenEmpty(db: Database, catalogue: DemoCatalogue): Promise<boolean> {
  const result = await db.transaction(async () => {
    await db.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await seedDemoPurchases(db, catalogue);
    const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    if ((existing.rows[0]?.n ?? 0) > 0) {
      const translated = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_translations');
      if ((translated.rows[0]?.n ?? 0) === 0) {
        await db.query(
          `UPDATE categories c SET description = r.description FROM jsonb_to_recordset($1::jsonb) AS r(id text, description text)
           WHERE c.id = r.id AND c.description = ''`,
          [JSON.stringify(catalogue.categories)]);
        await insertTranslations(db, catalogue, true);
      }
      return ok(false);
    }
    await insertRows(db, 'brands', { id: 'text', name: 'text' }, catalogue.brands);
    await insertRows(db, 'categories', { id: 'text', name: 'text', slug: 'text', description: 'text', position: 'int' }, catalogue.categories);
    await insertRows(db, 'products', {
      id: 'text', brand_id: 'text', category_id: 'text', name: 'text', slug: 'text', description: 'text', featured: 'boolean', position: 'int',
      is_digital: 'boolean', presale: 'boolean',
    }, snake(catalogue.products));
    await insertRows(db, 'product_colors', { product_id: 'text', code: 'text', name: 'text', swatch: 'text', position: 'int' }, snake(catalogue.colors));
    await insertRows(db, 'product_prices', {
      product_id: 'text', site_id: 'text', currency: 'text', list_minor: 'int', sale_minor: 'int',
    }, snake(catalogue.prices));
    await insertRows(db, 'variants', { upc: 'text', product_id: 'text', color_code: 'text', size: 'text', position: 'int' }, snake(catalogue.variants));
    await insertRows(db, 'stock', { upc: 'text', qty: 'int' }, catalogue.stock);
    await insertRows(db, 'stores', {
      id: 'text', name: 'text', site_id: 'text', address_line1: 'text', city: 'text', postal_code: 'text', country_code: 'text', phone: 'text',
    }, snake(catalogue.stores));
    await insertTranslations(db, catalogue, false);
    await seedReviews(db, catalogue);
    return ok(true);
  });
  return result.isOk() && result.value;
}
