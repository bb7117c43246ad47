import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_CARDS, SANDBOX_PAY_LATER, SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS,
} from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, type TestEngine,
} from '../test-support/test-engine';
import { answerChallenge } from '../test-support/three-ds';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine({ payments: { fraudRule: { maxOrders: 2, windowMinutes: 10, denyList: ['denied-device-0001'] }, threeDsChallengeMinutes: 15 } });
});
afterAll(async () => {
  await engine?.close();
});

const inventoryOf = async (app: FastifyInstance, upc: string): Promise<number> => {
  const inventory = expectOk('productInventory', await call(app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }));
  return inventory.variants.find((v) => v.upc === upc)!.quantity;
};

async function placeChallenged(card: string = SANDBOX_THREE_DS_CARDS.challenge) {
  const { app } = engine;
  const cookie = await guestCookie(app);
  const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
  const before = await inventoryOf(app, upc);
  const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 }, card);
  const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
  return { app, cookie, upc, before, basketId, placed };
}

const sandboxAuthorisation = async (reference: string) =>
  (await engine.internals.db.query<{ status: string }>('SELECT status FROM sandbox_authorisations WHERE reference = $1', [reference])).rows[0]?.status;

describe('3-D Secure (issue 10 §3)', () => {
  it('a challenge card answers 200: the order waits (AWAITING_AUTHENTICATION), flash PaymentNotAuthorized with the challenge, stock held, nothing captured', async () => {
    const { app, upc, before, placed } = await placeChallenged();
    expect(placed.order.status).toBe('AWAITING_AUTHENTICATION');
    expect(placed.flash).toEqual([expect.objectContaining({ type: 'PaymentNotAuthorized', challengeUrl: expect.stringMatching(/^\/sandbox\/three-ds\//) })]);
    expect(await inventoryOf(app, upc)).toBe(before - 2);
    expect(await sandboxAuthorisation(placed.orderNumber)).toBe('PENDING_AUTHENTICATION');
  });

  it('approving with the code and patching the signed result places the order: CREATED with a history row; patching again answers the same', async () => {
    const { app, cookie, upc, before, placed } = await placeChallenged();
    const wrong = await answerChallenge(app, cookie, placed, { decision: 'approve', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const answer = await answerChallenge(app, cookie, placed, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode });
    expect(answer.statusCode, answer.body).toBe(200);
    const { threeDS2Result } = answer.json() as { threeDS2Result: string };
    const body = { code: 'CREDIT_CARD' as const, additionalData: { threeDS2Result } };
    const patched = expectOk('patchOrder', await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }));
    expect(patched.order.status).toBe('CREATED');
    expect(patched.order.statusHistory.map((h) => h.status)).toEqual(['AWAITING_AUTHENTICATION', 'CREATED']);
    expect(await sandboxAuthorisation(placed.orderNumber)).toBe('AUTHORISED');
    const again = expectOk('patchOrder', await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }));
    expect(again.order.statusHistory).toEqual(patched.order.statusHistory);
    expect(await inventoryOf(app, upc)).toBe(before - 2);
  });

  it('a failed challenge resets the order: PAYMENT_AUTHENTICATION_FAILED, CANCELLED, stock back, authorisation voided; patching again answers the same', async () => {
    const { app, cookie, upc, before, placed } = await placeChallenged();
    const answer = await answerChallenge(app, cookie, placed, { decision: 'fail' });
    const { threeDS2Result } = answer.json() as { threeDS2Result: string };
    const body = { code: 'CREDIT_CARD' as const, additionalData: { threeDS2Result } };
    expectError(await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }), 402, 'PAYMENT_AUTHENTICATION_FAILED');
    const order = expectOk('getOrder', await call(app, 'getOrder', { cookie, params: { orderId: placed.orderNumber } }));
    expect(order.status).toBe('CANCELLED');
    expect(order.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SYSTEM', reason: 'Payment authentication failed' });
    expect(await inventoryOf(app, upc)).toBe(before);
    expect(await sandboxAuthorisation(placed.orderNumber)).toBe('VOIDED');
    expectError(await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }), 402, 'PAYMENT_AUTHENTICATION_FAILED');
    expect(await inventoryOf(app, upc)).toBe(before);
  });

  it('a forged result (approved but not signed by the bank) is a failure and resets the order', async () => {
    const { app, cookie, upc, before, placed } = await placeChallenged();
    const approved = await answerChallenge(app, cookie, placed, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode });
    const [payload] = (approved.json() as { threeDS2Result: string }).threeDS2Result.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    expectError(await call(app, 'patchOrder', {
      cookie, params: { orderNumber: placed.orderNumber }, body: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: forged } },
    }), 402, 'PAYMENT_AUTHENTICATION_FAILED');
    expect(await inventoryOf(app, upc)).toBe(before);
  });

  it('a card that declines after the challenge fails even with an approved result', async () => {
    const { app, cookie, placed } = await placeChallenged(SANDBOX_THREE_DS_CARDS.challengeDeclines);
    const approved = await answerChallenge(app, cookie, placed, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode });
    const { threeDS2Result } = approved.json() as { threeDS2Result: string };
    expectError(await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } }),
      402, 'PAYMENT_AUTHENTICATION_FAILED');
  });

  it('an order not waiting is ORDER_NOT_AWAITING_AUTHENTICATION; another principal\'s order is 404', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.flash).toEqual([]);
    const body = { code: 'CREDIT_CARD' as const, additionalData: { threeDS2Result: 'x.y' } };
    expectError(await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }), 409, 'ORDER_NOT_AWAITING_AUTHENTICATION');
    const challenged = await placeChallenged();
    const stranger = await guestCookie(app);
    expectError(await call(app, 'patchOrder', { cookie: stranger, params: { orderNumber: challenged.placed.orderNumber }, body }), 404, 'ORDER_NOT_FOUND');
  });

  it('an abandoned challenge lapses after the configured minutes: the next touch resets it (stock back)', async () => {
    const { app, cookie, upc, before, placed } = await placeChallenged();
    engine.clock.advance(14 * 60_000);
    expect(expectOk('getOrder', await call(app, 'getOrder', { cookie, params: { orderId: placed.orderNumber } })).status).toBe('AWAITING_AUTHENTICATION');
    engine.clock.advance(60_000);
    const order = expectOk('getOrder', await call(app, 'getOrder', { cookie, params: { orderId: placed.orderNumber } }));
    expect(order.status).toBe('CANCELLED');
    expect(order.statusHistory.at(-1)?.reason).toBe('Payment authentication not completed in time');
    expect(await inventoryOf(app, upc)).toBe(before);
  });
});

describe('buy now pay later (issue 10 §3)', () => {
  async function payLaterCart(lastName: string) {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} })).basketId;
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
    expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: { ...TEST_ADDRESS, lastName } } }));
    return { app, cookie, basketId };
  }

  it('pay later pays the remainder in 4 instalments that sum to it; the order is placed with it and no card', async () => {
    const { app, cookie, basketId } = await payLaterCart('Lovelace');
    const cart = expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'PAY_LATER' } }));
    const instrument = cart.payment_instruments.find((pi) => pi.payment_method_id === 'PAY_LATER');
    expect(instrument).toMatchObject({ amount: cart.totals.remainingToPay, payLater: { provider: SANDBOX_PAY_LATER.provider, instalments: 4 } });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.status).toBe('CREATED');
    expect(placed.order.paymentMethods).toEqual([expect.objectContaining({ code: 'PAY_LATER', amount: placed.order.totals.total })]);
    const plan = (await engine.internals.db.query<{ instalments: { amount: number }[]; status: string }>(
      'SELECT instalments, status FROM sandbox_pay_later_plans WHERE reference = $1', [placed.orderNumber])).rows[0]!;
    expect(plan.status).toBe('APPROVED');
    expect(plan.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(placed.order.totals.total);
    // Cancelling the order voids the plan.
    expectOk('cancelOrder', await call(app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    const voided = (await engine.internals.db.query<{ status: string }>('SELECT status FROM sandbox_pay_later_plans WHERE reference = $1', [placed.orderNumber])).rows[0]!;
    expect(voided.status).toBe('VOIDED');
  });

  it('the declining test identity is PAY_LATER_DECLINED (PAY400) and nothing is added', async () => {
    const { app, cookie, basketId } = await payLaterCart(SANDBOX_PAY_LATER.declinedLastName);
    const refused = expectError(await call(app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'PAY_LATER' } }), 402, 'PAY_LATER_DECLINED');
    expect(refused.errorDetails[0]!.code).toBe('PAY400');
    const cart = expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.payment_instruments).toEqual([]);
  });

  it('the payment methods offer pay later', async () => {
    const { app, cookie, basketId } = await payLaterCart('Lovelace');
    const methods = expectOk('paymentMethods', await call(app, 'paymentMethods', { cookie, params: { basketId } }));
    expect(methods.applicablePaymentMethods.map((m) => m.id)).toContain('PAY_LATER');
  });
});

describe('device fingerprint and the sandbox fraud rule (issue 10 §3)', () => {
  async function cartWithFingerprint(fingerprint: string, cookie?: string) {
    const { app } = engine;
    const shopper = cookie ?? await guestCookie(app);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const basketId = await readyCart(app, shopper, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }, SANDBOX_CARDS.authorises);
    expectOk('deviceFingerPrint', await call(app, 'deviceFingerPrint', { cookie: shopper, body: { basketId, fingerprint } }));
    return { app, cookie: shopper, basketId, upc };
  }

  it('the fingerprint is kept with the cart and copied to the order', async () => {
    const { app, cookie, basketId } = await cartWithFingerprint('device-kept-0001');
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const row = (await engine.internals.db.query<{ device_fingerprint: string }>('SELECT device_fingerprint FROM orders WHERE order_number = $1', [placed.orderNumber])).rows[0]!;
    expect(row.device_fingerprint).toBe('device-kept-0001');
  });

  it('another principal\'s cart is CART_NOT_FOUND; a malformed fingerprint is INVALID_REQUEST', async () => {
    const { app, basketId } = await cartWithFingerprint('device-owner-0001');
    const stranger = await guestCookie(app);
    expectError(await call(app, 'deviceFingerPrint', { cookie: stranger, body: { basketId, fingerprint: 'device-stranger-01' } }), 404, 'CART_NOT_FOUND');
    const bad = await call(app, 'deviceFingerPrint', { cookie: stranger, body: { basketId, fingerprint: 'x' } });
    expect(bad.statusCode).toBe(400);
  });

  it('a deny-listed fingerprint: PAYMENT_FRAUD_VERIFICATION_EXCEPTION and nothing is placed (stock unchanged)', async () => {
    const { app, cookie, basketId, upc } = await cartWithFingerprint('denied-device-0001');
    const before = await inventoryOf(app, upc);
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }), 402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
    expect(await inventoryOf(app, upc)).toBe(before);
    expect(expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId } })).basketId).toBe(basketId);
  });

  it('more than N orders from one fingerprint within M minutes: the next is refused; after the window it is accepted', async () => {
    const fingerprint = 'device-busy-0001';
    for (let i = 0; i < 2; i++) {
      const { app, cookie, basketId } = await cartWithFingerprint(fingerprint);
      expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    }
    const third = await cartWithFingerprint(fingerprint);
    expectError(await call(third.app, 'placeOrder', { cookie: third.cookie, body: { cartId: third.basketId } }), 402, 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION');
    engine.clock.advance(11 * 60_000);
    expectOk('placeOrder', await call(third.app, 'placeOrder', { cookie: third.cookie, body: { cartId: third.basketId } }));
  });
});
