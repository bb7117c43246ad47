import { afterAll, beforeAll, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';

describePostgres('moving lines between the cart and saved-for-later on real PostgreSQL', (url) => {
  let engine: TestEngine;
  let upc: string;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url);
    upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  });
  afterAll(async () => {
    await engine?.close();
  });

  const cartWith = async (cookie: string, qty: number) => {
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    const cart = expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty }] } }));
    return { basketId, itemId: cart.items[0]!.id };
  };
  const units = async (cookie: string, basketId: string) => {
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    const saved = expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie }));
    return {
      cart: cart.items.filter((i) => i.upc === upc).reduce((n, i) => n + i.qty, 0),
      saved: saved.items.filter((i) => i.upc === upc).reduce((n, i) => n + i.qty, 0),
    };
  };

  it('8 concurrent moves of one cart line: one moves it, the others find it gone (404); it is saved once', async () => {
    const cookie = await guestCookie(engine.app);
    const { basketId, itemId } = await cartWith(cookie, 3);
    const responses = await Promise.all(Array.from({ length: 8 }, () =>
      call(engine.app, 'moveSaveForLater', { cookie, params: { basketId }, body: { action: 'saveForLater', itemId } })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'ITEM_NOT_FOUND');
    expect(await units(cookie, basketId)).toEqual({ cart: 0, saved: 3 });
  });

  it('8 concurrent moves of one saved item into the cart: it arrives once', async () => {
    const cookie = await guestCookie(engine.app);
    const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 } }));
    const body = { action: 'moveToCart', saveForLaterId: saved.saveForLaterId!, itemId: saved.items[0]!.itemId } as const;
    const responses = await Promise.all(Array.from({ length: 8 }, () => call(engine.app, 'moveSaveForLater', { cookie, params: { basketId }, body })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'SAVE_FOR_LATER_ITEM_NOT_FOUND');
    expect(await units(cookie, basketId)).toEqual({ cart: 2, saved: 0 });
  });

  it('moves in both directions at once, round after round: the units of the variant are never lost or doubled', async () => {
    const cookie = await guestCookie(engine.app);
    const { basketId } = await cartWith(cookie, 2);
    expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 } }));
    for (let round = 0; round < 10; round += 1) {
      const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
      const saved = expectOk('getSaveForLater', await call(engine.app, 'getSaveForLater', { cookie }));
      const requests = [
        ...cart.items.map((i) => ({ action: 'saveForLater' as const, itemId: i.id })),
        ...saved.items.map((i) => ({ action: 'moveToCart' as const, saveForLaterId: saved.saveForLaterId!, itemId: i.itemId })),
      ];
      const responses = await Promise.all(requests.map((body) => call(engine.app, 'moveSaveForLater', { cookie, params: { basketId }, body })));
      for (const r of responses) expect(r.statusCode, r.body).toBeLessThan(500);
      const now = await units(cookie, basketId);
      expect(now.cart + now.saved).toBe(3);
    }
  });
});
