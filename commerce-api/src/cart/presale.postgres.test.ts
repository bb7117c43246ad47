import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESALE_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, type TestEngine,
} from '../test-support/test-engine';

/** storefront-experience §6: "Anonymous users see Sign in to buy for presale products. Logged-in user: can add presale products." */
describePostgres('presale products on real PostgreSQL', (url) => {
  let engine: TestEngine;
  let presaleUpc: string;
  let otherUpc: string;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
    presaleUpc = await firstVariant(engine.app, PRESALE_PRODUCT_ID);
    otherUpc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const cartOf = async (cookie: string) => {
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc: otherUpc, qty: 1 }] } }));
    return basketId;
  };
  const linesOf = async (cookie: string, basketId: string) =>
    expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } })).items.map((i) => `${i.upc}×${i.qty}`);

  it('the product details say presale (the storefront shows Sign in to buy); other products do not', async () => {
    expect(expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: PRESALE_PRODUCT_ID } })).presale).toBe(true);
    expect(expectOk('productDetails', await call(engine.app, 'productDetails', { params: { productId: WELL_STOCKED_PRODUCT_ID } })).presale).toBe(false);
  });

  describe('a guest', () => {
    it('adding a presale product is refused 403 PRESALE_SIGN_IN_REQUIRED; the basket is unchanged', async () => {
      const cookie = await guestCookie(engine.app);
      const basketId = await cartOf(cookie);
      const before = await linesOf(cookie, basketId);
      const refused = expectError(await call(engine.app, 'addItem', {
        cookie, body: { cartId: basketId, items: [{ productId: PRESALE_PRODUCT_ID, upc: presaleUpc, qty: 1 }] },
      }), 403, 'PRESALE_SIGN_IN_REQUIRED');
      expect(refused.errorDetails[0]).toMatchObject({
        message: 'Sign in to buy this product: it is sold before its release to members.', field: 'upc',
      });
      expect(await linesOf(cookie, basketId)).toEqual(before);
    });

    it('a cart made with a presale line (cartWithItem) is refused too, and no cart is left behind', async () => {
      const cookie = await guestCookie(engine.app);
      const carts = async () => (await engine.internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM carts')).rows[0]!.n;
      const before = await carts();
      expectError(await call(engine.app, 'cartWithItem', {
        cookie, body: { items: [{ productId: PRESALE_PRODUCT_ID, upc: presaleUpc, qty: 1 }] },
      }), 403, 'PRESALE_SIGN_IN_REQUIRED');
      expect(await carts()).toBe(before);
    });

    it('may save a presale product for later, but moving it to the cart is refused: it stays saved', async () => {
      const cookie = await guestCookie(engine.app);
      const basketId = await cartOf(cookie);
      const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: PRESALE_PRODUCT_ID, upc: presaleUpc } }));
      expectError(await call(engine.app, 'moveSaveForLater', {
        cookie, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId },
      }), 403, 'PRESALE_SIGN_IN_REQUIRED');
      expect(await linesOf(cookie, basketId)).toEqual([`${otherUpc}×1`]);
      expect(expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie })).items).toMatchObject([{ upc: presaleUpc, qty: 1 }]);
    });
  });

  describe('a signed-in consumer', () => {
    it('adds a presale product like any other', async () => {
      const { cookie } = await consumerCookie(engine);
      const basketId = await cartOf(cookie);
      const cart = expectOk('addItem', await call(engine.app, 'addItem', {
        cookie, body: { cartId: basketId, items: [{ productId: PRESALE_PRODUCT_ID, upc: presaleUpc, qty: 1 }] },
      }));
      expect(cart.items.map((i) => `${i.upc}×${i.qty}`).sort()).toEqual([`${otherUpc}×1`, `${presaleUpc}×1`].sort());
    });

    it('moves a saved presale product to the cart', async () => {
      const { cookie } = await consumerCookie(engine);
      const basketId = await cartOf(cookie);
      const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: PRESALE_PRODUCT_ID, upc: presaleUpc } }));
      const moved = expectOk('moveSaveForLater', await call(engine.app, 'moveSaveForLater', {
        cookie, params: { basketId }, body: { action: 'moveToCart', saveForLaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId },
      }));
      expect(moved.cart.items.map((i) => i.upc)).toContain(presaleUpc);
    });
  });
});
