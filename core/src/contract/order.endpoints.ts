import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import { orderSchema } from './cart.contract';
import {
  basketTrailSchema, cancelOrderRequestSchema, contactCategoriesSchema, contactUsRequestSchema, deliverOrderRequestSchema,
  documentFileSchema, invoiceRequestSchema, orderTrackingSchema, purchaseHistoryRequestSchema, purchaseHistorySchema,
  receiveReturnRequestSchema, returnLabelParamsSchema, returnLabelRequestSchema, returnLabelResponseSchema, shipOrderRequestSchema, supportCaseSchema,
  supportOrderListQuerySchema, supportOrderListSchema, supportOrderParamsSchema, supportOrderSchema, trackOrderRequestSchema,
  warrantyRequestSchema,
} from './order.contract';

const consumer = { auth: true, registered: true } as const;
const anyShopper = { auth: true } as const;
/** Support routes: no shopper token; the support key (`x-switchback-support-key`, SWITCHBACK_SUPPORT_KEY) instead. */
const support = { auth: false, support: true } as const;

/** After the purchase (commerce-core §7 Consumer: purchase history, invoice, return label, tracking, cancel, warranty, contact us). */
export const orderEndpoints = {
  purchaseHistory: endpoint({ method: 'POST', path: '/consumers-v3/consumer/purchasehistory', summary: "A page of the signed-in consumer's orders, newest first", body: purchaseHistoryRequestSchema, query: localeQuerySchema, response: purchaseHistorySchema, ...consumer }),
  downloadInvoice: endpoint({ method: 'POST', path: '/consumers-v3/consumer/purchase/invoice/download', summary: "An order's invoice as a PDF (base64), to the order's owner", body: invoiceRequestSchema, query: localeQuerySchema, response: documentFileSchema, ...anyShopper }),
  returnLabel: endpoint({ method: 'POST', path: '/consumers-v3/consumer/return/{orderId}/returnLabel', summary: 'Open the return of a delivered order within the return window and get its label (PDF with the return address and a barcode of the return number)', params: returnLabelParamsSchema, body: returnLabelRequestSchema, query: localeQuerySchema, response: returnLabelResponseSchema, ...anyShopper }),
  trackOrder: endpoint({ method: 'POST', path: '/consumers-v3/consumer/TrackOrder', summary: "An order's status, shipments and history: by number and e-mail, or by number for its signed-in owner", body: trackOrderRequestSchema, query: localeQuerySchema, response: orderTrackingSchema, ...anyShopper }),
  cancelOrder: endpoint({ method: 'POST', path: '/consumers-v3/consumer/CancelOrder', summary: 'Cancel an order before it ships (stock back, authorisation voided, one transaction; again answers the same)', body: cancelOrderRequestSchema, query: localeQuerySchema, response: orderSchema, ...anyShopper }),
  contactUs: endpoint({ method: 'POST', path: '/consumers-v3/contactus', summary: 'Contact support: opens a case and answers its number', body: contactUsRequestSchema, query: localeQuerySchema, response: supportCaseSchema, ...anyShopper }),
  contactUsCategories: endpoint({ method: 'GET', path: '/consumers-v3/contactus/categorySubject', summary: "Contact categories and their subjects in the site's language", query: localeQuerySchema, response: contactCategoriesSchema, auth: false }),
  warranty: endpoint({ method: 'POST', path: '/consumers-v3/consumer/warranty', summary: 'A warranty claim on a product of an order (opens a support case)', body: warrantyRequestSchema, query: localeQuerySchema, response: supportCaseSchema, ...anyShopper }),
  // Issue 8 §4: support engineers (the `switchback order` commands), never a shopper's token.
  supportOrder: endpoint({ method: 'GET', path: '/support/v1/orders/{orderNumber}', summary: 'Support: any order with its owner', params: supportOrderParamsSchema, response: supportOrderSchema, ...support }),
  supportOrderList: endpoint({ method: 'GET', path: '/support/v1/orders', summary: 'Support: the orders placed with an e-mail, newest first', query: supportOrderListQuerySchema, response: supportOrderListSchema, ...support }),
  supportShipOrder: endpoint({ method: 'POST', path: '/support/v1/orders/{orderNumber}/shipment', summary: 'Support: the fulfilment side shipped a shipment (carrier and tracking number)', params: supportOrderParamsSchema, body: shipOrderRequestSchema, response: orderSchema, ...support }),
  supportDeliverOrder: endpoint({ method: 'POST', path: '/support/v1/orders/{orderNumber}/delivery', summary: 'Support: the fulfilment side delivered a shipment', params: supportOrderParamsSchema, body: deliverOrderRequestSchema, response: orderSchema, ...support }),
  supportReceiveReturn: endpoint({ method: 'POST', path: '/support/v1/orders/{orderNumber}/returnReceived', summary: "Support: the returns warehouse received the order's return", params: supportOrderParamsSchema, body: receiveReturnRequestSchema, response: orderSchema, ...support }),
  supportBasketTrail: endpoint({ method: 'GET', path: '/support/v1/orders/{orderNumber}/trail', summary: "Support: the redacted trail of calls that built the order's basket", params: supportOrderParamsSchema, response: basketTrailSchema, ...support }),
} as const satisfies Record<string, Endpoint>;
