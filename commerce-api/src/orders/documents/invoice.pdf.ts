import { addressLines, formatMoney, SITES, type Order, type SiteId } from '@switchback/core';
import { SITE_PRICING } from '../../sites/site-config';
import { BRAND_ADDRESSES, brandName } from './brand-addresses';
import { DOCUMENT_LABELS } from './document-labels';
import { block, pdfText, renderPdf } from './pdf-writer';

export const invoiceFileName = (orderNumber: string): string => `invoice-${orderNumber}.pdf`;

/**
 * The invoice of an order (issue 8 §1), in its site's language: seller, invoice and order number, date, billing and
 * shipping addresses, the lines (name, colour, size, quantity, unit price, row total), shipping, tax as the site
 * prices it (VAT included on en-gb and fr-fr, sales tax added on en-us: the order's totals already carry it), the
 * total and the payment (card brand and last 4). Money is formatted with core's `formatMoney`.
 */
export function renderInvoice(order: Order, siteId: SiteId): Promise<Buffer> {
  const site = SITES[siteId];
  const words = DOCUMENT_LABELS[site.language];
  const pricing = SITE_PRICING[siteId];
  const brand = BRAND_ADDRESSES[siteId];
  const money = (minor: number): string => formatMoney(minor, order.currency, site.locale);
  const date = new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(order.createdAt));
  const rate = new Intl.NumberFormat(site.locale, { style: 'percent', maximumFractionDigits: 2 }).format(pricing.taxBps / 10_000);

  return renderPdf({ title: `${words.invoice} ${order.orderNumber}`, createdAt: new Date(order.createdAt), language: site.locale }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(20).text(pdfText(brandName(siteId)), left, 50);
    doc.font('Helvetica').fontSize(16).text(pdfText(words.invoice), left, 50, { width, align: 'right' });
    doc.fontSize(10).moveDown(0.5);
    doc.text(pdfText(`${words.invoiceNumber}: ${order.orderNumber}`), { width, align: 'right' });
    doc.text(pdfText(`${words.orderNumber}: ${order.orderNumber}`), { width, align: 'right' });
    doc.text(pdfText(`${words.date}: ${date}`), { width, align: 'right' });

    const top = 140;
    const column = width / 3;
    const sellerLines = [brand.seller.name, ...addressLines(brand.seller.address, site.locale), ...(brand.seller.taxId ? [`${words.taxId}: ${brand.seller.taxId}`] : [])];
    const bottoms = [
      block(doc, words.seller, sellerLines, left, top, column - 10),
      block(doc, words.billingAddress, addressLines(order.billingAddress, site.locale), left + column, top, column - 10),
      block(doc, words.shippingAddress, addressLines(order.shippingAddress ?? order.billingAddress, site.locale), left + 2 * column, top, column - 10),
    ];

    // The lines.
    const cols = [
      { label: words.item, x: left, w: 170, align: 'left' as const },
      { label: words.colour, x: left + 175, w: 80, align: 'left' as const },
      { label: words.size, x: left + 260, w: 45, align: 'left' as const },
      { label: words.qty, x: left + 305, w: 35, align: 'right' as const },
      { label: words.unitPrice, x: left + 345, w: 75, align: 'right' as const },
      { label: words.rowTotal, x: left + 425, w: width - 425, align: 'right' as const },
    ];
    let y = Math.max(...bottoms) + 25;
    /** A new page when `height` more points would not fit on this one. */
    const room = (height: number): void => {
      if (y + height > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        y = doc.page.margins.top;
      }
    };
    const row = (cells: readonly string[], bold = false): void => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      const heights = cells.map((cell, i) => doc.heightOfString(pdfText(cell), { width: cols[i]!.w }));
      room(Math.max(...heights));
      cells.forEach((cell, i) => doc.text(pdfText(cell), cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.align }));
      y += Math.max(...heights) + 6;
    };
    row(cols.map((c) => c.label), true);
    doc.moveTo(left, y - 3).lineTo(left + width, y - 3).strokeColor('#999999').stroke();
    for (const item of order.items) {
      row([item.name, item.colorName, item.size, String(item.qty), money(item.price.current), money(item.price.rowTotal)]);
    }
    doc.moveTo(left, y).lineTo(left + width, y).stroke();
    y += 10;

    // The totals, as the site prices them.
    const totals: Array<[string, string, boolean]> = [
      [words.subtotal, money(order.totals.itemTotal), false],
      [words.shipping, money(order.totals.shipping), false],
      ...(pricing.taxIncluded ? [] : [[words.salesTax, money(order.totals.tax), false] as [string, string, boolean]]),
      [words.total, money(order.totals.total), true],
      ...(pricing.taxIncluded ? [[words.vatIncluded(rate), money(order.totals.tax), false] as [string, string, boolean]] : []),
    ];
    room(totals.length * 18 + 60);
    for (const [label, amount, bold] of totals) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
      doc.text(pdfText(label), left + 250, y, { width: 170, align: 'right' });
      doc.text(pdfText(amount), left + 425, y, { width: width - 425, align: 'right' });
      y += bold ? 18 : 15;
    }

    y += 15;
    const payments = order.paymentMethods.map((p) => words.cardEnding(p.type, p.last4));
    block(doc, words.payment, payments, left, y, width);
  });
}
