import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  createRememberedCart, DEFAULT_WISHLIST_SETTINGS, hasErrorId, pageCount, pageFromQuery, pageStart, type CommerceError,
  type MoveSaveForLaterResponse, type SavedForLater,
} from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { wishlistAccess } from '../favorites/wishlist-access.server';

/** The saved-for-later page size: core's configured default. */
export const SAVED_PAGE_SIZE = DEFAULT_WISHLIST_SETTINGS.saveForLaterPageSize;

export interface SavedForLaterView {
  readonly list: SavedForLater | null;
  readonly page: number;
  readonly pages: number;
  readonly error: UiMessage | null;
}

/**
 * The shopper's saved-for-later items under the cart (`?saved=` pages them), or null where they do not show (an
 * associate in store) or cannot exist yet (no access token: nothing was ever saved).
 */
export async function readSavedForLater(storefront: Storefront, url: URL): Promise<SavedForLaterView | null> {
  if (!wishlistAccess(storefront).savedForLater) return null;
  if (!storefront.session.hasAccessToken) return { list: null, page: 1, pages: 1, error: null };
  const page = pageFromQuery(url.searchParams.get('saved'), Number.MAX_SAFE_INTEGER);
  const read = (p: number) => storefront.wishlists.savedForLater({ start: pageStart(p, SAVED_PAGE_SIZE), count: SAVED_PAGE_SIZE });
  let result = await read(page);
  let shown = page;
  if (result.isOk() && result.value.items.length === 0 && result.value.total > 0) {
    shown = pageCount(result.value.total, SAVED_PAGE_SIZE);
    result = await read(shown);
  }
  if (result.isErr()) return { list: null, page: 1, pages: 1, error: uiMessage(result.error) };
  return { list: result.value, page: shown, pages: pageCount(result.value.total, result.value.count), error: null };
}

/** The cart's intents that move lines between the cart and saved-for-later, or remove a saved item. */
export const SAVED_FOR_LATER_INTENTS = ['saveForLater', 'moveToCart', 'removeSaved'] as const;
export type SavedForLaterIntent = (typeof SAVED_FOR_LATER_INTENTS)[number];
export const isSavedForLaterIntent = (value: unknown): value is SavedForLaterIntent =>
  (SAVED_FOR_LATER_INTENTS as readonly unknown[]).includes(value);

/** The shopper's cart id: the cookie's, or a new cart remembered in it. */
const basketIdOf = (storefront: Storefront, fresh = false): ResultAsync<string, CommerceError> =>
  !fresh && storefront.session.basketId !== null
    ? okAsync(storefront.session.basketId)
    : createRememberedCart(storefront.carts, storefront.session.store).map((cart) => cart.basketId);

/**
 * Runs a saved-for-later intent. "Save for later" moves a cart line, "Move to cart" a saved item (into a new cart when
 * the shopper has none, or theirs is gone); both are one API call, one transaction.
 */
export function runSavedForLaterIntent(storefront: Storefront, intent: SavedForLaterIntent, form: FormData): ResultAsync<unknown, CommerceError> {
  const itemId = String(form.get('itemId') ?? '');
  const saveForLaterId = String(form.get('saveForLaterId') ?? '');
  const { wishlists } = storefront;
  switch (intent) {
    case 'saveForLater':
      return storefront.session.basketId === null
        ? errAsync({ type: 'ApiError', errorId: 'CART_NOT_FOUND', kind: 'NotFound', statusCode: 404, message: '' } as const)
        : wishlists.moveSaveForLater(storefront.session.basketId, { action: 'saveForLater', itemId });
    case 'moveToCart': {
      const move = (fresh: boolean): ResultAsync<MoveSaveForLaterResponse, CommerceError> =>
        basketIdOf(storefront, fresh).andThen((basketId) => wishlists.moveSaveForLater(basketId, { action: 'moveToCart', saveForLaterId, itemId }));
      return move(false).orElse((error) => (hasErrorId(error, 'CART_NOT_FOUND') || hasErrorId(error, 'ORDER_ALREADY_PLACED') ? move(true) : errAsync(error)));
    }
    case 'removeSaved':
      return wishlists.removeSaveForLater(saveForLaterId, itemId);
  }
}
