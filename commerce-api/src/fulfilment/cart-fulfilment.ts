import { err, ok, type Result } from 'neverthrow';
import {
  FULFILMENT_DELIVERY_TIME, lineChoices, missingPickupContact, PICKUP_CONTACT_CONFIG, SITES, type CartItem, type ItemShippingOptions,
  type LineFulfilment, type LineSituation, type OrderShipment, type PickupKind,
} from '@switchback/core';
import type { CartItemRow, CartRow } from '../cart/cart.repository';
import type { ApiFailure } from '../errors/api-failure';
import { SITE_PRICING } from '../sites/site-config';
import type { FulfilmentCollectionPoint, FulfilmentStore } from './fulfilment.repository';

/**
 * Issue 10: what a cart's lines need to know about where they are received, loaded with the cart: the stores named
 * by its lines and its shopper's store (favStoreId), their units of the cart's variants, the warehouse's units, the
 * collection points of its pudo lines.
 */
export interface CartFulfilment {
  readonly stores: ReadonlyMap<string, FulfilmentStore>;
  /** Keyed by `storeStockKey(storeId, upc)`. */
  readonly storeStock: ReadonlyMap<string, number>;
  /** The warehouse's units per UPC (a pickup line's `stock_qty` is its store's). */
  readonly warehouseStock: ReadonlyMap<string, number>;
  readonly collectionPoints: ReadonlyMap<string, FulfilmentCollectionPoint>;
}

export const NO_FULFILMENT: CartFulfilment = { stores: new Map(), storeStock: new Map(), warehouseStock: new Map(), collectionPoints: new Map() };

export const storeStockKey = (storeId: string, upc: string): string => `${storeId}\u0000${upc}`;

export const choiceOf = (item: CartItemRow): LineFulfilment => item.fulfilment ?? 'home';

/** The store a line's pickup or ship-to-store choice is about: its own, else the shopper's. */
export const storeIdOf = (item: CartItemRow, cart: CartRow): string | null => item.store_id ?? cart.fav_store_id ?? null;

/** Core's view of one line (`lineTransition`, `lineChoices`). */
export function situationOf(item: CartItemRow, cart: CartRow, f: CartFulfilment): LineSituation {
  const storeId = storeIdOf(item, cart);
  const store = storeId === null ? undefined : f.stores.get(storeId);
  return {
    choice: choiceOf(item),
    qty: item.qty,
    store: store === undefined ? null : { pickupEnabled: store.pickupEnabled, shipToStoreEnabled: store.shipToStoreEnabled },
    storeStock: storeId === null ? 0 : f.storeStock.get(storeStockKey(storeId, item.upc)) ?? 0,
    warehouseStock: f.warehouseStock.get(item.upc) ?? item.stock_qty,
  };
}

/** A pickup line counts its store's units as its stock (cart flashes, the line's maximum, the readiness check). */
export function locatedItems(items: readonly CartItemRow[], cart: CartRow, f: CartFulfilment): CartItemRow[] {
  return items.map((item) => (choiceOf(item) === 'pickup' ? { ...item, stock_qty: situationOf(item, cart, f).storeStock } : item));
}

/** The cart's home method (the selected one, else the site's first) and its delivery time. */
function homeMethod(cart: CartRow): { code: string; deliveryTime: string } {
  const methods = SITE_PRICING[cart.site_id].shippingMethods;
  const selected = methods.find((m) => m.code === cart.shipping_method) ?? methods[0]!;
  return { code: selected.code, deliveryTime: selected.deliveryTime };
}

/**
 * §3 cart item shippingOptions: how the line is received (code per §5: pickup, sts, pudo, digital, else the home
 * method's), its store or collection point, and the per-line choice with each way's availability (core `lineChoices`).
 */
export function lineShippingOptions(item: CartItemRow, cart: CartRow, f: CartFulfilment): ItemShippingOptions {
  const choice = choiceOf(item);
  const situation = situationOf(item, cart, f);
  const storeId = storeIdOf(item, cart);
  const store = storeId === null ? undefined : f.stores.get(storeId);
  const home = homeMethod(cart);
  const point = item.collection_point_id ? f.collectionPoints.get(item.collection_point_id) : undefined;
  const shippingMethod = choice === 'home'
    ? { code: item.is_digital ? 'digital' : home.code, deliveryTime: item.is_digital ? null : home.deliveryTime }
    : { code: choice, deliveryTime: FULFILMENT_DELIVERY_TIME[choice] };
  return {
    shippingMethod,
    storeInfo: (choice === 'pickup' || choice === 'sts') && store !== undefined ? { id: store.id, name: store.name } : null,
    collectionPoint: choice === 'pudo' && point !== undefined
      ? { storeId: point.id, storeName: point.name, optionType: point.optionType, bookingCode: null }
      : null,
    applicableShippingMethods: item.is_digital ? [] : lineChoices(situation, home.deliveryTime).map((c) => ({
      code: c.code, available: c.available, deliveryTime: c.deliveryTime,
      storeId: c.code === 'pickup' || c.code === 'sts' ? (store?.id ?? null) : null,
    })),
  };
}

/** Does any line go home (it needs the shipping address and a method; a digital line keeps needing them as before)? */
export const needsHomeDelivery = (items: readonly CartItemRow[]): boolean => items.some((i) => choiceOf(i) === 'home');

/**
 * Issue 10 address and contact requirements: an order with a pickup or ship-to-store line needs the store pickup
 * contact, one with a collection point line the collection point's (core `missingPickupContact`, configured per
 * locale in core `PICKUP_CONTACT_CONFIG`); the first missing field is named (PICKUP_CONTACT_MISSING).
 */
export function pickupContactProblem(cart: CartRow, items: readonly CartItemRow[]): Result<void, ApiFailure> {
  const site = SITES[cart.site_id];
  const kinds: PickupKind[] = [];
  if (items.some((i) => choiceOf(i) === 'pudo')) kinds.push('collectionPoint');
  if (items.some((i) => choiceOf(i) === 'pickup' || choiceOf(i) === 'sts')) kinds.push('storePickup');
  for (const kind of kinds) {
    const missing = missingPickupContact(kind, site.locale, site.country, cart.pickup_contact ?? {}, PICKUP_CONTACT_CONFIG);
    if (missing.length > 0) return err({ type: 'PickupContactMissing', field: `pickupContact.${missing[0]!}` });
  }
  return ok(undefined);
}

/**
 * The order's shipments, one per fulfilment group: home ("me", the cart's method), pickup per store, ship-to-store per
 * store, and one per collection point (with its booking code).
 */
export function shipmentsOf(items: readonly CartItem[], homeMethodCode: string | null, orderNumber: string): OrderShipment[] {
  const shipments = new Map<string, OrderShipment>();
  for (const item of items) {
    const options = item.shippingOptions;
    const code = options?.shippingMethod.code ?? 'home';
    if ((code === 'pickup' || code === 'sts') && options?.storeInfo) {
      const id = `${code}-${options.storeInfo.id}`;
      if (!shipments.has(id)) {
        shipments.set(id, { shipmentId: id, shippingMethod: code, storeId: options.storeInfo.id, storeName: options.storeInfo.name, status: 'PENDING' });
      }
    } else if (code === 'pudo' && options?.collectionPoint) {
      const point = options.collectionPoint;
      const id = `pudo-${point.storeId}`;
      if (!shipments.has(id)) {
        shipments.set(id, { shipmentId: id, shippingMethod: 'pudo', collectionPoint: { ...point, bookingCode: `${orderNumber}-${point.storeId}` }, status: 'PENDING' });
      }
    } else if (!shipments.has('me')) {
      shipments.set('me', { shipmentId: 'me', shippingMethod: homeMethodCode ?? (code === 'digital' ? 'digital' : 'standard'), status: 'PENDING' });
    }
  }
  return [...shipments.values()];
}
