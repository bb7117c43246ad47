import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QTY_PER_LINE } from '@switchback/core';
import { SOLD_OUT_PRODUCT_ID, THREE_UNIT_PRODUCT_ID, THREE_UNIT_VARIANT, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, startTestEngine, type TestEngine,
} from '../test-support/test-engine';

let engine: TestEngine;
let productIds: string[];
beforeAll(async () => {
  engine = await startTestEngine();
  const search = expectOk('productSearch', await call(engine.app, 'productSearch', { query: { count: '30' } }));
  productIds = search.hits.map((hit) => hit.id);
});
afterAll(async () => {
  await engine?.close();
});

const favorite = (cookie: string, id: string, extra: Record<string, unknown> = {}) =>
  call(engine.app, 'addFavorite', { cookie, body: { id, ...extra } });

describe('favorites', () => {
  it('a guest has no list until the first add; adding makes one, shows the product with its price, link and availability', async () => {
    const cookie = await guestCookie(engine.app);
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie }))).toMatchObject({ favoriteId: null, items: [], total: 0 });
    const list = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID));
    expect(list.favoriteId).toMatch(/^fav_/);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: WELL_STOCKED_PRODUCT_ID, itemType: 'product', qty: 1, product: { productId: WELL_STOCKED_PRODUCT_ID, available: true } });
    expect(list.items[0]!.product.pdpUrl).toMatch(new RegExp(`^/en-us/p/.+-${WELL_STOCKED_PRODUCT_ID}$`));
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie }))).toEqual(list);
  });

  it('a product appears once per list: adding it again is a no-op', async () => {
    const cookie = await guestCookie(engine.app);
    const first = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID, { qty: 2 }));
    const again = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID, { qty: 5, favoriteId: first.favoriteId }));
    expect(again).toEqual(first);
  });

  it('availability is computed from stock: a sold-out product is not available', async () => {
    const cookie = await guestCookie(engine.app);
    const list = expectOk('addFavorite', await favorite(cookie, SOLD_OUT_PRODUCT_ID));
    expect(list.items[0]!.product.available).toBe(false);
  });

  it('quantity is capped like a cart line; an unknown product is 404; bad input is 400 and changes nothing', async () => {
    const cookie = await guestCookie(engine.app);
    expectError(await favorite(cookie, WELL_STOCKED_PRODUCT_ID, { qty: MAX_QTY_PER_LINE + 1 }), 400, 'INVALID_REQUEST');
    expectError(await favorite(cookie, 'ZZZZ99999'), 404, 'PRODUCT_NOT_FOUND');
    expectError(await favorite(cookie, 'not a product'), 400, 'INVALID_REQUEST');
    expectError(await favorite(cookie, WELL_STOCKED_PRODUCT_ID, { itemType: 'store' }), 400, 'INVALID_REQUEST');
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie })).favoriteId).toBeNull();
  });

  it('pages by start and count (default page size from configuration); newest first', async () => {
    const cookie = await guestCookie(engine.app);
    const ids = productIds.slice(0, 14);
    for (const id of ids) {
      engine.clock.advance(1000);
      expectOk('addFavorite', await favorite(cookie, id));
    }
    const first = expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie }));
    expect(first).toMatchObject({ total: 14, start: 0, count: 12 });
    expect(first.items.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 12));
    const second = expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie, query: { start: '12', count: '12' } }));
    expect(second.items.map((i) => i.id)).toEqual([...ids].reverse().slice(12));
    expectError(await call(engine.app, 'getFavorites', { cookie, query: { count: '0' } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'getFavorites', { cookie, query: { start: '-1' } }), 400, 'INVALID_REQUEST');
  });

  it('removing an item; removing it again is 404 FAVORITE_ITEM_NOT_FOUND', async () => {
    const cookie = await guestCookie(engine.app);
    const list = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID));
    const params = { favoriteId: list.favoriteId!, itemId: list.items[0]!.itemId };
    expect(expectOk('removeFavorite', await call(engine.app, 'removeFavorite', { cookie, params })).total).toBe(0);
    expectError(await call(engine.app, 'removeFavorite', { cookie, params }), 404, 'FAVORITE_ITEM_NOT_FOUND');
  });

  it("another principal's list id is 404 FAVORITES_NOT_FOUND and adds nothing to either list", async () => {
    const owner = await guestCookie(engine.app);
    const intruder = (await consumerCookie(engine)).cookie;
    const list = expectOk('addFavorite', await favorite(owner, WELL_STOCKED_PRODUCT_ID));
    expectError(await favorite(intruder, THREE_UNIT_PRODUCT_ID, { favoriteId: list.favoriteId }), 404, 'FAVORITES_NOT_FOUND');
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie: owner })).total).toBe(1);
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie: intruder })).favoriteId).toBeNull();
  });

  it('a registered consumer keeps favorites too; without a token every favorites call is 401', async () => {
    const { cookie } = await consumerCookie(engine);
    expect(expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID)).total).toBe(1);
    expectError(await call(engine.app, 'getFavorites'), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'addFavorite', { body: { id: WELL_STOCKED_PRODUCT_ID } }), 401, 'UNAUTHORIZED');
  });
});

describe('sharing favorites by link', () => {
  it('anyone with the link reads the list (no owner details, no token needed); a new link revokes the old one', async () => {
    const { cookie, email, customerId, consumerNo } = await consumerCookie(engine);
    const list = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID));
    const favoriteId = list.favoriteId!;
    const { shareToken } = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie, params: { favoriteId }, body: {} }));
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: shareToken } });
    const shared = expectOk('getSharedFavorites', response);
    expect(shared).toEqual({ favoriteId, items: list.items, total: 1, start: 0, count: 12 });
    for (const secret of [email, customerId, consumerNo]) expect(response.body).not.toContain(secret);
    expect(response.headers['cache-control']).toBe('no-store');

    const renewed = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie, params: { favoriteId }, body: {} }));
    expect(renewed.shareToken).not.toBe(shareToken);
    expectError(await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: shareToken } }), 404, 'SHARED_LIST_NOT_FOUND');
    expectOk('getSharedFavorites', await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: renewed.shareToken } }));
  });

  it('a wrong token, another list id, or an unshared list answer the same 404; the token is stored only as its hash', async () => {
    const cookie = await guestCookie(engine.app);
    const list = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID));
    const favoriteId = list.favoriteId!;
    expectError(await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: 'A'.repeat(43) } }), 404, 'SHARED_LIST_NOT_FOUND');
    const { shareToken } = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie, params: { favoriteId }, body: {} }));
    const other = expectOk('addFavorite', await favorite(await guestCookie(engine.app), WELL_STOCKED_PRODUCT_ID)).favoriteId!;
    expectError(await call(engine.app, 'getSharedFavorites', { params: { favoriteId: other }, query: { token: shareToken } }), 404, 'SHARED_LIST_NOT_FOUND');
    expectError(await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: 'short' } }), 400, 'INVALID_REQUEST');
    const stored = await engine.internals.db.query<{ share_token_hash: string }>('SELECT share_token_hash FROM favorite_lists WHERE id = $1', [favoriteId]);
    expect(stored.rows[0]!.share_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.share_token_hash).not.toContain(shareToken);
  });

  it('the shared list is read-only: nothing in the contract writes with a share token, and the owner calls need the owner', async () => {
    const owner = await guestCookie(engine.app);
    const list = expectOk('addFavorite', await favorite(owner, WELL_STOCKED_PRODUCT_ID));
    const favoriteId = list.favoriteId!;
    const { shareToken } = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie: owner, params: { favoriteId }, body: {} }));
    const reader = await guestCookie(engine.app);
    expectError(await call(engine.app, 'removeFavorite', { cookie: reader, params: { favoriteId, itemId: list.items[0]!.itemId }, query: { token: shareToken } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'removeFavorite', { cookie: reader, params: { favoriteId, itemId: list.items[0]!.itemId } }), 404, 'FAVORITES_NOT_FOUND');
    expect(expectOk('getSharedFavorites', await call(engine.app, 'getSharedFavorites', { params: { favoriteId }, query: { token: shareToken } })).total).toBe(1);
  });
});

describe('favorites switched off (allowFavorites false)', () => {
  it('every favorites call answers 403 FAVORITES_NOT_ALLOWED; saved-for-later still works', async () => {
    const off = await startTestEngine({ wishlists: { allowFavorites: false } });
    try {
      const cookie = await guestCookie(off.app);
      expectError(await call(off.app, 'getFavorites', { cookie }), 403, 'FAVORITES_NOT_ALLOWED');
      expectError(await call(off.app, 'addFavorite', { cookie, body: { id: WELL_STOCKED_PRODUCT_ID } }), 403, 'FAVORITES_NOT_ALLOWED');
      const upc = await firstVariant(off.app, WELL_STOCKED_PRODUCT_ID);
      expectOk('addSaveForLater', await call(off.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc } }));
    } finally {
      await off.close();
    }
  });
});

describe('saved-for-later', () => {
  it('adding a variant; the same variant again sums the quantities, capped at the line maximum; availability from stock', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie }))).toMatchObject({ saveForLaterId: null, total: 0 });
    const first = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', {
      cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 4, available: false, pdpUrl: 'https://evil.example/' },
    }));
    expect(first.items[0]).toMatchObject({ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 4, available: true });
    expect(first.items[0]!.pageUrl).toMatch(/^\/en-us\/p\//);
    const again = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', {
      cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 9, saveForLater: first.saveForLaterId },
    }));
    expect(again.items).toHaveLength(1);
    expect(again.items[0]!.qty).toBe(MAX_QTY_PER_LINE);
    expectError(await call(engine.app, 'addSaveForLater', { cookie, body: { productId: THREE_UNIT_PRODUCT_ID, upc } }), 404, 'VARIANT_NOT_FOUND');
    const soldOut = expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: SOLD_OUT_PRODUCT_ID } })).variants[0]!.upc;
    const withSoldOut = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: SOLD_OUT_PRODUCT_ID, upc: soldOut } }));
    expect(withSoldOut.items.find((i) => i.upc === soldOut)!.available).toBe(false);
  });

  it('moves a cart line to saved-for-later and back, whole, in one call each', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    const cart = expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 3 }] } }));
    const saved = expectOk('moveSaveForLater', await call(engine.app, 'moveSaveForLater', {
      cookie, params: { basketId }, body: { action: 'saveForLater', itemId: cart.items[0]!.id },
    }));
    expect(saved.cart.items).toEqual([]);
    expect(saved.saveForLater.items).toMatchObject([{ upc, qty: 3 }]);
    const back = expectOk('moveSaveForLater', await call(engine.app, 'moveSaveForLater', {
      cookie, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLater.saveForLaterId!, itemId: saved.saveForLater.items[0]!.itemId },
    }));
    expect(back.cart.items).toMatchObject([{ upc, qty: 3 }]);
    expect(back.saveForLater.items).toEqual([]);
    expectError(await call(engine.app, 'moveSaveForLater', {
      cookie, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLater.saveForLaterId!, itemId: saved.saveForLater.items[0]!.itemId },
    }), 404, 'SAVE_FOR_LATER_ITEM_NOT_FOUND');
    expectError(await call(engine.app, 'moveSaveForLater', { cookie, params: { basketId }, body: { action: 'somewhere', itemId: 'itm_1234' } }), 400, 'INVALID_REQUEST');
  });

  it('moving into the cart follows the stock rule: over the stock is ADDED_MAX_QUANTITY and the item stays saved', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, THREE_UNIT_PRODUCT_ID, (v) => v.color === THREE_UNIT_VARIANT.color && v.size === THREE_UNIT_VARIANT.size);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: THREE_UNIT_PRODUCT_ID, upc, qty: 2 }] } }));
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: THREE_UNIT_PRODUCT_ID, upc, qty: 2 } }));
    const refused = expectError(await call(engine.app, 'moveSaveForLater', {
      cookie, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId },
    }), 409, 'ADDED_MAX_QUANTITY');
    expect(refused.errorDetails[0]!.maxAllowedQty).toBe(THREE_UNIT_VARIANT.qty);
    expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie })).items).toMatchObject([{ upc, qty: 2 }]);
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).items).toMatchObject([{ upc, qty: 2 }]);
  });

  it("moving another principal's saved item into one's own cart is 404 and changes neither", async () => {
    const owner = await guestCookie(engine.app);
    const intruder = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie: owner, body: { productId: WELL_STOCKED_PRODUCT_ID, upc } }));
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie: intruder, body: {} })).basketId;
    expectError(await call(engine.app, 'moveSaveForLater', {
      cookie: intruder, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId },
    }), 404, 'SAVE_FOR_LATER_NOT_FOUND');
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie: intruder, params: { basketId } })).items).toEqual([]);
    expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie: owner })).items).toHaveLength(1);
  });

  it('removing a saved item; again is 404 SAVE_FOR_LATER_ITEM_NOT_FOUND', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc } }));
    const params = { saveForlaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId };
    expect(expectOk('removeSaveForLater', await call(engine.app, 'removeSaveForLater', { cookie, params })).total).toBe(0);
    expectError(await call(engine.app, 'removeSaveForLater', { cookie, params }), 404, 'SAVE_FOR_LATER_ITEM_NOT_FOUND');
  });
});

describe('in-store associate session (issue 7 §4 buy-in-store)', () => {
  const associateCookie = async (ttlSeconds = 3600) =>
    `sb_associate=${(await engine.internals.tokens.issueAssociate({ storeId: 'STR-DEN-01', storeEmployeeId: 'E2002' }, ttlSeconds))._unsafeUnwrap()}`;

  it('every call on the caller\'s own lists answers 403 LISTS_NOT_AVAILABLE_IN_STORE and changes nothing; a share link stays readable', async () => {
    const cookie = await guestCookie(engine.app);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const favorites = expectOk('addFavorite', await favorite(cookie, WELL_STOCKED_PRODUCT_ID));
    const favoriteId = favorites.favoriteId!;
    const { shareToken } = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie, params: { favoriteId }, body: {} }));
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc } }));
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    const cart = expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));

    const inStore = `${cookie}; ${await associateCookie()}`;
    const refused = [
      await call(engine.app, 'getFavorites', { cookie: inStore }),
      await call(engine.app, 'addFavorite', { cookie: inStore, body: { id: productIds.find((id) => id !== WELL_STOCKED_PRODUCT_ID)! } }),
      await call(engine.app, 'removeFavorite', { cookie: inStore, params: { favoriteId, itemId: favorites.items[0]!.itemId } }),
      await call(engine.app, 'shareFavorites', { cookie: inStore, params: { favoriteId }, body: {} }),
      await call(engine.app, 'getSaveForLater', { cookie: inStore }),
      await call(engine.app, 'addSaveForLater', { cookie: inStore, body: { productId: WELL_STOCKED_PRODUCT_ID, upc } }),
      await call(engine.app, 'moveSaveForLater', { cookie: inStore, params: { basketId }, body: { action: 'saveForLater', itemId: cart.items[0]!.id } }),
      await call(engine.app, 'removeSaveForLater', { cookie: inStore, params: { saveForlaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId } }),
    ];
    for (const answer of refused) {
      const body = expectError(answer, 403, 'LISTS_NOT_AVAILABLE_IN_STORE');
      expect(body.errorDetails[0]!.message).toMatch(/in store/);
    }
    // Nothing changed: the same lists (the old share link still works), the line still in the cart.
    expect(expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie }))).toEqual(favorites);
    expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie }))).toEqual(saved);
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).items).toHaveLength(1);
    // A share link is nobody's session list: readable in store too.
    expect(expectOk('getSharedFavorites', await call(engine.app, 'getSharedFavorites', { cookie: inStore, params: { favoriteId }, query: { token: shareToken } })).total).toBe(1);
  });

  it('a forged or expired associate cookie proves no associate session: the lists answer as usual', async () => {
    const cookie = await guestCookie(engine.app);
    expectOk('getFavorites', await call(engine.app, 'getFavorites', { cookie: `${cookie}; sb_associate=not-a-token` }));
    const expiring = await associateCookie(1);
    engine.clock.advance(5_000);
    expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie: `${cookie}; ${expiring}` }));
  });
});
