import type { OpeningHours, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface StoreRow {
  id: string; name: string; site_id: SiteId; address_line1: string; city: string; postal_code: string; country_code: string; phone: string;
  email: string | null; latitude: number; longitude: number; opening_hours: OpeningHours; pickup_enabled: boolean; ship_to_store_enabled: boolean;
  /** Issue 10: the store's own time zone; null: its site's. */
  time_zone: string | null;
}

export interface CollectionPointRow {
  id: string; name: string; option_type: 'LOCKER' | 'SHOP'; address_line1: string; city: string; postal_code: string; country_code: string;
  latitude: number; longitude: number; opening_hours: OpeningHours;
  /** Issue 10: the point's own time zone; null: its site's. */
  time_zone: string | null;
}

export interface PlaceRow { latitude: number; longitude: number; city: string }

const STORE_COLUMNS = `id, name, site_id, address_line1, city, postal_code, country_code, phone, email, latitude, longitude, opening_hours,
  pickup_enabled, ship_to_store_enabled, time_zone`;

/** Stores, their stock, collection points and postcode locations (migration 15 tables). Reads only. */
export class StoreRepository {
  constructor(private readonly db: Database) {}

  /** The site's stores that have a location (a store without one cannot be found by distance). */
  async storesOfSite(siteId: SiteId): Promise<StoreRow[]> {
    return (await this.db.query<StoreRow>(
      `SELECT ${STORE_COLUMNS} FROM stores WHERE site_id = $1 AND latitude IS NOT NULL AND longitude IS NOT NULL ORDER BY name, id`, [siteId])).rows;
  }

  /** The ids among `ids` that name a store. */
  async existingStoreIds(ids: readonly string[]): Promise<Set<string>> {
    const rows = (await this.db.query<{ id: string }>('SELECT id FROM stores WHERE id = ANY($1::text[])', [ids])).rows;
    return new Set(rows.map((r) => r.id));
  }

  async collectionPointsOfSite(siteId: SiteId): Promise<CollectionPointRow[]> {
    return (await this.db.query<CollectionPointRow>(
      `SELECT id, name, option_type, address_line1, city, postal_code, country_code, latitude, longitude, opening_hours, time_zone
       FROM collection_points WHERE site_id = $1 ORDER BY id`, [siteId])).rows;
  }

  /** The most precise of the keys (longest first) known for the country. */
  async placeOfPostcode(countryCode: string, keys: readonly string[]): Promise<PlaceRow | undefined> {
    return (await this.db.query<PlaceRow>(
      `SELECT latitude, longitude, city FROM postcode_locations WHERE country_code = $1 AND postcode_prefix = ANY($2::text[])
       ORDER BY length(postcode_prefix) DESC, postcode_prefix LIMIT 1`, [countryCode, keys])).rows[0];
  }

  /** A city: the centre of its known postcodes (case-insensitive name). */
  async placeOfCity(countryCode: string, city: string): Promise<PlaceRow | undefined> {
    const row = (await this.db.query<{ latitude: number | null; longitude: number | null; city: string | null }>(
      `SELECT avg(latitude) AS latitude, avg(longitude) AS longitude, min(city) AS city FROM postcode_locations
       WHERE country_code = $1 AND lower(city) = lower($2)`, [countryCode, city])).rows[0];
    return row?.latitude == null || row.longitude == null || row.city == null ? undefined : { latitude: Number(row.latitude), longitude: Number(row.longitude), city: row.city };
  }

  /** A product's variants in their display order (empty: no such product). */
  async variantsOf(productId: string): Promise<{ upc: string; warehouse: number }[]> {
    return (await this.db.query<{ upc: string; warehouse: number }>(
      `SELECT v.upc, COALESCE(s.qty, 0)::int AS warehouse FROM variants v LEFT JOIN stock s ON s.upc = v.upc
       WHERE v.product_id = $1 ORDER BY v.position, v.upc`, [productId])).rows;
  }

  /** Units of each of `upcs` in each of `storeIds`; a missing row is none. */
  async storeStock(storeIds: readonly string[], upcs: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.db.query<{ store_id: string; upc: string; qty: number }>(
      'SELECT store_id, upc, qty FROM store_stock WHERE store_id = ANY($1::text[]) AND upc = ANY($2::text[])', [storeIds, upcs])).rows;
    return new Map(rows.map((r) => [`${r.store_id}|${r.upc}`, r.qty]));
  }

  async storeExists(storeId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM stores WHERE id = $1', [storeId])).rows.length === 1;
  }

  async employeesOf(storeId: string): Promise<{ employee_id: string; name: string }[]> {
    return (await this.db.query<{ employee_id: string; name: string }>(
      'SELECT employee_id, name FROM store_associates WHERE store_id = $1 ORDER BY employee_id', [storeId])).rows;
  }
}

export const stockKey = (storeId: string, upc: string): string => `${storeId}|${upc}`;
