import { orderSchema, type Order, type SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

/** An Idempotency-Key and the fingerprint of the request it came with (http/idempotency.ts). */
export interface Idempotency {
  readonly key: string;
  readonly fingerprint: string;
}

/**
 * Orders. A basket becomes at most one order (UNIQUE basket_id) and an idempotency key names at most one order
 * per customer (UNIQUE owner_id, idempotency_key): the database enforces both, not just the code.
 */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  private async one(where: string, params: unknown[]): Promise<Order | undefined> {
    const row = (await this.db.query<{ document: unknown }>(`SELECT document FROM orders WHERE ${where}`, params)).rows[0];
    return row ? orderSchema.parse(row.document) : undefined;
  }

  byBasket(ownerId: string, basketId: string): Promise<Order | undefined> {
    return this.one('owner_id = $1 AND basket_id = $2', [ownerId, basketId]);
  }

  /** The order with this number when `ownerId` placed it; another owner's order is as absent as an unknown one. */
  byNumber(ownerId: string, orderNumber: string): Promise<Order | undefined> {
    return this.one('owner_id = $1 AND order_number = $2', [ownerId, orderNumber]);
  }

  /** The order an Idempotency-Key placed, with the fingerprint of the request it was placed by (null before v2). */
  async byIdempotencyKey(ownerId: string, key: string): Promise<{ order: Order; fingerprint: string | null } | undefined> {
    const row = (await this.db.query<{ document: unknown; idempotency_fingerprint: string | null }>(
      'SELECT document, idempotency_fingerprint FROM orders WHERE owner_id = $1 AND idempotency_key = $2', [ownerId, key])).rows[0];
    return row ? { order: orderSchema.parse(row.document), fingerprint: row.idempotency_fingerprint } : undefined;
  }

  async insert(order: Order, meta: { ownerId: string; siteId: SiteId; idempotency: Idempotency | undefined; authorisationId: string | undefined }): Promise<void> {
    await this.db.query(`
      INSERT INTO orders (order_number, basket_id, owner_id, idempotency_key, idempotency_fingerprint, site_id, currency,
                          total_minor, payment_authorisation_id, document, created_at, store_id, store_employee_id,
                          status)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14)`,
    [order.orderNumber, order.basketId, meta.ownerId, meta.idempotency?.key ?? null, meta.idempotency?.fingerprint ?? null,
      meta.siteId, order.currency, order.totals.total, meta.authorisationId ?? null, JSON.stringify(order), order.createdAt,
      order.inStoreSalesInfo?.storeId ?? null, order.inStoreSalesInfo?.storeEmployeeId ?? null,
      order.status]);
    // Issue 8: the order's first history row (CREATED by SYSTEM), in the placing transaction.
    for (const [index, entry] of order.statusHistory.entries()) {
      await this.db.query(
        'INSERT INTO order_history (order_number, seq, status, at, actor, reason, shipment_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [order.orderNumber, index + 1, entry.status, entry.at, entry.actor, entry.reason ?? null, entry.shipmentId ?? null]);
    }
  }

  /**
   * Issue 8 support cases: the order with this number whose e-mail is `email` (any case), whoever placed it. A wrong
   * e-mail finds nothing, exactly like an unknown number.
   */
  byNumberAndEmail(orderNumber: string, email: string): Promise<Order | undefined> {
    return this.one('order_number = $1 AND customer_email = lower($2)', [orderNumber, email]);
  }
}
