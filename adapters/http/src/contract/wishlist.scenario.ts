import type { CommerceError } from '@switchback/core';
import type { Result, ResultAsync } from 'neverthrow';
import type { HttpCommerceClient } from '../commerce-client';
import type { ExchangeCapture } from './exchange-capture.fetch';

/** The wishlist errors the scenario provokes on purpose, one recording each, with the status the contract answers them with. */
export const WISHLIST_RECORDED_ERROR_STATUS = {
  FAVORITES_NOT_FOUND: 404,
  FAVORITE_ITEM_NOT_FOUND: 404,
  SHARED_LIST_NOT_FOUND: 404,
  SAVE_FOR_LATER_NOT_FOUND: 404,
  SAVE_FOR_LATER_ITEM_NOT_FOUND: 404,
} as const;
type WishlistErrorId = keyof typeof WISHLIST_RECORDED_ERROR_STATUS;

export interface WishlistScenarioContext {
  readonly capture: ExchangeCapture;
  /** The shopper: a token holder with its own cookie jar. */
  readonly client: HttpCommerceClient;
  /** A new client with an empty cookie jar (another shopper, or an anonymous reader of a share link). */
  readonly newClient: () => HttpCommerceClient;
  /** An in-stock variant the shopper may put in the cart. */
  readonly productId: string;
  readonly upc: string;
  /** How a failed step stops the scenario (the caller's ScenarioStopped). */
  readonly stop: (step: string, reason: string) => Error;
}

const describeFailure = (error: CommerceError): string =>
  error.type === 'ApiError' ? `${error.errorId} (HTTP ${error.statusCode})` : error.type === 'InvalidInput' ? `${error.field}: ${error.message}` : error.message;

/**
 * Favorites, the share link and saved-for-later through the real client: a guest's lists (guests keep both; a
 * registered consumer's calls are the same calls with a consumer's token). Then the wishlist errors a client must
 * understand: a removed item, another shopper's list, a replaced share link, another shopper's saved-for-later list.
 */
export async function runWishlistSteps(context: WishlistScenarioContext): Promise<void> {
  const { capture, client, productId, upc, stop } = context;
  const expectOk = async <T>(step: string, result: ResultAsync<T, CommerceError>): Promise<T> => {
    const settled = await result;
    if (settled.isErr()) throw stop(step, `failed: ${describeFailure(settled.error)}`);
    return settled.value;
  };
  const expectApiError = async (step: string, call: () => ResultAsync<unknown, CommerceError>, errorId: WishlistErrorId) => {
    const settled: Result<unknown, CommerceError> = await capture.expecting(
      { success: false, error: { errorId, status: WISHLIST_RECORDED_ERROR_STATUS[errorId] } }, call);
    if (settled.isOk()) throw stop(step, `should fail with ${errorId} but succeeded`);
    if (settled.error.type !== 'ApiError' || settled.error.errorId !== errorId) throw stop(step, `should fail with ${errorId} but failed: ${describeFailure(settled.error)}`);
  };

  await expectOk('getFavorites', client.wishlists.favorites());
  const favorites = await expectOk('addFavorite', client.wishlists.addFavorite({ id: productId, qty: 1, itemType: 'product' }));
  const favoriteId = favorites.favoriteId;
  const item = favorites.items[0];
  if (favoriteId === null || !item) throw stop('addFavorite', 'answered no list or no item');
  const { shareToken } = await expectOk('shareFavorites', client.wishlists.shareFavorites(favoriteId));
  const reader = context.newClient();
  await expectOk('getSharedFavorites', reader.wishlists.sharedFavorites(favoriteId, { token: shareToken }));
  await expectOk('shareFavorites again', client.wishlists.shareFavorites(favoriteId));
  await expectApiError('getSharedFavorites with a replaced link', () => reader.wishlists.sharedFavorites(favoriteId, { token: shareToken }), 'SHARED_LIST_NOT_FOUND');
  await expectOk('removeFavorite', client.wishlists.removeFavorite(favoriteId, item.itemId));
  await expectApiError('removeFavorite again', () => client.wishlists.removeFavorite(favoriteId, item.itemId), 'FAVORITE_ITEM_NOT_FOUND');
  const stranger = context.newClient();
  await expectOk('guestToken of another shopper', stranger.auth.guestToken());
  await expectApiError("addFavorite to another shopper's list", () => stranger.wishlists.addFavorite({ id: productId, favoriteId }), 'FAVORITES_NOT_FOUND');

  await expectOk('getSaveForLater', client.wishlists.savedForLater());
  const saved = await expectOk('addSaveForLater', client.wishlists.addSaveForLater({ productId, upc, qty: 1 }));
  const saveForLaterId = saved.saveForLaterId;
  if (saveForLaterId === null) throw stop('addSaveForLater', 'answered no list');
  const cart = await expectOk('createCart', client.carts.create());
  const withLine = await expectOk('addItem', client.carts.addItems({ cartId: cart.basketId, items: [{ productId, upc, qty: 1 }] }));
  const line = withLine.items.find((i) => i.upc === upc);
  if (!line) throw stop('addItem', `found no item with UPC ${upc}`);
  const moved = await expectOk('moveSaveForLater', client.wishlists.moveSaveForLater(cart.basketId, { action: 'saveForLater', itemId: line.id }));
  const savedLine = moved.saveForLater.items.find((i) => i.upc === upc);
  if (!savedLine) throw stop('moveSaveForLater', `found no saved item with UPC ${upc}`);
  await expectOk('moveSaveForLater back', client.wishlists.moveSaveForLater(cart.basketId, { action: 'moveToCart', saveForLaterId, itemId: savedLine.itemId }));
  const again = await expectOk('addSaveForLater again', client.wishlists.addSaveForLater({ productId, upc, qty: 1, saveForLater: saveForLaterId }));
  const toRemove = again.items[0];
  if (!toRemove) throw stop('addSaveForLater again', 'answered no item');
  await expectOk('removeSaveForLater', client.wishlists.removeSaveForLater(saveForLaterId, toRemove.itemId));
  await expectApiError('removeSaveForLater again', () => client.wishlists.removeSaveForLater(saveForLaterId, toRemove.itemId), 'SAVE_FOR_LATER_ITEM_NOT_FOUND');
  await expectApiError("removeSaveForLater from another shopper's list", () => stranger.wishlists.removeSaveForLater(saveForLaterId, toRemove.itemId), 'SAVE_FOR_LATER_NOT_FOUND');
}
