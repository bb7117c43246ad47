import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QTY_PER_LINE } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { signIn, signUp } from '../test-support/sign-in';
import { call, expectOk, firstVariant, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine({ passwordHashing: { memoryCost: 1024, timeCost: 1 } });
});
afterAll(async () => {
  await engine?.close();
});

describe("the Registered token exchange merges the guest's favorites and saved-for-later (guestObjects)", () => {
  it('nothing lost: products once, the same variant summed and capped; the answer names the lists; the guest keeps none', async () => {
    const { app } = engine;
    const email = `merge-${Date.now()}@example.com`;
    await signUp(app, email);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);

    // The consumer already has a favorite and 7 of a variant saved.
    const consumer = await signIn(app, email);
    expectOk('addFavorite', await call(app, 'addFavorite', { cookie: consumer.cookie, body: { id: WELL_STOCKED_PRODUCT_ID } }));
    const consumerSaved = expectOk('addSaveForLater', await call(app, 'addSaveForLater', { cookie: consumer.cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 7 } }));

    // A guest favorites the same product and another, and saves 6 of the same variant.
    const guest = await guestCookie(app);
    expectOk('addFavorite', await call(app, 'addFavorite', { cookie: guest, body: { id: WELL_STOCKED_PRODUCT_ID } }));
    const guestFavorites = expectOk('addFavorite', await call(app, 'addFavorite', { cookie: guest, body: { id: THREE_UNIT_PRODUCT_ID } }));
    const guestSaved = expectOk('addSaveForLater', await call(app, 'addSaveForLater', { cookie: guest, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 6 } }));

    const merged = await signIn(app, email, {
      guestCookie: guest, guestObjects: { favoriteId: guestFavorites.favoriteId!, saveForLaterId: guestSaved.saveForLaterId! },
    });
    const favorites = expectOk('getFavorites', await call(app, 'getFavorites', { cookie: merged.cookie }));
    expect(favorites.items.map((i) => i.id).sort()).toEqual([THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID].sort());
    expect(merged.auth.favorites?.favoriteId).toBe(favorites.favoriteId);
    const saved = expectOk('getSaveForLater', await call(app, 'getSaveForLater', { cookie: merged.cookie }));
    expect(saved.saveForLaterId).toBe(consumerSaved.saveForLaterId);
    expect(saved.items).toMatchObject([{ upc, qty: MAX_QTY_PER_LINE }]);

    expect(expectOk('getFavorites', await call(app, 'getFavorites', { cookie: guest })).total).toBe(0);
    expect(expectOk('getSaveForLater', await call(app, 'getSaveForLater', { cookie: guest })).total).toBe(0);
  });

  it("another guest's list ids in guestObjects are ignored: nothing of theirs moves", async () => {
    const { app } = engine;
    const email = `merge-foreign-${Date.now()}@example.com`;
    await signUp(app, email);
    const owner = await guestCookie(app);
    const ownersList = expectOk('addFavorite', await call(app, 'addFavorite', { cookie: owner, body: { id: WELL_STOCKED_PRODUCT_ID } }));
    const intruder = await guestCookie(app);
    const session = await signIn(app, email, { guestCookie: intruder, guestObjects: { favoriteId: ownersList.favoriteId! } });
    expect(expectOk('getFavorites', await call(app, 'getFavorites', { cookie: session.cookie })).total).toBe(0);
    expect(expectOk('getFavorites', await call(app, 'getFavorites', { cookie: owner })).total).toBe(1);
  });
});
