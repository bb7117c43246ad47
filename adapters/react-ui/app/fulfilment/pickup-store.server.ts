import { pickupHolds, productIdSchema, storeSearchTerm, upcSchema, type LineFulfilment, type StoreSearchRequest, type StoreService } from '@switchback/core';

/** Issue 10 §2: what the pickup-in-store and change-store panel asks for (`?product=&upc=&q=&item=&confirm=`). */
export interface PickupStoreQuery {
  readonly product: { readonly productId: string; readonly upc: string } | null;
  readonly q: string;
  /** The cart line whose store changes (change store), else null (pickup in store from the product page). */
  readonly itemId: string | null;
  /** The store chosen in change store, awaiting its confirmation. */
  readonly confirm: string | null;
  /** The search typed; null: none (the panel then searches around the shopper's store). */
  readonly term: { readonly postcode: string } | { readonly city: string } | null;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The panel's query string, read defensively (anything malformed is ignored). */
export function readPickupStoreQuery(url: URL): PickupStoreQuery {
  const params = url.searchParams;
  // `productId` too: the product page's add-to-cart form, sent as a GET without JavaScript, names it so.
  const productId = productIdSchema.safeParse(params.get('product') ?? params.get('productId') ?? '');
  const upc = upcSchema.safeParse(params.get('upc') ?? '');
  const q = (params.get('q') ?? '').slice(0, 60);
  const term = storeSearchTerm(q);
  const item = params.get('item') ?? '';
  const confirm = params.get('confirm') ?? '';
  return {
    product: productId.success && upc.success ? { productId: productId.data, upc: upc.data } : null,
    q: term === null ? '' : q.trim(),
    term,
    itemId: ID.test(item) ? item : null,
    confirm: ID.test(confirm) ? confirm : null,
  };
}

/** The store search of the panel: the typed place, else around the shopper's store, else none yet. */
export function pickupSearchRequest(
  query: PickupStoreQuery,
  myStore: { readonly latitude: number; readonly longitude: number } | null,
): StoreSearchRequest | null {
  if (query.product === null) return null;
  const where = query.term ?? (myStore === null ? null : { latitude: myStore.latitude, longitude: myStore.longitude });
  return where === null ? null : { ...where, ...query.product };
}

/**
 * How a line would be received at a store (change store): picked up today when the store offers pickup and holds
 * every unit (core `pickupHolds`), else shipped to it when it takes ship-to-store (the API checks the warehouse),
 * else not at all.
 */
export function storeFulfilment(store: { readonly services: readonly StoreService[]; readonly stock?: { readonly quantity: number } | null }, qty: number): Extract<LineFulfilment, 'pickup' | 'sts'> | null {
  const services = { pickupEnabled: store.services.includes('pickup'), shipToStoreEnabled: store.services.includes('shipToStore') };
  const stock = store.stock?.quantity ?? 0;
  if (pickupHolds({ choice: 'pickup', qty, store: services, storeStock: stock, warehouseStock: 0 })) return 'pickup';
  return services.shipToStoreEnabled ? 'sts' : null;
}
