import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_QTY_PER_LINE } from '../cart/cart-pricing';
import { combinedLineQty, DEFAULT_WISHLIST_SETTINGS, showsFavorites, showsSavedForLater } from './wishlist.rules';

describe('wishlist rules', () => {
  it('the same line twice sums its quantities, capped at the line maximum', () => {
    expect(combinedLineQty(2, 3)).toBe(5);
    expect(combinedLineQty(7, 7)).toBe(MAX_QTY_PER_LINE);
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_QTY_PER_LINE }), fc.integer({ min: 1, max: MAX_QTY_PER_LINE }), (a, b) => {
      const qty = combinedLineQty(a, b);
      expect(qty).toBe(Math.min(MAX_QTY_PER_LINE, a + b));
      expect(qty).toBeGreaterThanOrEqual(Math.max(a, b));
      expect(combinedLineQty(b, a)).toBe(qty);
    }));
  });

  it('favorites follow the allowFavorites setting; an associate in store sees neither favorites nor saved-for-later', () => {
    const inStore = { storeId: '0042', storeEmployeeId: 'E123' };
    expect(showsFavorites({ token: 'guest' }, DEFAULT_WISHLIST_SETTINGS)).toBe(true);
    expect(showsFavorites({ token: 'registered' }, { allowFavorites: false })).toBe(false);
    expect(showsFavorites({ token: 'registered', buyInStore: inStore }, DEFAULT_WISHLIST_SETTINGS)).toBe(false);
    expect(showsSavedForLater({ token: 'guest' })).toBe(true);
    expect(showsSavedForLater({ token: 'registered', buyInStore: inStore })).toBe(false);
  });

  it('page sizes are whole and positive', () => {
    expect(Number.isInteger(DEFAULT_WISHLIST_SETTINGS.favoritesPageSize) && DEFAULT_WISHLIST_SETTINGS.favoritesPageSize > 0).toBe(true);
    expect(Number.isInteger(DEFAULT_WISHLIST_SETTINGS.saveForLaterPageSize) && DEFAULT_WISHLIST_SETTINGS.saveForLaterPageSize > 0).toBe(true);
  });
});
