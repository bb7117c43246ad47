import type { LineFulfilment, PickupContactValue } from '@switchback/core';
import type { Database } from '../database/database.port';

/** A store as fulfilment sees it: its name and the services it offers (migration 15). */
export interface FulfilmentStore {
  readonly id: string;
  readonly name: string;
  readonly siteId: string;
  readonly pickupEnabled: boolean;
  readonly shipToStoreEnabled: boolean;
}

/** A collection point (migration 15). */
export interface FulfilmentCollectionPoint {
  readonly id: string;
  readonly name: string;
  readonly siteId: string;
  readonly optionType: 'LOCKER' | 'SHOP';
}

/** Stores, their stock, collection points, and how each cart line is received (migration 16). */
export class FulfilmentRepository {
  constructor(private readonly db: Database) {}

  async stores(ids: readonly string[]): Promise<FulfilmentStore[]> {
    if (ids.length === 0) return [];
    return (await this.db.query<FulfilmentStore>(`
      SELECT id, name, site_id AS "siteId", pickup_enabled AS "pickupEnabled", ship_to_store_enabled AS "shipToStoreEnabled"
      FROM stores WHERE id = ANY($1::text[])`, [[...new Set(ids)]])).rows;
  }

  async collectionPoints(ids: readonly string[]): Promise<FulfilmentCollectionPoint[]> {
    if (ids.length === 0) return [];
    return (await this.db.query<FulfilmentCollectionPoint>(`
      SELECT id, name, site_id AS "siteId", option_type AS "optionType" FROM collection_points WHERE id = ANY($1::text[])`,
    [[...new Set(ids)]])).rows;
  }

  /** Units of each of `upcs` in each of `storeIds` (a store without a row holds none). */
  async storeStock(storeIds: readonly string[], upcs: readonly string[]): Promise<{ storeId: string; upc: string; qty: number }[]> {
    if (storeIds.length === 0 || upcs.length === 0) return [];
    return (await this.db.query<{ storeId: string; upc: string; qty: number }>(
      'SELECT store_id AS "storeId", upc, qty FROM store_stock WHERE store_id = ANY($1::text[]) AND upc = ANY($2::text[])',
      [[...new Set(storeIds)], [...new Set(upcs)]])).rows;
  }

  async setLine(cartId: string, itemId: string, line: { fulfilment: LineFulfilment; storeId: string | null; collectionPointId: string | null }): Promise<void> {
    await this.db.query(
      'UPDATE cart_items SET fulfilment = $3, store_id = $4, collection_point_id = $5 WHERE cart_id = $1 AND id = $2',
      [cartId, itemId, line.fulfilment, line.storeId, line.collectionPointId]);
  }

  async setPickupContact(cartId: string, contact: PickupContactValue, now: Date): Promise<void> {
    await this.db.query('UPDATE carts SET pickup_contact = $2::jsonb, updated_at = $3 WHERE id = $1', [cartId, JSON.stringify(contact), now]);
  }

  async setFavStore(cartId: string, storeId: string): Promise<void> {
    await this.db.query('UPDATE carts SET fav_store_id = $2 WHERE id = $1', [cartId, storeId]);
  }

  /** Support: a store's units of one variant (none without a row); false when the store or the variant is unknown. */
  async storeUnits(storeId: string, upc: string): Promise<number | undefined> {
    const r = await this.db.query<{ qty: number | null }>(`
      SELECT (SELECT qty FROM store_stock WHERE store_id = s.id AND upc = v.upc) AS qty
      FROM stores s CROSS JOIN variants v WHERE s.id = $1 AND v.upc = $2`, [storeId, upc]);
    return r.rows[0] === undefined ? undefined : r.rows[0].qty ?? 0;
  }

  /** Support: sets a store's units of one variant. */
  async setStoreUnits(storeId: string, upc: string, qty: number): Promise<void> {
    await this.db.query(`
      INSERT INTO store_stock (store_id, upc, qty) VALUES ($1, $2, $3)
      ON CONFLICT (store_id, upc) DO UPDATE SET qty = EXCLUDED.qty`, [storeId, upc, qty]);
  }

  /**
   * Takes `qty` units of `upc` from a store's own stock if, and only if, that many are there: one guarded UPDATE
   * (its row lock queues concurrent orders), never below zero. Whether the units were taken.
   */
  async takeFromStore(storeId: string, upc: string, qty: number): Promise<boolean> {
    const r = await this.db.query('UPDATE store_stock SET qty = qty - $3 WHERE store_id = $1 AND upc = $2 AND qty >= $3', [storeId, upc, qty]);
    return r.rowCount === 1;
  }

  /** Puts units back in a store (a cancelled pickup order); a store that no longer lists the variant gets its row back. */
  async giveBackToStore(storeId: string, upc: string, qty: number): Promise<void> {
    await this.db.query(`
      INSERT INTO store_stock (store_id, upc, qty) VALUES ($1, $2, $3)
      ON CONFLICT (store_id, upc) DO UPDATE SET qty = store_stock.qty + EXCLUDED.qty`, [storeId, upc, qty]);
  }
}
