import { z } from 'zod';
import { storeIdSchema } from './auth.contract';
import { addItemLineSchema } from './cart.contract';
import { localeParamSchema, upcSchema } from './common.contract';

/**
 * Issue 10 §2 fulfilment calls (commerce-core §7 Cart). How a line is received is the cart item's `shippingOptions`
 * (§3): `shippingMethod.code` `pickup` (in a store, from its stock), `sts` (ship to store), `pudo` (collection point),
 * else the cart's home method; `applicableShippingMethods` lists the four choices with their availability.
 */

const lines = z.array(addItemLineSchema).min(1, 'at least one item').max(50, 'at most 50 items at once');

/** POST /cart/v1/cartWithItem: a new cart with these lines in one call (addItem without cartId). */
export const cartWithItemRequestSchema = z.strictObject({ items: lines });
export type CartWithItemRequest = z.infer<typeof cartWithItemRequestSchema>;

/** POST /cart/v1/reserveWithItem: a new cart whose lines are reserved for pickup, each in its store. */
export const reserveWithItemRequestSchema = z.strictObject({
  items: z.array(addItemLineSchema.extend({ storeId: storeIdSchema })).min(1, 'at least one item').max(50, 'at most 50 items at once'),
});
export type ReserveWithItemRequest = z.infer<typeof reserveWithItemRequestSchema>;

export const fulfilmentQuerySchema = z.strictObject({ locale: localeParamSchema });

/**
 * PUT /cart/v1/cart/{basketId}/pickupContact: who collects the store pickup or collection-point lines (§5: which
 * fields are required depends on the locale, core `pickupContactRequirements`). Every field is optional here; a
 * missing required one is PICKUP_CONTACT_MISSING at prepareOrder and place order, naming the field.
 */
export const setPickupContactRequestSchema = z.strictObject({
  email: z.email('email is not valid').max(254).nullable().optional(),
  mobilePhone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'mobilePhone is 6 to 20 digits').nullable().optional(),
  contact: z.string().trim().min(1).max(100).nullable().optional(),
});
export type SetPickupContactRequest = z.infer<typeof setPickupContactRequestSchema>;

/** Support (issue 10): a store's units of one variant, read and set (a stock count, a delivery to the store). */
export const supportStoreStockParamsSchema = z.strictObject({ storeId: storeIdSchema });
export const supportStoreStockQuerySchema = z.strictObject({ upc: upcSchema, locale: localeParamSchema.optional() });
export const setStoreStockRequestSchema = z.strictObject({ upc: upcSchema, qty: z.number().int('qty is a whole number').min(0).max(1_000_000) });
export type SetStoreStockRequest = z.infer<typeof setStoreStockRequestSchema>;
export const storeStockUnitsSchema = z.object({ storeId: storeIdSchema, upc: upcSchema, qty: z.number().int().min(0) });
export type StoreStock = z.infer<typeof storeStockUnitsSchema>;
