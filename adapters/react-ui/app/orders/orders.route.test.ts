import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { storedAddress, type Order, type RegisteredTokenResponse } from '@switchback/core';
import { ShopperSession } from '../session/shopper-session.server';
import { loader as historyLoader } from './order-history.route';
import { action as detailAction, loader as detailLoader } from './order-detail.route';
import { loader as invoiceLoader } from './invoice.route';
import { action as returnLabelAction } from './return-label.route';
import { action as trackAction } from './track-order.route';
import { apiCalls as calls, fakeApi } from '../testing/fake-api';
import { bodyOf, thrownBy } from '../testing/route-answers';


const address = storedAddress({
  firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Market Street', city: 'San Francisco', postalCode: '94105', province: 'CA', countryCode: 'US', phone: '+1 415 555 0100',
}, 'addr-S', 'S');
const order = (overrides: Partial<Order> = {}): Order => ({
  orderNumber: 'SB-000123', basketId: 'bsk_0123456789', status: 'CREATED', createdAt: '2026-11-24T10:00:00.000Z', currency: 'USD', customerEmail: 'ada@example.com',
  items: [], totals: { itemTotal: 5000, shipping: 500, tax: 0, totalDiscount: 0, total: 5500, remainingToPay: 0, totalUnits: 1, currency: 'USD', promotionDiscount: 0, appliedRewards: 0 },
  shippingAddress: address, billingAddress: { ...address, id: 'addr-B', approachType: 'B' },
  shipments: [{ shipmentId: 'me', shippingMethod: 'STANDARD', status: 'PENDING' }],
  paymentMethods: [{ code: 'CREDIT_CARD', id: 'pi-1', type: 'VISA', last4: '1111' }],
  statusHistory: [{ status: 'CREATED', at: '2026-11-24T10:00:00.000Z', actor: 'SYSTEM' }],
  actions: { cancel: true, returnLabel: false },
  promoSummary: [], orderPromotions: [], couponItems: [], priceAdjustments: [], reward: null, bounceBackVouchers: [],
  ...overrides,
});
const apiError = (errorId: string, code: string, status: number) =>
  ({ status, body: { errorDetails: [{ errorId, code, message: 'no' }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } });


/** The storefront cookies of a consumer signed in just now (access valid for 30 minutes), with the API's tokens. */
async function signedInCookie(): Promise<string> {
  const session = await ShopperSession.of(null, false);
  session.signedIn({
    tokenType: 'Registered', usid: 'usid-1', customerId: 'c-1', expiresIn: 1800, refreshExpiresIn: 86400, consumerNo: 'C1', consumerType: 'REGISTERED',
    email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
  } as RegisteredTokenResponse, Date.now());
  const [cookie] = await session.setCookies();
  return `${cookie!.split(';')[0]}; sb_guest_token=access; sb_refresh_token=refresh`;
}

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const args = (path: string, options: { cookie?: string; form?: Record<string, string>; params?: Record<string, string> } = {}) => ({
  params: { locale: 'en-us', ...options.params },
  request: new Request(`http://shop.test${path}`, options.form
    ? { method: 'POST', body: new URLSearchParams(options.form), headers: { cookie: options.cookie ?? 'sb_guest_token=guest' } }
    : { headers: { cookie: options.cookie ?? 'sb_guest_token=guest' } }),
  context,
});
const statusOf = (answer: unknown) => (answer as { init: { status: number } | null }).init?.status;
const history = (total: number, page: number, count: number) => ({
  body: {
    total, page, pageSize: 10,
    orders: Array.from({ length: count }, (_, index) => ({
      orderNumber: `SB-${String(index + 1).padStart(6, '0')}`, createdAt: '2026-11-24T10:00:00.000Z', status: 'CREATED', currency: 'USD', total: 1999, totalUnits: 2,
      items: [{ name: 'Trail shoe', image: '/i.png', qty: 2 }],
    })),
  },
});

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('order history (/account/orders)', () => {
  it('a guest is sent to sign in and comes back to the same page of the history; the history is not asked for', async () => {
    fakeApi({});
    const thrown = await thrownBy(historyLoader(args('/en-us/account/orders?page=2') as never));
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/en-us/account/sign-in?redirectTo=%2Fen-us%2Faccount%2Forders%3Fpage%3D2');
    expect(calls.filter((call) => call.includes('purchasehistory'))).toEqual([]);
  });

  it('§9: ?page=N asks the API for that page of 10; the page count is core’s ceil(total / size)', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/purchasehistory': history(25, 3, 5) });
    const answer = await historyLoader(args('/en-us/account/orders?page=3', { cookie: await signedInCookie() }) as never);
    expect(calls.find((call) => call.includes('purchasehistory'))).toContain('{"page":3,"pageSize":10}');
    expect(bodyOf(answer)).toMatchObject({ page: 3, pages: 3, total: 25, error: null });
    expect((bodyOf(answer) as { rows: unknown[] }).rows[0]).toEqual({ orderNumber: 'SB-000001', date: 'November 24, 2026', status: 'CREATED', units: 2, total: '$19.99' });
  });

  it('a page past the last goes to the last; ?page=1 to the page without a query', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/purchasehistory': history(25, 9, 0) });
    const past = await thrownBy(historyLoader(args('/en-us/account/orders?page=9', { cookie: await signedInCookie() }) as never));
    expect((past as Response).headers.get('location')).toBe('/en-us/account/orders?page=3');
    fakeApi({ 'POST /consumers-v3/consumer/purchasehistory': history(25, 1, 10) });
    const first = await thrownBy(historyLoader(args('/en-us/account/orders?page=1', { cookie: await signedInCookie() }) as never));
    expect((first as Response).headers.get('location')).toBe('/en-us/account/orders');
  });

  it('no order yet: an empty history, not an error; a failed call: the error state', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/purchasehistory': history(0, 1, 0) });
    expect(bodyOf(await historyLoader(args('/en-us/account/orders', { cookie: await signedInCookie() }) as never))).toMatchObject({ rows: [], total: 0, pages: 1, error: null });
    fakeApi({ 'POST /consumers-v3/consumer/purchasehistory': apiError('SERVICE_UNAVAILABLE', 'GEN503', 503) });
    const failed = await historyLoader(args('/en-us/account/orders', { cookie: await signedInCookie() }) as never);
    expect(statusOf(failed)).toBe(503);
    expect(bodyOf(failed)).toMatchObject({ rows: [], error: { id: 'errors.unavailable' } });
  });
});

describe('order detail (/account/orders/{orderNumber})', () => {
  const detail = (cookie?: string) => args('/en-us/account/orders/SB-000123', { params: { orderNumber: 'SB-000123' }, ...(cookie ? { cookie } : {}) });

  it('the owner (here the guest whose token placed it) sees items, addresses, card brand and last 4, history, and what they may do', async () => {
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': { body: order() } });
    const answer = bodyOf(await detailLoader(detail() as never));
    expect(answer).toMatchObject({
      signedIn: false, confirmCancel: false,
      order: { orderNumber: 'SB-000123', status: 'CREATED', payments: [{ brand: 'VISA', last4: '1111' }], canCancel: true, canReturn: false, history: [{ status: 'CREATED', actor: 'SYSTEM' }] },
    });
    expect((answer as { order: { shippingLines: string[] } }).order.shippingLines.join(' / ')).toContain('1 Market Street');
  });

  it("another's order: a signed-in consumer gets the not-found page; a signed-out visitor is asked to sign in first", async () => {
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': apiError('ORDER_NOT_FOUND', 'ORD404', 404) });
    const signedIn = await thrownBy(detailLoader(detail(await signedInCookie()) as never));
    expect((signedIn as { init: { status: number } }).init.status).toBe(404);
    const guest = await thrownBy(detailLoader(detail() as never));
    expect((guest as Response).headers.get('location')).toBe('/en-us/account/sign-in?redirectTo=%2Fen-us%2Faccount%2Forders%2FSB-000123');
  });

  it('a malformed order number is the not-found page without asking the API', async () => {
    fakeApi({});
    const thrown = await thrownBy(detailLoader(args('/en-us/account/orders/x', { params: { orderNumber: 'x<script>' } }) as never));
    expect((thrown as { init: { status: number } }).init.status).toBe(404);
    expect(calls.filter((call) => call.includes('/consumers-v3/'))).toEqual([]);
  });

  it('?cancel=confirm opens the confirmation step only while the order may be cancelled', async () => {
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': { body: order() } });
    // A new request each time: a request keeps its storefront (and the API client it made).
    const open = () => args('/en-us/account/orders/SB-000123?cancel=confirm', { params: { orderNumber: 'SB-000123' } });
    expect(bodyOf(await detailLoader(open() as never))).toMatchObject({ confirmCancel: true });
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': { body: order({ status: 'SHIPPED', actions: { cancel: false, returnLabel: false } }) } });
    expect(bodyOf(await detailLoader(open() as never))).toMatchObject({ confirmCancel: false });
  });

  it('cancel: done → back to the order with its notice (Post/Redirect/Get); already shipped (ORD410) → the message, 409', async () => {
    const cancel = () => args('/en-us/account/orders/SB-000123', { params: { orderNumber: 'SB-000123' }, form: { intent: 'cancel' } });
    fakeApi({ 'POST /consumers-v3/consumer/CancelOrder': { body: order({ status: 'CANCELLED', actions: { cancel: false, returnLabel: false } }) } });
    const done = await detailAction(cancel() as never);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get('location')).toBe('/en-us/account/orders/SB-000123?cancelled=1');
    expect(calls.find((call) => call.includes('CancelOrder'))).toContain('{"orderNumber":"SB-000123"}');

    fakeApi({ 'POST /consumers-v3/consumer/CancelOrder': apiError('ORDER_NOT_CANCELLABLE', 'ORD410', 409) });
    const refused = await detailAction(cancel() as never);
    expect(statusOf(refused)).toBe(409);
    expect(bodyOf(refused)).toEqual({ error: { id: 'orders.errors.notCancellable' } });
  });

  it('the shopper’s reason goes to the API (the history keeps it); a reason the contract refuses changes nothing', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/CancelOrder': { body: order({ status: 'CANCELLED', actions: { cancel: false, returnLabel: false } }) } });
    await detailAction(args('/en-us/account/orders/SB-000123', { params: { orderNumber: 'SB-000123' }, form: { intent: 'cancel', reason: '  Ordered the wrong size ' } }) as never);
    expect(calls.find((call) => call.includes('CancelOrder'))).toContain('{"orderNumber":"SB-000123","reason":"Ordered the wrong size"}');
    fakeApi({});
    const tooLong = await detailAction(args('/en-us/account/orders/SB-000123', { params: { orderNumber: 'SB-000123' }, form: { intent: 'cancel', reason: 'x'.repeat(501) } }) as never);
    expect(statusOf(tooLong)).toBe(400);
    expect(bodyOf(tooLong)).toEqual({ error: { id: 'orders.cancel.reasonInvalid' } });
    expect(calls.filter((call) => call.includes('/consumers-v3/'))).toEqual([]);
  });

  it('an unknown intent changes nothing', async () => {
    fakeApi({});
    const answer = await detailAction(args('/en-us/account/orders/SB-000123', { params: { orderNumber: 'SB-000123' }, form: { intent: 'ship' } }) as never);
    expect(statusOf(answer)).toBe(400);
    expect(calls.filter((call) => call.includes('/consumers-v3/'))).toEqual([]);
  });

  it('the cancelled notice shows only once the order is cancelled', async () => {
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': { body: order() } });
    const url = () => args('/en-us/account/orders/SB-000123?cancelled=1', { params: { orderNumber: 'SB-000123' } });
    expect(bodyOf(await detailLoader(url() as never))).toMatchObject({ notice: null });
    fakeApi({ 'GET /consumers-v3/consumer/purchase/SB-000123': { body: order({ status: 'CANCELLED', actions: { cancel: false, returnLabel: false } }) } });
    expect(bodyOf(await detailLoader(url() as never))).toMatchObject({ notice: { id: 'orders.cancel.done' } });
  });
});

describe('documents of an order', () => {
  const pdf = '%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n';

  it('the invoice downloads as application/pdf named invoice-<number>.pdf, the bytes the API sent', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/purchase/invoice/download': { body: { fileName: 'whatever.pdf', contentType: 'application/pdf', contentBase64: btoa(pdf) } } });
    const answer = await invoiceLoader(args('/en-us/account/orders/SB-000123/invoice', { params: { orderNumber: 'SB-000123' } }) as never);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="invoice-SB-000123.pdf"');
    expect(await answer.text()).toBe(pdf);
  });

  it('an invoice the API cannot make sends the shopper back to the order with the message', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/purchase/invoice/download': apiError('SERVICE_UNAVAILABLE', 'GEN503', 503) });
    const answer = await invoiceLoader(args('/en-us/account/orders/SB-000123/invoice', { params: { orderNumber: 'SB-000123' } }) as never);
    expect(answer.headers.get('location')).toBe('/en-us/account/orders/SB-000123?problem=invoice');
  });

  it('the return label downloads as return-label-<return number>.pdf; a closed window goes back to the order with RTN410’s message', async () => {
    const path = '/en-us/account/orders/SB-000123/return-label';
    fakeApi({ 'POST /consumers-v3/consumer/return/SB-000123/returnLabel': { body: {
      returnNumber: 'RT-000045', order: order({ status: 'RETURN_REQUESTED', returnNumber: 'RT-000045' }),
      label: { fileName: 'label.pdf', contentType: 'application/pdf', contentBase64: btoa(pdf) },
    } } });
    const label = await returnLabelAction(args(path, { params: { orderNumber: 'SB-000123' }, form: {} }) as never);
    expect(label.headers.get('content-disposition')).toBe('attachment; filename="return-label-RT-000045.pdf"');
    expect(await label.text()).toBe(pdf);

    fakeApi({ 'POST /consumers-v3/consumer/return/SB-000123/returnLabel': apiError('RETURN_WINDOW_CLOSED', 'RTN410', 409) });
    const closed = await returnLabelAction(args(path, { params: { orderNumber: 'SB-000123' }, form: {} }) as never);
    expect(closed.headers.get('location')).toBe('/en-us/account/orders/SB-000123?problem=returnWindowClosed');
  });
});

describe('track your order (/track-order)', () => {
  const tracking = {
    orderNumber: 'SB-000123', createdAt: '2026-11-24T10:00:00.000Z', status: 'SHIPPED',
    items: [{ name: 'Trail shoe', image: '/i.png', qty: 1, colorName: 'Slate', size: '42', upc: '840120000029' }],
    shipments: [{ shipmentId: 'me', shippingMethod: 'STANDARD', status: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999', shippedAt: '2026-11-25T08:00:00.000Z' }],
    statusHistory: [{ status: 'CREATED', at: '2026-11-24T10:00:00.000Z', actor: 'SYSTEM' }, { status: 'SHIPPED', at: '2026-11-25T08:00:00.000Z', actor: 'SUPPORT' }],
  };
  const track = (form: Record<string, string>) => args('/en-us/track-order', { form });

  it('number + e-mail: status, shipments with carrier and tracking number, history', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/TrackOrder': { body: tracking } });
    const answer = bodyOf(await trackAction(track({ orderNumber: 'sb-000123', email: 'ada@example.com' }) as never));
    expect(calls.find((call) => call.includes('TrackOrder'))).toContain('{"orderNumber":"SB-000123","email":"ada@example.com"}');
    expect(answer).toMatchObject({ error: null, result: { status: 'SHIPPED', shipments: [{ carrier: 'UPS', trackingNumber: '1Z999' }], history: [{ actor: 'SYSTEM' }, { actor: 'SUPPORT' }] } });
  });

  it('a wrong pair (OHS404) shows orders.errors.trackNotFound in place, keeping what was typed', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/TrackOrder': apiError('TRACK_ORDER_NOT_FOUND', 'OHS404', 404) });
    const answer = await trackAction(track({ orderNumber: 'SB-000123', email: 'eve@example.com' }) as never);
    expect(statusOf(answer)).toBe(404);
    expect(bodyOf(answer)).toMatchObject({ result: null, error: { id: 'orders.errors.trackNotFound' }, values: { orderNumber: 'SB-000123', email: 'eve@example.com' } });
  });

  it('a guest without an e-mail is asked for it, and the API is not called', async () => {
    fakeApi({});
    const answer = await trackAction(track({ orderNumber: 'SB-000123', email: '' }) as never);
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ errors: { email: { id: 'orders.track.emailRequired' } } });
    expect(calls.filter((call) => call.includes('TrackOrder'))).toEqual([]);
  });

  it('a signed-in consumer may track one of their orders by its number alone', async () => {
    fakeApi({ 'POST /consumers-v3/consumer/TrackOrder': { body: tracking } });
    const answer = await trackAction(args('/en-us/track-order', { cookie: await signedInCookie(), form: { orderNumber: 'SB-000123', email: '' } }) as never);
    expect(calls.find((call) => call.includes('TrackOrder'))).toContain('{"orderNumber":"SB-000123"}');
    expect(bodyOf(answer)).toMatchObject({ result: { orderNumber: 'SB-000123' } });
  });
});
