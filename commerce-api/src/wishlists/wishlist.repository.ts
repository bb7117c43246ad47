import type { Currency, SiteId } from '@switchback/core';
import { translationJoin, translationTags, VARIANT_LINE_COLUMNS, variantLineJoins } from '../catalog/catalogue-language';
import type { Database } from '../database/database.port';

export interface ListRow { id: string; owner_id: string }

export interface FavoriteItemRow {
  id: string; product_id: string; qty: number; name: string; slug: string; first_color: string | null;
  list_minor: number; sale_minor: number; currency: Currency; available: boolean;
}

export interface SaveForLaterItemRow {
  id: string; upc: string; qty: number; recipe_id: string | null; product_id: string; name: string; slug: string;
  color_code: string; color_name: string; size: string; stock_qty: number; list_minor: number; sale_minor: number;
  currency: Currency;
}

/** A favorites list as held on its owner (the data download). */
export interface FavoritesHeld {
  readonly favoriteId: string;
  readonly shareLinkActive: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly items: readonly { readonly itemId: string; readonly productId: string; readonly qty: number; readonly addedAt: string }[];
}

/** A saved-for-later list as held on its owner (the data download). */
export interface SaveForLaterHeld {
  readonly saveForLaterId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly items: readonly {
    readonly itemId: string; readonly productId: string; readonly upc: string; readonly qty: number; readonly recipeId?: string; readonly addedAt: string;
  }[];
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The two kinds of list: one favorites list and one saved-for-later list per principal. */
export type ListKind = 'favorites' | 'saveForLater';
const LIST_TABLE: Record<ListKind, string> = { favorites: 'favorite_lists', saveForLater: 'save_for_later_lists' };
const ITEM_TABLE: Record<ListKind, string> = { favorites: 'favorite_items', saveForLater: 'save_for_later_items' };

/**
 * Favorites and saved-for-later lists and their items. Every list read is scoped to its owner (another principal's
 * list does not exist), except the share-link read, which needs the list id and its current share token's hash.
 */
export class WishlistRepository {
  constructor(private readonly db: Database) {}

  /** The owner's list; `lock` takes its row lock (SELECT … FOR UPDATE) so changes to one list queue up. */
  async listOf(kind: ListKind, ownerId: string, lock = false): Promise<ListRow | undefined> {
    return (await this.db.query<ListRow>(
      `SELECT id, owner_id FROM ${LIST_TABLE[kind]} WHERE owner_id = $1${lock ? ' FOR UPDATE' : ''}`, [ownerId])).rows[0];
  }

  /** The owner's list, made if it has none (a concurrent first add makes one list: owner_id is unique), locked. */
  async ensureList(kind: ListKind, ownerId: string, newId: string, now: Date): Promise<ListRow> {
    await this.db.query(
      `INSERT INTO ${LIST_TABLE[kind]} (id, owner_id, created_at, updated_at) VALUES ($1, $2, $3, $3) ON CONFLICT (owner_id) DO NOTHING`,
      [newId, ownerId, now]);
    return (await this.listOf(kind, ownerId, true))!;
  }

  async touch(kind: ListKind, listId: string, now: Date): Promise<void> {
    await this.db.query(`UPDATE ${LIST_TABLE[kind]} SET updated_at = $2 WHERE id = $1`, [listId, now]);
  }

  async itemCount(kind: ListKind, listId: string): Promise<number> {
    return (await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ITEM_TABLE[kind]} WHERE list_id = $1`, [listId])).rows[0]?.n ?? 0;
  }

  async deleteItem(kind: ListKind, listId: string, itemId: string): Promise<boolean> {
    return (await this.db.query(`DELETE FROM ${ITEM_TABLE[kind]} WHERE list_id = $1 AND id = $2`, [listId, itemId])).rowCount > 0;
  }

  /** A page of favorites with what a list shows of each product on the site; available = some variant has stock. */
  async favoriteItems(listId: string, siteId: SiteId, start: number, count: number): Promise<FavoriteItemRow[]> {
    return (await this.db.query<FavoriteItemRow>(`
      SELECT i.id, i.product_id, i.qty, COALESCE(pt.name, p.name) AS name, p.slug,
             (SELECT c.code FROM product_colors c WHERE c.product_id = p.id ORDER BY c.position LIMIT 1) AS first_color,
             pp.list_minor, pp.sale_minor, pp.currency,
             EXISTS (SELECT 1 FROM variants v JOIN stock s ON s.upc = v.upc WHERE v.product_id = p.id AND s.qty > 0) AS available
      FROM favorite_items i
      JOIN products p ON p.id = i.product_id
      JOIN product_prices pp ON pp.product_id = p.id AND pp.site_id = $2
      ${translationJoin({ table: 'product_translations', key: 'product_id', on: 'p.id', columns: 't.name', alias: 'pt', locale: '$3', language: '$4' })}
      WHERE i.list_id = $1
      ORDER BY i.added_at DESC, i.id
      OFFSET $5 LIMIT $6`, [listId, siteId, ...translationTags(siteId), start, count])).rows;
  }

  /** Every favorite of a list (product id and quantity), for the sign-in merge. */
  async allFavorites(listId: string): Promise<{ id: string; product_id: string; qty: number }[]> {
    return (await this.db.query<{ id: string; product_id: string; qty: number }>(
      'SELECT id, product_id, qty FROM favorite_items WHERE list_id = $1 ORDER BY added_at, id', [listId])).rows;
  }

  /** The owner's favorites as held, for the consumer's data download (oldest first). */
  async favoritesHeldOn(ownerId: string): Promise<FavoritesHeld | undefined> {
    const list = (await this.db.query<{ id: string; shared: boolean; created_at: Date; updated_at: Date }>(
      'SELECT id, share_token_hash IS NOT NULL AS shared, created_at, updated_at FROM favorite_lists WHERE owner_id = $1', [ownerId])).rows[0];
    if (list === undefined) return undefined;
    const items = (await this.db.query<{ id: string; product_id: string; qty: number; added_at: Date }>(
      'SELECT id, product_id, qty, added_at FROM favorite_items WHERE list_id = $1 ORDER BY added_at, id', [list.id])).rows;
    return {
      favoriteId: list.id, shareLinkActive: list.shared, createdAt: iso(list.created_at), updatedAt: iso(list.updated_at),
      items: items.map((item) => ({ itemId: item.id, productId: item.product_id, qty: item.qty, addedAt: iso(item.added_at) })),
    };
  }

  /** The owner's saved-for-later list as held, for the consumer's data download (oldest first). */
  async saveForLaterHeldOn(ownerId: string): Promise<SaveForLaterHeld | undefined> {
    const list = (await this.db.query<{ id: string; created_at: Date; updated_at: Date }>(
      'SELECT id, created_at, updated_at FROM save_for_later_lists WHERE owner_id = $1', [ownerId])).rows[0];
    if (list === undefined) return undefined;
    const items = (await this.db.query<{ id: string; product_id: string; upc: string; qty: number; recipe_id: string | null; added_at: Date }>(
      `SELECT i.id, v.product_id, i.upc, i.qty, i.recipe_id, i.added_at FROM save_for_later_items i JOIN variants v ON v.upc = i.upc
       WHERE i.list_id = $1 ORDER BY i.added_at, i.id`, [list.id])).rows;
    return {
      saveForLaterId: list.id, createdAt: iso(list.created_at), updatedAt: iso(list.updated_at),
      items: items.map((item) => ({
        itemId: item.id, productId: item.product_id, upc: item.upc, qty: item.qty, ...(item.recipe_id !== null ? { recipeId: item.recipe_id } : {}), addedAt: iso(item.added_at),
      })),
    };
  }

  async favoriteByProduct(listId: string, productId: string): Promise<{ id: string; qty: number } | undefined> {
    return (await this.db.query<{ id: string; qty: number }>(
      'SELECT id, qty FROM favorite_items WHERE list_id = $1 AND product_id = $2', [listId, productId])).rows[0];
  }

  /** Adds a product once: a product already in the list stays as it is (no-op). */
  async insertFavorite(item: { id: string; listId: string; productId: string; qty: number; now: Date }): Promise<void> {
    await this.db.query(
      `INSERT INTO favorite_items (id, list_id, product_id, qty, added_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (list_id, product_id) DO NOTHING`, [item.id, item.listId, item.productId, item.qty, item.now]);
  }

  async setFavoriteQty(listId: string, itemId: string, qty: number): Promise<void> {
    await this.db.query('UPDATE favorite_items SET qty = $3 WHERE list_id = $1 AND id = $2', [listId, itemId, qty]);
  }

  async deleteAllItems(kind: ListKind, listId: string): Promise<void> {
    await this.db.query(`DELETE FROM ${ITEM_TABLE[kind]} WHERE list_id = $1`, [listId]);
  }

  /** Replaces the list's share token hash (the previous link stops working). */
  async setShareTokenHash(listId: string, hash: string, now: Date): Promise<void> {
    await this.db.query('UPDATE favorite_lists SET share_token_hash = $2, updated_at = $3 WHERE id = $1', [listId, hash, now]);
  }

  /** The list this share link opens: the list id and its current token's hash must both match. */
  async sharedList(listId: string, hash: string): Promise<{ id: string } | undefined> {
    return (await this.db.query<{ id: string }>(
      'SELECT id FROM favorite_lists WHERE id = $1 AND share_token_hash = $2', [listId, hash])).rows[0];
  }

  /** A page of saved-for-later items, names and colours in the site's language; the stock decides `available`. */
  async saveForLaterItems(listId: string, siteId: SiteId, start: number, count: number): Promise<SaveForLaterItemRow[]> {
    return (await this.db.query<SaveForLaterItemRow>(`
      SELECT i.id, i.upc, i.qty, i.recipe_id, ${VARIANT_LINE_COLUMNS}, pp.currency
      FROM save_for_later_items i
      ${variantLineJoins('i')}
      WHERE i.list_id = $1
      ORDER BY i.added_at DESC, i.id
      OFFSET $5 LIMIT $6`, [listId, siteId, ...translationTags(siteId), start, count])).rows;
  }

  async allSaveForLater(listId: string): Promise<{ id: string; upc: string; qty: number; recipe_id: string | null }[]> {
    return (await this.db.query<{ id: string; upc: string; qty: number; recipe_id: string | null }>(
      'SELECT id, upc, qty, recipe_id FROM save_for_later_items WHERE list_id = $1 ORDER BY added_at, id', [listId])).rows;
  }

  async saveForLaterItem(listId: string, itemId: string): Promise<{ id: string; upc: string; qty: number } | undefined> {
    return (await this.db.query<{ id: string; upc: string; qty: number }>(
      'SELECT id, upc, qty FROM save_for_later_items WHERE list_id = $1 AND id = $2', [listId, itemId])).rows[0];
  }

  async saveForLaterByUpc(listId: string, upc: string): Promise<{ id: string; qty: number } | undefined> {
    return (await this.db.query<{ id: string; qty: number }>(
      'SELECT id, qty FROM save_for_later_items WHERE list_id = $1 AND upc = $2', [listId, upc])).rows[0];
  }

  async insertSaveForLater(item: { id: string; listId: string; upc: string; qty: number; recipeId: string | null; now: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO save_for_later_items (id, list_id, upc, qty, recipe_id, added_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [item.id, item.listId, item.upc, item.qty, item.recipeId, item.now]);
  }

  async setSaveForLaterQty(listId: string, itemId: string, qty: number): Promise<void> {
    await this.db.query('UPDATE save_for_later_items SET qty = $3 WHERE list_id = $1 AND id = $2', [listId, itemId, qty]);
  }
}
