/**
 * Issue 10 §2, commerce-core §4 item transitions announced by the server: how each cart line is received, and the
 * one rule deciding when a line's choice no longer holds and where it moves. commerce-api applies it when a cart is
 * read and at prepareOrder; the storefront shows the notice core's checkout flow gives each transition type.
 */

/** How one line is received: home delivery, pickup in a store (from its stock), ship to a store, a collection point. */
export type LineFulfilment = 'home' | 'pickup' | 'sts' | 'pudo';
export const LINE_FULFILMENTS: readonly LineFulfilment[] = ['home', 'pickup', 'sts', 'pudo'];

/** What a store offers (migration 15 `pickup_enabled`, `ship_to_store_enabled`). */
export interface StoreServices {
  readonly pickupEnabled: boolean;
  readonly shipToStoreEnabled: boolean;
}

/**
 * Everything the rule reads about one line. `store` is the line's store for pickup and ship-to-store, the shopper's
 * store (favourite / my store) for a home line, null when there is none. `storeStock` is that store's units of the
 * line's variant (0 without a store); `warehouseStock` the warehouse's.
 */
export interface LineSituation {
  readonly choice: LineFulfilment;
  readonly qty: number;
  readonly store: StoreServices | null;
  readonly storeStock: number;
  readonly warehouseStock: number;
}

/** The line transition types of commerce-core §4 (OrderShippingMethodDowngraded is the cart's: `homeMethodDowngrade`). */
export type LineTransitionType = 'PickupToSth' | 'PickupToSts' | 'StsToSth' | 'StsToPickup' | 'STHToPickup';

export interface LineTransition {
  readonly type: LineTransitionType;
  readonly to: LineFulfilment;
}

/** Can the line be picked up today in its store: the store offers pickup and holds every unit. */
export const pickupHolds = (s: LineSituation): boolean => s.store !== null && s.store.pickupEnabled && s.storeStock >= s.qty;
/** Can the line be shipped to its store: the store takes ship-to-store and the warehouse holds every unit. */
export const shipToStoreHolds = (s: LineSituation): boolean => s.store !== null && s.store.shipToStoreEnabled && s.warehouseStock >= s.qty;

/**
 * §4: the move of a line whose choice no longer holds, or null when it stays.
 * - pickup: the store no longer has the units (or stopped pickup) → ship to that store when it can (PickupToSts),
 *   else home delivery (PickupToSth);
 * - ship to store: the store now has the units for pickup → pickup (StsToPickup); the store stopped ship-to-store or
 *   the warehouse ran short → home delivery (StsToSth);
 * - home: the warehouse is short but the shopper's store has the units for pickup → pickup there (STHToPickup);
 * - a collection point line stays (it is shipped from the warehouse like a home line; a shortage is the usual
 *   out-of-stock notice).
 * A moved line does not move again while the stock stays the same.
 */
export function lineTransition(s: LineSituation): LineTransition | null {
  switch (s.choice) {
    case 'pickup':
      if (pickupHolds(s)) return null;
      return shipToStoreHolds(s) ? { type: 'PickupToSts', to: 'sts' } : { type: 'PickupToSth', to: 'home' };
    case 'sts':
      if (pickupHolds(s)) return { type: 'StsToPickup', to: 'pickup' };
      return shipToStoreHolds(s) ? null : { type: 'StsToSth', to: 'home' };
    case 'home':
      return s.warehouseStock < s.qty && pickupHolds(s) ? { type: 'STHToPickup', to: 'pickup' } : null;
    case 'pudo':
      return null;
  }
}

/** §5 delivery times of the per-line choices (core pickup ordering ranks them: same day 0, else the leading digit). */
export const FULFILMENT_DELIVERY_TIME = { pickup: 'same day', sts: '2-4 days', pudo: '2-4 days' } as const;

/** One choice of the per-line delivery choice: can it be chosen now, and how long it takes. */
export interface LineChoice {
  readonly code: LineFulfilment;
  readonly available: boolean;
  readonly deliveryTime: string | null;
}

/**
 * The per-line delivery choice (cart item `shippingOptions.applicableShippingMethods`): home and collection point
 * from the warehouse's stock; pickup and ship-to-store at `s.store` (the line's store, else the shopper's), by its
 * services and stock. `homeDeliveryTime` is the selected home method's.
 */
export function lineChoices(s: Omit<LineSituation, 'choice'>, homeDeliveryTime: string | null): LineChoice[] {
  const situation: LineSituation = { ...s, choice: 'home' };
  const warehouse = s.warehouseStock >= s.qty;
  return [
    { code: 'home', available: warehouse, deliveryTime: homeDeliveryTime },
    { code: 'pickup', available: pickupHolds(situation), deliveryTime: FULFILMENT_DELIVERY_TIME.pickup },
    { code: 'sts', available: shipToStoreHolds(situation), deliveryTime: FULFILMENT_DELIVERY_TIME.sts },
    { code: 'pudo', available: warehouse, deliveryTime: FULFILMENT_DELIVERY_TIME.pudo },
  ];
}

/** A home delivery method of a site, and whether it ships only what the warehouse holds now (express). */
export interface HomeMethod {
  readonly code: string;
  readonly needsWarehouseStock?: boolean;
}

/**
 * The home methods that apply to these home-delivered lines: a method that ships only what the warehouse holds now
 * (express) applies only while every home line is in the warehouse's stock.
 */
export function applicableHomeMethods<M extends HomeMethod>(methods: readonly M[], homeLines: readonly { qty: number; warehouseStock: number }[]): M[] {
  const allInStock = homeLines.every((l) => l.warehouseStock >= l.qty);
  return methods.filter((m) => !m.needsWarehouseStock || allInStock);
}

/**
 * §4 OrderShippingMethodDowngraded: the selected home method no longer applies → the first one that does (the
 * site's order: standard first); null when the selection still holds or nothing was selected.
 */
export function homeMethodDowngrade<M extends HomeMethod>(
  selected: string | null,
  methods: readonly M[],
  homeLines: readonly { qty: number; warehouseStock: number }[],
): { from: string; to: string } | null {
  if (selected === null || homeLines.length === 0) return null;
  const applicable = applicableHomeMethods(methods, homeLines);
  if (applicable.some((m) => m.code === selected)) return null;
  const to = applicable[0];
  return to === undefined ? null : { from: selected, to: to.code };
}
