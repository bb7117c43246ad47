import { createHash } from 'node:crypto';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  base64UrlEncode, checkLineQuantity, combinedLineQty, MAX_QTY_PER_LINE, presaleAddition, type Cart, type Clock, type FavoriteItem, type Favorites, type MoveSaveForLaterRequest, type MoveSaveForLaterResponse,
  type RandomSource, type SavedForLater, type SavedForLaterItem, type SharedFavorites, type ShareFavoritesResponse, type SiteId,
  type WishlistSettings, type AddFavoriteCommand, type AddSaveForLaterCommand,
} from '@switchback/core';
import type { CartRepository, CartRow } from '../cart/cart.repository';
import type { Caller, CartService } from '../cart/cart.service';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { ProductUrls } from '../catalog/product-urls';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import type { FavoriteItemRow, ListRow, SaveForLaterItemRow, WishlistRepository } from './wishlist.repository';

/** A page request: the first item's index and, optionally, the page size (default from the settings). */
export interface PageRequest {
  readonly start: number;
  readonly count?: number | undefined;
}

/** SHA-256 (hex) of a share token: the API keeps only this, so its database never holds a working link. */
export const shareTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * Favorites (with a read-only share link) and saved-for-later, for any token holder. Every change runs in one
 * transaction holding the list's row lock; moving a line between the cart and saved-for-later locks the cart row,
 * then the list row (always in that order, so two moves cannot deadlock).
 */
export class WishlistService {
  constructor(
    private readonly db: Database,
    private readonly lists: WishlistRepository,
    private readonly catalog: CatalogRepository,
    private readonly carts: CartRepository,
    private readonly cartService: CartService,
    private readonly urls: ProductUrls,
    private readonly ids: IdGenerator,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly settings: WishlistSettings,
  ) {}

  private tx<T>(work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(this.db.transaction(work));
  }

  private favoritesAllowed(): Result<void, ApiFailure> {
    return this.settings.allowFavorites ? ok(undefined) : err({ type: 'FavoritesNotAllowed' });
  }

  private favoriteItem(siteId: SiteId, row: FavoriteItemRow): FavoriteItem {
    return {
      id: row.product_id,
      itemId: row.id,
      itemType: 'product',
      qty: row.qty,
      product: {
        productId: row.product_id,
        name: row.name,
        slug: row.slug,
        image: row.first_color ? this.urls.image(siteId, row.product_id, row.first_color) : '',
        pdpUrl: this.urls.page(siteId, row.slug, row.product_id),
        price: { original: row.list_minor, current: row.sale_minor, currency: row.currency },
        available: row.available,
      },
    };
  }

  /** A page of a favorites list (`listId` undefined: the caller has none yet). */
  private async favoritesPage(siteId: SiteId, listId: string | undefined, page: PageRequest): Promise<Favorites> {
    const count = page.count ?? this.settings.favoritesPageSize;
    if (listId === undefined) return { favoriteId: null, items: [], total: 0, start: page.start, count };
    const [rows, total] = await Promise.all([
      this.lists.favoriteItems(listId, siteId, page.start, count), this.lists.itemCount('favorites', listId),
    ]);
    return { favoriteId: listId, items: rows.map((row) => this.favoriteItem(siteId, row)), total, start: page.start, count };
  }

  favorites(caller: Caller, siteId: SiteId, page: PageRequest): ResultAsync<Favorites, ApiFailure> {
    return ResultAsync.fromSafePromise((async (): Promise<Result<Favorites, ApiFailure>> => {
      const allowed = this.favoritesAllowed();
      if (allowed.isErr()) return err(allowed.error);
      return ok(await this.favoritesPage(siteId, (await this.lists.listOf('favorites', caller.customerId))?.id, page));
    })()).andThen((r) => r);
  }

  /** The caller's list (locked), checked against the id the client named, or made on first use when none was named. */
  private async ownList(kind: 'favorites' | 'saveForLater', caller: Caller, named: string | undefined): Promise<Result<ListRow, ApiFailure>> {
    const notFound: ApiFailure = kind === 'favorites' ? { type: 'FavoritesNotFound' } : { type: 'SaveForLaterNotFound' };
    if (named !== undefined) {
      const list = await this.lists.listOf(kind, caller.customerId, true);
      return list && list.id === named ? ok(list) : err(notFound);
    }
    const newId = kind === 'favorites' ? this.ids.favoriteListId() : this.ids.saveForLaterListId();
    return ok(await this.lists.ensureList(kind, caller.customerId, newId, this.clock.now()));
  }

  /** Adds a product once per list: a product already there is left as it is (the request is a no-op). */
  addFavorite(caller: Caller, siteId: SiteId, request: AddFavoriteCommand): ResultAsync<Favorites, ApiFailure> {
    return this.tx(async () => {
      const allowed = this.favoritesAllowed();
      if (allowed.isErr()) return err(allowed.error);
      const product = await this.catalog.product(siteId, request.id);
      if (!product) return err({ type: 'ProductNotFound', productId: request.id });
      const list = await this.ownList('favorites', caller, request.favoriteId);
      if (list.isErr()) return err(list.error);
      await this.lists.insertFavorite({ id: this.ids.itemId(), listId: list.value.id, productId: request.id, qty: request.qty, now: this.clock.now() });
      await this.lists.touch('favorites', list.value.id, this.clock.now());
      return ok(await this.favoritesPage(siteId, list.value.id, { start: 0 }));
    });
  }

  removeFavorite(caller: Caller, siteId: SiteId, favoriteId: string, itemId: string): ResultAsync<Favorites, ApiFailure> {
    return this.tx(async () => {
      const allowed = this.favoritesAllowed();
      if (allowed.isErr()) return err(allowed.error);
      const list = await this.ownList('favorites', caller, favoriteId);
      if (list.isErr()) return err(list.error);
      if (!(await this.lists.deleteItem('favorites', list.value.id, itemId))) return err({ type: 'FavoriteItemNotFound', itemId });
      await this.lists.touch('favorites', list.value.id, this.clock.now());
      return ok(await this.favoritesPage(siteId, list.value.id, { start: 0 }));
    });
  }

  /**
   * A new share link token for the owner's list: 32 random bytes, base64url (unguessable). Only its SHA-256 is
   * stored, replacing the previous one, so making a new link revokes the old.
   */
  share(caller: Caller, favoriteId: string): ResultAsync<ShareFavoritesResponse, ApiFailure> {
    return this.tx(async () => {
      const allowed = this.favoritesAllowed();
      if (allowed.isErr()) return err(allowed.error);
      const list = await this.ownList('favorites', caller, favoriteId);
      if (list.isErr()) return err(list.error);
      const shareToken = base64UrlEncode(this.random.bytes(32));
      await this.lists.setShareTokenHash(list.value.id, shareTokenHash(shareToken), this.clock.now());
      return ok({ favoriteId: list.value.id, shareToken });
    });
  }

  /** A list read through its share link: items only. A wrong or replaced token answers as an unknown list does. */
  shared(siteId: SiteId, favoriteId: string, token: string, page: PageRequest): ResultAsync<SharedFavorites, ApiFailure> {
    return ResultAsync.fromSafePromise((async (): Promise<Result<SharedFavorites, ApiFailure>> => {
      const allowed = this.favoritesAllowed();
      if (allowed.isErr()) return err(allowed.error);
      const list = await this.lists.sharedList(favoriteId, shareTokenHash(token));
      if (!list) return err({ type: 'SharedListNotFound' });
      const { items, total, start, count } = await this.favoritesPage(siteId, list.id, page);
      return ok({ favoriteId: list.id, items, total, start, count });
    })()).andThen((r) => r);
  }

  private savedItem(siteId: SiteId, row: SaveForLaterItemRow): SavedForLaterItem {
    return {
      itemId: row.id,
      productId: row.product_id,
      upc: row.upc,
      pageUrl: this.urls.page(siteId, row.slug, row.product_id),
      available: row.stock_qty > 0,
      qty: row.qty,
      name: row.name,
      image: this.urls.image(siteId, row.product_id, row.color_code),
      color: row.color_code,
      colorName: row.color_name,
      size: row.size,
      recipeId: row.recipe_id,
      price: { original: row.list_minor, current: row.sale_minor, currency: row.currency },
    };
  }

  private async savedPage(siteId: SiteId, list: ListRow | undefined, page: PageRequest): Promise<SavedForLater> {
    const count = page.count ?? this.settings.saveForLaterPageSize;
    if (!list) return { saveForLaterId: null, items: [], total: 0, start: page.start, count };
    const [rows, total] = await Promise.all([
      this.lists.saveForLaterItems(list.id, siteId, page.start, count), this.lists.itemCount('saveForLater', list.id),
    ]);
    return { saveForLaterId: list.id, items: rows.map((row) => this.savedItem(siteId, row)), total, start: page.start, count };
  }

  savedForLater(caller: Caller, siteId: SiteId, page: PageRequest): ResultAsync<SavedForLater, ApiFailure> {
    return ResultAsync.fromSafePromise((async () => this.savedPage(siteId, await this.lists.listOf('saveForLater', caller.customerId), page))());
  }

  /** Puts `qty` of a variant into the list: the same variant again sums the quantities, capped at the line maximum. */
  private async putSaved(listId: string, upc: string, qty: number, recipeId: string | null): Promise<void> {
    const existing = await this.lists.saveForLaterByUpc(listId, upc);
    if (existing) await this.lists.setSaveForLaterQty(listId, existing.id, combinedLineQty(existing.qty, qty));
    else await this.lists.insertSaveForLater({ id: this.ids.itemId(), listId, upc, qty: Math.min(qty, MAX_QTY_PER_LINE), recipeId, now: this.clock.now() });
    await this.lists.touch('saveForLater', listId, this.clock.now());
  }

  addSaveForLater(caller: Caller, siteId: SiteId, request: AddSaveForLaterCommand): ResultAsync<SavedForLater, ApiFailure> {
    return this.tx(async () => {
      const variant = await this.catalog.variant(siteId, request.upc);
      if (!variant || variant.product_id !== request.productId) return err({ type: 'VariantNotFound', upc: request.upc });
      const list = await this.ownList('saveForLater', caller, request.saveForLater);
      if (list.isErr()) return err(list.error);
      await this.putSaved(list.value.id, request.upc, request.qty, request.recipeId ?? null);
      return ok(await this.savedPage(siteId, list.value, { start: 0 }));
    });
  }

  removeSaveForLater(caller: Caller, siteId: SiteId, saveForLaterId: string, itemId: string): ResultAsync<SavedForLater, ApiFailure> {
    return this.tx(async () => {
      const list = await this.ownList('saveForLater', caller, saveForLaterId);
      if (list.isErr()) return err(list.error);
      if (!(await this.lists.deleteItem('saveForLater', list.value.id, itemId))) return err({ type: 'SaveForLaterItemNotFound', itemId });
      await this.lists.touch('saveForLater', list.value.id, this.clock.now());
      return ok(await this.savedPage(siteId, list.value, { start: 0 }));
    });
  }

  /**
   * Moves a whole line between the cart and saved-for-later in one transaction (the cart row locked, then the list
   * row): the line leaves one side exactly when it arrives on the other, so nothing is lost or doubled. Into the cart,
   * core's stock rule applies to the cart line's new quantity (ITEMS_OOS, ADDED_MAX_QUANTITY: the item stays saved).
   */
  move(caller: Caller, basketId: string, request: MoveSaveForLaterRequest): ResultAsync<MoveSaveForLaterResponse, ApiFailure> {
    return this.tx(async () => {
      const cart = await this.carts.findOwned(basketId, caller.customerId, true);
      if (!cart) return err(await this.cartService.missing(caller, basketId));
      if (cart.status !== 'OPEN') return err({ type: 'OrderAlreadyPlaced' });
      const moved = request.action === 'saveForLater'
        ? await this.cartLineToSaved(caller, cart, request.itemId)
        : await this.savedToCart(caller, cart, request.saveForLaterId, request.itemId);
      if (moved.isErr()) return err(moved.error);
      const fresh = (await this.carts.findOwned(basketId, caller.customerId))!;
      const cartView: Cart = await this.cartService.view(fresh);
      return ok({ cart: cartView, saveForLater: await this.savedPage(cart.site_id, moved.value, { start: 0 }) });
    });
  }

  private async cartLineToSaved(caller: Caller, cart: CartRow, itemId: string): Promise<Result<ListRow, ApiFailure>> {
    const line = await this.carts.item(cart.id, itemId);
    if (!line) return err({ type: 'ItemNotFound', itemId });
    const list = await this.ownList('saveForLater', caller, undefined);
    if (list.isErr()) return list;
    await this.putSaved(list.value.id, line.upc, line.qty, null);
    await this.carts.deleteItem(cart.id, line.id);
    return list;
  }

  private async savedToCart(caller: Caller, cart: CartRow, saveForLaterId: string, itemId: string): Promise<Result<ListRow, ApiFailure>> {
    const list = await this.ownList('saveForLater', caller, saveForLaterId);
    if (list.isErr()) return list;
    const saved = await this.lists.saveForLaterItem(list.value.id, itemId);
    if (!saved) return err({ type: 'SaveForLaterItemNotFound', itemId });
    const variant = await this.catalog.variant(cart.site_id, saved.upc);
    if (!variant) return err({ type: 'VariantNotFound', upc: saved.upc });
    // storefront-experience §6: a guest cannot move a presale product to the cart (it stays saved).
    if (presaleAddition(variant, caller.kind).isErr()) return err({ type: 'PresaleSignInRequired', upc: saved.upc });
    const existing = await this.carts.itemByUpc(cart.id, saved.upc);
    const wanted = (existing?.qty ?? 0) + saved.qty;
    const allowed = checkLineQuantity(variant.qty, wanted);
    if (allowed.isErr()) {
      const problem = allowed.error;
      return err(problem.type === 'OutOfStock'
        // §8 ITEMS_OOS: a saved item out of stock cannot be moved to the cart (it stays saved).
        ? { type: 'ItemsOutOfStock', upcs: [saved.upc] }
        : { type: 'MaxQuantityExceeded', upc: saved.upc, maxAllowedQty: problem.maxAllowedQty });
    }
    if (existing) await this.carts.setItemQty(cart.id, existing.id, wanted);
    else await this.carts.insertItem({ id: this.ids.itemId(), cartId: cart.id, upc: saved.upc, qty: saved.qty, now: this.clock.now() });
    await this.lists.deleteItem('saveForLater', list.value.id, saved.id);
    await this.lists.touch('saveForLater', list.value.id, this.clock.now());
    return list;
  }
}
