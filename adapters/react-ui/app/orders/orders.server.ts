import {
  formatMoney, type DocumentFile, type Order, type OrderStatus, type OrderSummary, type OrderTracking, type Site, type Totals,
} from '@switchback/core';
import { printedAddress } from '../checkout/address-form.server';

/**
 * Dates of the order pages, formatted on the server in the site's language (so the page the browser hydrates reads
 * the same), in UTC: the shop has no time zone of the shopper's, and a time says which one it is in.
 */
export function orderDates(site: Pick<Site, 'locale'>) {
  const day = new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat(site.locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });
  const valid = (iso: string) => !Number.isNaN(Date.parse(iso));
  return {
    /** e.g. "November 24, 2026" / "24 November 2026" / "24 novembre 2026". */
    date: (iso: string) => (valid(iso) ? day.format(new Date(iso)) : iso),
    /** e.g. "Nov 24, 2026, 1:05 AM UTC". */
    dateTime: (iso: string) => (valid(iso) ? moment.format(new Date(iso)) : iso),
  };
}

/** One row of the history table. */
export interface OrderRowView {
  readonly orderNumber: string;
  readonly date: string;
  readonly status: OrderStatus;
  readonly units: number;
  readonly total: string;
}

export function orderRow(summary: OrderSummary, site: Pick<Site, 'locale'>): OrderRowView {
  return {
    orderNumber: summary.orderNumber,
    date: orderDates(site).date(summary.createdAt),
    status: summary.status,
    units: summary.totalUnits,
    total: formatMoney(summary.total, summary.currency, site.locale),
  };
}

export interface ShipmentView {
  readonly shipmentId: string;
  readonly shippingMethod: string;
  /** Issue 10: the store (pickup, ship to store) or the collection point the shipment goes to; null for home delivery. */
  readonly place: string | null;
  readonly status: Order['shipments'][number]['status'];
  readonly carrier: string | null;
  readonly trackingNumber: string | null;
  readonly shippedAt: string | null;
  readonly deliveredAt: string | null;
}

export interface HistoryEntryView {
  readonly status: OrderStatus;
  readonly at: string;
  readonly actor: Order['statusHistory'][number]['actor'];
  readonly reason: string | null;
}

export interface ItemView {
  readonly id: string;
  readonly name: string;
  readonly image: string;
  readonly colour: string;
  readonly size: string;
  readonly qty: number;
  /** The row total (unit price × quantity), formatted. */
  readonly price: string;
}

/** What the tracking page and the detail page both show: status, items, shipments, history. */
export interface TrackingView {
  readonly orderNumber: string;
  readonly placed: string;
  readonly status: OrderStatus;
  readonly items: readonly Omit<ItemView, 'id' | 'price'>[];
  readonly shipments: readonly ShipmentView[];
  readonly history: readonly HistoryEntryView[];
}

/** The detail page: the tracking view plus addresses, payment, totals and what the shopper may do. */
export interface OrderDetailView extends Omit<TrackingView, 'items'> {
  readonly items: readonly ItemView[];
  readonly shippingLines: readonly string[];
  readonly billingLines: readonly string[];
  readonly payments: readonly { readonly brand: string; readonly last4: string }[];
  readonly totals: Totals;
  readonly canCancel: boolean;
  readonly canReturn: boolean;
  readonly returnUntil: string | null;
  readonly returnNumber: string | null;
}

function shipmentsOf(shipments: Order['shipments'], site: Pick<Site, 'locale'>): ShipmentView[] {
  const { dateTime } = orderDates(site);
  return shipments.map((s) => ({
    shipmentId: s.shipmentId,
    shippingMethod: s.shippingMethod,
    place: s.storeName ?? s.collectionPoint?.storeName ?? null,
    status: s.status,
    carrier: s.carrier ?? null,
    trackingNumber: s.trackingNumber ?? null,
    shippedAt: s.shippedAt ? dateTime(s.shippedAt) : null,
    deliveredAt: s.deliveredAt ? dateTime(s.deliveredAt) : null,
  }));
}

function historyOf(history: Order['statusHistory'], site: Pick<Site, 'locale'>): HistoryEntryView[] {
  const { dateTime } = orderDates(site);
  return history.map((entry) => ({ status: entry.status, at: dateTime(entry.at), actor: entry.actor, reason: entry.reason ?? null }));
}

export function trackingView(tracking: OrderTracking, site: Pick<Site, 'locale'>): TrackingView {
  return {
    orderNumber: tracking.orderNumber,
    placed: orderDates(site).date(tracking.createdAt),
    status: tracking.status,
    items: tracking.items.map((item) => ({ name: item.name, image: item.image, colour: item.colorName, size: item.size, qty: item.qty })),
    shipments: shipmentsOf(tracking.shipments, site),
    history: historyOf(tracking.statusHistory, site),
  };
}

export function orderDetailView(order: Order, site: Site): OrderDetailView {
  return {
    orderNumber: order.orderNumber,
    placed: orderDates(site).date(order.createdAt),
    status: order.status,
    items: order.items.map((item) => ({
      id: item.id, name: item.name, image: item.image, colour: item.colorName, size: item.size, qty: item.qty,
      price: formatMoney(item.price.rowTotal, item.price.currency, site.locale),
    })),
    shipments: shipmentsOf(order.shipments, site),
    history: historyOf(order.statusHistory, site),
    shippingLines: order.shippingAddress ? printedAddress(order.shippingAddress, site) : [],
    billingLines: printedAddress(order.billingAddress, site),
    // §3: the token's brand and last four digits only.
    payments: order.paymentMethods.map((method) => ({ brand: method.type, last4: method.last4 })),
    totals: order.totals,
    canCancel: order.actions.cancel,
    canReturn: order.actions.returnLabel,
    returnUntil: order.actions.returnUntil ? orderDates(site).date(order.actions.returnUntil) : null,
    returnNumber: order.returnNumber ?? null,
  };
}

/** A document of the API (base64 in its JSON answer) as a download: the PDF's bytes, saved under `fileName`. */
export function pdfAttachment(document: DocumentFile, fileName: string, sessionHeaders: HeadersInit): Response {
  const binary = atob(document.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const headers = new Headers(sessionHeaders);
  headers.set('Content-Type', 'application/pdf');
  headers.set('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  headers.set('Content-Length', String(bytes.byteLength));
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(bytes, { status: 200, headers });
}

/** A problem a document route sends back to the detail page (`?problem=`), and the message it shows there. */
export const DETAIL_PROBLEMS = {
  invoice: 'orders.invoice.failed',
  returnLabel: 'orders.return.failed',
  returnWindowClosed: 'orders.errors.returnWindowClosed',
  returnNotAllowed: 'orders.errors.returnNotAllowed',
} as const;
export type DetailProblem = keyof typeof DETAIL_PROBLEMS;
export const detailProblemOf = (raw: string | null): DetailProblem | null =>
  (raw !== null && Object.hasOwn(DETAIL_PROBLEMS, raw) ? (raw as DetailProblem) : null);
