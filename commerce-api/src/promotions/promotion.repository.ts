import {
  promotionConditionsSchema, promotionEffectSchema, promotionInputSchema, type CustomerGroup, type PriceAdjustmentInput, type Promotion,
  type PromotionInput,
} from '@switchback/core';
import type { Database } from '../database/database.port';

interface PromotionRow {
  promotion_id: string; name: string; level: Promotion['level']; site_ids: string[]; conditions: unknown; effect: unknown;
  callout_message: string; coupon_code: string | null; priority: number; approaching_display_level: string[]; active: boolean;
  redemptions: number; created_at: Date | string;
}

interface AdjustmentRow {
  adjustment_id: string; item_id: string | null; kind: 'AMOUNT_OFF' | 'PERCENT_OFF'; value: number; reason: string;
  store_employee_id: string; created_at: Date | string;
}

const PROMOTION_COLUMNS = `promotion_id, name, level, site_ids, conditions, effect, callout_message, coupon_code, priority,
  approaching_display_level, active, redemptions, created_at`;

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A stored promotion, its jsonb conditions and effect validated by the contract's schemas (a bad row is a defect: it throws). */
function toPromotion(row: PromotionRow): Promotion {
  return {
    promotionId: row.promotion_id,
    name: row.name,
    level: row.level,
    siteIds: row.site_ids as Promotion['siteIds'],
    conditions: promotionConditionsSchema.parse(row.conditions),
    effect: promotionEffectSchema.parse(row.effect),
    calloutMessage: row.callout_message,
    ...(row.coupon_code === null ? {} : { couponCode: row.coupon_code }),
    priority: row.priority,
    approachingDisplayLevel: row.approaching_display_level as Promotion['approachingDisplayLevel'],
    active: row.active,
    redemptions: row.redemptions,
    createdAt: iso(row.created_at),
  };
}

/** Promotions, the coupons and price adjustments of carts, redemptions, and what decides a shopper's groups. */
export class PromotionRepository {
  constructor(private readonly db: Database) {}

  async list(siteId?: string): Promise<Promotion[]> {
    const r = siteId === undefined
      ? await this.db.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions ORDER BY priority, promotion_id`)
      : await this.db.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE $1 = ANY(site_ids) ORDER BY priority, promotion_id`, [siteId]);
    return r.rows.map(toPromotion);
  }

  /** The promotion of a coupon code on a site (a code is unique among the promotions sharing a site). */
  async byCode(code: string, siteId: string): Promise<Promotion | undefined> {
    const row = (await this.db.query<PromotionRow>(
      `SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE coupon_code = $1 AND $2 = ANY(site_ids)`, [code.toUpperCase(), siteId])).rows[0];
    return row === undefined ? undefined : toPromotion(row);
  }

  /** Inserts a promotion; or names what is taken: its id, or its coupon code on one of its sites (nothing written). */
  async insert(input: PromotionInput, now: Date): Promise<'inserted' | 'promotionId' | 'couponCode'> {
    const p = promotionInputSchema.parse(input);
    const code = p.couponCode?.toUpperCase() ?? null;
    if ((await this.db.query('SELECT 1 FROM promotions WHERE promotion_id = $1', [p.promotionId])).rows.length > 0) return 'promotionId';
    if (code !== null && (await this.db.query('SELECT 1 FROM promotions WHERE coupon_code = $1 AND site_ids && $2::text[]', [code, p.siteIds])).rows.length > 0) {
      return 'couponCode';
    }
    const r = await this.db.query(`
      INSERT INTO promotions (promotion_id, name, level, site_ids, conditions, effect, callout_message, coupon_code, priority,
        approaching_display_level, active, created_at)
      VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12)
      ON CONFLICT DO NOTHING`,
    [p.promotionId, p.name, p.level, p.siteIds, JSON.stringify(p.conditions), JSON.stringify(p.effect), p.calloutMessage, code,
      p.priority, p.approachingDisplayLevel, p.active, now]);
    return r.rowCount > 0 ? 'inserted' : 'promotionId';
  }

  async get(promotionId: string): Promise<Promotion | undefined> {
    const row = (await this.db.query<PromotionRow>(`SELECT ${PROMOTION_COLUMNS} FROM promotions WHERE promotion_id = $1`, [promotionId])).rows[0];
    return row === undefined ? undefined : toPromotion(row);
  }

  /**
   * The shopper's groups: guest, or registered (a consumer row) plus employee (an EMPLOYEE who accepted the employee
   * terms) and loyalty (a loyalty member).
   */
  async customerGroups(customerId: string): Promise<CustomerGroup[]> {
    const r = await this.db.query<{ consumer_type: string; employee_terms_accepted_at: Date | null; member: boolean }>(`
      SELECT c.consumer_type, c.employee_terms_accepted_at, EXISTS (SELECT 1 FROM loyalty_members m WHERE m.customer_id = c.customer_id) AS member
      FROM consumers c WHERE c.customer_id = $1`, [customerId]);
    const row = r.rows[0];
    if (row === undefined) return ['guest'];
    const groups: CustomerGroup[] = ['registered'];
    if (row.consumer_type === 'EMPLOYEE' && row.employee_terms_accepted_at !== null) groups.push('employee');
    if (row.member) groups.push('loyalty');
    return groups;
  }

  /**
   * The promotions whose usage limit is used up, for this customer: overall (redemptions ≥ usageLimit) or per customer
   * (their orders, by customer id, or by the cart's e-mail for a guest, ≥ perCustomerLimit).
   */
  async exhausted(customerId: string, email: string | null): Promise<string[]> {
    const r = await this.db.query<{ promotion_id: string }>(`
      SELECT p.promotion_id FROM promotions p
      WHERE (p.conditions ? 'usageLimit' AND p.redemptions >= (p.conditions->>'usageLimit')::int)
         OR (p.conditions ? 'perCustomerLimit' AND (
              SELECT count(*) FROM promotion_redemptions r
              WHERE r.promotion_id = p.promotion_id AND (r.customer_id = $1 OR (r.email IS NOT NULL AND r.email = lower($2)))
            ) >= (p.conditions->>'perCustomerLimit')::int)`, [customerId, email]);
    return r.rows.map((row) => row.promotion_id);
  }

  /**
   * Counts one redemption, guarded in SQL: the conditional UPDATE raises the counter only below the overall limit and
   * holds the promotion's row lock until the transaction ends, so the per-customer count that follows cannot race.
   * false: the limit (overall or this customer's) is used up; the caller refuses and rolls back.
   */
  async redeem(promotionId: string, redemption: { orderNumber: string; customerId: string; email: string | null; now: Date }): Promise<boolean> {
    const raised = await this.db.query<{ per_customer: string | null }>(`
      UPDATE promotions SET redemptions = redemptions + 1
      WHERE promotion_id = $1 AND (NOT conditions ? 'usageLimit' OR redemptions < (conditions->>'usageLimit')::int)
      RETURNING conditions->>'perCustomerLimit' AS per_customer`, [promotionId]);
    const row = raised.rows[0];
    if (row === undefined) return false;
    if (row.per_customer !== null) {
      const used = await this.db.query<{ n: string }>(`
        SELECT count(*) AS n FROM promotion_redemptions
        WHERE promotion_id = $1 AND (customer_id = $2 OR (email IS NOT NULL AND email = lower($3)))`,
      [promotionId, redemption.customerId, redemption.email]);
      if (Number(used.rows[0]!.n) >= Number(row.per_customer)) return false;
    }
    await this.db.query(`
      INSERT INTO promotion_redemptions (promotion_id, order_number, customer_id, email, redeemed_at) VALUES ($1, $2, $3, lower($4), $5)`,
    [promotionId, redemption.orderNumber, redemption.customerId, redemption.email, redemption.now]);
    return true;
  }

  /** Issue 8 cancel: the order's redemptions are given back. */
  async releaseRedemptions(orderNumber: string): Promise<void> {
    const released = await this.db.query<{ promotion_id: string }>(
      'DELETE FROM promotion_redemptions WHERE order_number = $1 RETURNING promotion_id', [orderNumber]);
    for (const { promotion_id } of released.rows) {
      await this.db.query('UPDATE promotions SET redemptions = redemptions - 1 WHERE promotion_id = $1 AND redemptions > 0', [promotion_id]);
    }
  }

  async coupons(cartId: string): Promise<string[]> {
    return (await this.db.query<{ code: string }>('SELECT code FROM cart_coupons WHERE cart_id = $1 ORDER BY seq', [cartId])).rows.map((r) => r.code);
  }

  async addCoupon(cartId: string, code: string, now: Date): Promise<void> {
    await this.db.query('INSERT INTO cart_coupons (cart_id, code, added_at) VALUES ($1, $2, $3)', [cartId, code.toUpperCase(), now]);
  }

  /** false when the code was not on the cart. */
  async removeCoupon(cartId: string, code: string): Promise<boolean> {
    const r = await this.db.query('DELETE FROM cart_coupons WHERE cart_id = $1 AND code = $2', [cartId, code.toUpperCase()]);
    return r.rowCount > 0;
  }

  async adjustments(cartId: string): Promise<PriceAdjustmentInput[]> {
    const r = await this.db.query<AdjustmentRow>(`
      SELECT adjustment_id, item_id, kind, value, reason, store_employee_id, created_at
      FROM cart_price_adjustments WHERE cart_id = $1 ORDER BY seq`, [cartId]);
    return r.rows.map((row) => ({
      adjustmentId: row.adjustment_id, itemId: row.item_id, kind: row.kind, value: row.value, reason: row.reason,
      storeEmployeeId: row.store_employee_id, createdAt: iso(row.created_at),
    }));
  }

  async addAdjustment(cartId: string, adjustment: PriceAdjustmentInput): Promise<void> {
    await this.db.query(`
      INSERT INTO cart_price_adjustments (adjustment_id, cart_id, item_id, kind, value, reason, store_employee_id, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [adjustment.adjustmentId, cartId, adjustment.itemId, adjustment.kind, adjustment.value, adjustment.reason, adjustment.storeEmployeeId, adjustment.createdAt]);
  }

  /** false when the cart has no such adjustment. */
  async updateAdjustment(cartId: string, adjustmentId: string, change: { kind: string; value: number; reason: string; storeEmployeeId: string }): Promise<boolean> {
    const r = await this.db.query(`
      UPDATE cart_price_adjustments SET kind = $3, value = $4, reason = $5, store_employee_id = $6
      WHERE cart_id = $1 AND adjustment_id = $2`, [cartId, adjustmentId, change.kind, change.value, change.reason, change.storeEmployeeId]);
    return r.rowCount > 0;
  }

  async removeAdjustment(cartId: string, adjustmentId: string): Promise<boolean> {
    const r = await this.db.query('DELETE FROM cart_price_adjustments WHERE cart_id = $1 AND adjustment_id = $2', [cartId, adjustmentId]);
    return r.rowCount > 0;
  }
}
