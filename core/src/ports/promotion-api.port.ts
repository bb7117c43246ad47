import type { ResultAsync } from 'neverthrow';
import type {
  Cart, CouponRequest, GiftCardBalance, GiftCardBalanceRequest, IssueGiftCardRequest, IssuedGiftCard, LoyaltyToken, LoyaltyVouchers,
  LoyaltyWelcome, PriceAdjustmentRequest, PriceAdjustmentUpdate, Promotion, PromotionInput, RemovePaymentInstrumentRequest,
  ResendGiftCardEmailResponse, RewardRequest, SiteId,
} from '../contract';
import type { CommerceError } from '../errors';

/**
 * Money in the cart (issue 9; commerce-core §7 Cart): coupons, gift-card balance, the loyalty reward, store associates'
 * price adjustments, and taking a payment instrument off. Adding one (a gift card, points, a reward, the athlete
 * payment) is `CheckoutApi.addPaymentInstrument`.
 */
export interface PromotionApi {
  applyCoupon(request: CouponRequest): ResultAsync<Cart, CommerceError>;
  removeCoupon(request: CouponRequest): ResultAsync<Cart, CommerceError>;
  giftCardBalance(request: GiftCardBalanceRequest): ResultAsync<GiftCardBalance, CommerceError>;
  /** Registered loyalty members only; null takes the voucher off. */
  applyReward(basketId: string, request: RewardRequest): ResultAsync<Cart, CommerceError>;
  /** Associate mode only (PRICE_ADJUSTMENT_NOT_ALLOWED otherwise). */
  addPriceAdjustment(basketId: string, request: PriceAdjustmentRequest): ResultAsync<Cart, CommerceError>;
  updatePriceAdjustment(basketId: string, adjustmentId: string, request: PriceAdjustmentUpdate): ResultAsync<Cart, CommerceError>;
  removePriceAdjustment(basketId: string, adjustmentId: string): ResultAsync<Cart, CommerceError>;
  removePaymentInstrument(basketId: string, request: RemovePaymentInstrumentRequest): ResultAsync<Cart, CommerceError>;
}

/** The loyalty programme and gift-card e-mails of a shopper (commerce-core §7 Consumer: loyalty token, welcome, vouchers, resendGiftCardEmail). */
export interface LoyaltyApi {
  /** Joins the programme (or answers the member id again). */
  join(): ResultAsync<LoyaltyToken, CommerceError>;
  welcome(): ResultAsync<LoyaltyWelcome, CommerceError>;
  /** With a basket id, each voucher says whether it is eligible for that cart. */
  vouchers(basketId?: string): ResultAsync<LoyaltyVouchers, CommerceError>;
  resendGiftCardEmail(orderNumber: string, itemId?: string): ResultAsync<ResendGiftCardEmailResponse, CommerceError>;
}

/** Support engineers' promotion and gift-card calls (issue 9 §4), authenticated by the support key. */
export interface PromotionSupportApi {
  promotions(siteId?: SiteId): ResultAsync<{ promotions: Promotion[] }, CommerceError>;
  createPromotion(request: PromotionInput): ResultAsync<Promotion, CommerceError>;
  issueGiftCard(request: IssueGiftCardRequest): ResultAsync<IssuedGiftCard, CommerceError>;
}
