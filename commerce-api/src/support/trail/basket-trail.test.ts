import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASKET_TRAIL_ENDPOINTS, SANDBOX_CARDS, SUPPORT_KEY_HEADER, type TrailAnswer } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../../catalog/demo-seed';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine,
} from '../../test-support/test-engine';
import { BasketTrailRecorder } from './basket-trail.recorder';
import { basketOfCall, redactTrailBody } from './trail-redaction';

const SUPPORT_KEY = 'support-key-for-the-trail-tests';
const support = { [SUPPORT_KEY_HEADER]: SUPPORT_KEY };

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine({ supportKey: SUPPORT_KEY });
});
afterAll(async () => {
  await engine?.close();
});

async function placedOrder(card: string = SANDBOX_CARDS.authorises): Promise<{ orderNumber: string; basketId: string; cookie: string; token: string }> {
  const { app } = engine;
  const cookie = await guestCookie(app);
  const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
  const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 2 }, card);
  const placed = expectOk('placeOrder', await call(app, 'placeOrder', {
    cookie, headers: { 'idempotency-key': 'idem-key-trail-secret-1' }, body: { cartId: basketId, recaptcha_response: 'captcha-answer-secret' },
  }));
  return { orderNumber: placed.orderNumber, basketId, cookie, token: cookie.split('=')[1]! };
}

describe('the basket trail (issue 8 §4)', () => {
  it('keeps one row per basket-building call, in order, with status and the key answer fields; support reads it by order number', async () => {
    const { orderNumber, basketId } = await placedOrder();
    const trail = expectOk('supportBasketTrail', await call(engine.app, 'supportBasketTrail', { params: { orderNumber }, headers: support }));
    expect(trail.basketId).toBe(basketId);
    expect(trail.siteId).toBe('en-us');
    expect(trail.entries.map((entry) => entry.endpoint)).toEqual([
      'createCart', 'addItem', 'setShippingAddress', 'selectShippingMethod', 'setBillingAddress', 'addPaymentInstrument', 'placeOrder',
    ]);
    expect(trail.entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const added = trail.entries[1]!;
    expect(added).toMatchObject({ method: 'POST', path: '/api/cart/v1/item', status: 200, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, qty: 2 }] } });
    expect(added.answer.lines).toEqual([expect.objectContaining({ productId: WELL_STOCKED_PRODUCT_ID, qty: 2, itemId: expect.any(String) as string })]);
    const placed = trail.entries[6]!;
    expect(placed.answer.total).toBeGreaterThan(0);
    expect(placed.answer.currency).toBe('USD');
    expect(placed.body).toEqual({ cartId: basketId });
    // The shipping address is kept without the e-mail and phone; the payment without the token and holder.
    const { phone: _phone, ...addressWithoutPhone } = TEST_ADDRESS;
    expect(trail.entries[2]!.body).toEqual([addressWithoutPhone]);
    expect(trail.entries[5]!.body).toEqual({ payment_method_id: 'CREDIT_CARD' });
  });

  it('a refused call is in the trail with its status and errorId', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const refused = await call(app, 'placeOrder', { cookie, body: { cartId: cart.basketId } });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const { errorId } = (refused.json() as { errorDetails: { errorId: string }[] }).errorDetails[0]!;
    const rows = (await engine.internals.db.query<{ endpoint: string; status: number; answer: TrailAnswer }>(
      'SELECT endpoint, status, answer FROM basket_trail WHERE basket_id = $1 ORDER BY id', [cart.basketId])).rows;
    expect(rows.at(-1)).toEqual({ endpoint: 'placeOrder', status: refused.statusCode, answer: { errorId } });
  });

  it('no stored row holds the guest token, the card number or its token, the captcha answer or the Idempotency-Key', async () => {
    const { app } = engine;
    const { basketId, cookie, token } = await placedOrder();
    const cardToken = await tokenizeCard(app, cookie, SANDBOX_CARDS.authorises);
    await call(app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: cardToken, holder: 'Ada Lovelace' } } });
    const rows = await engine.internals.db.query('SELECT * FROM basket_trail');
    const stored = JSON.stringify(rows.rows);
    for (const secret of [token, cardToken, SANDBOX_CARDS.authorises, 'captcha-answer-secret', 'idem-key-trail-secret-1', 'ada@example.com', TEST_ADDRESS.phone]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('the trail route needs the support key (403 SUPPORT_KEY_INVALID) and a known order (404 ORDER_NOT_FOUND)', async () => {
    const { orderNumber, cookie } = await placedOrder();
    expectError(await call(engine.app, 'supportBasketTrail', { params: { orderNumber } }), 403, 'SUPPORT_KEY_INVALID');
    expectError(await call(engine.app, 'supportBasketTrail', { params: { orderNumber }, headers: { [SUPPORT_KEY_HEADER]: 'not-the-support-key-at-all' } }), 403, 'SUPPORT_KEY_INVALID');
    // A shopper's token is not a support key.
    expectError(await call(engine.app, 'supportBasketTrail', { params: { orderNumber }, cookie }), 403, 'SUPPORT_KEY_INVALID');
    expectError(await call(engine.app, 'supportBasketTrail', { params: { orderNumber: 'NO-SUCH-ORDER' }, headers: support }), 404, 'ORDER_NOT_FOUND');
  });
});

describe('stored rows keep no secret, whatever the body (fast-check through the engine)', () => {
  it('secrets in any field of a basket call\'s body (refused 400 or not) never reach a stored row', async () => {
    const { app } = engine;
    const cookie = await guestCookie(app);
    const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
    const basketId = cart.basketId;
    const calls = [
      { name: 'addItem', body: (secret: string, field: string) => ({ cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc: '000000000000', qty: 1, [field]: secret }], [field]: secret }) },
      { name: 'setShippingAddress', params: { basketId }, body: (secret: string, field: string) => [{ ...TEST_ADDRESS, email: 'ada@example.com', recaptcha_response: secret, addressLine2: secret, [field]: secret }] },
      { name: 'addPaymentInstrument', params: { basketId }, body: (secret: string, field: string) => ({ payment_method_id: 'CREDIT_CARD', paymentCard: { token: secret, holder: secret, number: secret }, [field]: secret }) },
      { name: 'placeOrder', body: (secret: string, field: string) => ({ cartId: basketId, recaptcha_response: secret, [field]: secret }) },
    ] as const;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...calls), secretArb, fc.constantFrom(...SECRET_FIELDS), async (basketCall, secret, field) => {
      await call(app, basketCall.name, {
        cookie, headers: { 'idempotency-key': `idem-${secret.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}` },
        ...('params' in basketCall ? { params: basketCall.params } : {}),
        body: basketCall.body(secret, field),
      });
      const stored = JSON.stringify((await engine.internals.db.query('SELECT * FROM basket_trail WHERE basket_id = $1', [basketId])).rows);
      expect(stored).not.toContain(secret);
      const digits = secret.replace(/[\s-]/g, '');
      if (/^\d{12,}$/.test(digits)) expect(stored).not.toContain(digits.slice(0, 12));
    }), { numRuns: 25 });
  });
});

describe('recording never fails the shopper\'s call', () => {
  it('a failed write is logged, not thrown, and flush still resolves', async () => {
    const warn = vi.fn();
    const recorder = new BasketTrailRecorder({ insert: () => Promise.reject(new Error('disk full')) }, { warn });
    expect(() => recorder.record({ basketId: 'bsk_00000001', at: new Date(), endpoint: 'addItem', method: 'POST', path: '/x', body: undefined, status: 200, answer: {} })).not.toThrow();
    await recorder.flush();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'addItem', error: 'disk full' }), expect.any(String));
  });
});

/** Secrets a caller may put anywhere in a body: the trail must keep none of them, whatever the endpoint. */
const secretArb = fc.oneof(
  fc.stringMatching(/^tok_[A-Za-z0-9]{16,40}$/),
  fc.constantFrom(...Object.values(SANDBOX_CARDS), '4111 1111 1111 1111', '5555-5555-5555-4444'),
  // A captcha answer: long and mixing letters and digits (a word of letters only reads as a name and is kept).
  fc.stringMatching(/^captcha-[A-Za-z0-9]{12,30}$/).filter((answer) => /\d/.test(answer)),
  fc.stringMatching(/^eyJ[A-Za-z0-9_-]{20,40}\.[A-Za-z0-9_-]{10,30}$/),
);
const SECRET_FIELDS = ['token', 'number', 'cvc', 'recaptcha_response', 'paymentCard', 'paymentInstrumentId', 'holder', 'idempotencyKey', 'email', 'phone', 'access_token'];

describe('redaction is an allow-list (fast-check over bodies with secrets)', () => {
  it('no secret put in a secret field, nested or at the top, survives for any endpoint', () => {
    fc.assert(fc.property(
      fc.constantFrom(...BASKET_TRAIL_ENDPOINTS), secretArb, fc.constantFrom(...SECRET_FIELDS), fc.boolean(), fc.boolean(),
      (endpoint, secret, field, nested, asArray) => {
        const inner = { [field]: secret, paymentCard: { token: secret, holder: secret }, address: { addressLine1: '1 Main St', [field]: secret } };
        const entry = { cartId: 'bsk_00000001', payment_method_id: 'CREDIT_CARD', ...(nested ? { items: [inner], address: inner.address } : inner) };
        const body = asArray ? [entry] : entry;
        expect(JSON.stringify(redactTrailBody(endpoint, body)) ?? '').not.toContain(secret);
      }));
  });

  it('a card number typed into a kept text field (an address line) is not kept', () => {
    fc.assert(fc.property(fc.constantFrom(...Object.values(SANDBOX_CARDS), '4111 1111 1111 1111', '4111-1111-1111-1111'), fc.string({ maxLength: 10 }), (card, around) => {
      const body = [{ ...TEST_ADDRESS, addressLine1: `${around}${card}`, addressLine2: card, email: 'a@example.com' }];
      expect(JSON.stringify(redactTrailBody('setShippingAddress', body))).not.toContain(card.replace(/\D/g, '').slice(0, 12));
    }));
  });

  it("a call's basket is the path's basketId, the body's cartId or basketId, or createCart's answer", () => {
    expect(basketOfCall('updateItem', { basketId: 'bsk_00000001' }, {}, undefined)).toBe('bsk_00000001');
    expect(basketOfCall('addItem', {}, { cartId: 'bsk_00000002' }, undefined)).toBe('bsk_00000002');
    expect(basketOfCall('prepareOrder', {}, { basketId: 'bsk_00000003' }, undefined)).toBe('bsk_00000003');
    expect(basketOfCall('createCart', {}, {}, { basketId: 'bsk_00000004' })).toBe('bsk_00000004');
    expect(basketOfCall('addItem', {}, { cartId: 'x' }, undefined)).toBeUndefined();
    expect(basketOfCall('getCart', { basketId: 'bsk_00000001' }, {}, undefined)).toBeUndefined();
  });
});
