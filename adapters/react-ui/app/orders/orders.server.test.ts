import { describe, expect, it } from 'vitest';
import { SITES } from '@switchback/core';
import { detailProblemOf, orderDates, orderRow, pdfAttachment } from './orders.server';
import { readTrackForm } from './track-order.server';

describe('order pages: what the server prepares', () => {
  it('dates are written in the site’s language, in UTC (the hydrated page reads the same as the server’s)', () => {
    expect(orderDates(SITES['en-us']).date('2026-11-24T23:30:00.000Z')).toBe('November 24, 2026');
    expect(orderDates(SITES['en-gb']).date('2026-11-24T23:30:00.000Z')).toBe('24 November 2026');
    expect(orderDates(SITES['fr-fr']).date('2026-11-24T23:30:00.000Z')).toBe('24 novembre 2026');
    expect(orderDates(SITES['en-gb']).dateTime('2026-11-24T23:30:00.000Z')).toMatch(/24 Nov 2026.*23:30.*UTC/);
  });

  it('a history row: the total in core money formatting for the site, the units bought', () => {
    const row = orderRow({
      orderNumber: 'SB-000123', createdAt: '2026-11-24T10:00:00.000Z', status: 'SHIPPED', currency: 'EUR', total: 123456, totalUnits: 3,
      items: [{ name: 'Trail shoe', image: '/i.png', qty: 3 }],
    }, SITES['fr-fr']);
    expect(row).toEqual({ orderNumber: 'SB-000123', date: '24 novembre 2026', status: 'SHIPPED', units: 3, total: '1\u202f234,56\u00a0€' });
  });

  it('a document answers application/pdf, saved under the given file name, with the bytes the base64 carried', async () => {
    const bytes = '%PDF-1.4\n\u00e9\u00ff binary\n%%EOF';
    const answer = pdfAttachment({ fileName: 'x.pdf', contentType: 'application/pdf', contentBase64: btoa(bytes) }, 'invoice-SB-000123.pdf', { 'set-cookie': 'a=b' });
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="invoice-SB-000123.pdf"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(Array.from(body)).toEqual(Array.from(bytes, (c) => c.charCodeAt(0)));
    expect(answer.headers.get('content-length')).toBe(String(bytes.length));
  });

  it('a file name never carries a quote or a path: anything but letters, digits, dot, dash and underscore is replaced', () => {
    const answer = pdfAttachment({ fileName: 'x.pdf', contentType: 'application/pdf', contentBase64: btoa('%PDF') }, 'return-label-"../R 1".pdf', {});
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="return-label-_.._R_1_.pdf"');
  });

  it('only a known problem of the detail page is shown from its query', () => {
    expect(detailProblemOf('invoice')).toBe('invoice');
    expect(detailProblemOf('returnWindowClosed')).toBe('returnWindowClosed');
    expect(detailProblemOf('toString')).toBeNull();
    expect(detailProblemOf(null)).toBeNull();
  });
});

describe('the tracking form', () => {
  it('a guest gives the number and the e-mail; the number is read in any case, spaces around ignored', () => {
    expect(readTrackForm({ orderNumber: ' sb-000123 ', email: 'ada@example.com' }, false))
      .toEqual({ ok: true, request: { orderNumber: 'SB-000123', email: 'ada@example.com' } });
  });

  it('a guest without an e-mail is asked for it; a signed-in consumer may leave it empty (their own orders)', () => {
    expect(readTrackForm({ orderNumber: 'SB-000123', email: '' }, false)).toEqual({ ok: false, errors: { email: { id: 'orders.track.emailRequired' } } });
    expect(readTrackForm({ orderNumber: 'SB-000123', email: '  ' }, true)).toEqual({ ok: true, request: { orderNumber: 'SB-000123' } });
  });

  it('a missing or malformed number and a malformed e-mail are answered at their fields', () => {
    expect(readTrackForm({ orderNumber: '', email: 'nope' }, false)).toEqual({
      ok: false, errors: { orderNumber: { id: 'orders.track.numberRequired' }, email: { id: 'form.email.invalid' } },
    });
    expect(readTrackForm({ orderNumber: 'SB 1', email: 'ada@example.com' }, false)).toEqual({ ok: false, errors: { orderNumber: { id: 'orders.track.numberInvalid' } } });
  });
});
