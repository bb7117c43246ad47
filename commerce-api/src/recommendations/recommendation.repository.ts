import type { SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';
import { RATING_JOIN, SUMMARY_COLUMNS, type ProductSummaryRow } from '../catalog/catalog.repository';
import { translationJoin, translationTags } from '../catalog/catalogue-language';
import { LOW_STOCK_THRESHOLD } from '../catalog/stock-status';

/** A recommended product as a card reads it, with its rating when it has visible reviews. */
export interface RecommendedRow extends ProductSummaryRow {
  rating_score: number | null;
  reviews_count: number | null;
}

/** What a list is about: the anchors (the product, or the cart's products), what to leave out, how many. */
export interface RecommendationAsk {
  readonly anchors: readonly string[];
  readonly exclude: readonly string[];
  readonly count: number;
}

/**
 * Every query binds $1 = site id, $2 and $3 = its translation tags, $4 = the anchors and $5 = the excluded product
 * ids (jsonb arrays), $6 = how many, $7 = the low-stock threshold.
 *
 * A candidate is orderable on the site: not withdrawn, priced there (in the site's currency), and not fully sold out
 * (a digital product never is); never an anchor, never an excluded product.
 */
const CANDIDATES = `
  anchors AS (SELECT jsonb_array_elements_text($4::jsonb) AS id),
  excluded AS (SELECT jsonb_array_elements_text($5::jsonb) AS id),
  candidates AS (
    SELECT p.id, p.category_id, p.brand_id, p.position, pp.sale_minor,
           (p.is_digital OR EXISTS (SELECT 1 FROM variants v JOIN stock s ON s.upc = v.upc WHERE v.product_id = p.id AND s.qty > $7)) AS in_stock
    FROM products p JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1
    WHERE NOT p.withdrawn
      AND (p.is_digital OR EXISTS (SELECT 1 FROM variants v JOIN stock s ON s.upc = v.upc WHERE v.product_id = p.id AND s.qty > 0))
      AND p.id NOT IN (SELECT id FROM anchors) AND p.id NOT IN (SELECT id FROM excluded))`;

/**
 * Often bought together: candidates in the same placed (not cancelled) orders as an anchor; strength = how many orders.
 * The anchors' orders first (a few), then their lines: joined the other way round, every candidate read every order.
 */
const BOUGHT_TOGETHER = `
  anchor_baskets AS MATERIALIZED (
    SELECT DISTINCT a.basket FROM purchased_products a WHERE a.product_id IN (SELECT id FROM anchors)),
  bought_together AS (
    SELECT c.id, c.position, c.category_id, count(DISTINCT l.basket)::int AS strength
    FROM (SELECT basket, product_id FROM purchased_products WHERE basket IN (SELECT basket FROM anchor_baskets)) l
    JOIN candidates c ON c.id = l.product_id
    GROUP BY c.id, c.position, c.category_id)`;

/**
 * Similar: a candidate of an anchor's category, or sharing attributes with it. Strength: the same category first
 * (100), then the same brand (3), a price within ±30 % of the anchor's on the site (2), each shared colour (1, at
 * most 3) and any shared size (1); a candidate sharing nothing is not similar. Over several anchors, its best.
 * Shared colours and sizes are joined as sets, not asked for per candidate: per-candidate subqueries cost about a
 * millisecond each on PGlite, and an EXISTS on sizes was planned as a join of every variant with every variant (1.8 s).
 * The anchors are materialised: inlined, they were read again for every candidate.
 */
const SIMILAR = `
  anchor_products AS MATERIALIZED (
    SELECT p.id, p.category_id, p.brand_id, pp.sale_minor FROM products p
    LEFT JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1
    WHERE p.id IN (SELECT id FROM anchors)),
  shared_colors AS (
    SELECT cc.product_id AS id, ac.product_id AS anchor, count(*) AS n
    FROM (SELECT product_id, code FROM product_colors WHERE product_id IN (SELECT id FROM anchors)) ac
    JOIN product_colors cc ON cc.code = ac.code
    GROUP BY cc.product_id, ac.product_id),
  shared_sizes AS (
    SELECT DISTINCT cv.product_id AS id, av.product_id AS anchor
    FROM (SELECT DISTINCT product_id, size FROM variants WHERE product_id IN (SELECT id FROM anchors)) av
    JOIN variants cv ON cv.size = av.size),
  scored AS (
    SELECT c.id, c.in_stock, c.position, c.category_id,
           (CASE WHEN c.category_id = a.category_id THEN 100 ELSE 0 END)
         + (CASE WHEN c.brand_id = a.brand_id THEN 3 ELSE 0 END)
         + (CASE WHEN abs(c.sale_minor - a.sale_minor) * 10 <= a.sale_minor * 3 THEN 2 ELSE 0 END)
         + LEAST(3, coalesce(sc.n, 0))
         + (CASE WHEN ss.id IS NULL THEN 0 ELSE 1 END) AS strength
    FROM candidates c CROSS JOIN anchor_products a
    LEFT JOIN shared_colors sc ON sc.id = c.id AND sc.anchor = a.id
    LEFT JOIN shared_sizes ss ON ss.id = c.id AND ss.anchor = a.id),
  similar_products AS (
    SELECT id, in_stock, position, category_id, max(strength)::int AS strength
    FROM scored WHERE strength > 0 GROUP BY id, in_stock, position, category_id)`;

/** The catalogue's card columns (one definition for every card). */
const CARD_COLUMNS = SUMMARY_COLUMNS;
const CARD_JOINS = `
  JOIN products p ON p.id = ranked.id
  JOIN brands b ON b.id = p.brand_id
  JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $1
  ${RATING_JOIN}
  ${translationJoin({ table: 'product_translations', key: 'product_id', on: 'p.id', columns: 't.name', alias: 'pt', locale: '$2', language: '$3' })}`;

/** Recommendations computed in SQL, on placed orders and the catalogue; names in the site's language, its prices. */
export class RecommendationRepository {
  constructor(private readonly db: Database) {}

  /** Whether the catalogue holds the product (whatever its sale state): an unknown product is PRODUCT_NOT_FOUND. */
  async productExists(productId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM products WHERE id = $1', [productId])).rows.length > 0;
  }

  private async run(ask: RecommendationAsk, siteId: SiteId, ctes: string, ranked: string): Promise<RecommendedRow[]> {
    const sql = `WITH ${CANDIDATES}, ${ctes}
      SELECT ${CARD_COLUMNS} FROM (${ranked}) ranked ${CARD_JOINS}
      ORDER BY ranked.ord`;
    const args = [siteId, ...translationTags(siteId), JSON.stringify(ask.anchors), JSON.stringify(ask.exclude), ask.count, LOW_STOCK_THRESHOLD];
    return (await this.db.query<RecommendedRow>(sql, args)).rows;
  }

  /** Most often in the same orders first; ties by the product's place in its category. Nothing bought with it: none. */
  oftenBoughtTogether(siteId: SiteId, ask: RecommendationAsk): Promise<RecommendedRow[]> {
    return this.run(ask, siteId, BOUGHT_TOGETHER, `
      SELECT t.id, row_number() OVER (ORDER BY t.strength DESC, t.position, t.category_id, t.id) AS ord
      FROM bought_together t
      ORDER BY ord LIMIT $6`);
  }

  /** The same category first, then the most attributes shared; in stock (above the low-stock level) before low stock. */
  similar(siteId: SiteId, ask: RecommendationAsk): Promise<RecommendedRow[]> {
    return this.run(ask, siteId, SIMILAR, `
      SELECT s.id, row_number() OVER (ORDER BY s.strength DESC, s.in_stock DESC, s.position, s.category_id, s.id) AS ord
      FROM similar_products s
      ORDER BY ord LIMIT $6`);
  }

  /**
   * A cart's: the union of what is bought with its products and what is similar to them, taking turns (the best
   * bought-together, the best similar, the second bought-together…); a product in both counts once, where it ranks best.
   */
  forCart(siteId: SiteId, ask: RecommendationAsk): Promise<RecommendedRow[]> {
    return this.run(ask, siteId, `${BOUGHT_TOGETHER}, ${SIMILAR},
      tiers AS (
        SELECT t.id, 1 AS tier, row_number() OVER (ORDER BY t.strength DESC, t.position, t.category_id, t.id) AS place
        FROM bought_together t
        UNION ALL
        SELECT s.id, 2 AS tier, row_number() OVER (ORDER BY s.strength DESC, s.in_stock DESC, s.position, s.category_id, s.id) AS place
        FROM similar_products s),
      best AS (SELECT DISTINCT ON (id) id, tier, place FROM tiers ORDER BY id, place, tier)`, `
      SELECT id, row_number() OVER (ORDER BY place, tier, id) AS ord FROM best ORDER BY ord LIMIT $6`);
  }
}
