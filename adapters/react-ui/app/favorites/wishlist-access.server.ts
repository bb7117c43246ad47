import { hasErrorId, showsFavorites, showsSavedForLater, type BuyInStoreSession, type ShopperContext } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import type { FavoritesState } from './favorites-state';

/** The in-store associate session of this request (auth's associate login), to which core's buy-in-store rule applies. */
export function buyInStoreOf(storefront: Storefront): BuyInStoreSession | null {
  return storefront.session.shopper.inStore;
}

/** What wishlists a request may show, by core's rules: §6 allowFavorites (the API's setting) and §4 buy-in-store. */
export function wishlistAccess(storefront: Storefront): { readonly favorites: boolean; readonly savedForLater: boolean } {
  // The token kind does not change these rules (a guest keeps favorites too), so 'guest' stands for either here.
  const context: ShopperContext = { token: 'guest', buyInStore: buyInStoreOf(storefront) };
  return { favorites: showsFavorites(context, { allowFavorites: true }), savedForLater: showsSavedForLater(context) };
}

/** How many favorites the heart state is read for (the API's largest page). */
const HEART_STATE_COUNT = 100;


/**
 * The shopper's favorite product ids for the hearts. No token yet means no list (no call, so no guest token is minted
 * just to look); the API's allowFavorites setting off (FAVORITES_NOT_ALLOWED) hides the hearts.
 */
export async function favoritesState(storefront: Storefront): Promise<FavoritesState> {
  if (!wishlistAccess(storefront).favorites) return { enabled: false, productIds: [] };
  if (!storefront.session.hasAccessToken) return { enabled: true, productIds: [] };
  const list = await storefront.wishlists.favorites({ start: 0, count: HEART_STATE_COUNT });
  if (list.isOk()) return { enabled: true, productIds: list.value.items.map((item) => item.id) };
  return { enabled: !hasErrorId(list.error, 'FAVORITES_NOT_ALLOWED'), productIds: [] };
}

/**
 * The guest objects of this shopper's lists for the sign-in exchange (commerce-core §4, §7 guestObjects favoriteId and
 * saveForLaterId): read from the API, which knows the caller's lists. None without a token, or when a read fails (the
 * sign-in goes on; the guest's lists stay theirs).
 */
export async function guestWishlistObjects(storefront: Storefront): Promise<{ favoriteId?: string; saveForLaterId?: string }> {
  if (!storefront.session.hasAccessToken) return {};
  const access = wishlistAccess(storefront);
  const [favorites, saved] = await Promise.all([
    access.favorites ? storefront.wishlists.favorites({ start: 0, count: 1 }) : Promise.resolve(null),
    access.savedForLater ? storefront.wishlists.savedForLater({ start: 0, count: 1 }) : Promise.resolve(null),
  ]);
  const favoriteId = favorites?.isOk() ? favorites.value.favoriteId : null;
  const saveForLaterId = saved?.isOk() ? saved.value.saveForLaterId : null;
  return { ...(favoriteId ? { favoriteId } : {}), ...(saveForLaterId ? { saveForLaterId } : {}) };
}
