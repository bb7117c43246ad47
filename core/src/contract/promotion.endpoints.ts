import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import { basketParamsSchema, cartSchema } from './cart.contract';
import {
  couponRequestSchema, giftCardBalanceRequestSchema, giftCardBalanceSchema, issueGiftCardRequestSchema, issuedGiftCardSchema,
  loyaltyTokenRequestSchema, loyaltyTokenSchema, loyaltyVouchersQuerySchema, loyaltyVouchersSchema, loyaltyWelcomeSchema,
  priceAdjustmentDeleteSchema, priceAdjustmentParamsSchema, priceAdjustmentRequestSchema, priceAdjustmentUpdateSchema,
  promotionInputSchema, promotionListQuerySchema, promotionListSchema, promotionSchema, removePaymentInstrumentRequestSchema,
  resendGiftCardEmailRequestSchema, resendGiftCardEmailSchema, rewardRequestSchema,
} from './promotion.contract';

const anyShopper = { auth: true } as const;
const consumer = { auth: true, registered: true } as const;
/** Support routes: no shopper token; the support key (`x-switchback-support-key`, SWITCHBACK_SUPPORT_KEY) instead. */
const support = { auth: false, support: true } as const;

/** §7 PUT and DELETE /cart/v1/coupon (query): the locale; the cart is named in the body. */
const couponQuerySchema = localeQuerySchema;

/** Issue 9: money in the cart (commerce-core §7 Cart: coupon, gift card balance, reward, price adjustments, payment instruments; Consumer: loyalty, gift-card e-mail). */
export const promotionEndpoints = {
  applyCoupon: endpoint({ method: 'PUT', path: '/cart/v1/coupon', summary: 'Enter a coupon code on the cart (PRM errors: unknown, expired, already redeemed, already applied, not applicable)', body: couponRequestSchema, query: couponQuerySchema, response: cartSchema, ...anyShopper }),
  removeCoupon: endpoint({ method: 'DELETE', path: '/cart/v1/coupon', summary: 'Take a coupon code off the cart', body: couponRequestSchema, query: couponQuerySchema, response: cartSchema, ...anyShopper }),
  giftCardBalance: endpoint({ method: 'POST', path: '/cart/v1/giftcard/balance', summary: "A gift card's balance by number and PIN (rate-limited; GC errors at the input)", body: giftCardBalanceRequestSchema, query: localeQuerySchema, response: giftCardBalanceSchema, ...anyShopper }),
  applyReward: endpoint({ method: 'PUT', path: '/cart/v1/cart/{basketId}/reward', summary: "Apply one of the signed-in member's loyalty vouchers to the cart (null takes it off)", params: basketParamsSchema, body: rewardRequestSchema, query: localeQuerySchema, response: cartSchema, ...consumer }),
  addPriceAdjustment: endpoint({ method: 'POST', path: '/cart/v1/cart/{basketId}/price_adjustments', summary: 'A store associate (associate mode) takes an amount or a percentage off a line or the order, with a reason', params: basketParamsSchema, body: priceAdjustmentRequestSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
  updatePriceAdjustment: endpoint({ method: 'PATCH', path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', summary: "A store associate changes a price adjustment's value and reason", params: priceAdjustmentParamsSchema, body: priceAdjustmentUpdateSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
  removePriceAdjustment: endpoint({ method: 'DELETE', path: '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}', summary: 'A store associate removes a price adjustment', params: priceAdjustmentParamsSchema, body: priceAdjustmentDeleteSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
  removePaymentInstrument: endpoint({ method: 'DELETE', path: '/cart/v1/cart/{basketId}/paymentInstruments', summary: 'Take a payment instrument (card, gift card, points, reward, athlete payment) off the cart; a gift card hold is released', params: basketParamsSchema, body: removePaymentInstrumentRequestSchema, query: localeQuerySchema, response: cartSchema, ...anyShopper }),
  loyaltyToken: endpoint({ method: 'POST', path: '/consumers-v3/consumer/loyalty/token', summary: 'Join the loyalty programme: the member id (the same one again for a member)', body: loyaltyTokenRequestSchema, query: localeQuerySchema, response: loyaltyTokenSchema, ...consumer }),
  loyaltyWelcome: endpoint({ method: 'GET', path: '/consumers-v3/consumer/loyalty/promo/welcome', summary: "A new member's welcome offer (null once used)", query: localeQuerySchema, response: loyaltyWelcomeSchema, ...consumer }),
  loyaltyVouchers: endpoint({ method: 'GET', path: '/consumers-v3/consumer/loyalty/vouchers', summary: "The member's points and vouchers, each marked available and eligible for the cart", query: loyaltyVouchersQuerySchema, response: loyaltyVouchersSchema, ...consumer }),
  resendGiftCardEmail: endpoint({ method: 'POST', path: '/consumers-v3/consumer/resendGiftCardEmail', summary: "Send the digital gift cards of one of the shopper's orders to their recipients again", body: resendGiftCardEmailRequestSchema, query: localeQuerySchema, response: resendGiftCardEmailSchema, ...anyShopper }),
  // Issue 9 §4: support engineers (`switchback promo list|create`, `switchback giftcard issue`).
  supportPromotionList: endpoint({ method: 'GET', path: '/support/v1/promotions', summary: 'Support: every promotion, with its redemptions', query: promotionListQuerySchema, response: promotionListSchema, ...support }),
  supportCreatePromotion: endpoint({ method: 'POST', path: '/support/v1/promotions', summary: 'Support: create a promotion (409 if its id or coupon code is taken)', body: promotionInputSchema, response: promotionSchema, ...support }),
  supportIssueGiftCard: endpoint({ method: 'POST', path: '/support/v1/giftcards', summary: 'Support: issue a gift card (its number and PIN are shown once)', body: issueGiftCardRequestSchema, response: issuedGiftCardSchema, ...support }),
} as const satisfies Record<string, Endpoint>;

/** The endpoints of issue 9, by name (for tests that walk them). */
export type PromotionEndpointName = keyof typeof promotionEndpoints;
export const PROMOTION_ENDPOINT_NAMES = Object.keys(promotionEndpoints) as PromotionEndpointName[];
