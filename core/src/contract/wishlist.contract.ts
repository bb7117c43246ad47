import { z } from 'zod';
import { MAX_QTY_PER_LINE } from '../cart/line-limit';
import { cartSchema } from './cart.contract';
import {
  basketIdSchema, currencySchema, itemIdSchema, localeParamSchema, moneySchema, productIdSchema, quantitySchema, textSchema,
  upcSchema,
} from './common.contract';

/**
 * Wishlists (commerce-core §3 Favorites and Saved-for-later, §7 Wishlists and the cart's saved-for-later calls).
 * A principal (guest or registered consumer) has at most one favorites list and one saved-for-later list, made on the
 * first add; their ids are the token exchange's guestObjects favoriteId and saveForLaterId.
 */
export const favoriteIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'favoriteId is 8 to 64 letters, digits, - or _');
export const saveForLaterIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'saveForLaterId is 8 to 64 letters, digits, - or _');
/** An unguessable share token: 43 base64url characters (32 random bytes). */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token is a share token');

/** A page of a list: `start` is the first item's index, `count` the page size (configuration, §9). */
const pageQuery = {
  locale: localeParamSchema,
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).optional(),
};
const pageFields = { total: z.number().int().min(0), start: z.number().int().min(0), count: z.number().int().min(1) };

/** What a list shows of a product: name, picture, link, price on the caller's site, and whether any size is in stock. */
export const wishlistProductSchema = z.object({
  productId: productIdSchema,
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  pdpUrl: z.string(),
  price: z.object({ original: moneySchema, current: moneySchema, currency: currencySchema }),
  /** Computed from stock: true when at least one variant of the product has stock. */
  available: z.boolean(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** §3 Favorites item: `id` is the product id, `itemId` the line's own id. */
export const favoriteItemSchema = z.object({
  id: productIdSchema,
  itemId: itemIdSchema,
  itemType: z.literal('product'),
  qty: quantitySchema,
  product: wishlistProductSchema,
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** §3 Favorites: favoriteId (null until the first add), a page of items, total. */
export const favoritesSchema = z.object({ favoriteId: favoriteIdSchema.nullable(), items: z.array(favoriteItemSchema), ...pageFields });
export type Favorites = z.infer<typeof favoritesSchema>;

/** GET /wishlists/v2/favorites */
export const favoritesQuerySchema = z.strictObject(pageQuery);
export type FavoritesQuery = z.input<typeof favoritesQuerySchema>;

/**
 * POST /wishlists/v2/favorites: a product appears once per list. Adding a product already there is a no-op (the
 * heart shows it is a favorite; the list keeps its first quantity). qty is capped like a cart line (core MAX_QTY_PER_LINE).
 */
export const addFavoriteRequestSchema = z.strictObject({
  id: productIdSchema,
  qty: z.number().int('quantity must be a whole number').min(1, 'quantity is at least 1').max(MAX_QTY_PER_LINE, `quantity is at most ${MAX_QTY_PER_LINE}`).default(1),
  itemType: z.literal('product').default('product'),
  /** The caller's list, when the client knows it; another principal's list answers 404. */
  favoriteId: favoriteIdSchema.optional(),
});
export type AddFavoriteRequest = z.input<typeof addFavoriteRequestSchema>;
/** The request as the API reads it (defaults filled). */
export type AddFavoriteCommand = z.output<typeof addFavoriteRequestSchema>;

/** DELETE /wishlists/v2/favorites/{favoriteId}/items/{itemId} */
export const favoriteItemParamsSchema = z.strictObject({ favoriteId: favoriteIdSchema, itemId: itemIdSchema });
/** POST and GET /wishlists/v2/favorites/{favoriteId}/share */
export const favoriteParamsSchema = z.strictObject({ favoriteId: favoriteIdSchema });
export const shareFavoritesRequestSchema = z.strictObject({});
/** The owner's share link token: making a new one revokes the previous one. Shown once; the API keeps only its hash. */
export const shareFavoritesResponseSchema = z.object({ favoriteId: favoriteIdSchema, shareToken: shareTokenSchema });
export type ShareFavoritesResponse = z.infer<typeof shareFavoritesResponseSchema>;
export const sharedFavoritesQuerySchema = z.strictObject({ ...pageQuery, token: shareTokenSchema });
export type SharedFavoritesQuery = z.input<typeof sharedFavoritesQuerySchema>;
/** A list read through its share link: the items only, nothing about its owner. */
export const sharedFavoritesSchema = z.object({ favoriteId: favoriteIdSchema, items: z.array(favoriteItemSchema), ...pageFields });
export type SharedFavorites = z.infer<typeof sharedFavoritesSchema>;

/** §3 Saved-for-later item: a variant (upc) kept out of the cart; `available` is computed from its stock. */
export const savedForLaterItemSchema = z.object({
  itemId: itemIdSchema,
  productId: productIdSchema,
  upc: upcSchema,
  pageUrl: z.string(),
  available: z.boolean(),
  qty: quantitySchema,
  name: z.string(),
  image: z.string(),
  color: z.string(),
  colorName: z.string(),
  size: z.string(),
  recipeId: z.string().nullable(),
  price: z.object({ original: moneySchema, current: moneySchema, currency: currencySchema }),
});
export type SavedForLaterItem = z.infer<typeof savedForLaterItemSchema>;
export const savedForLaterSchema = z.object({ saveForLaterId: saveForLaterIdSchema.nullable(), items: z.array(savedForLaterItemSchema), ...pageFields });
export type SavedForLater = z.infer<typeof savedForLaterSchema>;

/** GET /wishlists/v2/saveForLater */
export const savedForLaterQuerySchema = z.strictObject(pageQuery);
export type SavedForLaterQuery = z.input<typeof savedForLaterQuerySchema>;

/**
 * PUT /cart/v2/saveForLater: add a variant to saved-for-later. The same variant again adds to its quantity, capped at
 * the line maximum. `pdpUrl` and `available` are what the client showed: the API computes its own from the catalogue
 * and stock, never trusting these.
 */
export const addSaveForLaterRequestSchema = z.strictObject({
  productId: productIdSchema,
  upc: upcSchema,
  qty: quantitySchema.default(1),
  recipeId: textSchema('recipeId', { max: 64, trim: false }).optional(),
  pdpUrl: textSchema('pdpUrl', { max: 2048, trim: false }).optional(),
  available: z.boolean().optional(),
  type: z.literal('product').default('product'),
  /** The caller's saved-for-later list id, when the client knows it; another principal's list answers 404. */
  saveForLater: saveForLaterIdSchema.optional(),
});
export type AddSaveForLaterRequest = z.input<typeof addSaveForLaterRequestSchema>;
/** The request as the API reads it (defaults filled). */
export type AddSaveForLaterCommand = z.output<typeof addSaveForLaterRequestSchema>;

/**
 * POST /cart/v2/cart/{basketId}/saveForLater: move a whole line between the cart and saved-for-later, in one
 * transaction. `saveForLater` takes the cart line `itemId` out of the cart into saved-for-later; `moveToCart` takes the
 * saved-for-later item `itemId` of list `saveForLaterId` into the cart (stock permitting: ITEM_OOS, ADDED_MAX_QUANTITY).
 */
export const moveSaveForLaterRequestSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('saveForLater'), itemId: itemIdSchema }),
  z.strictObject({ action: z.literal('moveToCart'), saveForLaterId: saveForLaterIdSchema, itemId: itemIdSchema }),
]);
export type MoveSaveForLaterRequest = z.infer<typeof moveSaveForLaterRequestSchema>;
export const moveSaveForLaterResponseSchema = z.object({ cart: cartSchema, saveForLater: savedForLaterSchema });
export type MoveSaveForLaterResponse = z.infer<typeof moveSaveForLaterResponseSchema>;
export const moveSaveForLaterParamsSchema = z.strictObject({ basketId: basketIdSchema });

/** DELETE /cart/v2/saveForLater/{saveForlaterId}/items/{itemId} (the spec's spelling of the path parameter). */
export const saveForLaterItemParamsSchema = z.strictObject({ saveForlaterId: saveForLaterIdSchema, itemId: itemIdSchema });
