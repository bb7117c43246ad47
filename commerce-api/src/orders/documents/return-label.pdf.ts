import bwipjs from 'bwip-js/node';
import { addressLines, SITES, type Order, type SiteId } from '@switchback/core';
import { BRAND_ADDRESSES, brandName } from './brand-addresses';
import { DOCUMENT_LABELS } from './document-labels';
import { block, pdfText, renderPdf } from './pdf-writer';

export const returnLabelFileName = (returnNumber: string): string => `return-label-${returnNumber}.pdf`;

/** A Code 128 barcode of the return number (PNG), for the carrier's and the warehouse's scanners. */
export function code128(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 15, includetext: true, textxalign: 'center' });
}

/**
 * The return label (issue 8 §1), in the order's site language: the brand's returns warehouse for the site (to), the
 * customer's shipping address (from), the return number as text and as a Code 128 barcode, the order number and
 * the items.
 */
export async function renderReturnLabel(order: Order, siteId: SiteId, returnNumber: string, issuedAt: Date): Promise<Buffer> {
  const site = SITES[siteId];
  const words = DOCUMENT_LABELS[site.language];
  const returns = BRAND_ADDRESSES[siteId].returns;
  const barcode = await code128(returnNumber);
  return renderPdf({ title: `${words.returnLabel} ${returnNumber}`, createdAt: issuedAt, language: site.locale }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(20).text(pdfText(brandName(siteId)), left, 50);
    doc.font('Helvetica').fontSize(16).text(pdfText(words.returnLabel), left, 50, { width, align: 'right' });

    doc.rect(left, 90, width, 170).lineWidth(2).strokeColor('#000000').stroke();
    doc.font('Helvetica-Bold').fontSize(10).text(pdfText(words.returnTo.toUpperCase()), left + 15, 105);
    doc.font('Helvetica-Bold').fontSize(14).text(pdfText(returns.name), left + 15, 122);
    doc.font('Helvetica').fontSize(13);
    for (const line of addressLines(returns.address, site.locale)) doc.text(pdfText(line));
    block(doc, words.from, addressLines(order.shippingAddress ?? order.billingAddress, site.locale), left + width / 2 + 20, 105, width / 2 - 35);

    doc.font('Helvetica-Bold').fontSize(12).text(pdfText(`${words.returnNumber}: ${returnNumber}`), left, 285);
    doc.image(barcode, left, 305, { fit: [width * 0.7, 90] });
    doc.font('Helvetica').fontSize(11).text(pdfText(`${words.orderNumber}: ${order.orderNumber}`), left, 410);

    doc.font('Helvetica-Oblique').fontSize(9).fillColor('#555555').text(pdfText(words.returnInstructions), left, 435, { width });
    doc.fillColor('#000000');
    // The items last: a long list flows onto further pages by itself.
    block(doc, words.itemsReturned, order.items.map((item) => `${item.qty} × ${item.name} — ${item.colorName}, ${item.size}`), left, 465, width);
  });
}
