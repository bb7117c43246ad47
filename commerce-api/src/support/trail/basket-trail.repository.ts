import { trailEntrySchema, type BasketTrail, type TrailAnswer } from '@switchback/core';
import type { Database } from '../../database/database.port';

/** One redacted call of a basket's trail, as the recorder writes it (see trail-redaction.ts). */
export interface TrailRow {
  readonly basketId: string;
  readonly at: Date;
  readonly endpoint: string;
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly status: number;
  readonly answer: TrailAnswer;
}

/**
 * The basket trail (migration 11): rows are only ever inserted. Their order is the time each answer was decided
 * (the Clock), then the insertion order; `seq` is their rank in that order, so concurrent writers need no counter.
 */
export class BasketTrailRepository {
  constructor(private readonly db: Database) {}

  async insert(row: TrailRow): Promise<void> {
    await this.db.query(
      `INSERT INTO basket_trail (basket_id, at, endpoint, method, path, body, status, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [row.basketId, row.at.toISOString(), row.endpoint, row.method, row.path,
        row.body === undefined ? null : JSON.stringify(row.body), row.status, JSON.stringify(row.answer)],
    );
  }

  /** The trail of the basket an order was placed from; undefined when there is no such order. */
  async forOrder(orderNumber: string): Promise<BasketTrail | undefined> {
    const order = (await this.db.query<{ basket_id: string; site_id: string }>(
      'SELECT basket_id, site_id FROM orders WHERE order_number = $1', [orderNumber])).rows[0];
    if (order === undefined) return undefined;
    const rows = (await this.db.query<{ at: Date | string; endpoint: string; method: string; path: string; body: unknown; status: number; answer: unknown }>(
      'SELECT at, endpoint, method, path, body, status, answer FROM basket_trail WHERE basket_id = $1 ORDER BY at, id', [order.basket_id])).rows;
    return {
      orderNumber,
      basketId: order.basket_id,
      siteId: order.site_id,
      entries: rows.map((row, index) => trailEntrySchema.parse({
        seq: index + 1,
        at: new Date(row.at).toISOString(),
        endpoint: row.endpoint,
        method: row.method,
        path: row.path,
        ...(row.body === null || row.body === undefined ? {} : { body: row.body }),
        status: row.status,
        answer: row.answer,
      })),
    };
  }
}
