import { z } from 'zod';
import { storeEmployeeIdSchema, storeIdSchema } from './auth.contract';
import {
  addressInputSchema, addressSchema, basketIdSchema, isCleanText, textSchema, localeParamSchema, currencySchema, flashSchema, itemIdSchema, moneySchema,
  orderNumberSchema, productIdSchema, quantitySchema, upcSchema,
} from './common.contract';

/** §3 Cart item (the fields this slice uses). */
export const cartItemSchema = z.object({
  id: itemIdSchema,
  productId: productIdSchema,
  masterId: productIdSchema,
  slug: z.string(),
  name: z.string(),
  upc: upcSchema,
  color: z.string(),
  /** The colour's name in the cart's site language (`Gris ardoise` on fr-fr, `Slate Grey` on en-gb). */
  colorName: z.string(),
  size: z.string(),
  image: z.string(),
  qty: quantitySchema,
  maxQty: z.number().int().min(0),
  pdpUrl: z.string(),
  price: z.object({
    original: moneySchema,
    current: moneySchema,
    rowTotal: moneySchema,
    currency: currencySchema,
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const shippingMethodOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  price: z.object({ amount: moneySchema }),
  deliveryTime: z.string(),
  selected: z.boolean(),
});
export type ShippingMethodOption = z.infer<typeof shippingMethodOptionSchema>;

export const paymentMethodIdSchema = z.enum([
  'CREDIT_CARD', 'GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD',
]);
export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: paymentMethodIdSchema,
  amount: moneySchema,
  card: z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    holder: z.string(),
  }),
});
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;

export const totalsSchema = z.object({
  itemTotal: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  totalDiscount: moneySchema,
  total: moneySchema,
  remainingToPay: moneySchema,
  totalUnits: z.number().int().min(0),
  currency: currencySchema,
});
export type Totals = z.infer<typeof totalsSchema>;

/** §3 Cart (basket). */
export const cartSchema = z.object({
  basketId: basketIdSchema,
  currency: currencySchema,
  customerEmail: z.string().nullable(),
  items: z.array(cartItemSchema),
  totalItems: z.number().int().min(0),
  totals: totalsSchema,
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  shippingMethods: z.object({ shippingId: z.string(), applicableShippingMethods: z.array(shippingMethodOptionSchema) }),
  payment_instruments: z.array(paymentInstrumentSchema),
  flash: z.array(flashSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const basketParamsSchema = z.strictObject({ basketId: basketIdSchema });

/** POST /cart/v1/cart */
export const createCartRequestSchema = z.strictObject({});
/** GET /cart/v1/cart/{basketId} */
export const getCartQuerySchema = z.strictObject({
  locale: localeParamSchema,
  inventorySupplyCheck: z.enum(['true', 'false']).optional(),
});

/** POST /cart/v1/item */
export const addItemLineSchema = z.strictObject({ productId: productIdSchema, upc: upcSchema, qty: quantitySchema });
export const addItemRequestSchema = z.strictObject({
  cartId: basketIdSchema,
  items: z.array(addItemLineSchema).min(1, 'at least one item').max(50, 'at most 50 items at once'),
});
export type AddItemRequest = z.infer<typeof addItemRequestSchema>;

/** PUT /cart/v1/cart/{basketId}/item */
export const updateItemRequestSchema = z.strictObject({
  itemId: itemIdSchema,
  productId: productIdSchema,
  upc: upcSchema,
  qty: z.number().int('quantity must be a whole number').min(0).max(999_999),
});
export type UpdateItemRequest = z.infer<typeof updateItemRequestSchema>;

/** DELETE /cart/v1/item */
export const removeItemRequestSchema = z.strictObject({ cartId: basketIdSchema, itemId: itemIdSchema, upc: upcSchema });
export type RemoveItemRequest = z.infer<typeof removeItemRequestSchema>;

/** POST /cart/v2/cart/{basketId}/shippingAddress — a list of addresses (one shipment in this slice). */
export const shippingAddressEntrySchema = addressInputSchema.extend({
  email: z.email('email is not valid').max(254).refine(isCleanText, 'email is not valid'),
  shippingId: textSchema('shippingId', { max: 32, trim: false }).default('me'),
  context: textSchema('context', { max: 32, trim: false }).optional(),
  recaptcha_response: textSchema('recaptcha_response', { max: 4096, trim: false }).optional(),
});
export const setShippingAddressRequestSchema = z.array(shippingAddressEntrySchema).min(1, 'one address').max(1, 'one address per shipment');
export type SetShippingAddressRequest = z.input<typeof setShippingAddressRequestSchema>;

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId} */
export const shippingMethodParamsSchema = z.strictObject({ basketId: basketIdSchema, shippingId: z.string().regex(/^[a-z0-9_-]{1,32}$/) });
export const shippingMethodsResponseSchema = z.object({
  shippingId: z.string(),
  applicableShippingMethods: z.array(shippingMethodOptionSchema),
});
export type ShippingMethodsResponse = z.infer<typeof shippingMethodsResponseSchema>;

/** POST /cart/v1/shippingMethod */
export const selectShippingMethodRequestSchema = z.strictObject({
  cartId: basketIdSchema,
  code: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'code is a shipping method code'),
  shippingId: textSchema('shippingId', { max: 32, trim: false }).default('me'),
  shopperAppliedSM: z.boolean().optional(),
});
export type SelectShippingMethodRequest = z.input<typeof selectShippingMethodRequestSchema>;

/** POST /cart/v1/cart/{basketId}/billingAddress */
export const setBillingAddressRequestSchema = z.strictObject({
  address: addressInputSchema,
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'phone is 6 to 20 digits').optional(),
  subscriptions: z.strictObject({ newsletterConsent: z.boolean() }).optional(),
});
export type SetBillingAddressRequest = z.infer<typeof setBillingAddressRequestSchema>;

/** GET /cart/v1/cart/{basketId}/paymentMethods */
export const paymentMethodsResponseSchema = z.object({
  applicablePaymentMethods: z.array(z.object({
    id: paymentMethodIdSchema,
    name: z.string(),
    cards: z.array(z.object({ cardType: z.string(), name: z.string() })),
  })),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments — a one-time provider token (`paymentCard`), never a card number;
 * or (issue 7, EXPRESS) a registered consumer's saved card by its `paymentInstrumentId`, paid with its stored
 * credential. Exactly one of the two.
 */
export const oneTimeCardSchema = z.strictObject({
  token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'token is a payment provider token'),
  holder: textSchema('holder', { max: 100, min: 1 }),
});
export const addPaymentInstrumentRequestSchema = z.strictObject({
  payment_method_id: z.literal('CREDIT_CARD'),
  paymentCard: oneTimeCardSchema.optional(),
  paymentInstrumentId: z.string().regex(/^pi_[A-Za-z0-9_-]{8,64}$/, 'paymentInstrumentId is pi_ then 8 to 64 letters, digits, - or _').optional(),
}).refine((request) => (request.paymentCard === undefined) !== (request.paymentInstrumentId === undefined), {
  message: 'paymentCard (a one-time token) or paymentInstrumentId (a saved card), exactly one',
  path: ['paymentCard'],
});
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequestSchema>;

/** POST /cart/v1/cart/prepareOrder */
export const prepareOrderRequestSchema = z.strictObject({ basketId: basketIdSchema });
export const prepareOrderResponseSchema = z.object({ basketId: basketIdSchema, ready: z.boolean(), total: moneySchema, currency: currencySchema, flash: z.array(flashSchema) });
export type PrepareOrderResponse = z.infer<typeof prepareOrderResponseSchema>;

/** §3 Order. */
/**
 * Issue 8 §2 order lifecycle: created → cancelled, or shipped (per shipment) → delivered → return requested → returned.
 * The order's status is its furthest shipment's (core `orders/order-lifecycle.ts` is the one place the moves are decided).
 */
export const orderStatusSchema = z.enum(['CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const shipmentStatusSchema = z.enum(['PENDING', 'SHIPPED', 'DELIVERED']);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** §3 Order shipments (shipmentId, shippingMethod, storeId) with the fulfilment side's carrier and tracking number once shipped. */
export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.string(),
  status: shipmentStatusSchema,
  carrier: z.string().optional(),
  trackingNumber: z.string().optional(),
  shippedAt: z.string().optional(),
  deliveredAt: z.string().optional(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Who moved an order: the shopper (cancel, return), support (ship, deliver, via the support CLI) or the system (placing it). */
export const orderActorSchema = z.enum(['CUSTOMER', 'SUPPORT', 'SYSTEM']);
/** One row of an order's history per transition: who, when, why. */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  at: z.string(),
  actor: orderActorSchema,
  reason: z.string().optional(),
  shipmentId: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/** What the shopper may do with the order now (the API decides, with core's lifecycle and the return window). */
export const orderActionsSchema = z.object({
  cancel: z.boolean(),
  returnLabel: z.boolean(),
  /** The last day a return label can be made, when the order is delivered (ISO date-time). */
  returnUntil: z.string().optional(),
});

export const orderSchema = z.object({
  orderNumber: orderNumberSchema,
  basketId: basketIdSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  currency: currencySchema,
  customerEmail: z.string(),
  items: z.array(cartItemSchema),
  totals: totalsSchema,
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  shipments: z.array(orderShipmentSchema),
  /** §3 payment method list: the token's brand and last four digits only. */
  paymentMethods: z.array(z.object({ code: z.string(), id: z.string(), type: z.string(), last4: z.string() })),
  /** §3 Order inStoreSalesInfo: placed in store by this associate (issue 7 associate mode). */
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
  /** Issue 8: every transition, oldest first (the first is CREATED by SYSTEM). */
  statusHistory: z.array(orderHistoryEntrySchema),
  actions: orderActionsSchema,
  /** The return's number once a return label was made (RETURN_REQUESTED and after). */
  returnNumber: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /consumers-v3/consumer/purchase/{orderId}: an order, to the principal who placed it. */
export const orderParamsSchema = z.strictObject({ orderId: orderNumberSchema });

/** §3 Order inStoreSalesInfo (storeId, storeEmployeeId). */
export const inStoreSalesInfoSchema = z.strictObject({ storeId: storeIdSchema, storeEmployeeId: storeEmployeeIdSchema });
export type InStoreSalesInfo = z.infer<typeof inStoreSalesInfoSchema>;

/** PUT /cart/v2/checkout/order (the Idempotency-Key header makes a retry return the first order). */
export const placeOrderRequestSchema = z.strictObject({
  cartId: basketIdSchema,
  recaptcha_response: textSchema('recaptcha_response', { max: 4096, trim: false }).optional(),
  /** §7: the in-store associate placing the order; must match the associate session the API issued (`sb_associate`). */
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export const placeOrderResponseSchema = z.object({ orderNumber: orderNumberSchema, flash: z.array(flashSchema), order: orderSchema });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
