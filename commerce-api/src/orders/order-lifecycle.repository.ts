import { orderDeliveredAt, orderSchema, siteIdSchema, type Order, type SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

/** An order row with what only the API may see: whose it is, its site and its payment authorisation. */
export interface StoredOrder {
  readonly order: Order;
  readonly ownerId: string;
  readonly ownerKind: 'guest' | 'registered';
  readonly siteId: SiteId;
  /** Null when other instruments (gift cards, …) paid it all (issue 9). */
  readonly authorisationId: string | null;
}

interface Row {
  document: unknown;
  owner_id: string;
  site_id: string;
  payment_authorisation_id: string | null;
  registered: boolean;
}

const COLUMNS = `o.document, o.owner_id, o.site_id, o.payment_authorisation_id,
  EXISTS (SELECT 1 FROM consumers c WHERE c.customer_id = o.owner_id) AS registered`;

const stored = (row: Row): StoredOrder => ({
  order: orderSchema.parse(row.document),
  ownerId: row.owner_id,
  ownerKind: row.registered ? 'registered' : 'guest',
  siteId: siteIdSchema.parse(row.site_id),
  authorisationId: row.payment_authorisation_id,
});

/**
 * The order lifecycle's storage (issue 8). The document is the order as answered; `status`, `return_number` and
 * `delivered_at` are its projections for SQL; `order_history` has one row per transition, numbered from 1, written in
 * the same transaction as the document. Transitions run on a row locked with SELECT … FOR UPDATE, so two transitions
 * of one order (a cancel racing a ship) happen one after the other, the second seeing the first's result.
 */
export class OrderLifecycleRepository {
  constructor(private readonly db: Database) {}

  async find(orderNumber: string): Promise<StoredOrder | undefined> {
    const row = (await this.db.query<Row>(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = $1`, [orderNumber])).rows[0];
    return row ? stored(row) : undefined;
  }

  /** Locks the order row until the end of the caller's transaction (call inside `db.transaction`). */
  async lock(orderNumber: string): Promise<StoredOrder | undefined> {
    const row = (await this.db.query<Row>(`SELECT ${COLUMNS} FROM orders o WHERE o.order_number = $1 FOR UPDATE OF o`, [orderNumber])).rows[0];
    return row ? stored(row) : undefined;
  }

  /**
   * Stores a transition: the new document and its projections, guarded on the status it moved from (with the row
   * locked this always matches; a mismatch means a caller forgot the lock and throws, rolling everything back), and
   * the history row the transition appended.
   */
  async saveTransition(from: Order, to: Order): Promise<void> {
    const updated = await this.db.query(
      `UPDATE orders SET document = $2::jsonb, status = $3, return_number = $4, delivered_at = $5
       WHERE order_number = $1 AND status = $6`,
      [to.orderNumber, JSON.stringify(to), to.status, to.returnNumber ?? null, orderDeliveredAt(to) ?? null, from.status]);
    if (updated.rowCount !== 1) throw new Error(`order ${to.orderNumber} moved from ${from.status} while being transitioned`);
    const seq = to.statusHistory.length;
    if (seq !== from.statusHistory.length + 1) throw new Error('a transition appends exactly one history row');
    const entry = to.statusHistory[seq - 1]!;
    await this.db.query(
      'INSERT INTO order_history (order_number, seq, status, at, actor, reason, shipment_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [to.orderNumber, seq, entry.status, entry.at, entry.actor, entry.reason ?? null, entry.shipmentId ?? null]);
  }

  async count(ownerId: string): Promise<number> {
    return (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE owner_id = $1', [ownerId])).rows[0]!.n;
  }

  /** A page of an owner's orders, newest first. */
  async page(ownerId: string, offset: number, limit: number): Promise<Order[]> {
    const rows = (await this.db.query<{ document: unknown }>(
      'SELECT document FROM orders WHERE owner_id = $1 ORDER BY created_at DESC, order_number DESC LIMIT $2 OFFSET $3',
      [ownerId, limit, offset])).rows;
    return rows.map((r) => orderSchema.parse(r.document));
  }

  /** The orders placed with this e-mail (case-insensitive), newest first. */
  async byEmail(email: string): Promise<Order[]> {
    const rows = (await this.db.query<{ document: unknown }>(
      'SELECT document FROM orders WHERE customer_email = $1 ORDER BY created_at DESC, order_number DESC', [email.toLowerCase()])).rows;
    return rows.map((r) => orderSchema.parse(r.document));
  }

  /** The history rows of an order, oldest first (what the document's statusHistory must equal). */
  async history(orderNumber: string): Promise<Array<{ seq: number; status: string; actor: string; reason: string | null; shipmentId: string | null }>> {
    return (await this.db.query<{ seq: number; status: string; actor: string; reason: string | null; shipmentId: string | null }>(
      'SELECT seq, status, actor, reason, shipment_id AS "shipmentId" FROM order_history WHERE order_number = $1 ORDER BY seq', [orderNumber])).rows;
  }
}
