import type { Order, OrderSummary, SupportOrder } from '@switchback/core';

/**
 * What `order show` (and `ship`, `deliver`) print of an order, for the screen and for --json alike: items, totals,
 * the payment summary (the token's brand and last four digits only), shipments with carrier and tracking, and the
 * status history.
 */
export interface OrderView {
  readonly orderNumber: string;
  readonly status: Order['status'];
  readonly createdAt: string;
  readonly customerEmail: string;
  readonly owner?: SupportOrder['owner'];
  readonly currency: Order['currency'];
  readonly items: readonly {
    readonly name: string; readonly productId: string; readonly upc: string; readonly colorName: string; readonly size: string;
    readonly qty: number; readonly unitPrice: number; readonly rowTotal: number;
  }[];
  readonly totals: Order['totals'];
  readonly payment: readonly { readonly brand: string; readonly last4: string }[];
  readonly shipments: Order['shipments'];
  readonly statusHistory: Order['statusHistory'];
  readonly returnNumber?: string;
}

export function orderView(order: Order, owner?: SupportOrder['owner']): OrderView {
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt,
    customerEmail: order.customerEmail,
    ...(owner !== undefined ? { owner } : {}),
    currency: order.currency,
    items: order.items.map((item) => ({
      name: item.name, productId: item.productId, upc: item.upc, colorName: item.colorName, size: item.size,
      qty: item.qty, unitPrice: item.price.current, rowTotal: item.price.rowTotal,
    })),
    totals: order.totals,
    payment: order.paymentMethods.map((method) => ({ brand: method.type, last4: method.last4 })),
    shipments: order.shipments,
    statusHistory: order.statusHistory,
    ...(order.returnNumber !== undefined ? { returnNumber: order.returnNumber } : {}),
  };
}

export type OrderRow = OrderSummary;
