/**
 * Every failure a commerce-api request can end in, as data (STYLE §4). Services return these in `Result`s;
 * `toErrorAnswer` (api-error.mapper.ts) is the one place that turns them into an HTTP status and a §8 answer.
 */
export type ApiFailure =
  | { readonly type: 'InvalidRequest'; readonly field: string; readonly message: string }
  | { readonly type: 'PayloadTooLarge'; readonly message: string }
  /** Node refused the request line and headers as too large (before any route ran). */
  | { readonly type: 'HeadersTooLarge' }
  /** The client did not send its headers or its request within the server's timeouts. */
  | { readonly type: 'RequestTimeout' }
  | { readonly type: 'UnsupportedMediaType'; readonly message: string }
  | { readonly type: 'RouteNotFound'; readonly method: string; readonly path: string }
  | { readonly type: 'Unauthorized' }
  | { readonly type: 'ProductNotFound'; readonly productId: string }
  | { readonly type: 'VariantNotFound'; readonly upc: string }
  | { readonly type: 'ImageNotFound' }
  | { readonly type: 'CartNotFound' }
  | { readonly type: 'ItemNotFound'; readonly itemId: string }
  | { readonly type: 'ItemOutOfStock'; readonly upc: string }
  | { readonly type: 'MaxQuantityExceeded'; readonly upc: string; readonly maxAllowedQty: number }
  | { readonly type: 'CartEmpty' }
  | { readonly type: 'ShippingAddressMissing' }
  | { readonly type: 'ShippingMethodMissing' }
  | { readonly type: 'ShippingMethodInvalid'; readonly code: string }
  | { readonly type: 'CantShipThere'; readonly countryCode: string }
  | { readonly type: 'BillingAddressMissing' }
  | { readonly type: 'PaymentMissing' }
  /** An unknown card token, or (issue 9, field payment_instrument_id) an instrument the cart does not hold. */
  | { readonly type: 'PaymentInstrumentNotFound'; readonly field?: 'payment_instrument_id' }
  | { readonly type: 'CardExpired' }
  | { readonly type: 'PaymentDeclined' }
  | { readonly type: 'OrderAlreadyPlaced' }
  /** Issue 7 consumer: an address id not in the caller's address book (another consumer's is as absent). */
  | { readonly type: 'AddressNotFound' }
  /** Issue 7 consumer: a saved card id not in the caller's wallet. */
  | { readonly type: 'SavedCardNotFound' }
  /** §8 PYT300: the same card is already saved. */
  | { readonly type: 'CardAlreadyExists' }
  | { readonly type: 'OrderNotFound' }
  /** The Idempotency-Key was first used with a different request (another basket, another body, another caller). */
  | { readonly type: 'IdempotencyKeyReused' }
  /** This client called a rate-limited endpoint too often (token endpoint, sandbox tokeniser). */
  | { readonly type: 'RateLimited'; readonly retryAfterSeconds: number }
  /** The database connection broke or was refused: this request failed as a whole and may be retried. */
  | { readonly type: 'ServiceUnavailable'; readonly retryAfterSeconds: number }
  // Wishlists (issue 7)
  | { readonly type: 'FavoritesNotFound' }
  | { readonly type: 'FavoriteItemNotFound'; readonly itemId: string }
  | { readonly type: 'SharedListNotFound' }
  | { readonly type: 'FavoritesNotAllowed' }
  | { readonly type: 'SaveForLaterNotFound' }
  | { readonly type: 'SaveForLaterItemNotFound'; readonly itemId: string }
  /** §4 buy-in-store: a wishlist call from a proven in-store associate session (core's loadsFavoritesAndSavedForLater). */
  | { readonly type: 'ListsNotAvailableInStore' }
  | { readonly type: 'Internal' }
  // Issue 7 authentication.
  /** Sign-in failed: unknown e-mail and wrong password alike (one answer, similar time). */
  | { readonly type: 'InvalidCredentials' }
  /** Too many failed sign-ins for this e-mail: locked for a while. */
  | { readonly type: 'AccountLocked'; readonly retryAfterSeconds: number }
  /** An authorization code or refresh token that is unknown, spent, expired, revoked or not bound to this verifier. */
  | { readonly type: 'InvalidGrant' }
  | { readonly type: 'CaptchaFailed' }
  | { readonly type: 'EmailInUse' }
  | { readonly type: 'ResetLinkExpired' }
  /** An order claims an in-store associate the caller's associate session does not prove. */
  | { readonly type: 'Forbidden'; readonly field: string }
  /** The support CLI's account read: no account has this e-mail. */
  | { readonly type: 'AccountNotFound' }
  // Issue 8: after the purchase.
  /** The order has shipped (or moved further, or was cancelled differently): no cancel any more. */
  | { readonly type: 'OrderNotCancellable' }
  /** A fulfilment event that does not apply to the order's status (ship a cancelled order, deliver an unshipped shipment). */
  | { readonly type: 'OrderTransitionInvalid'; readonly message: string }
  /** TrackOrder: no order with this number and e-mail (a wrong e-mail is as unknown as a made-up number). */
  | { readonly type: 'TrackOrderNotFound' }
  | { readonly type: 'ReturnNotAllowed' }
  | { readonly type: 'ReturnWindowClosed' }
  /** A support route without the right support key (or none configured). */
  | { readonly type: 'SupportKeyInvalid' }
  // Issue 9: money in the cart.
  /** No active promotion has this coupon code (on this site). */
  | { readonly type: 'CouponNotFound' }
  /** The coupon's promotion ended (or has not started). */
  | { readonly type: 'CouponExpired' }
  /** Its usage limit (overall or for this customer) is used up. */
  | { readonly type: 'CouponAlreadyRedeemed' }
  | { readonly type: 'CouponAlreadyApplied' }
  /** The coupon's customer groups do not include the caller. */
  | { readonly type: 'CouponNotAllowed' }
  | { readonly type: 'CouponNotInCart' }
  | { readonly type: 'CouponLimitReached'; readonly limit: number }
  | { readonly type: 'PromotionAlreadyExists'; readonly field: 'promotionId' | 'couponCode' }
  /** A gift-with-purchase or bonus line: the engine owns its quantity (§8 GWP_PRODUCT). */
  | { readonly type: 'GiftProductLocked'; readonly itemId: string }
  | { readonly type: 'GiftCardInvalid' }
  | { readonly type: 'GiftCardExpired' }
  | { readonly type: 'GiftCardAlreadyApplied' }
  | { readonly type: 'GiftCardNotAllowed'; readonly message: string }
  | { readonly type: 'GiftCardZeroBalance' }
  /** At placing, a gift card no longer holds what the cart counts on (spent elsewhere meanwhile). */
  | { readonly type: 'GiftCardBalanceChanged' }
  | { readonly type: 'GiftCardOrderNotFound' }
  | { readonly type: 'LoyaltyMembershipRequired' }
  | { readonly type: 'RewardNotFound' }
  | { readonly type: 'RewardNotEligible'; readonly message: string }
  | { readonly type: 'LoyaltyPointsBelowMinimum'; readonly minimumPoints: number }
  | { readonly type: 'LoyaltyPointsInsufficient' }
  | { readonly type: 'AthleteRewardNotAllowed' }
  | { readonly type: 'AthletePaymentNotAvailable' }
  /** The order would take an employee over the spend limit of the period (what is left, in minor units). */
  | { readonly type: 'EmployeeSpendLimitExceeded'; readonly remaining: number }
  | { readonly type: 'PriceAdjustmentNotAllowed' }
  | { readonly type: 'PriceAdjustmentNotFound' }
  // Issue 10: every way to receive and pay.
  /** §8 INVALID_CUSTOMER: the cart the caller names belongs to a customer who is no longer the caller. */
  | { readonly type: 'InvalidCustomer' }
  /** §8 ITEM_NOT_AVAILABLE: the product was withdrawn from sale (support's `withdrawn` flag): it cannot be added. */
  | { readonly type: 'ItemNotAvailable'; readonly upc: string }
  | { readonly type: 'NoPrice'; readonly upc: string }
  /** storefront-experience §6 PRESALE_SIGN_IN_REQUIRED: a guest adds a presale product (core `presaleAddition`). */
  | { readonly type: 'PresaleSignInRequired'; readonly upc: string }
  | { readonly type: 'InvalidPrice'; readonly upc: string }
  | { readonly type: 'ItemsOutOfStock'; readonly upcs: readonly string[] }
  | { readonly type: 'SomeProductsNoInventory' }
  | { readonly type: 'ItemNoLongerAvailable'; readonly itemId: string }
  | { readonly type: 'DuplicatedToken' }
  | { readonly type: 'FraudVerificationFailed' }
  | { readonly type: 'PoBoxUnavailable'; readonly field: string }
  | { readonly type: 'PostcodeInvalid'; readonly field: string; readonly countryCode: string }
  | { readonly type: 'StoreNotFound'; readonly storeId: string }
  | { readonly type: 'StorePickupUnavailable'; readonly storeId: string; readonly message?: string }
  | { readonly type: 'CollectionPointNotFound'; readonly id: string }
  /** GET /consumers-v3/utilities/i18n/{countryCode}: a country core has no address or phone rules for. */
  | { readonly type: 'CountryNotFound'; readonly countryCode: string }
  | { readonly type: 'PickupContactMissing'; readonly field: string }
  | { readonly type: 'PayLaterDeclined' }
  | { readonly type: 'PaymentAuthenticationFailed' }
  | { readonly type: 'OrderNotAwaitingAuthentication' }
  | { readonly type: 'PaymentSessionUnavailable' }
  | { readonly type: 'WalletPaymentInvalid'; readonly message: string }
  // Issue 11: product sets, back-in-stock requests, reviews and questions.
  | { readonly type: 'ProductSetNotFound'; readonly productSetId: string }
  | { readonly type: 'NotifyMeInStock'; readonly upc: string }
  | { readonly type: 'ReviewNotFound'; readonly reviewId: string }
  | { readonly type: 'QuestionNotFound'; readonly id: string }
  /** `field`: the text that is too long (the review's `text`, a question's `question`); `max` its limit in characters. */
  | { readonly type: 'ReviewTooLong'; readonly field: string; readonly max: number }
  | { readonly type: 'ReviewAlreadyWritten'; readonly productId: string }
  | { readonly type: 'ReviewAlreadyFlagged'; readonly id: string }
  | { readonly type: 'ReviewAlreadyVoted'; readonly id: string }
  | { readonly type: 'TranslationUnavailable'; readonly reviewId: string; readonly language: string }
  // Issue 12: content documents and event registration.
  | { readonly type: 'ContentNotFound'; readonly field: string }
  | { readonly type: 'EventNotFound'; readonly eventId: string }
  | { readonly type: 'EventAlreadyRegistered'; readonly eventId: string }
  | { readonly type: 'EventRegistrationClosed'; readonly eventId: string };

export const failure = {
  invalid: (field: string, message: string): ApiFailure => ({ type: 'InvalidRequest', field, message }),
};
