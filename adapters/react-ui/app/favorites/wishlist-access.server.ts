import { hasErrorId, showsFavorites, showsSavedForLater, type BuyInStoreSession, type ShopperContext } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import type { FavoritesState } from './favorites-state';

/**
 * SEAM for associate mode (issue 7, auth's AUTH-MILESTONE-2): the in-store session of this request. Until auth's
 * associate login exists there is none, so nobody is connected in store; auth wires its session value here, and
 * core's buy-in-store rule (no favorites or saved-for-later for an associate in store) then applies everywhere below.
 */
export function buyInStoreOf(_storefront: Storefront): BuyInStoreSession | null {
  return null;
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
