import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, tokenizeCard, type TestEngine } from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

const cartOf = async (cookie: string, basketId: string) => expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));

describe('several payment instruments per cart (issue 9 §3)', () => {
  it('the card pays the whole total when it is alone: its amount is remainingToPay, and the order lists it with that amount', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const cart = await cartOf(cookie, basketId);
    expect(cart.totals.remainingToPay).toBe(cart.totals.total);
    expect(cart.payment_instruments).toEqual([expect.objectContaining({ payment_method_id: 'CREDIT_CARD', amount: cart.totals.total })]);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.paymentMethods).toEqual([expect.objectContaining({ code: 'CREDIT_CARD', last4: '1111', amount: cart.totals.total })]);
  });

  it('a new card replaces the cart\'s card: at most one card per cart', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const token = await tokenizeCard(app, cookie, '5555555555554444');
    const cart = expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    expect(cart.payment_instruments).toHaveLength(1);
    expect(cart.payment_instruments[0]).toMatchObject({ payment_method_id: 'CREDIT_CARD', card: { last4: '4444' } });
  });

  it('removing an instrument takes it off the cart; then a card is needed again (PAYMENT_MISSING)', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const id = (await cartOf(cookie, basketId)).payment_instruments[0]!.payment_instrument_id;
    const cart = expectOk('removePaymentInstrument', await call(app, 'removePaymentInstrument', { cookie, params: { basketId }, body: { payment_instrument_id: id } }));
    expect(cart.payment_instruments).toEqual([]);
    expect(cart.totals.remainingToPay).toBe(cart.totals.total);
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'PAYMENT_MISSING');
  });

  it('an instrument the cart does not hold is PAYMENT_INSTRUMENT_NOT_FOUND naming payment_instrument_id; another guest\'s cart is not found', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const answer = expectError(await call(app, 'removePaymentInstrument', { cookie, params: { basketId }, body: { payment_instrument_id: 'pi_nosuchone' } }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    expect(answer.errorDetails[0]!.field).toBe('payment_instrument_id');
    const id = (await cartOf(cookie, basketId)).payment_instruments[0]!.payment_instrument_id;
    const intruder = await guestCookie(app);
    expectError(await call(app, 'removePaymentInstrument', { cookie: intruder, params: { basketId }, body: { payment_instrument_id: id } }), 404, 'CART_NOT_FOUND');
    expect((await cartOf(cookie, basketId)).payment_instruments).toHaveLength(1);
  });
});
