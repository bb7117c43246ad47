import { z } from 'zod';
import { THRESHOLD_STATUSES } from '../promotions/threshold';
import { parseCallout } from '../promotions/callout';
import {
  basketIdSchema, categoryIdSchema, currencySchema, itemIdSchema, localeParamSchema, moneySchema, orderNumberSchema, productIdSchema, siteIdSchema,
  textSchema, upcSchema,
} from './common.contract';

/**
 * Issue 9: money in the cart. The promotion engine's data (promotions, coupons), what the cart answer carries about
 * them (commerce-core §3 Cart promoSummary, couponItems, orderPromotions, bounceBackVouchers, reward, price
 * adjustments; Cart item productPromotions; §4 promotion thresholds), gift cards, loyalty and special profiles.
 */

/** §3 promoSummary level. */
export const promotionLevelSchema = z.enum(['ORDER', 'PRODUCT', 'SHIPPING']);
export type PromotionLevel = z.infer<typeof promotionLevelSchema>;

/** Who a promotion is for (issue 9 §2 customer group): a shopper can be in several (an employee is also registered). */
export const customerGroupSchema = z.enum(['guest', 'registered', 'employee', 'loyalty']);
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** Where an approaching threshold shows (§3 approachingDisplayLevel, the contexts of the derived record). */
export const displayContextSchema = z.enum(['cart', 'checkout', 'product', 'listing']);
export type DisplayContext = z.infer<typeof displayContextSchema>;

export const thresholdStatusSchema = z.enum(THRESHOLD_STATUSES);

/** A coupon code as typed by a shopper: letters, digits, - and _ (compared without case; the API keeps it upper-case). */
export const couponCodeSchema = z.string().trim().regex(/^[A-Za-z0-9_-]{3,32}$/, 'code is 3 to 32 letters, digits, - or _');
/** A promotion's id (§5: GWP, GUEST and REGISTERED inside it mean what core's promotionKind says). */
export const promotionIdSchema = z.string().regex(/^[A-Z0-9_-]{3,40}$/, 'promotionId is 3 to 40 upper-case letters, digits, - or _');

/** §5 callout: exactly 3 pipe-separated parts (not above threshold | above, with {distance} | reached). */
export const calloutSchema = z.string().max(300).refine((text) => parseCallout(text) !== null, 'calloutMessage must have exactly 3 parts separated by |');

// ─── The promotion as data (issue 9 §2) ────────────────────────────────────────────────────────────────────────

/** What a promotion gives. Amounts are minor units of the currency of the promotion's sites. */
export const promotionEffectSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('PERCENT_OFF'), percent: z.number().int().min(1).max(100) }),
  z.strictObject({ type: z.literal('AMOUNT_OFF'), amount: moneySchema.min(1) }),
  /** PRODUCT level: the matching products' unit price becomes `amount` (never raised). */
  z.strictObject({ type: z.literal('FIXED_PRICE'), amount: moneySchema }),
  /** SHIPPING level: the selected shipping method costs nothing. */
  z.strictObject({ type: z.literal('FREE_SHIPPING') }),
  /** A gift line (price 0) the engine adds and removes; the shopper cannot change its quantity (§8 GWP_PRODUCT). */
  z.strictObject({ type: z.literal('GIFT_WITH_PURCHASE'), productId: productIdSchema, upc: upcSchema }),
  /** A bonus line (price 0, `qty` units) added by the engine while the conditions hold. */
  z.strictObject({ type: z.literal('BONUS_PRODUCT'), productId: productIdSchema, upc: upcSchema, qty: z.number().int().min(1).max(10) }),
]);
export type PromotionEffect = z.infer<typeof promotionEffectSchema>;

export const promotionConditionsSchema = z.strictObject({
  /** The subtotal (after product-level discounts) the cart must reach: the approaching threshold. */
  minimumSubtotal: moneySchema.optional(),
  /** PRODUCT level: the lines it applies to (by master product id or category); none → every line. */
  productIds: z.array(productIdSchema).max(200).optional(),
  categoryIds: z.array(categoryIdSchema).max(50).optional(),
  /** None → everyone. */
  customerGroups: z.array(customerGroupSchema).min(1).optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  endsAt: z.iso.datetime({ offset: true }).optional(),
  /** Redemptions overall (counted when an order is placed). */
  usageLimit: z.number().int().min(1).optional(),
  /** Redemptions per customer (counted when an order is placed). */
  perCustomerLimit: z.number().int().min(1).optional(),
});
export type PromotionConditions = z.infer<typeof promotionConditionsSchema>;

/** POST /support/v1/promotions: a promotion as a support engineer (the `switchback promo create` command) writes it. */
export const promotionInputSchema = z.strictObject({
  promotionId: promotionIdSchema,
  name: textSchema('name', { max: 120, min: 1 }),
  level: promotionLevelSchema,
  /** The sites it runs on: their currency is the currency of its amounts (all of one currency). */
  siteIds: z.array(siteIdSchema).min(1),
  conditions: promotionConditionsSchema.default({}),
  effect: promotionEffectSchema,
  calloutMessage: calloutSchema,
  /** Applies only once this code is entered (PUT /cart/v1/coupon); none → automatic. */
  couponCode: couponCodeSchema.optional(),
  /** Lower first; ties by promotionId (the engine's documented order). */
  priority: z.number().int().min(0).max(1000).default(100),
  approachingDisplayLevel: z.array(displayContextSchema).default(['cart', 'checkout']),
  active: z.boolean().default(true),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;
export const promotionSchema = promotionInputSchema.extend({
  conditions: promotionConditionsSchema,
  priority: z.number().int(),
  approachingDisplayLevel: z.array(displayContextSchema),
  active: z.boolean(),
  /** Orders that used it. */
  redemptions: z.number().int().min(0),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
/** The HTTP client adds the locale to every contract call's query (as on the support order list). */
export const promotionListQuerySchema = z.strictObject({ siteId: siteIdSchema.optional(), locale: localeParamSchema.optional() });
export const promotionListSchema = z.object({ promotions: z.array(promotionSchema) });

// ─── What the cart answer carries (issue 9 §2) ─────────────────────────────────────────────────────────────────

/** §3 promoSummary entry: every promotion applied to the cart, at its level. */
export const promoSummaryEntrySchema = z.object({
  level: promotionLevelSchema,
  calloutMessage: z.string(),
  promotionName: z.string(),
  promotionId: z.string(),
});
export type PromoSummaryEntry = z.infer<typeof promoSummaryEntrySchema>;

/** §3 orderPromotions: an applied ORDER or SHIPPING level promotion and what it took off. */
export const orderPromotionSchema = z.object({
  promotionId: z.string(),
  promotionName: z.string(),
  level: z.enum(['ORDER', 'SHIPPING']),
  calloutMessage: z.string(),
  couponCode: z.string().optional(),
  discount: moneySchema,
});
export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

/** §3 Cart item productPromotions (couponCode, promotionId, campaignId, price: what it took off the line). */
export const productPromotionSchema = z.object({
  promotionId: z.string(),
  campaignId: z.string(),
  couponCode: z.string().optional(),
  calloutMessage: z.string(),
  price: moneySchema,
});
export type ProductPromotion = z.infer<typeof productPromotionSchema>;

/** §3 couponItems: each code entered, whether it applies now, and what it took off. */
export const couponItemSchema = z.object({
  code: z.string(),
  status: z.enum(['APPLIED', 'NOT_APPLICABLE']),
  promotionId: z.string(),
  calloutMessage: z.string(),
  discount: moneySchema,
});
export type CouponItem = z.infer<typeof couponItemSchema>;

/**
 * §3 approaching promotion with its derived record (§4 thresholdStatus, §5 callout): the raw three-part callout,
 * the distance left (null once reached), the threshold, and the message to show in the site's language and currency.
 */
export const approachingPromotionSchema = z.object({
  promotionId: z.string(),
  promotionClass: promotionLevelSchema,
  calloutMessage: z.string(),
  distanceFromConditionThreshold: moneySchema.nullable(),
  conditionThreshold: moneySchema,
  approachingDisplayLevel: z.array(displayContextSchema),
  /** PRODUCT level: the products whose pages show it (empty: all). */
  productIds: z.array(productIdSchema),
  thresholdStatus: thresholdStatusSchema,
  message: z.string(),
});
export type ApproachingPromotionView = z.infer<typeof approachingPromotionSchema>;

/** §3 bounceBackVouchers: a loyalty voucher this order earns (earned once the cart qualifies), issued when it is placed. */
export const bounceBackVoucherSchema = z.object({
  promotionId: z.string(),
  amount: moneySchema,
  minimumSpend: moneySchema,
  earned: z.boolean(),
  calloutMessage: z.string(),
});
export type BounceBackVoucher = z.infer<typeof bounceBackVoucherSchema>;

/** §3 price adjustments: manual, by a store associate, with a reason. */
export const adjustmentIdSchema = z.string().regex(/^adj_[A-Za-z0-9]{8,40}$/, 'adjustmentId is adj_ then 8 to 40 letters or digits');
export const priceAdjustmentSchema = z.object({
  adjustmentId: adjustmentIdSchema,
  /** The line it applies to; null → the whole order. */
  itemId: itemIdSchema.nullable(),
  kind: z.enum(['AMOUNT_OFF', 'PERCENT_OFF']),
  value: z.number().int().min(1),
  /** What it takes off now (capped at what it adjusts). */
  discount: moneySchema,
  reason: z.string(),
  storeEmployeeId: z.string(),
  createdAt: z.string(),
});
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;

/** §3 Cart reward: the loyalty voucher applied with PUT reward. */
export const appliedRewardSchema = z.object({
  appliedLoyaltyVoucher: z.string(),
  points: z.number().int().min(0),
  amount: moneySchema,
});
export type AppliedReward = z.infer<typeof appliedRewardSchema>;

/** §6 spend banner (core roles `spendBanner`): the first that applies of employee, athlete, IPA, Wranx. */
export const spendBannerSchema = z.object({
  type: z.enum(['employee', 'athlete', 'IPA', 'Wranx']),
  currentSpend: moneySchema,
  limit: moneySchema,
  currency: currencySchema,
});
export type SpendBannerView = z.infer<typeof spendBannerSchema>;

// ─── Calls (commerce-core §7) ──────────────────────────────────────────────────────────────────────────────────

/** PUT /cart/v1/coupon and DELETE /cart/v1/coupon. */
export const couponRequestSchema = z.strictObject({ cartId: basketIdSchema, code: couponCodeSchema });
export type CouponRequest = z.input<typeof couponRequestSchema>;

/** A gift card's number (16 to 19 digits, spaces allowed as typed) and PIN (4 to 8 digits). */
export const giftCardNumberSchema = z.string().transform((s) => s.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{16,19}$/, 'a gift card number is 16 to 19 digits'));
export const giftCardPinSchema = z.string().trim().regex(/^\d{4,8}$/, 'a gift card PIN is 4 to 8 digits');
export const giftCardCredentialsSchema = z.strictObject({ number: giftCardNumberSchema, pin: giftCardPinSchema });

/** POST /cart/v1/giftcard/balance. */
export const giftCardBalanceRequestSchema = giftCardCredentialsSchema;
export type GiftCardBalanceRequest = z.input<typeof giftCardBalanceRequestSchema>;
export const giftCardBalanceSchema = z.object({
  /** Only the last four digits, e.g. •••• 7890. */
  maskedNumber: z.string(),
  balance: moneySchema,
  currency: currencySchema,
  expiresAt: z.string().nullable(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** PUT /cart/v1/cart/{basketId}/reward: a loyalty voucher to apply, or null to take it off. */
export const loyaltyVoucherIdSchema = z.string().regex(/^lv_[A-Za-z0-9]{8,40}$/, 'a loyalty voucher id is lv_ then 8 to 40 letters or digits');
export const rewardRequestSchema = z.strictObject({ appliedLoyaltyVoucher: loyaltyVoucherIdSchema.nullable() });
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

/** POST /cart/v1/cart/{basketId}/price_adjustments (associate mode only). */
export const priceAdjustmentRequestSchema = z.strictObject({
  itemId: itemIdSchema.nullable().default(null),
  kind: z.enum(['AMOUNT_OFF', 'PERCENT_OFF']),
  value: z.number().int().min(1).max(100_000_00),
  reason: textSchema('reason', { max: 200, min: 3 }),
}).refine((r) => r.kind !== 'PERCENT_OFF' || r.value <= 100, { message: 'a percentage is 1 to 100', path: ['value'] });
export type PriceAdjustmentRequest = z.input<typeof priceAdjustmentRequestSchema>;
/** PATCH …/price_adjustments/{adjustmentId}: a new value and reason. */
export const priceAdjustmentUpdateSchema = z.strictObject({
  kind: z.enum(['AMOUNT_OFF', 'PERCENT_OFF']),
  value: z.number().int().min(1).max(100_000_00),
  reason: textSchema('reason', { max: 200, min: 3 }),
}).refine((r) => r.kind !== 'PERCENT_OFF' || r.value <= 100, { message: 'a percentage is 1 to 100', path: ['value'] });
export type PriceAdjustmentUpdate = z.infer<typeof priceAdjustmentUpdateSchema>;
export const priceAdjustmentParamsSchema = z.strictObject({ basketId: basketIdSchema, adjustmentId: adjustmentIdSchema });
/** DELETE …/price_adjustments/{adjustmentId}: no fields. */
export const priceAdjustmentDeleteSchema = z.strictObject({});

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments (body: payment_instrument_id). */
export const removePaymentInstrumentRequestSchema = z.strictObject({ payment_instrument_id: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'payment_instrument_id is 4 to 64 letters, digits, - or _') });
export type RemovePaymentInstrumentRequest = z.infer<typeof removePaymentInstrumentRequestSchema>;

/** POST /consumers-v3/consumer/loyalty/token: join the loyalty programme (or get the member id again). */
export const loyaltyTokenRequestSchema = z.strictObject({ source: textSchema('source', { max: 40 }).optional() });
export const loyaltyTokenSchema = z.object({ memberId: z.string(), joinedAt: z.string(), isNewMember: z.boolean() });
export type LoyaltyToken = z.infer<typeof loyaltyTokenSchema>;

/** GET /consumers-v3/consumer/loyalty/promo/welcome: the welcome offer of a new member (null once used or for none). */
export const loyaltyWelcomeSchema = z.object({
  promotion: z.object({ promotionId: z.string(), promotionName: z.string(), calloutMessage: z.string(), couponCode: z.string() }).nullable(),
});
export type LoyaltyWelcome = z.infer<typeof loyaltyWelcomeSchema>;

/** §3 Loyalty: currentLoyaltyPoints and applicableLoyaltyVouchers (points, amountInCurrency, available, eligible). */
export const loyaltyVoucherSchema = z.object({
  voucherId: loyaltyVoucherIdSchema,
  points: z.number().int().min(0),
  amountInCurrency: moneySchema,
  currency: currencySchema,
  /** Not used or expired. */
  available: z.boolean(),
  /** Usable on the shopper's current cart (its currency and minimum spend). */
  eligible: z.boolean(),
  expiresAt: z.string().nullable(),
  /** Where it came from: a bounce-back on an order, or points converted. */
  origin: z.object({ orderNumber: orderNumberSchema.optional(), promotionId: z.string().optional() }),
});
export type LoyaltyVoucher = z.infer<typeof loyaltyVoucherSchema>;
export const loyaltyVouchersSchema = z.object({
  memberId: z.string(),
  currentLoyaltyPoints: z.number().int().min(0),
  /** §9: the configured minimum of points to pay with LOYALTY_POINTS, and what a point is worth in minor units. */
  minimumPoints: z.number().int().min(0),
  pointValue: z.number().int().min(1),
  applicableLoyaltyVouchers: z.array(loyaltyVoucherSchema),
});
export type LoyaltyVouchers = z.infer<typeof loyaltyVouchersSchema>;
export const loyaltyVouchersQuerySchema = z.strictObject({ locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/).optional(), basketId: basketIdSchema.optional() });

/** POST /consumers-v3/consumer/resendGiftCardEmail: send a digital gift card bought on an order again. */
export const resendGiftCardEmailRequestSchema = z.strictObject({ orderNumber: orderNumberSchema, itemId: itemIdSchema.optional() });
export const resendGiftCardEmailSchema = z.object({ sent: z.number().int().min(1), email: z.string() });
export type ResendGiftCardEmailResponse = z.infer<typeof resendGiftCardEmailSchema>;

/** POST /support/v1/giftcards: a support engineer issues a gift card (`switchback giftcard issue`). The PIN is shown once. */
export const issueGiftCardRequestSchema = z.strictObject({
  amount: moneySchema.min(1),
  currency: currencySchema,
  email: z.email().optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type IssueGiftCardRequest = z.input<typeof issueGiftCardRequestSchema>;
export const issuedGiftCardSchema = z.object({
  number: z.string(),
  pin: z.string(),
  balance: moneySchema,
  currency: currencySchema,
  expiresAt: z.string().nullable(),
});
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;
