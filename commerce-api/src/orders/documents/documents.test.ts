import fc from 'fast-check';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { formatMoney, orderSchema, type Order } from '@switchback/core';
import { normaliseSpaces, pdfTextOf } from '../../test-support/orders';
import { BRAND_ADDRESSES } from './brand-addresses';
import { invoiceFileName, renderInvoice } from './invoice.pdf';
import { pdfText } from './pdf-writer';
import { code128, renderReturnLabel, returnLabelFileName } from './return-label.pdf';

const address = (over: Partial<Order['billingAddress']> = {}): Order['billingAddress'] => ({
  id: 'adr_1', approachType: 'S', firstName: 'Ada', lastName: 'Lovelace', addressLine1: '20 Brewer Street', city: 'London',
  postalCode: 'W1F 0SH', countryCode: 'GB', phone: '+44 20 7946 0018', ...over,
});

const item = (i: number, name = `Trail shoe ${i}`): Order['items'][number] => ({
  id: `itm_${String(i).padStart(12, '0')}`, productId: 'SB1000001', masterId: 'SB1000001', slug: 'trail-shoe', name, upc: `0000000000${String(i).padStart(2, '0')}`,
  color: '001', colorName: 'Slate Grey', size: '9', image: '/img.svg', qty: 2, maxQty: 10, pdpUrl: '/p/trail-shoe-SB1000001',
  price: { original: 12_000, current: 10_000, rowTotal: 20_000, currency: 'GBP', priceAfterItemDiscount: 20_000, priceAfterOrderDiscount: 20_000 },
  productPromotions: [], bonus: false, isDigitalProduct: false,
});

const order = (items: Order['items'], over: Partial<Order> = {}): Order => orderSchema.parse({
  orderNumber: 'SB-DOC0000001', basketId: 'bsk_00000000000000000001', status: 'DELIVERED', createdAt: '2026-06-15T10:00:00.000Z',
  currency: 'GBP', customerEmail: 'ada@example.com', items,
  totals: { itemTotal: 20_000 * items.length, shipping: 399, tax: 3_400, totalDiscount: 0, total: 20_000 * items.length + 399, remainingToPay: 0, totalUnits: 2 * items.length, currency: 'GBP' },
  shippingAddress: address(), billingAddress: address({ approachType: 'B' }),
  shipments: [{ shipmentId: 'me', shippingMethod: 'standard', status: 'DELIVERED' }],
  paymentMethods: [{ code: 'CREDIT_CARD', id: 'pin_1', type: 'VISA', last4: '4242' }],
  statusHistory: [{ status: 'CREATED', at: '2026-06-15T10:00:00.000Z', actor: 'SYSTEM' }],
  actions: { cancel: false, returnLabel: true },
  ...over,
});

const file = (fileName: string, bytes: Buffer) => ({ fileName, contentType: 'application/pdf' as const, contentBase64: bytes.toString('base64') });
const pages = async (bytes: Buffer) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;

describe('the PDF documents', () => {
  it('pdfText keeps what the standard fonts show (Latin-1, €, dashes) and makes anything else ?', () => {
    expect(pdfText('Crème brûlée — 12,50 € · £3')).toBe('Crème brûlée — 12,50 € · £3');
    expect(pdfText('12,50\u202f€')).toBe('12,50\u00a0€');
    expect(pdfText('山田 🏔 Łódź')).toBe('?? ? ?ód?');
  });

  it('pdfText of any text: one character per code point, each one the standard fonts can show (fast-check)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
      const shown = pdfText(text);
      expect([...shown]).toHaveLength([...text].length);
      for (const char of shown) expect(char === '?' || pdfText(char) === char).toBe(true);
    }), { numRuns: 300 });
  });

  it('an invoice renders whatever the names and address lines hold (fast-check, full Unicode)', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), async (name, line) => {
      // Not parsed: the property holds even for text the API's input validation would never let in.
      const o: Order = { ...order([item(1)]), items: [item(1, name)], billingAddress: address({ approachType: 'B', firstName: name, addressLine1: line }) };
      const bytes = await renderInvoice(o, 'fr-fr');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }), { numRuns: 25 });
  });

  it('en-gb invoice: VAT included (never added), the total formatted as pounds, every line; file name invoice-<number>.pdf', async () => {
    const o = order([item(1), item(2)]);
    const text = await pdfTextOf(file(invoiceFileName(o.orderNumber), await renderInvoice(o, 'en-gb')));
    expect(invoiceFileName(o.orderNumber)).toBe('invoice-SB-DOC0000001.pdf');
    expect(text).toContain(`Total ${formatMoney(o.totals.total, 'GBP', 'en-GB')}`);
    expect(text).toContain(`Including VAT (20%) ${formatMoney(3_400, 'GBP', 'en-GB')}`);
    expect(text).not.toContain('Sales tax');
    expect(text).toContain('Trail shoe 1 Slate Grey 9 2 £100.00 £200.00');
    expect(text).toContain('Trail shoe 2');
    expect(text).toContain(`VAT number: ${BRAND_ADDRESSES['en-gb'].seller.taxId}`);
    expect(text).toContain('15 June 2026');
  });

  it('a long order flows onto further pages; names in other scripts render (as ?) without failing', async () => {
    const many = Array.from({ length: 60 }, (_, i) => item(i, i === 0 ? '山田の靴 🏔' : `Trail shoe ${i}`));
    const o = order(many, { shippingAddress: address({ firstName: '山田', lastName: 'Łukasz' }) });
    const invoice = await renderInvoice(o, 'en-gb');
    expect(await pages(invoice)).toBeGreaterThan(1);
    const text = await pdfTextOf(file('invoice.pdf', invoice));
    expect(text).toContain('Trail shoe 59');
    expect(text).toContain(`Total ${formatMoney(o.totals.total, 'GBP', 'en-GB')}`);
    const label = await renderReturnLabel(o, 'en-gb', 'RT-ABCDEF1234', new Date('2026-06-20T00:00:00Z'));
    expect(normaliseSpaces(await pdfTextOf(file('label.pdf', label)))).toContain('Trail shoe 59');
  });

  it('fr-fr return label: French words, the returns warehouse, the return number as text; file name return-label-<number>.pdf', async () => {
    const o = order([item(1)], { currency: 'EUR', shippingAddress: address({ addressLine1: '18 rue de la Roquette', city: 'Paris', postalCode: '75011', countryCode: 'FR' }) });
    const bytes = await renderReturnLabel(o, 'fr-fr', 'RT-ABCDEF1234', new Date('2026-06-20T00:00:00Z'));
    const text = await pdfTextOf(file(returnLabelFileName('RT-ABCDEF1234'), bytes));
    expect(returnLabelFileName('RT-ABCDEF1234')).toBe('return-label-RT-ABCDEF1234.pdf');
    expect(text).toContain('Étiquette de retour');
    expect(text).toContain('Numéro de retour: RT-ABCDEF1234');
    expect(text).toContain(BRAND_ADDRESSES['fr-fr'].returns.name);
    expect(text).toContain('69800 Saint-Priest');
    expect(text).toContain('18 rue de la Roquette');
    expect(text).toContain('SB-DOC0000001');
    // The barcode: a Code 128 image of the return number, embedded in the label.
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const barcode = await code128('RT-ABCDEF1234');
    expect(barcode.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(barcode.equals(await code128('RT-ABCDEF1235'))).toBe(false);
  });
});
