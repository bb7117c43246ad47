import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { BRAND_ADDRESSES } from './documents/brand-addresses';
import { deliver, pdfTextOf, placeOrder, ship, SUPPORT_HEADERS, TEST_SUPPORT_KEY } from '../test-support/orders';

const DAY = 24 * 60 * 60 * 1000;

let engine: TestEngine;

beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
});
afterAll(async () => {
  await engine?.close();
});

const stockOf = async (): Promise<number> => {
  const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  return expectOk('productInventory', await call(engine.app, 'productInventory', { params: { productId: WELL_STOCKED_PRODUCT_ID } }))
    .variants.find((v) => v.upc === upc)!.quantity;
};
const authorisationOf = async (orderNumber: string): Promise<string> =>
  (await engine.internals.db.query<{ status: string }>('SELECT status FROM sandbox_authorisations WHERE reference = $1', [orderNumber])).rows[0]!.status;
/** A registered consumer, and a fresh access token for them after the clock moved past the last one's lifetime. */
const consumer = async (options: { siteId?: string } = {}) => {
  const made = await consumerCookie(engine, options);
  const fresh = async () => `sb_guest_token=${(await engine.internals.tokens.issueRegistered({ customerId: made.customerId, usid: engine.internals.ids.uuid() }))._unsafeUnwrap()}`;
  return { ...made, fresh };
};
const getOrder = async (cookie: string, orderNumber: string) =>
  expectOk('getOrder', await call(engine.app, 'getOrder', { cookie, params: { orderId: orderNumber } }));

describe('an order read answers the lifecycle (issue 8 §2)', () => {
  it('a placed order is CREATED with one CREATED history row by SYSTEM, pending shipments, and cancel allowed', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    const order = await getOrder(cookie, orderNumber);
    expect(order.status).toBe('CREATED');
    expect(order.statusHistory).toEqual([{ status: 'CREATED', at: order.createdAt, actor: 'SYSTEM' }]);
    expect(order.shipments.map((s) => s.status)).toEqual(['PENDING']);
    expect(order.actions).toEqual({ cancel: true, returnLabel: false });
    const history = await engine.internals.db.query('SELECT seq, status, actor FROM order_history WHERE order_number = $1', [orderNumber]);
    expect(history.rows).toEqual([{ seq: 1, status: 'CREATED', actor: 'SYSTEM' }]);
  });
});

describe('POST purchasehistory: the consumer’s orders, newest first, paginated', () => {
  it('pages of the given size, newest first; a page past the end is the last page; a guest token answers 401', async () => {
    const { cookie } = await consumerCookie(engine);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      numbers.push(await placeOrder(engine.app, cookie));
      engine.clock.advance(60_000);
    }
    const first = expectOk('purchaseHistory', await call(engine.app, 'purchaseHistory', { cookie, body: { page: 1, pageSize: 2 } }));
    expect(first.orders.map((o) => o.orderNumber)).toEqual([numbers[2], numbers[1]]);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.orders[0]).toMatchObject({ status: 'CREATED', currency: 'USD', totalUnits: 1 });
    const second = expectOk('purchaseHistory', await call(engine.app, 'purchaseHistory', { cookie, body: { page: 2, pageSize: 2 } }));
    expect(second.orders.map((o) => o.orderNumber)).toEqual([numbers[0]]);
    const past = expectOk('purchaseHistory', await call(engine.app, 'purchaseHistory', { cookie, body: { page: 9, pageSize: 2 } }));
    expect(past.page).toBe(2);
    const defaults = expectOk('purchaseHistory', await call(engine.app, 'purchaseHistory', { cookie, body: {} }));
    expect(defaults).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expectError(await call(engine.app, 'purchaseHistory', { cookie: await guestCookie(engine.app), body: {} }), 401, 'UNAUTHORIZED');
    expectError(await call(engine.app, 'purchaseHistory', { cookie, body: { pageSize: 51 } }), 400, 'INVALID_REQUEST');
  });

  it('a consumer with no orders has an empty first page', async () => {
    const { cookie } = await consumerCookie(engine);
    expect(expectOk('purchaseHistory', await call(engine.app, 'purchaseHistory', { cookie, body: {} }))).toEqual({ orders: [], total: 0, page: 1, pageSize: 10 });
  });
});

describe('POST CancelOrder', () => {
  it('cancels before shipment: stock back, authorisation voided, a CUSTOMER history row with the reason; again is a no-op', async () => {
    const cookie = await guestCookie(engine.app);
    const before = await stockOf();
    const orderNumber = await placeOrder(engine.app, cookie, { qty: 2 });
    expect(await stockOf()).toBe(before - 2);
    const cancelled = expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber, reason: 'Ordered the wrong size' } }));
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'CUSTOMER', reason: 'Ordered the wrong size' });
    expect(cancelled.actions).toEqual({ cancel: false, returnLabel: false });
    expect(await stockOf()).toBe(before);
    expect(await authorisationOf(orderNumber)).toBe('VOIDED');
    const again = expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } }));
    expect(again).toEqual(cancelled);
    expect(await stockOf()).toBe(before);
    expect(await getOrder(cookie, orderNumber)).toEqual(cancelled);
  });

  it('a shipped order answers 409 ORDER_NOT_CANCELLABLE and stays shipped', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    expectError(await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } }), 409, 'ORDER_NOT_CANCELLABLE');
    expect((await getOrder(cookie, orderNumber)).status).toBe('SHIPPED');
    expect(await authorisationOf(orderNumber)).toBe('AUTHORISED');
  });

  it("someone else's order answers 404 ORDER_NOT_FOUND and is not cancelled", async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    expectError(await call(engine.app, 'cancelOrder', { cookie: await guestCookie(engine.app), body: { orderNumber } }), 404, 'ORDER_NOT_FOUND');
    expect((await getOrder(cookie, orderNumber)).status).toBe('CREATED');
  });
});

describe('support: ship and deliver (support key only)', () => {
  it('without the support key 403 SUPPORT_KEY_INVALID; with it the shipment gets carrier, tracking and the order SHIPPED', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    const body = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };
    expectError(await call(engine.app, 'supportShipOrder', { params: { orderNumber }, body }), 403, 'SUPPORT_KEY_INVALID');
    expectError(await call(engine.app, 'supportShipOrder', { cookie, params: { orderNumber }, body, headers: { 'x-switchback-support-key': 'wrong-key-0123456789' } }), 403, 'SUPPORT_KEY_INVALID');
    expect((await getOrder(cookie, orderNumber)).status).toBe('CREATED');
    const shipped = expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.shipments[0]).toMatchObject({ status: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', shippedAt: engine.clock.now().toISOString() });
    expect(shipped.statusHistory.at(-1)).toMatchObject({ status: 'SHIPPED', actor: 'SUPPORT', shipmentId: 'me' });
    expectError(await ship(engine.app, orderNumber), 409, 'ORDER_TRANSITION_INVALID');
    const delivered = expectOk('supportDeliverOrder', await deliver(engine.app, orderNumber, { shipmentId: 'me' }));
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.actions).toEqual({ cancel: false, returnLabel: true, returnUntil: new Date(engine.clock.now().getTime() + 30 * DAY).toISOString() });
    expectError(await deliver(engine.app, orderNumber), 409, 'ORDER_TRANSITION_INVALID');
  });

  it('a cancelled order cannot be shipped (409 ORDER_TRANSITION_INVALID); an unknown number is 404; bad input is 400', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber } }));
    expectError(await ship(engine.app, orderNumber), 409, 'ORDER_TRANSITION_INVALID');
    expectError(await deliver(engine.app, orderNumber), 409, 'ORDER_TRANSITION_INVALID');
    expectError(await ship(engine.app, 'SB-UNKNOWN00'), 404, 'ORDER_NOT_FOUND');
    expectError(await ship(engine.app, orderNumber, { carrier: 'UPS', trackingNumber: 'no spaces!' }), 400, 'INVALID_REQUEST');
    expectError(await ship(engine.app, orderNumber, { carrier: 'UPS', trackingNumber: '1Z999', shipmentId: 'nope' }), 409, 'ORDER_TRANSITION_INVALID');
    expect((await getOrder(cookie, orderNumber)).statusHistory.map((h) => h.status)).toEqual(['CREATED', 'CANCELLED']);
  });

  it('supportOrder answers the order and its owner; supportOrderList finds orders by e-mail, any case, newest first', async () => {
    const consumer = await consumerCookie(engine, { siteId: 'en-gb' });
    const email = `Track.${Date.now()}@Example.com`;
    const first = await placeOrder(engine.app, consumer.cookie, { email, siteId: 'en-gb' });
    engine.clock.advance(60_000);
    const guest = await guestCookie(engine.app);
    const second = await placeOrder(engine.app, guest, { email: email.toLowerCase() });
    const one = expectOk('supportOrder', await call(engine.app, 'supportOrder', { headers: SUPPORT_HEADERS, params: { orderNumber: first } }));
    expect(one.owner).toEqual({ customerId: consumer.customerId, kind: 'registered', siteId: 'en-gb' });
    expect(one.order.orderNumber).toBe(first);
    const two = expectOk('supportOrder', await call(engine.app, 'supportOrder', { headers: SUPPORT_HEADERS, params: { orderNumber: second } }));
    expect(two.owner.kind).toBe('guest');
    const list = expectOk('supportOrderList', await call(engine.app, 'supportOrderList', { headers: SUPPORT_HEADERS, query: { email: email.toUpperCase() } }));
    expect(list.orders.map((o) => o.orderNumber)).toEqual([second, first]);
    expectError(await call(engine.app, 'supportOrder', { headers: SUPPORT_HEADERS, params: { orderNumber: 'SB-UNKNOWN00' } }), 404, 'ORDER_NOT_FOUND');
    expectError(await call(engine.app, 'supportOrderList', { query: { email } }), 403, 'SUPPORT_KEY_INVALID');
  });
});

describe('POST TrackOrder', () => {
  it('a guest finds an order by number and e-mail (any case); a wrong e-mail or none is 404 TRACK_ORDER_NOT_FOUND', async () => {
    const owner = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, owner, { email: 'Grace.Hopper@example.com' });
    expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    const stranger = await guestCookie(engine.app);
    const tracked = expectOk('trackOrder', await call(engine.app, 'trackOrder', { cookie: stranger, body: { orderNumber, email: 'grace.hopper@EXAMPLE.com' } }));
    expect(tracked.status).toBe('SHIPPED');
    expect(tracked.shipments[0]).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(tracked.statusHistory.map((h) => h.status)).toEqual(['CREATED', 'SHIPPED']);
    // Tracking shows no address, no payment, no e-mail.
    const raw = (await call(engine.app, 'trackOrder', { cookie: stranger, body: { orderNumber, email: 'grace.hopper@example.com' } })).json() as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(['createdAt', 'items', 'orderNumber', 'shipments', 'status', 'statusHistory']);
    expectError(await call(engine.app, 'trackOrder', { cookie: stranger, body: { orderNumber, email: 'ada@example.com' } }), 404, 'TRACK_ORDER_NOT_FOUND');
    expectError(await call(engine.app, 'trackOrder', { cookie: stranger, body: { orderNumber } }), 404, 'TRACK_ORDER_NOT_FOUND');
    expectError(await call(engine.app, 'trackOrder', { cookie: stranger, body: { orderNumber: 'SB-UNKNOWN00', email: 'grace.hopper@example.com' } }), 404, 'TRACK_ORDER_NOT_FOUND');
  });

  it('a registered consumer tracks their own order by number alone; another consumer cannot', async () => {
    const owner = await consumerCookie(engine);
    const orderNumber = await placeOrder(engine.app, owner.cookie);
    expect(expectOk('trackOrder', await call(engine.app, 'trackOrder', { cookie: owner.cookie, body: { orderNumber } })).orderNumber).toBe(orderNumber);
    const other = await consumerCookie(engine);
    expectError(await call(engine.app, 'trackOrder', { cookie: other.cookie, body: { orderNumber } }), 404, 'TRACK_ORDER_NOT_FOUND');
  });

  it('is rate-limited per client like the enrolment lookup (half the auth limit): past it 429', async () => {
    const limited = await startTestEngine({ rateLimits: { token: 1000, tokenize: 1000, auth: 4 } });
    try {
      const cookie = await guestCookie(limited.app);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await call(limited.app, 'trackOrder', { cookie, remoteAddress: '203.0.113.20', body: { orderNumber: 'SB-GUESS0000', email: 'a@example.com' } })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
      expectError(await call(limited.app, 'trackOrder', { cookie, remoteAddress: '203.0.113.21', body: { orderNumber: 'SB-GUESS0000', email: 'a@example.com' } }), 404, 'TRACK_ORDER_NOT_FOUND');
    } finally {
      await limited.close();
    }
  });
});

describe('POST purchase/invoice/download: a real PDF', () => {
  it('en-us: the order number and the formatted total (sales tax added) in a PDF named invoice-<number>.pdf', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    const order = await getOrder(cookie, orderNumber);
    const file = expectOk('downloadInvoice', await call(engine.app, 'downloadInvoice', { cookie, body: { orderNumber } }));
    expect(file.fileName).toBe(`invoice-${orderNumber}.pdf`);
    const text = await pdfTextOf(file);
    expect(text).toContain('Invoice');
    expect(text).toContain(orderNumber);
    expect(text).toContain(formatMoney(order.totals.total, 'USD', 'en-US'));
    expect(text).toContain(`Sales tax ${formatMoney(order.totals.tax, 'USD', 'en-US')}`);
    expect(text).toContain(order.items[0]!.name);
    expect(text).toContain('VISA ending in 1111');
    expect(text).toContain('1600 Wynkoop St');
  });

  it('fr-fr: French labels, the total as French money, VAT included', async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie, { siteId: 'fr-fr' });
    const order = await getOrder(cookie, orderNumber);
    const text = await pdfTextOf(expectOk('downloadInvoice', await call(engine.app, 'downloadInvoice', { cookie, body: { orderNumber } })));
    const euros = (minor: number) => formatMoney(minor, 'EUR', 'fr-FR').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Facture');
    expect(text).toContain(`Numéro de commande: ${orderNumber}`);
    expect(text).toContain(euros(order.totals.total));
    expect(text).toMatch(new RegExp(`Dont TVA \\(20 ?%\\) ${euros(order.totals.tax).replace(/[.()]/g, '\\$&')}`));
    expect(text).toContain('ADRESSE DE FACTURATION');
    expect(text).toContain('VISA se terminant par 1111');
  });

  it("someone else's order: 404 ORDER_NOT_FOUND", async () => {
    const cookie = await guestCookie(engine.app);
    const orderNumber = await placeOrder(engine.app, cookie);
    expectError(await call(engine.app, 'downloadInvoice', { cookie: await guestCookie(engine.app), body: { orderNumber } }), 404, 'ORDER_NOT_FOUND');
  });
});

describe('POST return/{orderId}/returnLabel', () => {
  it('not delivered: 409 RETURN_NOT_ALLOWED; delivered: RETURN_REQUESTED with a return number and its label; again the same', async () => {
    const shopper = await consumer({ siteId: 'en-gb' });
    const orderNumber = await placeOrder(engine.app, shopper.cookie, { siteId: 'en-gb' });
    const ask = async () => call(engine.app, 'returnLabel', { cookie: await shopper.fresh(), params: { orderId: orderNumber }, body: { reason: 'Too small' } });
    expectError(await ask(), 409, 'RETURN_NOT_ALLOWED');
    expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    expectError(await ask(), 409, 'RETURN_NOT_ALLOWED');
    expectOk('supportDeliverOrder', await deliver(engine.app, orderNumber));
    engine.clock.advance(3 * DAY);
    const opened = expectOk('returnLabel', await ask());
    expect(opened.returnNumber).toMatch(/^RT-[0-9A-Z]{10}$/);
    expect(opened.order).toMatchObject({ status: 'RETURN_REQUESTED', returnNumber: opened.returnNumber });
    expect(opened.order.statusHistory.at(-1)).toMatchObject({ status: 'RETURN_REQUESTED', actor: 'CUSTOMER', reason: 'Too small' });
    expect(opened.label.fileName).toBe(`return-label-${opened.returnNumber}.pdf`);
    const text = await pdfTextOf(opened.label);
    expect(text).toContain(`Return number: ${opened.returnNumber}`);
    expect(text).toContain(orderNumber);
    const warehouse = BRAND_ADDRESSES['en-gb'].returns;
    expect(text).toContain(warehouse.name);
    expect(text).toContain(warehouse.address.addressLine1);
    expect(text).toContain(warehouse.address.postalCode);
    expect(text).toContain('12 St James Square');
    const again = expectOk('returnLabel', await ask());
    expect(again.returnNumber).toBe(opened.returnNumber);
    expect(again.label).toEqual(opened.label);
    expect(again.order.statusHistory).toHaveLength(opened.order.statusHistory.length);

    // The returns warehouse has the parcel (support only): RETURNED, a SUPPORT history row; then nothing moves it again.
    const received = () => call(engine.app, 'supportReceiveReturn', { params: { orderNumber }, body: { reason: 'Unworn' }, headers: SUPPORT_HEADERS });
    expectError(await call(engine.app, 'supportReceiveReturn', { params: { orderNumber }, body: {} }), 403, 'SUPPORT_KEY_INVALID');
    const returned = expectOk('supportReceiveReturn', await received());
    expect(returned).toMatchObject({ status: 'RETURNED', returnNumber: opened.returnNumber, actions: { cancel: false, returnLabel: false } });
    expect(returned.statusHistory.at(-1)).toMatchObject({ status: 'RETURNED', actor: 'SUPPORT', reason: 'Unworn' });
    expectError(await received(), 409, 'ORDER_TRANSITION_INVALID');
    expectError(await ask(), 409, 'RETURN_NOT_ALLOWED');
  });

  it('a return received before any return was requested: 409 ORDER_TRANSITION_INVALID, the order unchanged', async () => {
    const shopper = await consumer({ siteId: 'en-us' });
    const orderNumber = await placeOrder(engine.app, shopper.cookie, { siteId: 'en-us' });
    expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    expectOk('supportDeliverOrder', await deliver(engine.app, orderNumber));
    const refused = await call(engine.app, 'supportReceiveReturn', { params: { orderNumber }, body: {}, headers: SUPPORT_HEADERS });
    expectError(refused, 409, 'ORDER_TRANSITION_INVALID');
    expect(expectOk('getOrder', await call(engine.app, 'getOrder', { cookie: await shopper.fresh(), params: { orderId: orderNumber } })).status).toBe('DELIVERED');
  });

  it('after the return window (30 days from delivery): 409 RETURN_WINDOW_CLOSED, and the order stays DELIVERED', async () => {
    const shopper = await consumer();
    const orderNumber = await placeOrder(engine.app, shopper.cookie);
    expectOk('supportShipOrder', await ship(engine.app, orderNumber));
    expectOk('supportDeliverOrder', await deliver(engine.app, orderNumber));
    engine.clock.advance(30 * DAY);
    const cookie = await shopper.fresh();
    expect((await getOrder(cookie, orderNumber)).actions.returnLabel).toBe(true);
    engine.clock.advance(1000);
    expect((await getOrder(cookie, orderNumber)).actions.returnLabel).toBe(false);
    expectError(await call(engine.app, 'returnLabel', { cookie, params: { orderId: orderNumber }, body: {} }), 409, 'RETURN_WINDOW_CLOSED');
    expect((await getOrder(cookie, orderNumber)).status).toBe('DELIVERED');
  });

  it('a cancelled order: 409 RETURN_NOT_ALLOWED; someone else’s delivered order: 404 ORDER_NOT_FOUND', async () => {
    const cookie = await guestCookie(engine.app);
    const cancelled = await placeOrder(engine.app, cookie);
    expectOk('cancelOrder', await call(engine.app, 'cancelOrder', { cookie, body: { orderNumber: cancelled } }));
    expectError(await call(engine.app, 'returnLabel', { cookie, params: { orderId: cancelled }, body: {} }), 409, 'RETURN_NOT_ALLOWED');
    const delivered = await placeOrder(engine.app, cookie);
    expectOk('supportShipOrder', await ship(engine.app, delivered));
    expectOk('supportDeliverOrder', await deliver(engine.app, delivered));
    expectError(await call(engine.app, 'returnLabel', { cookie: await guestCookie(engine.app), params: { orderId: delivered }, body: {} }), 404, 'ORDER_NOT_FOUND');
    expect((await getOrder(cookie, delivered)).status).toBe('DELIVERED');
  });
});
