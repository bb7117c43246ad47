import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { Cart, CartWithItemRequest, Clock, ReserveWithItemRequest, SetPickupContactRequest, SetStoreStockRequest, SiteId, StoreStock } from '@switchback/core';
import type { Caller, CartService } from '../cart/cart.service';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { FulfilmentRepository } from './fulfilment.repository';

/** Issue 10 cart calls of fulfilment: a cart with its first lines in one call, a pickup reservation, the pickup contact. */
export class FulfilmentCartService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartService,
    private readonly repo: FulfilmentRepository,
    private readonly clock: Clock,
  ) {}

  /** §7 cartWithItem: create a cart and add the lines, in one transaction (a refused line leaves no cart behind). */
  cartWithItem(caller: Caller, site: SiteId, request: CartWithItemRequest): ResultAsync<Cart, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Cart, ApiFailure>> => {
      const created = await this.carts.create(caller, site);
      if (created.isErr()) return err(created.error);
      return this.carts.addItems(caller, { cartId: created.value.basketId, items: request.items });
    }));
  }

  /** §7 reserveWithItem: a new cart whose lines are picked up, each in its store, from that store's stock. */
  reserveWithItem(caller: Caller, site: SiteId, request: ReserveWithItemRequest): ResultAsync<Cart, ApiFailure> {
    return this.cartWithItem(caller, site, request);
  }

  /** Who collects the pickup and collection-point lines; what the locale requires is checked at prepareOrder and place. */
  setPickupContact(caller: Caller, basketId: string, request: SetPickupContactRequest): ResultAsync<Cart, ApiFailure> {
    return this.carts.mutate(caller, basketId, async (cart) => {
      await this.repo.setPickupContact(cart.id, {
        email: request.email?.trim().toLowerCase() ?? null, mobilePhone: request.mobilePhone ?? null, contact: request.contact ?? null,
      }, this.clock.now());
      return ok(undefined);
    });
  }

  /** Support: a store's units of one variant; an unknown store STORE_NOT_FOUND, an unknown variant VARIANT_NOT_FOUND. */
  storeStock(storeId: string, upc: string): ResultAsync<StoreStock, ApiFailure> {
    return new ResultAsync(this.units(storeId, upc));
  }

  /** Support: sets a store's units of one variant (carts with pickup lines there move at their next read). */
  setStoreStock(storeId: string, request: SetStoreStockRequest): ResultAsync<StoreStock, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<StoreStock, ApiFailure>> => {
      const known = await this.units(storeId, request.upc);
      if (known.isErr()) return known;
      await this.repo.setStoreUnits(storeId, request.upc, request.qty);
      return ok({ storeId, upc: request.upc, qty: request.qty });
    }));
  }

  private async units(storeId: string, upc: string): Promise<Result<StoreStock, ApiFailure>> {
    const qty = await this.repo.storeUnits(storeId, upc);
    if (qty !== undefined) return ok({ storeId, upc, qty });
    const [store] = await this.repo.stores([storeId]);
    return err(store === undefined ? { type: 'StoreNotFound', storeId } : { type: 'VariantNotFound', upc });
  }
}
