import { err, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import type { FastifyRequest } from 'fastify';
import { ASSOCIATE_COOKIE, loadsFavoritesAndSavedForLater } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { ContractRouter } from '../http/contract-router';
import type { GuestTokenService } from '../identity/guest-token.service';
import type { WishlistService } from './wishlist.service';

/**
 * Favorites, their share link and saved-for-later: any token holder (guest or registered consumer) owns their lists
 * by customer id; the share link is read without a token. In a proven in-store associate session (the API's
 * `sb_associate` cookie, verified as placing an order verifies it) the caller's own lists are refused (§4
 * buy-in-store, core's `loadsFavoritesAndSavedForLater`): 403 LISTS_NOT_AVAILABLE_IN_STORE, nothing read or changed.
 * A share link stays readable: it is nobody's session list.
 */
export function registerWishlistRoutes(router: ContractRouter, wishlists: WishlistService, tokens: GuestTokenService): void {
  /** Passes unless the request carries a valid associate session; an expired or forged cookie proves nothing. */
  const outOfStore = (request: FastifyRequest): ResultAsync<void, ApiFailure> => {
    const cookie = request.cookies[ASSOCIATE_COOKIE];
    if (cookie === undefined || cookie === '') return okAsync(undefined);
    return new ResultAsync(tokens.verifyAssociate(cookie).match(
      (session): Result<void, ApiFailure> => (loadsFavoritesAndSavedForLater(session) ? ok(undefined) : err({ type: 'ListsNotAvailableInStore' })),
      (): Result<void, ApiFailure> => ok(undefined),
    ));
  };
  router.guest('getFavorites', ({ guest, site, query, request }) => outOfStore(request).andThen(() => wishlists.favorites(guest, site, query)));
  router.guest('addFavorite', ({ guest, site, body, request }) => outOfStore(request).andThen(() => wishlists.addFavorite(guest, site, body)));
  router.guest('removeFavorite', ({ guest, site, params, request }) =>
    outOfStore(request).andThen(() => wishlists.removeFavorite(guest, site, params.favoriteId, params.itemId)));
  router.guest('shareFavorites', ({ guest, params, request }) => outOfStore(request).andThen(() => wishlists.share(guest, params.favoriteId)));
  router.public('getSharedFavorites', ({ site, params, query }) => wishlists.shared(site, params.favoriteId, query.token, query));
  router.guest('getSaveForLater', ({ guest, site, query, request }) => outOfStore(request).andThen(() => wishlists.savedForLater(guest, site, query)));
  router.guest('addSaveForLater', ({ guest, site, body, request }) => outOfStore(request).andThen(() => wishlists.addSaveForLater(guest, site, body)));
  router.guest('moveSaveForLater', ({ guest, params, body, request }) => outOfStore(request).andThen(() => wishlists.move(guest, params.basketId, body)));
  router.guest('removeSaveForLater', ({ guest, site, params, request }) =>
    outOfStore(request).andThen(() => wishlists.removeSaveForLater(guest, site, params.saveForlaterId, params.itemId)));
}
