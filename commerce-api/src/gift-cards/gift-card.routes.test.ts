import { GIFT_CARD_HOLD_MINUTES, SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS } from '@switchback/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardProductId, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine,
} from '../test-support/test-engine';
import { answerChallenge, threeDS2ResultOf } from '../test-support/three-ds';

let engine: TestEngine;
let app: FastifyInstance;
beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
  app = engine.app;
});
afterAll(async () => {
  await engine?.close();
});

const MINUTE = 60_000;

async function issue(amount: number, options: { currency?: 'USD' | 'EUR' | 'GBP'; expiresAt?: string } = {}) {
  return expectOk('supportIssueGiftCard', await call(app, 'supportIssueGiftCard', {
    headers: SUPPORT_HEADERS, body: { amount, currency: options.currency ?? 'USD', ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}) },
  }));
}

const balanceOf = async (cookie: string, card: { number: string; pin: string }) =>
  expectOk('giftCardBalance', await call(app, 'giftCardBalance', { cookie, body: { number: card.number, pin: card.pin } })).balance;

const payWith = (cookie: string, basketId: string, card: { number: string; pin: string }, amount?: number) =>
  call(app, 'addPaymentInstrument', {
    cookie, params: { basketId }, body: { payment_method_id: 'GIFT_CARD', giftCard: { number: card.number, pin: card.pin }, ...(amount ? { amount } : {}) },
  });

const getCart = async (cookie: string, basketId: string) => expectOk('getCart', await call(app, 'getCart', { cookie, params: { basketId } }));

/** A cart ready to order except for payment: an item, shipping, billing, no card. */
async function cartWithoutCard(cookie: string, line?: { productId: string; upc: string; qty: number }): Promise<string> {
  const basketId = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} })).basketId;
  const item = line ?? { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 };
  expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [item] } }));
  expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
  expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
  expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
  return basketId;
}

async function addCard(cookie: string, basketId: string, number = '4111111111111111'): Promise<void> {
  const token = await tokenizeCard(app, cookie, number);
  expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
    cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
  }));
}

/** The outbox's mails (file names start with the test clock's time, so their order is not the sending order). */
const outboxMails = (): string[] => {
  const dir = join(engine.dataDir!, 'outbox');
  try {
    return readdirSync(dir).sort().map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
};

/** The gift-card mails of an order: the first one sent when it was placed, then the resent ones (they say they replace it). */
const mailsOf = (orderNumber: string) => {
  const mails = outboxMails().filter((mail) => mail.includes(orderNumber));
  const isResent = (mail: string) => /replaces any earlier one|remplace tout message/.test(mail.replace(/=\r?\n/g, ''));
  return { first: mails.filter((mail) => !isResent(mail)), resent: mails.filter(isResent) };
};

/** The cards of a gift-card mail: number (spaced in fours in the mail) and PIN. */
const cardsIn = (mail: string): { number: string; pin: string }[] =>
  [...mail.matchAll(/(?:Gift card|Carte cadeau) ([\d ]{19})\r?\n(?:PIN|Code PIN) ?: (\d{6})/g)].map((m) => ({ number: m[1]!.replace(/ /g, ''), pin: m[2]! }));

describe('support issues gift cards (POST /support/v1/giftcards)', () => {
  it('without the support key: 403 SUPPORT_KEY_INVALID; with it: a 16-digit number and a PIN, answered once', async () => {
    expectError(await call(app, 'supportIssueGiftCard', { body: { amount: 1000, currency: 'USD' } }), 403, 'SUPPORT_KEY_INVALID');
    const card = await issue(1000);
    expect(card.number).toMatch(/^\d{16}$/);
    expect(card.pin).toMatch(/^\d{6}$/);
    expect(card).toMatchObject({ balance: 1000, currency: 'USD', expiresAt: null });
    const other = await issue(1000);
    expect(other.number).not.toBe(card.number);
  });
});

describe('POST /cart/v1/giftcard/balance', () => {
  it('answers the balance and the last four digits only', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(2_500);
    const answer = expectOk('giftCardBalance', await call(app, 'giftCardBalance', { cookie, body: { number: card.number, pin: card.pin } }));
    expect(answer).toEqual({ maskedNumber: `•••• ${card.number.slice(-4)}`, balance: 2_500, currency: 'USD', expiresAt: null });
  });

  it('a wrong PIN and an unknown number get the same answer, GC_INVALID2', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(2_500);
    const wrongPin = expectError(await call(app, 'giftCardBalance', { cookie, body: { number: card.number, pin: card.pin === '000000' ? '111111' : '000000' } }), 400, 'GC_INVALID2');
    const unknown = expectError(await call(app, 'giftCardBalance', { cookie, body: { number: '9999888877776666', pin: card.pin } }), 400, 'GC_INVALID2');
    const { correlationId: _a, ...first } = wrongPin as unknown as Record<string, unknown>;
    const { correlationId: _b, ...second } = unknown as unknown as Record<string, unknown>;
    expect(first).toEqual(second);
  });

  it('an expired card is GC_EXPIRED', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(2_500, { expiresAt: new Date(engine.clock.now().getTime() + MINUTE).toISOString() });
    expect(await balanceOf(cookie, card)).toBe(2_500);
    engine.clock.advance(2 * MINUTE);
    expectError(await call(app, 'giftCardBalance', { cookie, body: { number: card.number, pin: card.pin } }), 409, 'GC_EXPIRED');
  });

  it('is rate-limited per client like sign-in, and so is adding a gift card (at the tokeniser\'s limit)', async () => {
    const limited = await startTestEngine({ rateLimits: { auth: 2, tokenize: 2 } });
    try {
      const cookie = await guestCookie(limited.app);
      const body = { number: '9999888877776666', pin: '1234' };
      for (let i = 0; i < 2; i++) expectError(await call(limited.app, 'giftCardBalance', { cookie, body }), 400, 'GC_INVALID2');
      expect((await call(limited.app, 'giftCardBalance', { cookie, body })).statusCode).toBe(429);
      const basketId = expectOk('createCart', await call(limited.app, 'createCart', { cookie, body: {} })).basketId;
      const add = () => call(limited.app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'GIFT_CARD', giftCard: body } });
      for (let i = 0; i < 2; i++) expectError(await add(), 400, 'GC_INVALID2');
      expect((await add()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('paying with a gift card (payment_method_id GIFT_CARD)', () => {
  it('refuses a wrong PIN (GC_INVALID2), another currency (GC_NOT_ALLOWED), an expired card (GC_EXPIRED) and the same card twice (GC_ALREADY_APPLIED)', async () => {
    const cookie = await guestCookie(app);
    const basketId = await cartWithoutCard(cookie);
    const card = await issue(1_000);
    expectError(await payWith(cookie, basketId, { number: card.number, pin: card.pin === '000000' ? '111111' : '000000' }), 400, 'GC_INVALID2');
    expectError(await payWith(cookie, basketId, await issue(1_000, { currency: 'EUR' })), 409, 'GC_NOT_ALLOWED');
    const expiring = await issue(1_000, { expiresAt: new Date(engine.clock.now().getTime() + MINUTE).toISOString() });
    engine.clock.advance(2 * MINUTE);
    expectError(await payWith(cookie, basketId, expiring), 409, 'GC_EXPIRED');
    expectOk('addPaymentInstrument', await payWith(cookie, basketId, card));
    expectError(await payWith(cookie, basketId, card), 409, 'GC_ALREADY_APPLIED');
    expect((await getCart(cookie, basketId)).payment_instruments).toHaveLength(1);
  });

  it('a spent card is GC_ZERO_BALANCE', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(500);
    const first = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 });
    expectOk('addPaymentInstrument', await payWith(cookie, first, card));
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: first } }));
    expect(await balanceOf(cookie, card)).toBe(0);
    const second = await cartWithoutCard(cookie);
    expectError(await payWith(cookie, second, card), 409, 'GC_ZERO_BALANCE');
  });

  it('cannot pay for gift-card products (GC_NOT_ALLOWED)', async () => {
    const cookie = await guestCookie(app);
    const productId = giftCardProductId(50);
    const basketId = await cartWithoutCard(cookie, { productId, upc: await firstVariant(app, productId), qty: 1 });
    expect((await getCart(cookie, basketId)).items[0]!.isDigitalProduct).toBe(true);
    expectError(await payWith(cookie, basketId, await issue(1_000)), 409, 'GC_NOT_ALLOWED');
  });

  it('a gift-card product added after the gift card: prepareOrder and placeOrder both answer GC_NOT_ALLOWED, nothing held or spent', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(1_000);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 });
    expectOk('addPaymentInstrument', await payWith(cookie, basketId, card));
    const productId = giftCardProductId(25);
    expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId, upc: await firstVariant(app, productId), qty: 1 }] } }));
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'GC_NOT_ALLOWED');
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }), 409, 'GC_NOT_ALLOWED');
    expect(await balanceOf(cookie, card)).toBe(1_000);
  });

  it('partial payment: the card pays min(balance, requested amount, what is left); remainingToPay is the rest, paid by the card', async () => {
    const cookie = await guestCookie(app);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 });
    const total = (await getCart(cookie, basketId)).totals.total;
    const small = await issue(2_000);
    const big = await issue(100_000);
    let cart = expectOk('addPaymentInstrument', await payWith(cookie, basketId, small));
    expect(cart.totals.remainingToPay).toBe(total - 2_000);
    cart = expectOk('addPaymentInstrument', await payWith(cookie, basketId, big, 1_500));
    expect(cart.totals.remainingToPay).toBe(total - 3_500);
    const byKind = (kind: string) => cart.payment_instruments.filter((pi) => pi.payment_method_id === kind).map((pi) => pi.amount);
    expect(byKind('GIFT_CARD')).toEqual([2_000, 1_500]);
    expect(byKind('CREDIT_CARD')).toEqual([total - 3_500]);
    expect(cart.payment_instruments.find((pi) => pi.payment_method_id === 'GIFT_CARD')).toMatchObject({
      giftCard: { maskedNumber: `•••• ${small.number.slice(-4)}`, last4: small.number.slice(-4), balance: 2_000 },
    });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.paymentMethods.map((m) => [m.code, m.amount])).toEqual([['CREDIT_CARD', total - 3_500], ['GIFT_CARD', 2_000], ['GIFT_CARD', 1_500]]);
    expect(await balanceOf(cookie, small)).toBe(0);
    expect(await balanceOf(cookie, big)).toBe(100_000 - 1_500);
    expect(JSON.stringify(placed)).not.toContain(small.number);
  });

  it('full payment: no card needed, none authorised', async () => {
    const cookie = await guestCookie(app);
    const basketId = await cartWithoutCard(cookie);
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId } }), 409, 'PAYMENT_MISSING');
    const card = await issue(100_000);
    const cart = expectOk('addPaymentInstrument', await payWith(cookie, basketId, card));
    expect(cart.totals.remainingToPay).toBe(0);
    expect(expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } })).ready).toBe(true);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.paymentMethods).toEqual([expect.objectContaining({ code: 'GIFT_CARD', amount: cart.totals.total })]);
    const row = await engine.internals.db.query<{ payment_authorisation_id: string | null }>(
      'SELECT payment_authorisation_id FROM orders WHERE order_number = $1', [placed.orderNumber]);
    expect(row.rows[0]!.payment_authorisation_id).toBeNull();
    expect(await balanceOf(cookie, card)).toBe(100_000 - cart.totals.total);
  });

  it('prepareOrder holds the amount, removing the card releases it, placing captures it and cancelling gives it back', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(3_000);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 });
    const added = expectOk('addPaymentInstrument', await payWith(cookie, basketId, card));
    const giftCardId = added.payment_instruments.find((pi) => pi.payment_method_id === 'GIFT_CARD')!.payment_instrument_id;
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } }));
    expect(await balanceOf(cookie, card)).toBe(0);
    // Preparing again holds the same amount once.
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } }));
    expect(await balanceOf(cookie, card)).toBe(0);
    expect((await getCart(cookie, basketId)).payment_instruments.find((pi) => pi.payment_method_id === 'GIFT_CARD')!.amount).toBe(3_000);
    expectOk('removePaymentInstrument', await call(app, 'removePaymentInstrument', { cookie, params: { basketId }, body: { payment_instrument_id: giftCardId } }));
    expect(await balanceOf(cookie, card)).toBe(3_000);

    expectOk('addPaymentInstrument', await payWith(cookie, basketId, card));
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie, body: { basketId } }));
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(await balanceOf(cookie, card)).toBe(0);
    const ledger = await engine.internals.db.query<{ kind: string; amount_minor: number }>(
      "SELECT kind, amount_minor FROM gift_card_ledger WHERE gift_card_id = (SELECT id FROM gift_cards WHERE number = $1) AND kind = 'CAPTURE'", [card.number]);
    expect(ledger.rows).toEqual([{ kind: 'CAPTURE', amount_minor: 3_000 }]);
    expectOk('cancelOrder', await call(app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    expect(await balanceOf(cookie, card)).toBe(3_000);
    expectOk('cancelOrder', await call(app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    expect(await balanceOf(cookie, card)).toBe(3_000);
  });

  it(`a hold lapses after ${GIFT_CARD_HOLD_MINUTES} minutes: a cart left at the last step no longer locks the card's balance`, async () => {
    const leaver = await guestCookie(app);
    const card = await issue(3_000);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const left = await readyCart(app, leaver, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('addPaymentInstrument', await payWith(leaver, left, card));
    expectOk('prepareOrder', await call(app, 'prepareOrder', { cookie: leaver, body: { basketId: left } }));
    expect(await balanceOf(leaver, card)).toBe(0);
    // Not yet lapsed: another shopper finds nothing to spend.
    const early = await guestCookie(app);
    expectError(await payWith(early, await readyCart(app, early, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }), card), 409, 'GC_ZERO_BALANCE');
    engine.clock.advance(GIFT_CARD_HOLD_MINUTES * MINUTE);
    const later = await guestCookie(app);
    expect(await balanceOf(later, card)).toBe(3_000);
    const basketId = await readyCart(app, later, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('addPaymentInstrument', await payWith(later, basketId, card));
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie: later, body: { cartId: basketId } }));
    expect(await balanceOf(later, card)).toBe(0);
    // The lapsed hold went back once, at the spend (the card's row locked): one of each move, each the whole amount.
    const ledger = await engine.internals.db.query<{ kind: string; amount_minor: number }>(
      'SELECT kind, amount_minor FROM gift_card_ledger WHERE gift_card_id = (SELECT id FROM gift_cards WHERE number = $1) ORDER BY kind', [card.number]);
    expect(ledger.rows).toEqual(['CAPTURE', 'HOLD', 'ISSUE', 'RELEASE'].map((kind) => ({ kind, amount_minor: 3_000 })));
  });

  it('a card spent elsewhere meanwhile: placing answers GC_BALANCE_CHANGED and changes nothing; prepareOrder too, and the cart then shows the balance left', async () => {
    const cookie = await guestCookie(app);
    const card = await issue(3_000);
    const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
    const a = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    const b = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
    expectOk('addPaymentInstrument', await payWith(cookie, a, card));
    expectOk('addPaymentInstrument', await payWith(cookie, b, card));
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: a } }));
    const before = await getCart(cookie, b);
    expectError(await call(app, 'placeOrder', { cookie, body: { cartId: b } }), 409, 'GC_BALANCE_CHANGED');
    expect(await getCart(cookie, b)).toEqual(before);
    expectError(await call(app, 'prepareOrder', { cookie, body: { basketId: b } }), 409, 'GC_BALANCE_CHANGED');
    const refreshed = await getCart(cookie, b);
    expect(refreshed.payment_instruments.find((pi) => pi.payment_method_id === 'GIFT_CARD')).toMatchObject({ amount: 0, giftCard: { balance: 0 } });
    expect(refreshed.totals.remainingToPay).toBe(refreshed.totals.total);
    expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: b } }));
  });
});

describe('digital gift cards', () => {
  it('an order of e-gift cards issues one card per unit, mailed with number and PIN; resend mails new PINs to the owner only', async () => {
    const cookie = await guestCookie(app);
    const productId = giftCardProductId(25);
    const basketId = await cartWithoutCard(cookie, { productId, upc: await firstVariant(app, productId), qty: 2 });
    await addCard(cookie, basketId);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.items[0]!.isDigitalProduct).toBe(true);
    const mails = mailsOf(placed.orderNumber).first;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ada@example.com');
    const cards = cardsIn(mails[0]!);
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(await balanceOf(cookie, card)).toBe(2_500);

    const intruder = await guestCookie(app);
    expectError(await call(app, 'resendGiftCardEmail', { cookie: intruder, body: { orderNumber: placed.orderNumber } }), 404, 'ORDER_NOT_FOUND');
    const resent = expectOk('resendGiftCardEmail', await call(app, 'resendGiftCardEmail', { cookie, body: { orderNumber: placed.orderNumber } }));
    expect(resent).toEqual({ sent: 2, email: 'ada@example.com' });
    expect(mailsOf(placed.orderNumber).resent).toHaveLength(1);
    const again = cardsIn(mailsOf(placed.orderNumber).resent[0]!);
    expect(again.map((c) => c.number).sort()).toEqual(cards.map((c) => c.number).sort());
    const renewed = again.find((c) => c.number === cards[0]!.number)!;
    if (renewed.pin !== cards[0]!.pin) {
      expectError(await call(app, 'giftCardBalance', { cookie, body: cards[0]! }), 400, 'GC_INVALID2');
    }
    expect(await balanceOf(cookie, renewed)).toBe(2_500);

    // Cancelling the order takes back what is left on the cards it bought.
    expectOk('cancelOrder', await call(app, 'cancelOrder', { cookie, body: { orderNumber: placed.orderNumber } }));
    expect(await balanceOf(cookie, renewed)).toBe(0);
  });

  it('paid by a card that asks for 3-D Secure: nothing is mailed while the order waits; the patch that authenticates it mails the cards once', async () => {
    const cookie = await guestCookie(app);
    const productId = giftCardProductId(25);
    const basketId = await cartWithoutCard(cookie, { productId, upc: await firstVariant(app, productId), qty: 1 });
    await addCard(cookie, basketId, SANDBOX_THREE_DS_CARDS.challenge);
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expect(placed.order.status).toBe('AWAITING_AUTHENTICATION');
    expect(mailsOf(placed.orderNumber).first).toHaveLength(0);
    const bank = await answerChallenge(app, cookie, placed, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode });
    const body = { code: 'CREDIT_CARD' as const, additionalData: { threeDS2Result: threeDS2ResultOf(bank) } };
    expect(expectOk('patchOrder', await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body })).order.status).toBe('CREATED');
    expect(mailsOf(placed.orderNumber).first).toHaveLength(1);
    expectOk('patchOrder', await call(app, 'patchOrder', { cookie, params: { orderNumber: placed.orderNumber }, body }));
    expect(mailsOf(placed.orderNumber).first).toHaveLength(1);
  });

  it('the mail is in the site\'s language: an fr-fr order is mailed in French, its cards in euros', async () => {
    const cookie = await guestCookie(app);
    const headers = { 'x-site-id': 'fr-fr' };
    const address = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '18 rue de la Roquette', city: 'Paris', postalCode: '75011', countryCode: 'FR', phone: '+33 1 23 45 67 89' };
    const productId = giftCardProductId(50);
    const basketId = expectOk('createCart', await call(app, 'createCart', { cookie, headers, body: {} })).basketId;
    expectOk('addItem', await call(app, 'addItem', { cookie, headers, body: { cartId: basketId, items: [{ productId, upc: await firstVariant(app, productId), qty: 1 }] } }));
    expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, headers, params: { basketId }, body: [{ ...address, email: 'ada@example.fr' }] }));
    expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, headers, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, headers, params: { basketId }, body: { address } }));
    const token = await tokenizeCard(app, cookie, '4111111111111111');
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, headers, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, headers, body: { cartId: basketId } }));
    const mail = mailsOf(placed.orderNumber).first.join('\n');
    expect(mail).toContain('To: ada@example.fr');
    expect(mail).toMatch(/Carte cadeau \d{4} \d{4} \d{4} \d{4}/);
    const [card] = cardsIn(mail);
    expect(expectOk('giftCardBalance', await call(app, 'giftCardBalance', { cookie, body: card! }))).toMatchObject({ balance: 5_000, currency: 'EUR' });
  });

  it('an order without e-gift cards: GIFT_CARD_ORDER_NOT_FOUND', async () => {
    const cookie = await guestCookie(app);
    const basketId = await readyCart(app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc: await firstVariant(app, WELL_STOCKED_PRODUCT_ID), qty: 1 });
    const placed = expectOk('placeOrder', await call(app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    expectError(await call(app, 'resendGiftCardEmail', { cookie, body: { orderNumber: placed.orderNumber } }), 404, 'GIFT_CARD_ORDER_NOT_FOUND');
  });
});
