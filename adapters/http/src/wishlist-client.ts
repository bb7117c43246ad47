import type { WishlistApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Favorites, their share link and saved-for-later over HTTP: each method is one call of core's endpoint registry. */
export function createWishlistClient(call: EndpointCaller): WishlistApi {
  return {
    favorites: (query = {}) => call('getFavorites', { query }),
    addFavorite: (request) => call('addFavorite', { body: request }),
    removeFavorite: (favoriteId, itemId) => call('removeFavorite', { params: { favoriteId, itemId } }),
    shareFavorites: (favoriteId) => call('shareFavorites', { params: { favoriteId }, body: {} }),
    sharedFavorites: (favoriteId, query) => call('getSharedFavorites', { params: { favoriteId }, query }),
    savedForLater: (query = {}) => call('getSaveForLater', { query }),
    addSaveForLater: (request) => call('addSaveForLater', { body: request }),
    moveSaveForLater: (basketId, request) => call('moveSaveForLater', { params: { basketId }, body: request }),
    removeSaveForLater: (saveForLaterId, itemId) => call('removeSaveForLater', { params: { saveForlaterId: saveForLaterId, itemId } }),
  };
}
