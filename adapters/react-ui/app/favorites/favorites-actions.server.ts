import { err, ok, okAsync, type ResultAsync } from 'neverthrow';
import { hasErrorId, type CommerceError, type Favorites } from '@switchback/core';
import type { Storefront } from '../composition-root.server';

/** The shopper's favorite line of a product, if any (read from the list; the heart's form names the product only). */
function favoriteOf(storefront: Storefront, productId: string): ResultAsync<{ favoriteId: string; itemId: string } | null, CommerceError> {
  return storefront.wishlists.favorites({ start: 0, count: 100 }).map((list: Favorites) => {
    const item = list.items.find((line) => line.id === productId);
    return list.favoriteId !== null && item ? { favoriteId: list.favoriteId, itemId: item.itemId } : null;
  });
}

/** Adds a product to favorites (already there: nothing changes, the API's rule). */
export const addFavorite = (storefront: Storefront, productId: string): ResultAsync<unknown, CommerceError> =>
  storefront.wishlists.addFavorite({ id: productId });

/** Removes a product from favorites; one that is not there any more is already removed. */
export const removeFavorite = (storefront: Storefront, productId: string): ResultAsync<unknown, CommerceError> =>
  favoriteOf(storefront, productId).andThen((line) =>
    line === null
      ? okAsync(null)
      : storefront.wishlists.removeFavorite(line.favoriteId, line.itemId).orElse((error) =>
          hasErrorId(error, 'FAVORITE_ITEM_NOT_FOUND') ? ok(null) : err(error)));

/** Moves a favorite into the cart in the chosen colour and size: added to the cart, then removed from favorites. */
export const moveFavoriteToCart = (storefront: Storefront, productId: string, upc: string): ResultAsync<unknown, CommerceError> =>
  storefront.addToCart.run({ productId, upc, qty: 1 }).andThen(() => removeFavorite(storefront, productId));

/** A new share link (the API revokes the previous one): the absolute URL of the read-only shared page. */
export function shareFavorites(storefront: Storefront, sharedUrl: (favoriteId: string, token: string) => string): ResultAsync<string | null, CommerceError> {
  return storefront.wishlists.favorites({ start: 0, count: 1 }).andThen((list) =>
    list.favoriteId === null
      ? okAsync(null)
      : storefront.wishlists.shareFavorites(list.favoriteId).map((share) => sharedUrl(share.favoriteId, share.shareToken)));
}
