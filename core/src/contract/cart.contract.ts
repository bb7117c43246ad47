import { z } from 'zod';
import { storeEmployeeIdSchema, storeIdSchema } from './auth.contract';
import {
  addressInputSchema, addressSchema, basketIdSchema, isCleanText, textSchema, localeParamSchema, currencySchema,
  flashSchema, itemIdSchema, moneySchema, orderNumberSchema, productIdSchema, quantitySchema, upcSchema,
} from './common.contract';
import {
  appliedRewardSchema, approachingPromotionSchema, bounceBackVoucherSchema, couponItemSchema, giftCardCredentialsSchema,
  orderPromotionSchema, priceAdjustmentSchema, productPromotionSchema, promoSummaryEntrySchema, spendBannerSchema,
} from './promotion.contract';

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
    /** current × qty, before promotions. */
    rowTotal: moneySchema,
    currency: currencySchema,
    /** §3: the row after its product-level promotions and line adjustments (issue 9; rowTotal when none). */
    priceAfterItemDiscount: moneySchema.default(0),
    /** §3: the row after its share of order-level discounts too (issue 9; priceAfterItemDiscount when none). */
    priceAfterOrderDiscount: moneySchema.default(0),
  }),
  /** §3 Cart item productPromotions: the product-level promotions applied to this line. */
  productPromotions: z.array(productPromotionSchema).default([]),
  /** §3 bonus: a gift-with-purchase or bonus line the promotion engine added; its quantity is not the shopper's (§8 GWP_PRODUCT). */
  bonus: z.boolean().default(false),
  /** §3 isDigitalProduct: a digital gift card, delivered by e-mail (issue 9 §3). */
  isDigitalProduct: z.boolean().default(false),
  /**
   * §3 Cart item shippingOptions (issue 10): how this line reaches the shopper. `shippingMethod.code` is classified by
   * core `shippingMethodKind` (§5: pickup and pudo are pickup, sts ship to store, digital, customs, anything else home
   * delivery). Absent: home delivery by the cart's shipping method.
   */
  shippingOptions: z.lazy(() => itemShippingOptionsSchema).optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** §3 Cart item shippingOptions storeInfo: the store of a pickup or ship-to-store line. */
export const itemStoreInfoSchema = z.object({ id: storeIdSchema, name: z.string() });
/** storefront-experience §3 Collection point: storeId, storeName, optionType, bookingCode. */
export const collectionPointRefSchema = z.object({
  storeId: storeIdSchema,
  storeName: z.string(),
  optionType: z.enum(['LOCKER', 'SHOP']),
  /** Given once the order is placed (the carrier's booking); null before. */
  bookingCode: z.string().nullable(),
});
export type CollectionPointRef = z.infer<typeof collectionPointRefSchema>;
/** One way a line can be received, and whether it can be chosen now (the per-line delivery choice). */
export const itemShippingChoiceSchema = z.object({
  code: z.string(),
  available: z.boolean(),
  deliveryTime: z.string().nullable(),
  /** Pickup and ship-to-store: the store it would be; null for home delivery and collection points. */
  storeId: storeIdSchema.nullable(),
});
export const itemShippingOptionsSchema = z.object({
  shippingMethod: z.object({ code: z.string(), deliveryTime: z.string().nullable() }),
  storeInfo: itemStoreInfoSchema.nullable(),
  collectionPoint: collectionPointRefSchema.nullable(),
  applicableShippingMethods: z.array(itemShippingChoiceSchema),
});
export type ItemShippingOptions = z.infer<typeof itemShippingOptionsSchema>;

/** §5: the contact of a store pickup or collection-point order (which fields are required depends on the locale: core `pickupContactRequirements`). */
export const pickupContactSchema = z.object({
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  contact: z.string().nullable(),
});
export type PickupContactValue = z.infer<typeof pickupContactSchema>;

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
  // Issue 10: the buy-now-pay-later provider's value, the wallet (storefront-experience §4 payment sheet), the card provider's express button.
  'PAY_LATER', 'WALLET', 'CARD_PROVIDER_EXPRESS',
]);
const instrumentBase = { payment_instrument_id: z.string(), amount: moneySchema };
/** §3 Payment instrument, by payment_method_id: what each kind shows (never a card number; a gift card's last four only). */
export const paymentInstrumentSchema = z.discriminatedUnion('payment_method_id', [
  z.object({
    ...instrumentBase,
    payment_method_id: z.literal('CREDIT_CARD'),
    card: z.object({
      brand: z.string(),
      last4: z.string().regex(/^\d{4}$/),
      expiryMonth: z.number().int().min(1).max(12),
      expiryYear: z.number().int().min(2000).max(2100),
      holder: z.string(),
    }),
  }),
  /** Issue 9 §3: a gift card paying part (or all) of the order: `amount` is what it pays, held on prepare, captured on place. */
  z.object({
    ...instrumentBase,
    payment_method_id: z.literal('GIFT_CARD'),
    giftCard: z.object({ maskedNumber: z.string(), last4: z.string().regex(/^\d{4}$/), balance: moneySchema, expiresAt: z.string().nullable() }),
  }),
  /** §9 LOYALTY_POINTS: points converted at the configured point value (at least the configured minimum). */
  z.object({ ...instrumentBase, payment_method_id: z.literal('LOYALTY_POINTS'), points: z.number().int().min(1) }),
  /** A reward code or reward card of a loyalty member. */
  z.object({ ...instrumentBase, payment_method_id: z.enum(['REWARD_CODE', 'REWARD_CARD']), reward: z.object({ maskedCode: z.string() }) }),
  /** §6 athlete payment: paid from the athlete's remaining credit. */
  z.object({ ...instrumentBase, payment_method_id: z.literal('ATHLETES_PAYMENT') }),
  /** Issue 10 §3: buy now, pay later: the provider's instalment plan for the amount. */
  z.object({
    ...instrumentBase,
    payment_method_id: z.literal('PAY_LATER'),
    payLater: z.object({ provider: z.string(), instalments: z.number().int().min(1), instalmentAmount: moneySchema }),
  }),
  /** Issue 10 §3: a wallet payment (the sandbox wallet's sheet), a one-time wallet token behind it, never a card number. */
  z.object({ ...instrumentBase, payment_method_id: z.literal('WALLET'), wallet: z.object({ provider: z.string(), brand: z.string(), last4: z.string().regex(/^\d{4}$/) }) }),
  /** storefront-experience §7: the card provider's express button; `c_requestID` is the provider's request. */
  z.object({ ...instrumentBase, payment_method_id: z.literal('CARD_PROVIDER_EXPRESS'), c_requestID: z.string() }),
]);
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
  /** Issue 9: what promotions (all levels) and price adjustments took off; part of totalDiscount, which also counts markdowns. */
  promotionDiscount: moneySchema.default(0),
  /** §3 appliedRewards: paid by a loyalty voucher (the reward). */
  appliedRewards: moneySchema.default(0),
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
  // Issue 9: money in the cart.
  couponItems: z.array(couponItemSchema),
  orderPromotions: z.array(orderPromotionSchema),
  promoSummary: z.array(promoSummaryEntrySchema),
  /** §4: every promotion with a threshold the cart has not passed yet, or has just reached, at every level. */
  approachingPromotions: z.array(approachingPromotionSchema),
  bounceBackVouchers: z.array(bounceBackVoucherSchema),
  reward: appliedRewardSchema.nullable(),
  priceAdjustments: z.array(priceAdjustmentSchema),
  /** §6 spend banner for the signed-in shopper (null for guests and shoppers with no special profile). */
  spendBanner:  spendBannerSchema.nullable(),
  /** Issue 10 §5: who collects a store pickup or collection-point order (null while none is given or no line needs one). */
  pickupContact: pickupContactSchema.nullable().default(null),
});
export type Cart = z.infer<typeof cartSchema>;

/** The issue 9 fields of a cart no promotion, coupon, reward, adjustment or special profile touches. */
export const CART_WITHOUT_PROMOTIONS = {
  couponItems: [], orderPromotions: [], promoSummary: [], approachingPromotions: [], bounceBackVouchers: [], reward: null,
  priceAdjustments: [], spendBanner: null,
} as const satisfies Partial<Cart>;

export const basketParamsSchema = z.strictObject({ basketId: basketIdSchema });

/** POST /cart/v1/cart */
export const createCartRequestSchema = z.strictObject({});
/** GET /cart/v1/cart/{basketId} */
export const getCartQuerySchema = z.strictObject({
  locale: localeParamSchema,
  /** §7 (issue 10): the shopper's store (my store): home lines offer pickup and ship-to-store there; kept on the cart. */
  favStoreId: storeIdSchema.optional(),
  inventorySupplyCheck: z.enum(['true', 'false']).optional(),
});

/** POST /cart/v1/item */
/** Issue 10: a collection point's id (migration 15 `collection_points.id`). */
export const collectionPointIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'collectionPointId is 1 to 32 letters, digits, - or _');
/** A line to add; with `storeId` (issue 10) it is picked up in that store, reserved from its stock. */
export const addItemLineSchema = z.strictObject({ productId: productIdSchema, upc: upcSchema, qty: quantitySchema, storeId: storeIdSchema.optional() });
export const addItemRequestSchema = z.strictObject({
  cartId: basketIdSchema,
  items: z.array(addItemLineSchema).min(1, 'at least one item').max(50, 'at most 50 items at once'),
});
export type AddItemRequest = z.infer<typeof addItemRequestSchema>;

/**
 * PUT /cart/v1/cart/{basketId}/item. Issue 10: the query's `action` moves the line: `pickup` (in `storeId`, from its
 * stock) and `sts` (shipped to `storeId`), `pudo` (to `collectionPointId`), `home` (home delivery). Without `action`
 * the line keeps how it is received and only its quantity changes (as before issue 10).
 */
export const updateItemRequestSchema = z.strictObject({
  itemId: itemIdSchema,
  productId: productIdSchema,
  upc: upcSchema,
  qty: z.number().int('quantity must be a whole number').min(0).max(999_999),
  storeId: storeIdSchema.optional(),
  collectionPointId: collectionPointIdSchema.optional(),
});
/** The ways `action` moves a line (issue 10); the spec's `pickup` and the other three choices of the per-line delivery choice. */
export const updateItemActionSchema = z.enum(['pickup', 'sts', 'pudo', 'home']);
export type UpdateItemAction = z.infer<typeof updateItemActionSchema>;
export const updateItemQuerySchema = z.strictObject({
  locale: localeParamSchema,
  action: updateItemActionSchema.optional(),
  /** §7: the shopper's store (my store), for the per-line choices of home lines. */
  favStoreId: storeIdSchema.optional(),
});
export type UpdateItemQuery = z.infer<typeof updateItemQuerySchema>;
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
export const creditCardInstrumentRequestSchema = z.strictObject({
  payment_method_id: z.literal('CREDIT_CARD'),
  paymentCard: oneTimeCardSchema.optional(),
  paymentInstrumentId: z.string().regex(/^pi_[A-Za-z0-9_-]{8,64}$/, 'paymentInstrumentId is pi_ then 8 to 64 letters, digits, - or _').optional(),
}).refine((request) => (request.paymentCard === undefined) !== (request.paymentInstrumentId === undefined), {
  message: 'paymentCard (a one-time token) or paymentInstrumentId (a saved card), exactly one',
  path: ['paymentCard'],
});
/**
 * Issue 9 §3: the other ways to pay. A gift card by number and PIN (`amount`: at most this much; none → as much as
 * its balance and the order allow); loyalty points (at least the configured minimum); a reward code or card of a
 * member; the athlete's payment (its remaining credit). The card pays what they leave (`remainingToPay`).
 */
export const addPaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  creditCardInstrumentRequestSchema,
  z.strictObject({ payment_method_id: z.literal('GIFT_CARD'), giftCard: giftCardCredentialsSchema, amount: moneySchema.min(1).optional() }),
  z.strictObject({ payment_method_id: z.literal('LOYALTY_POINTS'), points: z.number().int().min(1).max(10_000_000) }),
  z.strictObject({ payment_method_id: z.enum(['REWARD_CODE', 'REWARD_CARD']), code: z.string().trim().regex(/^[A-Za-z0-9-]{6,40}$/, 'a reward code is 6 to 40 letters, digits or -') }),
  z.strictObject({ payment_method_id: z.literal('ATHLETES_PAYMENT'), amount: moneySchema.min(1).optional() }),
  /**
   * Issue 10 §3: buy now, pay later. The provider approves the cart's billing identity (name, e-mail) for the remainder,
   * in the plan's instalments; it pays the remainder instead of a card.
   */
  z.strictObject({ payment_method_id: z.literal('PAY_LATER'), instalments: z.literal(4).optional() }),
  /**
   * storefront-experience §7 (issue 10): the card provider's express payment, its sheet's one-time `paymentData`
   * (never a card number); the answer's instrument carries the provider's `c_requestID`. It pays `remainingToPay`.
   */
  z.strictObject({
    payment_method_id: z.literal('CARD_PROVIDER_EXPRESS'),
    additionalDetails: z.strictObject({ paymentData: z.string().regex(/^wtk_[A-Za-z0-9]{16,64}$/, 'paymentData is the provider sheet\'s one-time token') }),
  }),
]);
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequestSchema>;

/** POST /cart/v1/cart/prepareOrder */
/** `paymentMethod: 'WALLET'`: the order will name its payment itself (the wallet's token, issue 10), so no instrument is needed yet. */
export const prepareOrderRequestSchema = z.strictObject({ basketId: basketIdSchema, paymentMethod: z.literal('WALLET').optional() });
export const prepareOrderResponseSchema = z.object({ basketId: basketIdSchema, ready: z.boolean(), total: moneySchema, currency: currencySchema, flash: z.array(flashSchema) });
export type PrepareOrderResponse = z.infer<typeof prepareOrderResponseSchema>;

/** §3 Order. */
/**
 * Issue 8 §2 order lifecycle: created → cancelled, or shipped (per shipment) → delivered → return requested → returned.
 * The order's status is its furthest shipment's (core `orders/order-lifecycle.ts` is the one place the moves are decided).
 */
export const orderStatusSchema = z.enum([
  'CREATED', 'CANCELLED', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED',
  // Issue 10 §3: placed with a card that asks for 3-D Secure; waits for the challenge (→ CREATED, or reset → CANCELLED).
  'AWAITING_AUTHENTICATION',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export const shipmentStatusSchema = z.enum(['PENDING', 'SHIPPED', 'DELIVERED']);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** §3 Order shipments (shipmentId, shippingMethod, storeId) with the fulfilment side's carrier and tracking number once shipped. */
export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.string(),
  /** §3 Order shipments storeId (issue 10): the store of a pickup or ship-to-store shipment. */
  storeId: storeIdSchema.optional(),
  storeName: z.string().optional(),
  /** Issue 10: the collection point of a pudo shipment, with its booking code. */
  collectionPoint: collectionPointRefSchema.optional(),
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
  /** Issue 10: null for an order with no home delivery line (store pickup, ship to store, collection point only). */
  shippingAddress: addressSchema.nullable(),
  billingAddress: addressSchema,
  shipments: z.array(orderShipmentSchema),
  /** §3 payment method list: the token's brand and last four digits only. */
  paymentMethods: z.array(z.object({ code: z.string(), id: z.string(), type: z.string(), last4: z.string(), amount: moneySchema.optional() })),
  /** §3 Order promoSummary (issue 9): the promotions the order was placed with. */
  promoSummary: z.array(promoSummaryEntrySchema).default([]),
  orderPromotions: z.array(orderPromotionSchema).default([]),
  couponItems: z.array(couponItemSchema).default([]),
  priceAdjustments: z.array(priceAdjustmentSchema).default([]),
  reward: appliedRewardSchema.nullable().default(null),
  /** The loyalty vouchers this order earned (issued when it was placed). */
  bounceBackVouchers: z.array(bounceBackVoucherSchema).default([]),
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
  /**
   * §7 paymentMethod (issue 10): how the order is paid when it is not the cart's instruments alone: the wallet code with
   * its session and one-time wallet token, or the card provider's express payment. Absent: the cart's instruments.
   */
  paymentMethod: z.lazy(() => orderPaymentMethodSchema).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export const placeOrderResponseSchema = z.object({ orderNumber: orderNumberSchema, flash: z.array(flashSchema), order: orderSchema });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/** §7 paymentMethod of placing and patching an order: a code and the provider's additional data (issue 10). */
export const orderPaymentMethodSchema = z.strictObject({
  code: paymentMethodIdSchema,
  additionalData: z.strictObject({
    cardType: textSchema('cardType', { max: 32 }).optional(),
    paymentInstrumentId: textSchema('paymentInstrumentId', { max: 80, trim: false }).optional(),
    sessionID: textSchema('sessionID', { max: 200, trim: false }).optional(),
    /** The three-ds challenge's outcome (the sandbox challenge page's signed result). */
    threeDS2Result: textSchema('threeDS2Result', { max: 2048, trim: false }).optional(),
    /** storefront-experience §7: the wallet's one-time payment token (never a card number). */
    c_applePayToken: textSchema('c_applePayToken', { max: 4096, trim: false }).optional(),
  }).optional(),
});
export type OrderPaymentMethod = z.infer<typeof orderPaymentMethodSchema>;
