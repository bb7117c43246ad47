import { endpoint, type Endpoint } from './endpoint';
import {
  addFavoriteRequestSchema, addSaveForLaterRequestSchema, favoriteItemParamsSchema, favoriteParamsSchema, favoritesQuerySchema,
  favoritesSchema, moveSaveForLaterParamsSchema, moveSaveForLaterRequestSchema, moveSaveForLaterResponseSchema,
  savedForLaterQuerySchema, savedForLaterSchema, saveForLaterItemParamsSchema, sharedFavoritesQuerySchema,
  sharedFavoritesSchema, shareFavoritesRequestSchema, shareFavoritesResponseSchema,
} from './wishlist.contract';
import { localeQuerySchema } from './common.contract';

/** Wishlists (commerce-core §7): favorites, sharing, saved-for-later, and the cart's saved-for-later calls. */
export const wishlistEndpoints = {
  getFavorites: endpoint({ method: 'GET', path: '/wishlists/v2/favorites', summary: "A page of the caller's favorites", query: favoritesQuerySchema, response: favoritesSchema, auth: true }),
  addFavorite: endpoint({ method: 'POST', path: '/wishlists/v2/favorites', summary: 'Add a product to favorites (once per list; again is a no-op)', body: addFavoriteRequestSchema, query: localeQuerySchema, response: favoritesSchema, auth: true }),
  removeFavorite: endpoint({ method: 'DELETE', path: '/wishlists/v2/favorites/{favoriteId}/items/{itemId}', summary: 'Remove a favorite', params: favoriteItemParamsSchema, query: localeQuerySchema, response: favoritesSchema, auth: true }),
  shareFavorites: endpoint({ method: 'POST', path: '/wishlists/v2/favorites/{favoriteId}/share', summary: 'Make a share link token (revokes the previous one)', params: favoriteParamsSchema, body: shareFavoritesRequestSchema, query: localeQuerySchema, response: shareFavoritesResponseSchema, auth: true }),
  getSharedFavorites: endpoint({ method: 'GET', path: '/wishlists/v2/favorites/{favoriteId}/share', summary: 'A shared list, read-only, with its share token (no owner details)', params: favoriteParamsSchema, query: sharedFavoritesQuerySchema, response: sharedFavoritesSchema, auth: false }),
  getSaveForLater: endpoint({ method: 'GET', path: '/wishlists/v2/saveForLater', summary: "A page of the caller's saved-for-later items", query: savedForLaterQuerySchema, response: savedForLaterSchema, auth: true }),
  addSaveForLater: endpoint({ method: 'PUT', path: '/cart/v2/saveForLater', summary: 'Add a variant to saved-for-later', body: addSaveForLaterRequestSchema, query: localeQuerySchema, response: savedForLaterSchema, auth: true }),
  moveSaveForLater: endpoint({ method: 'POST', path: '/cart/v2/cart/{basketId}/saveForLater', summary: 'Move a line from the cart to saved-for-later or back (one transaction)', params: moveSaveForLaterParamsSchema, body: moveSaveForLaterRequestSchema, query: localeQuerySchema, response: moveSaveForLaterResponseSchema, auth: true }),
  removeSaveForLater: endpoint({ method: 'DELETE', path: '/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}', summary: 'Remove a saved-for-later item', params: saveForLaterItemParamsSchema, query: localeQuerySchema, response: savedForLaterSchema, auth: true }),
} as const satisfies Record<string, Endpoint>;
