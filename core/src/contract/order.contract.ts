import { z } from 'zod';
import { emailSchema, recaptchaResponseSchema } from './auth.contract';
import {
  orderHistoryEntrySchema, orderSchema, orderShipmentSchema, orderStatusSchema,
} from './cart.contract';
import { currencySchema, itemIdSchema, localeParamSchema, moneySchema, multilineTextSchema, orderNumberSchema, productIdSchema, textSchema, upcSchema } from './common.contract';

/**
 * Issue 8: after the purchase (commerce-core §7 Consumer: purchasehistory, purchase, invoice, returnLabel, TrackOrder,
 * CancelOrder, warranty, contactus). All answers are JSON (§7): a PDF travels as base64 with its file name.
 */

/** §9 pagination: a 1-based page and a page size (default 10). */
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const purchaseHistoryRequestSchema = z.strictObject({
  page: z.number().int('page is a whole number').min(1, 'page is at least 1').max(10_000).default(1),
  pageSize: z.number().int('pageSize is a whole number').min(1, 'pageSize is at least 1').max(50, 'pageSize is at most 50').default(ORDER_HISTORY_PAGE_SIZE),
});
export type PurchaseHistoryRequest = z.input<typeof purchaseHistoryRequestSchema>;

/** One order of the history: enough for a row (status, totals, what was bought). */
export const orderSummarySchema = z.object({
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  status: orderStatusSchema,
  currency: currencySchema,
  total: moneySchema,
  totalUnits: z.number().int().min(0),
  items: z.array(z.object({ name: z.string(), image: z.string(), qty: z.number().int().min(1) })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** POST purchasehistory: the signed-in consumer's orders, newest first. */
export const purchaseHistorySchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type PurchaseHistory = z.infer<typeof purchaseHistorySchema>;

/** A generated document (invoice, return label): a real PDF, base64 in the JSON answer, with the file name to save it as. */
export const documentFileSchema = z.object({
  fileName: z.string().regex(/^[A-Za-z0-9._-]{1,100}\.pdf$/, 'fileName is a .pdf name'),
  contentType: z.literal('application/pdf'),
  contentBase64: z.string().min(1),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

/** POST purchase/invoice/download: the invoice of an order the caller owns. */
export const invoiceRequestSchema = z.strictObject({ orderNumber: orderNumberSchema });
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;

/** POST return/{orderId}/returnLabel: opens the return (once; again answers the same return) for a delivered order in the return window. */
export const returnLabelParamsSchema = z.strictObject({ orderId: orderNumberSchema });
export const returnLabelRequestSchema = z.strictObject({
  reason: textSchema('reason', { max: 500 }).optional(),
});
export type ReturnLabelRequest = z.infer<typeof returnLabelRequestSchema>;
export const returnLabelResponseSchema = z.object({
  returnNumber: z.string(),
  order: orderSchema,
  label: documentFileSchema,
});
export type ReturnLabelResponse = z.infer<typeof returnLabelResponseSchema>;

/**
 * POST TrackOrder: a guest gives the order number and the order's e-mail; a signed-in consumer may give the number of
 * one of their orders alone. A wrong pair is as unknown as a made-up number (OHS404), never "wrong e-mail".
 */
export const trackOrderRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  email: emailSchema.optional(),
});
export type TrackOrderRequest = z.infer<typeof trackOrderRequestSchema>;
/** What tracking shows: no address, no payment (the number and e-mail are not a sign-in). */
export const orderTrackingSchema = z.object({
  orderNumber: orderNumberSchema,
  createdAt: z.string(),
  status: orderStatusSchema,
  /** Each line with its UPC: a warranty claim (issue 8) names the line it is about. */
  items: z.array(z.object({ upc: upcSchema, name: z.string(), image: z.string(), qty: z.number().int().min(1), colorName: z.string(), size: z.string() })),
  shipments: z.array(orderShipmentSchema),
  statusHistory: z.array(orderHistoryEntrySchema),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

/** POST CancelOrder: allowed only before shipment; cancelling a cancelled order answers it again. */
export const cancelOrderRequestSchema = z.strictObject({
  orderNumber: orderNumberSchema,
  reason: textSchema('reason', { max: 500 }).optional(),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/** GET /consumers-v3/contactus/categorySubject: the categories and their subjects, in the site's language. */
export const contactCategoriesSchema = z.object({
  categories: z.array(z.object({
    id: z.string(),
    label: z.string(),
    subjects: z.array(z.object({ id: z.string(), label: z.string() })),
  })),
});
export type ContactCategories = z.infer<typeof contactCategoriesSchema>;

const personFields = {
  email: emailSchema,
  firstName: textSchema('firstName', { max: 50, min: 1 }),
  lastName: textSchema('lastName', { max: 50, min: 1 }),
};

/** POST /consumers-v3/contactus: a support case (category and subject from the list). */
export const contactUsRequestSchema = z.strictObject({
  ...personFields,
  categoryId: z.string().min(1, 'categoryId is required').max(50),
  subjectId: z.string().min(1, 'subjectId is required').max(50),
  /** Typed in a `<textarea>`: line breaks are kept. */
  message: multilineTextSchema('message', { max: 2000, min: 10 }),
  orderNumber: orderNumberSchema.optional(),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type ContactUsRequest = z.infer<typeof contactUsRequestSchema>;

/** A support case was opened: its number is what the shopper quotes. */
export const supportCaseSchema = z.object({ caseNumber: z.string(), createdAt: z.string() });
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** POST /consumers-v3/consumer/warranty: a warranty claim on a bought product (creates a support case). */
export const warrantyRequestSchema = z.strictObject({
  ...personFields,
  orderNumber: orderNumberSchema,
  upc: upcSchema,
  description: multilineTextSchema('description', { max: 2000, min: 10 }),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type WarrantyRequest = z.infer<typeof warrantyRequestSchema>;

// ——— Support (issue 8 §4): the fulfilment events and the basket trail, for support engineers only ———

export const supportOrderParamsSchema = z.strictObject({ orderNumber: orderNumberSchema });
/** The e-mail, and the locale every contract call carries (the HTTP client adds it; optional here). */
export const supportOrderListQuerySchema = z.strictObject({ email: emailSchema, locale: localeParamSchema.optional() });
/** A support engineer's view of an order: the order and whose it is. */
export const supportOrderSchema = z.object({
  order: orderSchema,
  owner: z.object({ customerId: z.string(), kind: z.enum(['guest', 'registered']), siteId: z.string() }),
});
export type SupportOrder = z.infer<typeof supportOrderSchema>;
export const supportOrderListSchema = z.object({ orders: z.array(orderSummarySchema) });

export const shipOrderRequestSchema = z.strictObject({
  carrier: textSchema('carrier', { max: 50, min: 1 }),
  trackingNumber: z.string().regex(/^[A-Za-z0-9-]{4,40}$/, 'trackingNumber is 4 to 40 letters, digits or -'),
  shipmentId: z.string().min(1).max(40).optional(),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;
export const deliverOrderRequestSchema = z.strictObject({ shipmentId: z.string().min(1).max(40).optional() });
export type DeliverOrderRequest = z.infer<typeof deliverOrderRequestSchema>;
/** The returns warehouse received a requested return's parcel (RETURN_REQUESTED → RETURNED). */
export const receiveReturnRequestSchema = z.strictObject({ reason: textSchema('reason', { max: 500 }).optional() });
export type ReceiveReturnRequest = z.infer<typeof receiveReturnRequestSchema>;

/**
 * One redacted call of the trail commerce-api keeps per basket (issue 8 §4 replay): no token, no card data, no
 * captcha answer; the key answer fields only.
 */
/**
 * Issue 8 §4: the calls that build a basket, in the order a checkout makes them. commerce-api keeps one redacted row
 * of the basket's trail per call of these; `switchback order replay` runs them again on a fresh guest.
 */
export const BASKET_TRAIL_ENDPOINTS = [
  'createCart', 'addItem', 'updateItem', 'removeItem', 'moveSaveForLater', 'setShippingAddress', 'shippingMethods',
  'selectShippingMethod', 'setBillingAddress', 'paymentMethods', 'addPaymentInstrument', 'prepareOrder', 'placeOrder',
  // Issue 9: the coupons entered and taken off (a replayed order gets the same codes).
  'applyCoupon', 'removeCoupon',
] as const;
export type BasketTrailEndpoint = (typeof BASKET_TRAIL_ENDPOINTS)[number];

const trailAnswerSchema = z.object({
  errorId: z.string().optional(),
  total: moneySchema.optional(),
  currency: currencySchema.optional(),
  flash: z.array(z.string()).optional(),
  /**
   * Per line of the cart after the call: UPC, quantity and unit price now; the line's itemId (a replay maps the old
   * basket's item ids to the fresh basket's by UPC) and what names it to a person (name, colour, size).
   */
  lines: z.array(z.object({
    upc: upcSchema, productId: productIdSchema, qty: z.number().int(), price: moneySchema,
    itemId: itemIdSchema.optional(), name: z.string().optional(), colorName: z.string().optional(), size: z.string().optional(),
  })).optional(),
});

/**
 * What the trail keeps of each call's request body: the allow-listed fields of its contract body (commerce-api's
 * trail-redaction.ts), each optional since a field that fails its pattern is dropped. No e-mail, phone, token, card
 * data or captcha answer has a place here.
 */
const kept = z.string().optional();
const trailAddressSchema = z.strictObject({
  firstName: kept, lastName: kept, addressLine1: kept, addressLine2: kept, city: kept, postalCode: kept, province: kept, countryCode: kept,
});
const noBody = z.null().optional();
const TRAIL_BODIES = {
  createCart: noBody,
  addItem: z.strictObject({ cartId: kept, items: z.array(z.strictObject({ productId: kept, upc: kept, qty: z.number().optional() })).optional() }),
  updateItem: z.strictObject({ itemId: kept, productId: kept, upc: kept, qty: z.number().optional() }),
  removeItem: z.strictObject({ cartId: kept, itemId: kept, upc: kept }),
  moveSaveForLater: z.strictObject({ action: kept, itemId: kept, saveForLaterId: kept }),
  setShippingAddress: z.array(trailAddressSchema.extend({ shippingId: kept, context: kept })),
  shippingMethods: noBody,
  selectShippingMethod: z.strictObject({ cartId: kept, code: kept, shippingId: kept, shopperAppliedSM: z.boolean().optional() }),
  setBillingAddress: z.strictObject({ address: trailAddressSchema.optional(), subscriptions: z.strictObject({ newsletterConsent: z.boolean().optional() }).optional() }),
  paymentMethods: noBody,
  addPaymentInstrument: z.strictObject({ payment_method_id: kept }),
  prepareOrder: z.strictObject({ basketId: kept }),
  placeOrder: z.strictObject({ cartId: kept }),
  applyCoupon: z.strictObject({ cartId: kept, code: kept }),
  removeCoupon: z.strictObject({ cartId: kept, code: kept }),
} as const satisfies Record<BasketTrailEndpoint, z.ZodType>;

const trailEntryOf = <E extends BasketTrailEndpoint>(endpoint: E) => z.object({
  seq: z.number().int().min(1),
  at: z.string(),
  endpoint: z.literal(endpoint),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
  path: z.string(),
  body: TRAIL_BODIES[endpoint].nullable().optional(),
  status: z.number().int(),
  answer: trailAnswerSchema,
});

/** One redacted call of a basket's trail: its endpoint decides the shape of its body. */
export const trailEntrySchema = z.discriminatedUnion('endpoint', [
  trailEntryOf('createCart'), trailEntryOf('addItem'), trailEntryOf('updateItem'), trailEntryOf('removeItem'),
  trailEntryOf('moveSaveForLater'), trailEntryOf('setShippingAddress'), trailEntryOf('shippingMethods'),
  trailEntryOf('selectShippingMethod'), trailEntryOf('setBillingAddress'), trailEntryOf('paymentMethods'),
  trailEntryOf('addPaymentInstrument'), trailEntryOf('prepareOrder'), trailEntryOf('placeOrder'),
  trailEntryOf('applyCoupon'), trailEntryOf('removeCoupon'),
]);
export type TrailEntry = z.infer<typeof trailEntrySchema>;
export type TrailAnswer = TrailEntry['answer'];
export type TrailLine = NonNullable<TrailAnswer['lines']>[number];
export const basketTrailSchema = z.object({ orderNumber: orderNumberSchema, basketId: z.string(), siteId: z.string(), entries: z.array(trailEntrySchema) });
export type BasketTrail = z.infer<typeof basketTrailSchema>;
