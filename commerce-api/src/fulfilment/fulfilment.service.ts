import { err, ok, type Result } from 'neverthrow';
import {
  checkLineQuantity, homeMethodDowngrade, lineTransition, SERVER_TRANSITIONS, type Flash, type LineFulfilment,
} from '@switchback/core';
import type { CartItemRow, CartRepository, CartRow } from '../cart/cart.repository';
import type { CatalogRepository } from '../catalog/catalog.repository';
import { failure, type ApiFailure } from '../errors/api-failure';
import { SITE_PRICING } from '../sites/site-config';
import { choiceOf, situationOf, storeStockKey, type CartFulfilment } from './cart-fulfilment';
import type { FulfilmentRepository } from './fulfilment.repository';

/** Where a line is to be received: the choice and its store or collection point. */
export interface LineTarget {
  readonly action: LineFulfilment;
  readonly storeId?: string | undefined;
  readonly collectionPointId?: string | undefined;
}

/** A line being added or changed: `itemId` absent for a new line. */
export interface LineChange {
  readonly itemId?: string | undefined;
  readonly productId: string;
  readonly upc: string;
  readonly qty: number;
}

/**
 * Issue 10 per-line delivery on commerce-api: loads what a cart's lines need about stores and stock, checks and
 * records where a line is received, and applies core's transition rule (`lineTransition`, `homeMethodDowngrade`)
 * when a cart is read and at prepareOrder. Every write runs inside the caller's transaction, the cart row locked.
 */
export class FulfilmentService {
  constructor(
    private readonly repo: FulfilmentRepository,
    private readonly carts: CartRepository,
    private readonly catalog: CatalogRepository,
    private readonly newItemId: () => string,
    private readonly now: () => Date,
  ) {}

  async load(cart: CartRow, items: readonly CartItemRow[]): Promise<CartFulfilment> {
    const storeIds = [...items.flatMap((i) => (i.store_id ? [i.store_id] : [])), ...(cart.fav_store_id ? [cart.fav_store_id] : [])];
    const pointIds = items.flatMap((i) => (i.collection_point_id ? [i.collection_point_id] : []));
    const [stores, stock, points] = await Promise.all([
      this.repo.stores(storeIds), this.repo.storeStock(storeIds, items.map((i) => i.upc)), this.repo.collectionPoints(pointIds),
    ]);
    return {
      stores: new Map(stores.map((s) => [s.id, s])),
      storeStock: new Map(stock.map((s) => [storeStockKey(s.storeId, s.upc), s.qty])),
      warehouseStock: new Map(items.map((i) => [i.upc, i.stock_qty])),
      collectionPoints: new Map(points.map((p) => [p.id, p])),
    };
  }

  /**
   * §4 server-announced transitions: every stored line whose choice no longer holds moves (core `lineTransition`)
   * and is answered as one flash entry; then the selected home method, when it no longer applies, is downgraded
   * (OrderShippingMethodDowngraded). Runs with the cart row locked.
   */
  async settle(cart: CartRow): Promise<Flash[]> {
    if (cart.status !== 'OPEN') return [];
    const items = await this.carts.items(cart);
    const f = await this.load(cart, items);
    const flash: Flash[] = [];
    const after: { item: CartItemRow; choice: LineFulfilment }[] = [];
    for (const item of items) {
      const moved = item.bonus_promotion_id === undefined && !item.is_digital ? lineTransition(situationOf(item, cart, f)) : null;
      if (moved === null) {
        after.push({ item, choice: choiceOf(item) });
        continue;
      }
      const storeId = moved.to === 'home' ? null : (item.store_id ?? cart.fav_store_id);
      await this.repo.setLine(cart.id, item.id, { fulfilment: moved.to, storeId, collectionPointId: null });
      flash.push({ type: moved.type, itemId: item.id, message: SERVER_TRANSITIONS[moved.type].message });
      after.push({ item, choice: moved.to });
    }
    const homeLines = after.filter((l) => l.choice === 'home' && !l.item.is_digital)
      .map((l) => ({ qty: l.item.qty, warehouseStock: f.warehouseStock.get(l.item.upc) ?? 0 }));
    const downgrade = homeMethodDowngrade(cart.shipping_method, SITE_PRICING[cart.site_id].shippingMethods, homeLines);
    if (downgrade !== null) {
      await this.carts.setShippingMethod(cart.id, downgrade.to, this.now());
      flash.push({ type: 'OrderShippingMethodDowngraded', message: SERVER_TRANSITIONS.OrderShippingMethodDowngraded.message });
    }
    return flash;
  }

  /** The shopper's store (favStoreId): an unknown store, or one of another site, is STORE_NOT_FOUND. */
  async setFavStore(cart: CartRow, storeId: string): Promise<Result<void, ApiFailure>> {
    if (cart.fav_store_id === storeId) return ok(undefined);
    const [store] = await this.repo.stores([storeId]);
    if (store === undefined || store.siteId !== cart.site_id) return err({ type: 'StoreNotFound', storeId });
    await this.repo.setFavStore(cart.id, storeId);
    return ok(undefined);
  }

  /**
   * Adds or changes a line and records where it is received: `target` moves it (pickup / sts in a store of the cart's
   * site, pudo to a collection point of the site, home); without one it keeps its choice (a new line: home). The
   * quantity is checked against the stock of that place (core `checkLineQuantity`): a store's own for pickup
   * (STORE_PICKUP_UNAVAILABLE when short or when the store offers no pickup), the warehouse's otherwise.
   */
  async place(cart: CartRow, change: LineChange, target: LineTarget | undefined): Promise<Result<void, ApiFailure>> {
    const variant = await this.catalog.variant(cart.site_id, change.upc);
    if (!variant || variant.product_id !== change.productId) return err({ type: 'VariantNotFound', upc: change.upc });
    const current = change.itemId === undefined ? undefined : (await this.carts.items(cart)).find((i) => i.id === change.itemId);
    const choice = target?.action ?? (current ? choiceOf(current) : 'home');
    const storeId = target ? target.storeId : current?.store_id ?? undefined;
    const pointId = target ? target.collectionPointId : current?.collection_point_id ?? undefined;
    let stock = variant.qty;
    if (choice === 'pickup' || choice === 'sts') {
      if (storeId === undefined) return err(failure.invalid('storeId', `storeId is required for ${choice}`));
      const [store] = await this.repo.stores([storeId]);
      if (store === undefined || store.siteId !== cart.site_id) return err({ type: 'StoreNotFound', storeId });
      if (choice === 'pickup') {
        if (!store.pickupEnabled) return err({ type: 'StorePickupUnavailable', storeId, message: `${store.name} offers no pickup in store.` });
        stock = (await this.repo.storeStock([storeId], [change.upc]))[0]?.qty ?? 0;
        if (stock < change.qty) return err({ type: 'StorePickupUnavailable', storeId, message: `${store.name} has ${stock} of this item for pickup.` });
      } else if (!store.shipToStoreEnabled) {
        return err({ type: 'StorePickupUnavailable', storeId, message: `${store.name} does not take ship-to-store orders.` });
      }
    }
    if (choice === 'pudo') {
      if (pointId === undefined) return err(failure.invalid('collectionPointId', 'collectionPointId is required for pudo'));
      const [point] = await this.repo.collectionPoints([pointId]);
      if (point === undefined || point.siteId !== cart.site_id) return err({ type: 'CollectionPointNotFound', id: pointId });
    }
    const allowed = checkLineQuantity(stock, change.qty).mapErr((problem): ApiFailure => (problem.type === 'OutOfStock'
      ? { type: 'ItemOutOfStock', upc: change.upc }
      : { type: 'MaxQuantityExceeded', upc: change.upc, maxAllowedQty: problem.maxAllowedQty }));
    if (allowed.isErr()) return allowed;
    const itemId = change.itemId ?? this.newItemId();
    if (change.itemId === undefined) await this.carts.insertItem({ id: itemId, cartId: cart.id, upc: change.upc, qty: change.qty, now: this.now() });
    else await this.carts.setItemQty(cart.id, itemId, change.qty);
    await this.repo.setLine(cart.id, itemId, {
      fulfilment: choice,
      storeId: choice === 'pickup' || choice === 'sts' ? storeId ?? null : null,
      collectionPointId: choice === 'pudo' ? pointId ?? null : null,
    });
    return ok(undefined);
  }
}
