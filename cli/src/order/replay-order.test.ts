import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  catalogueError, trailAnswerOf, trailEntrySchema, type BasketTrail, type BasketTrailEndpoint, type CommerceError, type TrailEntry,
} from '@switchback/core';
import { anAddress, FakeCommerce, SequenceRandomSource, type FakeCommerceSession } from '@switchback/core/testing';
import { SteppingClock } from '../testing/fake-session';
import { ReplayOrder, skipReason, type ReplayShopper } from './replay-order';

const UPC_BLACK_9 = '000000000109';
const UPC_BLACK_10 = '000000000110';

const shopperOf = (session: FakeCommerceSession, coupons: string[] = []): ReplayShopper => ({
  ...session,
  wishlists: { moveSaveForLater: () => errAsync({ type: 'NetworkError', message: 'no lists in the fake' }) },
  // The fake has no promotion engine: a code entered or taken off is noted, and the cart answered as it is.
  promotions: {
    applyCoupon: ({ cartId, code }) => { coupons.push(`+${cartId}:${code}`); return session.carts.get(cartId); },
    removeCoupon: ({ cartId, code }) => { coupons.push(`-${cartId}:${code}`); return session.carts.get(cartId); },
  },
});

/** Runs calls on one shopper of the fake and records them as the API's trail would (core's trailAnswerOf). */
async function recordTrail(session: FakeCommerceSession): Promise<BasketTrail> {
  const entries: TrailEntry[] = [];
  const record = async <T,>(endpoint: BasketTrailEndpoint, path: string, body: unknown, call: ResultAsync<T, CommerceError>): Promise<T> => {
    const result = await call;
    const status = result.isOk() ? 200 : result.error.type === 'ApiError' ? result.error.statusCode : 400;
    const answer = result.isOk() ? trailAnswerOf(endpoint, 200, result.value) : { errorId: result.error.type === 'ApiError' ? result.error.errorId : 'INVALID_REQUEST' };
    entries.push({ seq: entries.length + 1, at: '2026-06-15T10:00:00.000Z', endpoint, method: 'POST', path, ...(body !== undefined ? { body } : {}), status, answer });
    return result._unsafeUnwrap();
  };
  await session.auth.guestToken();
  const cart = await record('createCart', '/api/cart/v1/cart', undefined, session.carts.create());
  const basketId = cart.basketId;
  const items = [{ productId: 'TRAILRUN01', upc: UPC_BLACK_9, qty: 1 }, { productId: 'TRAILRUN01', upc: UPC_BLACK_10, qty: 1 }];
  const added = await record('addItem', '/api/cart/v1/item', { cartId: basketId, items }, session.carts.addItems({ cartId: basketId, items }));
  const nine = added.items.find((item) => item.upc === UPC_BLACK_9)!;
  const ten = added.items.find((item) => item.upc === UPC_BLACK_10)!;
  const update = { itemId: nine.id, productId: 'TRAILRUN01', upc: UPC_BLACK_9, qty: 3 };
  await record('updateItem', `/api/cart/v1/cart/${basketId}/item`, update, session.carts.updateItem(basketId, update));
  const remove = { cartId: basketId, itemId: ten.id, upc: UPC_BLACK_10 };
  await record('removeItem', '/api/cart/v1/item', remove, session.carts.removeItem(remove));
  const { phone: _phone, ...address } = anAddress();
  await record('setShippingAddress', `/api/cart/v2/cart/${basketId}/shippingAddress`, [address],
    session.checkout.setShippingAddress(basketId, [{ ...anAddress(), email: 'ada@example.com' }]));
  await record('selectShippingMethod', '/api/cart/v1/shippingMethod', { cartId: basketId, code: 'standard' }, session.checkout.selectShippingMethod({ cartId: basketId, code: 'standard' }));
  entries.push({ seq: entries.length + 1, at: '2026-06-15T10:00:00.000Z', endpoint: 'addPaymentInstrument', method: 'POST', path: `/api/cart/v1/cart/${basketId}/paymentInstruments`, body: { payment_method_id: 'CREDIT_CARD' }, status: 200, answer: {} });
  entries.push({ seq: entries.length + 1, at: '2026-06-15T10:00:00.000Z', endpoint: 'placeOrder', method: 'PUT', path: '/api/cart/v2/checkout/order', body: { cartId: basketId }, status: 200, answer: {} });
  return { orderNumber: 'SB-000001', basketId, siteId: 'en-us', entries };
}

describe('ReplayOrder (issue 8 §4): the trail on a fresh guest', () => {
  it('maps the old basket id to the new one and old item ids to the new ones by UPC: every call answers as it did', async () => {
    const fake = new FakeCommerce();
    const trail = await recordTrail(fake.session('en-us'));
    const fresh = fake.session('en-us');
    const replay = new ReplayOrder({ trail: () => okAsync(trail) }, () => shopperOf(fresh), new SteppingClock(), new SequenceRandomSource());
    const result = (await replay.replay(trail, {}, () => {}))._unsafeUnwrap();
    expect(result.newBasketId).toBeDefined();
    expect(result.newBasketId).not.toBe(trail.basketId);
    // updateItem and removeItem named the old basket's items: with ids not mapped they would answer ITEM_NOT_FOUND.
    expect(result.calls.map((call) => [call.endpoint, call.now?.status, call.divergences])).toEqual([
      ['createCart', 200, []], ['addItem', 200, []], ['updateItem', 200, []], ['removeItem', 200, []],
      ['setShippingAddress', 200, []], ['selectShippingMethod', 200, []], ['addPaymentInstrument', undefined, []], ['placeOrder', undefined, []],
    ]);
    expect(result.diverged).toBe(false);
  });

  it('issue 9: the coupons entered and taken off are entered and taken off again, on the fresh basket', async () => {
    const fake = new FakeCommerce();
    const recorded = await recordTrail(fake.session('en-us'));
    const old = recorded.basketId;
    const coupon = (seq: number, endpoint: 'applyCoupon' | 'removeCoupon', code: string): TrailEntry => trailEntrySchema.parse({
      seq, at: '2026-06-15T10:00:00.000Z', endpoint, method: endpoint === 'applyCoupon' ? 'PUT' : 'DELETE', path: '/api/cart/v1/coupon',
      body: { cartId: old, code }, status: 200, answer: {},
    });
    const [created, ...rest] = recorded.entries;
    const trail = { ...recorded, entries: [created!, coupon(2, 'applyCoupon', 'WELCOME10'), coupon(3, 'applyCoupon', 'SAVE20'), coupon(4, 'removeCoupon', 'SAVE20'), ...rest.map((e, i) => ({ ...e, seq: i + 5 }))] };
    const entered: string[] = [];
    const fresh = fake.session('en-us');
    const replay = new ReplayOrder({ trail: () => okAsync(trail) }, () => shopperOf(fresh, entered), new SteppingClock(), new SequenceRandomSource());
    const result = (await replay.replay(trail, {}, () => {}))._unsafeUnwrap();
    const basket = result.newBasketId!;
    expect(entered).toEqual([`+${basket}:WELCOME10`, `+${basket}:SAVE20`, `-${basket}:SAVE20`]);
    expect(result.calls.slice(1, 4).map((call) => [call.endpoint, call.now?.status])).toEqual([['applyCoupon', 200], ['applyCoupon', 200], ['removeCoupon', 200]]);
  });

  it('a call refused today (out of stock) diverges, named by its seq', async () => {
    const fake = new FakeCommerce();
    const trail = await recordTrail(fake.session('en-us'));
    fake.failNext('addItems', catalogueError('ITEM_OOS'));
    const replay = new ReplayOrder({ trail: () => okAsync(trail) }, () => shopperOf(fake.session('en-us')), new SteppingClock(), new SequenceRandomSource());
    const result = (await replay.replay(trail, {}, () => {}))._unsafeUnwrap();
    expect(result.diverged).toBe(true);
    expect(result.firstDivergedSeq).toBe(2);
    expect(result.calls[1]!.divergences).toContainEqual({ kind: 'errorId', then: undefined, now: 'ITEM_OOS' });
  });

  it('stops before payment unless --place: the first payment call and every call after it are not replayed', () => {
    const entry = (seq: number, endpoint: BasketTrailEndpoint): TrailEntry => ({ seq, at: '', endpoint, method: 'POST', path: '/', status: 200, answer: {} });
    const trail = { entries: [entry(1, 'createCart'), entry(2, 'addPaymentInstrument'), entry(3, 'prepareOrder'), entry(4, 'placeOrder')] };
    expect(trail.entries.map((e) => skipReason(e, {}, trail) !== undefined)).toEqual([false, true, true, true]);
    const place = { place: { card: { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'A' } } };
    expect(trail.entries.map((e) => skipReason(e, place, trail))).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('an order without a trail cannot be replayed (ReplayImpossible, exit 1)', async () => {
    const replay = new ReplayOrder({ trail: () => okAsync({ orderNumber: 'SB-000001', basketId: 'bsk_00000001', siteId: 'en-us', entries: [] }) },
      () => shopperOf(new FakeCommerce()), new SteppingClock(), new SequenceRandomSource());
    const result = await replay.replay({ orderNumber: 'SB-000001', basketId: 'bsk_00000001', siteId: 'en-us', entries: [] }, {}, () => {});
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ReplayImpossible', orderNumber: 'SB-000001' });
  });
});
