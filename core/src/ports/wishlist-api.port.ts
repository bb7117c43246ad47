import type { ResultAsync } from 'neverthrow';
import type {
  AddFavoriteRequest, AddSaveForLaterRequest, Favorites, FavoritesQuery, MoveSaveForLaterRequest, MoveSaveForLaterResponse,
  SavedForLater, SavedForLaterQuery, SharedFavorites, SharedFavoritesQuery, ShareFavoritesResponse,
} from '../contract';
import type { CommerceError } from '../errors';

/** Favorites, their share link, and saved-for-later (commerce-core §7 Wishlists and the cart's saved-for-later calls). */
export interface WishlistApi {
  favorites(query?: FavoritesQuery): ResultAsync<Favorites, CommerceError>;
  addFavorite(request: AddFavoriteRequest): ResultAsync<Favorites, CommerceError>;
  removeFavorite(favoriteId: string, itemId: string): ResultAsync<Favorites, CommerceError>;
  shareFavorites(favoriteId: string): ResultAsync<ShareFavoritesResponse, CommerceError>;
  sharedFavorites(favoriteId: string, query: SharedFavoritesQuery): ResultAsync<SharedFavorites, CommerceError>;
  savedForLater(query?: SavedForLaterQuery): ResultAsync<SavedForLater, CommerceError>;
  addSaveForLater(request: AddSaveForLaterRequest): ResultAsync<SavedForLater, CommerceError>;
  moveSaveForLater(basketId: string, request: MoveSaveForLaterRequest): ResultAsync<MoveSaveForLaterResponse, CommerceError>;
  removeSaveForLater(saveForLaterId: string, itemId: string): ResultAsync<SavedForLater, CommerceError>;
}
