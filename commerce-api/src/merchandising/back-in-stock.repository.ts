import type { SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface DueRequestRow { upc: string; email: string; product_id: string; site_id: SiteId }

/** Back-in-stock requests (migration 23): one per variant and e-mail; claimed by the restocking UPDATE's trigger. */
export class BackInStockRepository {
  constructor(private readonly db: Database) {}

  /**
   * The variant's units, its row share-locked until the transaction ends: a restock (which takes the row's exclusive
   * lock) waits for the request to be stored, so its trigger sees it. undefined: no such variant of the product.
   */
  async lockedUnits(productId: string, upc: string): Promise<number | undefined> {
    return (await this.db.query<{ qty: number }>(
      'SELECT s.qty FROM stock s JOIN variants v ON v.upc = s.upc WHERE s.upc = $1 AND v.product_id = $2 FOR SHARE OF s',
      [upc, productId])).rows[0]?.qty;
  }

  /**
   * Stores the request once per variant and e-mail. The same again changes nothing while it waits; one already
   * mailed (the size came back and went again) waits anew, from this site.
   */
  async request(row: { upc: string; email: string; productId: string; siteId: SiteId; ownerId: string; now: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO back_in_stock_requests (upc, email, product_id, site_id, owner_id, state, requested_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6)
       ON CONFLICT (upc, email) DO UPDATE SET state = 'pending', site_id = EXCLUDED.site_id, owner_id = EXCLUDED.owner_id,
         requested_at = EXCLUDED.requested_at, sent_at = NULL
       WHERE back_in_stock_requests.state = 'sent'`,
      [row.upc, row.email, row.productId, row.siteId, row.ownerId, row.now]);
  }

  /**
   * Takes the due requests (their size is back) for mailing: each row moves from due to sent in one conditional
   * UPDATE, so two dispatchers at once never take the same request.
   */
  async takeDue(now: Date, limit: number): Promise<DueRequestRow[]> {
    return (await this.db.query<DueRequestRow>(
      `UPDATE back_in_stock_requests r SET state = 'sent', sent_at = $1
       WHERE (r.upc, r.email) IN (SELECT upc, email FROM back_in_stock_requests WHERE state = 'due' ORDER BY upc, email LIMIT $2 FOR UPDATE SKIP LOCKED)
         AND r.state = 'due'
       RETURNING r.upc, r.email, r.product_id, r.site_id`,
      [now, limit])).rows;
  }
}
