import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineLimit } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { signIn, signUp } from '../test-support/sign-in';
import { call, expectError, expectOk, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
let variants: { upc: string; stock: number }[];
let n = 0;

beforeAll(async () => {
  engine = await startTestEngine({ passwordHashing: { memoryCost: 1024, timeCost: 1 } });
  const inventory = expectOk('productInventory', await call(engine.app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
  variants = inventory.variants.filter((v) => v.quantity > 0).slice(0, 4).map((v) => ({ upc: v.upc, stock: v.quantity }));
});
afterAll(async () => {
  await engine?.close();
});

type Lines = ReadonlyMap<string, number>;

/** A cart of `lines` for the principal of `cookie` (none when there are no lines). */
async function cartWith(cookie: string, lines: Lines): Promise<string | undefined> {
  if (lines.size === 0) return undefined;
  const basketId = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} })).basketId;
  const items = [...lines].map(([upc, qty]) => ({ productId: WELL_STOCKED_PRODUCT_ID, upc, qty }));
  expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items } }));
  return basketId;
}

const linesOf = (cart: { items: readonly { upc: string; qty: number }[] }): Map<string, number> => new Map(cart.items.map((i) => [i.upc, i.qty]));

/** Random lines over the product's in-stock variants, each within what a cart line may hold. */
const linesArbitrary = () => fc.uniqueArray(fc.nat(3), { maxLength: 4 }).chain((indexes) =>
  fc.tuple(...indexes.map((i) => fc.integer({ min: 1, max: lineLimit(variants[i % variants.length]!.stock) }).map((qty) => [variants[i % variants.length]!.upc, qty] as const)))
    .map((pairs) => new Map(pairs) as Lines));

describe('the sign-in merge, a model test through the real API (issue 7 §3)', () => {
  it('random guest and consumer carts: nothing lost, same variant summed and capped, guest cart gone, a replay changes nothing', async () => {
    await fc.assert(fc.asyncProperty(linesArbitrary(), linesArbitrary(), async (consumerLines, guestLines) => {
      const email = `model.${(n += 1)}@example.com`;
      await signUp(engine.app, email);
      const consumer = await signIn(engine.app, email);
      await cartWith(consumer.cookie, consumerLines);
      const guest = await guestCookie(engine.app);
      const guestBasket = await cartWith(guest, guestLines);

      const merged = await signIn(engine.app, email, { guestCookie: guest, guestObjects: guestBasket ? { basketId: guestBasket } : {} });
      if (consumerLines.size === 0 && guestLines.size === 0) {
        expect(merged.auth.basketId).toBeUndefined();
        return;
      }
      const cart = linesOf(expectOk('getCart', await call(engine.app, 'getCart', { cookie: merged.cookie, params: { basketId: merged.auth.basketId! } })));
      // Nothing lost: every variant of either side is in the consumer's cart, and nothing else.
      expect(new Set(cart.keys())).toEqual(new Set([...consumerLines.keys(), ...guestLines.keys()]));
      for (const { upc, stock } of variants) {
        const c = consumerLines.get(upc) ?? 0;
        const g = guestLines.get(upc) ?? 0;
        if (c + g === 0) continue;
        const q = cart.get(upc)!;
        expect(q).toBeGreaterThanOrEqual(Math.max(c, g));
        expect(q).toBeLessThanOrEqual(Math.max(lineLimit(stock), c, g));
        if (c + g <= lineLimit(stock)) expect(q).toBe(c + g);
      }
      // The guest's cart is no longer the guest's: merged away it is INVALID_CUSTOMER to them (issue 10 §8), taken over
      // as the consumer's cart it is someone else's (404).
      if (guestBasket !== undefined) {
        const mergedAway = merged.auth.basketId !== guestBasket;
        expectError(await call(engine.app, 'getCart', { cookie: guest, params: { basketId: guestBasket } }), mergedAway ? 409 : 404, mergedAway ? 'INVALID_CUSTOMER' : 'CART_NOT_FOUND');
      }
      // Replay: the same guest and basket id again (a new code) change nothing.
      const again = await signIn(engine.app, email, { guestCookie: guest, guestObjects: guestBasket ? { basketId: guestBasket } : {} });
      expect(again.auth.basketId).toBe(merged.auth.basketId);
      const after = linesOf(expectOk('getCart', await call(engine.app, 'getCart', { cookie: again.cookie, params: { basketId: again.auth.basketId! } })));
      expect(after).toEqual(cart);
    }), { numRuns: 15 });
  }, 120_000);
});
