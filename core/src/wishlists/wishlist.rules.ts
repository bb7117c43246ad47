import { MAX_QTY_PER_LINE } from '../cart/cart-pricing';
import { canUseFavorites, type ShopperContext } from '../roles/roles';
import { loadsFavoritesAndSavedForLater } from '../stores/buy-in-store';

/**
 * Wishlist settings (commerce-core §6 allowFavorites, §9 "saved-for-later and favorites page sizes come from
 * configuration; values not shown"): these are the defaults; commerce-api takes its own from its configuration and
 * answers the page size it used (`count`), so a client pages with the answer's size.
 */
export interface WishlistSettings {
  readonly allowFavorites: boolean;
  readonly favoritesPageSize: number;
  readonly saveForLaterPageSize: number;
}

export const DEFAULT_WISHLIST_SETTINGS: WishlistSettings = { allowFavorites: true, favoritesPageSize: 12, saveForLaterPageSize: 10 };

/**
 * One line per product (favorites) or variant (saved-for-later): two quantities of the same line meet — the same
 * variant saved again, a guest's line merged into the consumer's on sign-in — by summing, capped at the cart's line
 * maximum (MAX_QTY_PER_LINE), never below 1.
 */
export const combinedLineQty = (a: number, b: number): number => Math.max(1, Math.min(MAX_QTY_PER_LINE, a + b));

/**
 * Whether the storefront shows and loads favorites: §6 the allowFavorites setting, and §4 never for an associate
 * connected in store (no favorites or saved-for-later for them).
 */
export const showsFavorites = (context: ShopperContext, settings: Pick<WishlistSettings, 'allowFavorites'>): boolean =>
  canUseFavorites(context, settings);

/** §4: saved-for-later is shown and loaded for every shopper except an associate connected in store. */
export const showsSavedForLater = (context: ShopperContext): boolean => loadsFavoritesAndSavedForLater(context.buyInStore);
