import type { ResultAsync } from 'neverthrow';
import type { Cart, CartWithItemRequest, ReserveWithItemRequest, SetPickupContactRequest, SetStoreStockRequest, StoreStock } from '../contract';
import type { CommerceError } from '../errors';

/**
 * Issue 10 §2 per-line delivery and store pickup (commerce-core §7 Cart). Moving a line between home delivery,
 * pickup, ship-to-store and a collection point is `CartApi.updateItem` with an action.
 */
export interface FulfilmentApi {
  /** A new cart with these lines (a line with `storeId` is picked up there). */
  cartWithItem(request: CartWithItemRequest): ResultAsync<Cart, CommerceError>;
  /** A new cart whose lines are reserved for pickup, each in its store. */
  reserveWithItem(request: ReserveWithItemRequest): ResultAsync<Cart, CommerceError>;
  /** Who collects the pickup and collection-point lines. */
  setPickupContact(basketId: string, request: SetPickupContactRequest): ResultAsync<Cart, CommerceError>;
}

/** Support's store stock calls (issue 10), authenticated by the support key. */
export interface FulfilmentSupportApi {
  storeStock(storeId: string, upc: string): ResultAsync<StoreStock, CommerceError>;
  setStoreStock(storeId: string, request: SetStoreStockRequest): ResultAsync<StoreStock, CommerceError>;
}
