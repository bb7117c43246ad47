import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { SUPPORT_KEY_HEADER, type DocumentFile, type SiteId } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { call, expectOk, firstVariant, readyCart, TEST_ADDRESS, tokenizeCard } from './test-engine';

/** The support key the order tests' engines are started with. */
export const TEST_SUPPORT_KEY = 'test-support-key-0123456789';
export const SUPPORT_HEADERS = { [SUPPORT_KEY_HEADER]: TEST_SUPPORT_KEY } as const;

/** A PDF's text, as a PDF reader extracts it (whitespace runs, no-break spaces included, made single spaces). */
export async function pdfTextOf(file: DocumentFile): Promise<string> {
  const bytes = new Uint8Array(Buffer.from(file.contentBase64, 'base64'));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return normaliseSpaces(text);
}

export const normaliseSpaces = (text: string): string => text.replace(/[\s\u00a0\u202f]+/g, ' ');

const SITE_ADDRESSES: Record<SiteId, typeof TEST_ADDRESS | Record<string, string>> = {
  'en-us': TEST_ADDRESS,
  'en-gb': { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 St James Square', city: 'London', postalCode: 'SW1Y 4LB', countryCode: 'GB', phone: '+44 20 7946 0018' },
  'fr-fr': { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '18 rue de la Roquette', city: 'Paris', postalCode: '75011', countryCode: 'FR', phone: '+33 1 23 45 67 89' },
};

/** Places an order of `qty` units of the well-stocked product on a site, as the shopper of `cookie`; answers the order number. */
export async function placeOrder(app: FastifyInstance, cookie: string, options: { siteId?: SiteId; email?: string; qty?: number } = {}): Promise<string> {
  const siteId = options.siteId ?? 'en-us';
  const headers = { 'x-site-id': siteId };
  const upc = await firstVariant(app, WELL_STOCKED_PRODUCT_ID);
  const line = { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: options.qty ?? 1 };
  let basketId: string;
  if (siteId === 'en-us' && options.email === undefined) {
    basketId = await readyCart(app, cookie, line);
  } else {
    basketId = expectOk('createCart', await call(app, 'createCart', { cookie, headers, body: {} })).basketId;
    const address = SITE_ADDRESSES[siteId];
    expectOk('addItem', await call(app, 'addItem', { cookie, headers, body: { cartId: basketId, items: [line] } }));
    expectOk('setShippingAddress', await call(app, 'setShippingAddress', { cookie, headers, params: { basketId }, body: [{ ...address, email: options.email ?? 'ada@example.com' }] }));
    expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, headers, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, headers, params: { basketId }, body: { address } }));
    const token = await tokenizeCard(app, cookie, '4111111111111111');
    expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
      cookie, headers, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
    }));
  }
  return expectOk('placeOrder', await call(app, 'placeOrder', { cookie, headers, body: { cartId: basketId } })).orderNumber;
}

export const ship = (app: FastifyInstance, orderNumber: string, body: Record<string, string> = { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' }) =>
  call(app, 'supportShipOrder', { headers: SUPPORT_HEADERS, params: { orderNumber }, body });
export const deliver = (app: FastifyInstance, orderNumber: string, body: Record<string, string> = {}) =>
  call(app, 'supportDeliverOrder', { headers: SUPPORT_HEADERS, params: { orderNumber }, body });
