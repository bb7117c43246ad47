import type { ContractRouter } from '../http/contract-router';
import type { WishlistService } from './wishlist.service';

/**
 * Favorites, their share link and saved-for-later: any token holder (guest or registered consumer) owns their lists
 * by customer id; the share link is read without a token.
 */
export function registerWishlistRoutes(router: ContractRouter, wishlists: WishlistService): void {
  router.guest('getFavorites', ({ guest, site, query }) => wishlists.favorites(guest, site, query));
  router.guest('addFavorite', ({ guest, site, body }) => wishlists.addFavorite(guest, site, body));
  router.guest('removeFavorite', ({ guest, site, params }) => wishlists.removeFavorite(guest, site, params.favoriteId, params.itemId));
  router.guest('shareFavorites', ({ guest, params }) => wishlists.share(guest, params.favoriteId));
  router.public('getSharedFavorites', ({ site, params, query }) => wishlists.shared(site, params.favoriteId, query.token, query));
  router.guest('getSaveForLater', ({ guest, site, query }) => wishlists.savedForLater(guest, site, query));
  router.guest('addSaveForLater', ({ guest, site, body }) => wishlists.addSaveForLater(guest, site, body));
  router.guest('moveSaveForLater', ({ guest, params, body }) => wishlists.move(guest, params.basketId, body));
  router.guest('removeSaveForLater', ({ guest, site, params }) => wishlists.removeSaveForLater(guest, site, params.saveForlaterId, params.itemId));
}
