import type { Currency, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface ProductSummaryRow {
  id: string; name: string; slug: string; brand: string; category_id: string; currency: Currency;
  list_minor: number; sale_minor: number; first_color: string | null;
}
export interface ProductRow extends ProductSummaryRow { description: string }
export interface ImageSubjectRow { name: string; category_slug: string; color_name: string; swatch: string }
export interface ColorRow { code: string; name: string; swatch: string }
export interface VariantStockRow {
  upc: string; product_id: string; color_code: string; size: string; qty: number;
  list_minor: number; sale_minor: number; currency: Currency;
}

const SUMMARY_COLUMNS = `
  p.id, p.name, p.slug, b.name AS brand, p.category_id, pp.currency, pp.list_minor, pp.sale_minor,
  (SELECT c.code FROM product_colors c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1) AS first_color`;
const SUMMARY_FROM = `
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1`;

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%". */
const likePattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class CatalogRepository {
  constructor(private readonly db: Database) {}

  async brands(): Promise<{ id: string; name: string }[]> {
    return (await this.db.query<{ id: string; name: string }>('SELECT id, name FROM brands ORDER BY name')).rows;
  }

  async categories(): Promise<{ id: string; name: string; slug: string; product_count: number }[]> {
    const r = await this.db.query<{ id: string; name: string; slug: string; product_count: number }>(`
      SELECT c.id, c.name, c.slug, count(p.id)::int AS product_count
      FROM categories c LEFT JOIN products p ON p.category_id = c.id
      GROUP BY c.id, c.name, c.slug, c.position ORDER BY c.position`);
    return r.rows;
  }

  async featured(siteId: SiteId): Promise<ProductSummaryRow[]> {
    const r = await this.db.query<ProductSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE p.featured ORDER BY p.position, p.category_id`, [siteId]);
    return r.rows;
  }

  async search(siteId: SiteId, filter: { categoryId?: string; q?: string; start: number; count: number }): Promise<{ total: number; rows: ProductSummaryRow[] }> {
    const where = `WHERE ($2::text IS NULL OR p.category_id = $2) AND ($3::text IS NULL OR p.name ILIKE $3 OR b.name ILIKE $3)`;
    const args = [siteId, filter.categoryId ?? null, filter.q ? likePattern(filter.q) : null];
    const total = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n ${SUMMARY_FROM} ${where}`, args);
    const rows = await this.db.query<ProductSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} ${where} ORDER BY p.category_id, p.position OFFSET $4 LIMIT $5`,
      [...args, filter.start, filter.count],
    );
    return { total: total.rows[0]?.n ?? 0, rows: rows.rows };
  }

  async product(siteId: SiteId, productId: string): Promise<ProductRow | undefined> {
    const r = await this.db.query<ProductRow>(
      `SELECT ${SUMMARY_COLUMNS}, p.description ${SUMMARY_FROM} WHERE p.id = $2`,
      [siteId, productId],
    );
    return r.rows[0];
  }

  async colors(productId: string): Promise<ColorRow[]> {
    return (await this.db.query<ColorRow>(
      'SELECT code, name, swatch FROM product_colors WHERE product_id = $1 ORDER BY position', [productId])).rows;
  }

  async variants(siteId: SiteId, productId: string): Promise<VariantStockRow[]> {
    return (await this.db.query<VariantStockRow>(`
      SELECT v.upc, v.product_id, v.color_code, v.size, s.qty, pp.list_minor, pp.sale_minor, pp.currency
      FROM variants v
      JOIN stock s ON s.upc = v.upc
      JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $1
      WHERE v.product_id = $2 ORDER BY v.position`, [siteId, productId])).rows;
  }

  async variant(siteId: SiteId, upc: string): Promise<VariantStockRow | undefined> {
    return (await this.db.query<VariantStockRow>(`
      SELECT v.upc, v.product_id, v.color_code, v.size, s.qty, pp.list_minor, pp.sale_minor, pp.currency
      FROM variants v
      JOIN stock s ON s.upc = v.upc
      JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $1
      WHERE v.upc = $2`, [siteId, upc])).rows[0];
  }

  /** For the image route: the product's name and category, and the colour's name and swatch. */
  async imageSubject(productId: string, colorCode: string): Promise<ImageSubjectRow | undefined> {
    return (await this.db.query<ImageSubjectRow>(`
      SELECT p.name, k.slug AS category_slug, c.name AS color_name, c.swatch
      FROM products p JOIN categories k ON k.id = p.category_id JOIN product_colors c ON c.product_id = p.id
      WHERE p.id = $1 AND c.code = $2`, [productId, colorCode])).rows[0];
  }
}
