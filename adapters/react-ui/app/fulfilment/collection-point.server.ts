import {
  addressLines, collectionPointIdSchema, collectionPointLines, displayDistance, storeSearchTerm,
  type Cart, type CollectionPoint, type Site,
} from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiText } from '../errors/ui-message';

/** One collection point as the shipping step shows it. */
export interface CollectionPointView {
  readonly id: string;
  readonly name: string;
  readonly optionType: 'LOCKER' | 'SHOP';
  readonly addressLines: readonly string[];
  readonly distance: { readonly value: number; readonly unit: 'mile' | 'kilometer' };
  readonly openNow: boolean;
}

/** The shipping step's collection-point search (`?cp=` postcode or town) and its answer. */
export interface CollectionPointSearch {
  readonly q: string;
  readonly points: readonly CollectionPointView[] | null;
  readonly error: UiText | null;
  readonly fieldError: UiText | null;
}

export function collectionPointView(point: CollectionPoint, site: Site): CollectionPointView {
  return {
    id: point.storeId,
    name: point.storeName,
    optionType: point.optionType,
    addressLines: addressLines({ ...point.address }, site.locale).slice(0, -1),
    distance: displayDistance(point.distanceKm, site.country),
    openNow: point.openingStatus.openNow,
  };
}

/** POST /stores/v1/collectionPoints around the postcode or town typed (nothing typed: no search yet). */
export async function searchCollectionPoints(storefront: Storefront, raw: string | null): Promise<CollectionPointSearch> {
  const q = (raw ?? '').slice(0, 60).trim();
  const term = storeSearchTerm(q);
  if (term === null) return { q: '', points: null, error: null, fieldError: null };
  const found = await storefront.stores.collectionPoints(term);
  if (found.isOk()) return { q, points: found.value.collectionPoints.map((point) => collectionPointView(point, storefront.site)), error: null, fieldError: null };
  const message = uiMessage(found.error);
  return message.placement === 'field'
    ? { q, points: null, error: null, fieldError: { id: 'stores.finder.postcodeInvalid' } }
    : { q, points: null, error: message.values ? { id: message.id, values: message.values } : { id: message.id }, fieldError: null };
}

/**
 * The chosen collection point receives the cart's shipped lines (core `collectionPointLines`): each moves with
 * `action=pudo` and the point's id; the store pickup and ship-to-store lines stay. The API refuses an unknown point
 * (COLLECTION_POINT_NOT_FOUND).
 */
export async function runCollectionPointIntent(storefront: Storefront, cart: Cart, form: FormData): Promise<{ ok: true } | { ok: false; error: ReturnType<typeof uiMessage> }> {
  const pointId = collectionPointIdSchema.safeParse(String(form.get('collectionPointId') ?? ''));
  if (!pointId.success) return { ok: false, error: { id: 'errors.invalidRequest', placement: 'top', notFound: false } };
  for (const line of collectionPointLines(cart.items)) {
    const moved = await storefront.carts.updateItem(
      cart.basketId,
      { itemId: line.id, productId: line.productId, upc: line.upc, qty: line.qty, collectionPointId: pointId.data },
      { action: 'pudo' },
    );
    if (moved.isErr()) return { ok: false, error: uiMessage(moved.error) };
  }
  return { ok: true };
}

/** "Deliver to my address instead": the collection point's lines go back to home delivery. */
export async function runCollectionPointHomeIntent(storefront: Storefront, cart: Cart): Promise<{ ok: true } | { ok: false; error: ReturnType<typeof uiMessage> }> {
  for (const line of cart.items.filter((item) => item.shippingOptions?.shippingMethod.code === 'pudo')) {
    const moved = await storefront.carts.updateItem(cart.basketId, { itemId: line.id, productId: line.productId, upc: line.upc, qty: line.qty }, { action: 'home' });
    if (moved.isErr()) return { ok: false, error: uiMessage(moved.error) };
  }
  return { ok: true };
}
