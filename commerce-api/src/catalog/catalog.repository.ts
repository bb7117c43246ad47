import type { Currency, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';
import { translationJoin, translationTags } from './catalogue-language';

export interface ProductSummaryRow {
  id: string; name: string; slug: string; brand: string; category_id: string; currency: Currency;
  list_minor: number; sale_minor: number; first_color: string | null;
  /** Issue 11: the product's rating (product_ratings view); null when no visible review. */
  rating_score: number | null; reviews_count: number | null;
}
/** `presale`: storefront-experience §3/§6, sold before its release to signed-in shoppers only. */
export interface ProductRow extends ProductSummaryRow { description: string; presale: boolean }
export interface CategoryRow { id: string; name: string; slug: string; description: string; product_count: number }
export interface ImageSubjectRow { name: string; category_slug: string; color_name: string; swatch: string }
export interface ColorRow { code: string; name: string; swatch: string }
/** Issue 10 §8: whether a variant can be sold on a site: withdrawn from sale, priced there (null: no price), its stock. */
export interface VariantSaleRow {
  upc: string; product_id: string; withdrawn: boolean; qty: number; list_minor: number | null; sale_minor: number | null;
  /** storefront-experience §6: only a signed-in shopper may add it. */
  presale: boolean;
}

export interface VariantStockRow {
  upc: string; product_id: string; color_code: string; size: string; qty: number;
  list_minor: number; sale_minor: number; currency: Currency;
  /** The product is presale (storefront-experience §6: only a signed-in shopper may add it). */
  presale: boolean;
}

/**
 * Every product query binds $1 = site id (prices), $2 and $3 = the site's translation tags (names and descriptions,
 * catalogue-language.ts); the localised text falls back to the base row's.
 */
/**
 * The rating (product_ratings view: score, reviews_count as `r`) of the product row `p`, for every read that shows one.
 * OFFSET 0 keeps the subquery from being pulled up into a join with the whole aggregated view, which PGlite (join order
 * kept as written) recomputed for every row: 60 ms for a page of search results. Kept apart, the product id reaches the
 * view's grouping column and the reviews index: one product's reviews per row.
 */
export const RATING_JOIN = 'LEFT JOIN LATERAL (SELECT pr.score, pr.reviews_count FROM product_ratings pr WHERE pr.product_id = p.id OFFSET 0) r ON true';

/** A card's columns (ProductSummaryRow) of the product row `p`, with RATING_JOIN as `r` and its price row as `pp`. */
export const SUMMARY_COLUMNS = `
  p.id, COALESCE(pt.name, p.name) AS name, p.slug, b.name AS brand, p.category_id, pp.currency, pp.list_minor, pp.sale_minor,
  (SELECT c.code FROM product_colors c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1) AS first_color,
  r.score AS rating_score, r.reviews_count`;
const SUMMARY_FROM = `
  FROM products p
  JOIN brands b ON b.id = p.brand_id
  JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1
  ${translationJoin({ table: 'product_translations', key: 'product_id', on: 'p.id', columns: 't.name, t.description', alias: 'pt', locale: '$2', language: '$3' })}
  ${RATING_JOIN}`;

/** Catalogue reads; names and descriptions in the site's language (base wording where a text has no translation). */
export class CatalogRepository {
  constructor(private readonly db: Database) {}

  async brands(): Promise<{ id: string; name: string }[]> {
    return (await this.db.query<{ id: string; name: string }>('SELECT id, name FROM brands ORDER BY name')).rows;
  }

  async categories(siteId: SiteId): Promise<CategoryRow[]> {
    const r = await this.db.query<CategoryRow>(`
      SELECT c.id, COALESCE(ct.name, c.name) AS name, c.slug, COALESCE(ct.description, c.description) AS description,
             (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count
      FROM categories c
      ${translationJoin({ table: 'category_translations', key: 'category_id', on: 'c.id', columns: 't.name, t.description', alias: 'ct', locale: '$1', language: '$2' })}
      ORDER BY c.position`, [...translationTags(siteId)]);
    return r.rows;
  }

  async featured(siteId: SiteId): Promise<ProductSummaryRow[]> {
    const r = await this.db.query<ProductSummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} WHERE p.featured ORDER BY p.position, p.category_id`,
      [siteId, ...translationTags(siteId)]);
    return r.rows;
  }

  /**
   * Issue 11: the cards' rows of these products on a site, in the order given (ids without a price on the site, or
   * unknown, are left out).
   */
  async summaries(siteId: SiteId, productIds: readonly string[]): Promise<ProductSummaryRow[]> {
    if (productIds.length === 0) return [];
    const r = await this.db.query<ProductSummaryRow>(
      // The wanted ids lead the join (PGlite keeps the written order): only their rows are read and translated.
      `SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM.replace('FROM products p', 'FROM unnest($4::text[]) WITH ORDINALITY AS wanted(id, n) JOIN products p ON p.id = wanted.id')}
       ORDER BY wanted.n`,
      [siteId, ...translationTags(siteId), productIds]);
    return r.rows;
  }

  /**
   * Issue 11 §2, an empty search: the best-selling products on the site (units in placed orders, cancelled ones
   * aside), then the featured ones, at most `limit`.
   */
  async popular(siteId: SiteId, limit: number): Promise<ProductSummaryRow[]> {
    const r = await this.db.query<ProductSummaryRow>(`
      WITH sold AS (
        SELECT item->>'productId' AS product_id, sum((item->>'qty')::int) AS units
        FROM orders o, jsonb_array_elements(o.document->'items') AS item
        WHERE o.site_id = $1 AND o.status <> 'CANCELLED' GROUP BY 1)
      SELECT ${SUMMARY_COLUMNS} ${SUMMARY_FROM} LEFT JOIN sold ON sold.product_id = p.id
      WHERE sold.units IS NOT NULL OR p.featured
      ORDER BY sold.units DESC NULLS LAST, p.featured DESC, p.position, p.category_id, p.id LIMIT $4`,
    [siteId, ...translationTags(siteId), limit]);
    return r.rows;
  }

  async product(siteId: SiteId, productId: string): Promise<ProductRow | undefined> {
    const r = await this.db.query<ProductRow>(
      `SELECT ${SUMMARY_COLUMNS}, COALESCE(pt.description, p.description) AS description, p.presale ${SUMMARY_FROM} WHERE p.id = $4`,
      [siteId, ...translationTags(siteId), productId],
    );
    return r.rows[0];
  }

  async colors(siteId: SiteId, productId: string): Promise<ColorRow[]> {
    return (await this.db.query<ColorRow>(`
      SELECT c.code, COALESCE(ct.name, c.name) AS name, c.swatch FROM product_colors c
      ${translationJoin({ table: 'color_translations', key: 'code', on: 'c.code', columns: 't.name', alias: 'ct', locale: '$2', language: '$3' })}
      WHERE c.product_id = $1 ORDER BY c.position`, [productId, ...translationTags(siteId)])).rows;
  }

  async variants(siteId: SiteId, productId: string): Promise<VariantStockRow[]> {
    return (await this.db.query<VariantStockRow>(`
      SELECT v.upc, v.product_id, v.color_code, v.size, s.qty, pp.list_minor, pp.sale_minor, pp.currency, p.presale
      FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN stock s ON s.upc = v.upc
      JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $1
      WHERE v.product_id = $2 ORDER BY v.position`, [siteId, productId])).rows;
  }

  /** Issue 10: the variant whatever its sale state (withdrawn, no price on the site), for the §8 add-to-cart errors. */
  async saleStatus(siteId: SiteId, upc: string): Promise<VariantSaleRow | undefined> {
    return (await this.db.query<VariantSaleRow>(`
      SELECT v.upc, v.product_id, p.withdrawn, p.presale, s.qty, pp.list_minor, pp.sale_minor
      FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN stock s ON s.upc = v.upc
      LEFT JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $1
      WHERE v.upc = $2`, [siteId, upc])).rows[0];
  }

  async variant(siteId: SiteId, upc: string): Promise<VariantStockRow | undefined> {
    return (await this.db.query<VariantStockRow>(`
      SELECT v.upc, v.product_id, v.color_code, v.size, s.qty, pp.list_minor, pp.sale_minor, pp.currency, p.presale
      FROM variants v
      JOIN products p ON p.id = v.product_id
      JOIN stock s ON s.upc = v.upc
      JOIN product_prices pp ON pp.product_id = v.product_id AND pp.site_id = $1
      WHERE v.upc = $2`, [siteId, upc])).rows[0];
  }

  /**
   * For the image route: the product's name and the colour's name in the site's language (base wording where there
   * is no translation, like every read), its category and the colour's swatch. The site comes from the image URL.
   */
  async imageSubject(siteId: SiteId, productId: string, colorCode: string): Promise<ImageSubjectRow | undefined> {
    return (await this.db.query<ImageSubjectRow>(`
      SELECT COALESCE(pt.name, p.name) AS name, k.slug AS category_slug, COALESCE(ct.name, c.name) AS color_name, c.swatch
      FROM products p JOIN categories k ON k.id = p.category_id JOIN product_colors c ON c.product_id = p.id
      ${translationJoin({ table: 'product_translations', key: 'product_id', on: 'p.id', columns: 't.name', alias: 'pt', locale: '$3', language: '$4' })}
      ${translationJoin({ table: 'color_translations', key: 'code', on: 'c.code', columns: 't.name', alias: 'ct', locale: '$3', language: '$4' })}
      WHERE p.id = $1 AND c.code = $2`, [productId, colorCode, ...translationTags(siteId)])).rows[0];
  }
}
