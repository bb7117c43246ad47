import { errorCatalogue, type ErrorAnswer, type ErrorId } from '@switchback/core';
import type { ApiFailure } from './api-failure';

export const APP_ID = 'switchback-commerce-api';

export interface MappedError {
  readonly status: number;
  readonly errorId: ErrorId;
  readonly message?: string;
  readonly field?: string;
  readonly maxAllowedQty?: number;
  /** Sent as Retry-After, and marks the answer retryable. */
  readonly retryAfterSeconds?: number;
}

/** The one exhaustive mapping from a failure to its HTTP status and catalogue errorId (§8). */
export function mapFailure(failure: ApiFailure): MappedError {
  switch (failure.type) {
    case 'InvalidRequest':
      return { status: 400, errorId: 'INVALID_REQUEST', field: failure.field, message: failure.message };
    case 'PayloadTooLarge':
      return { status: 413, errorId: 'INVALID_REQUEST', field: 'body', message: failure.message };
    case 'HeadersTooLarge':
      return { status: 431, errorId: 'INVALID_REQUEST', field: 'headers', message: 'The request headers are too large.' };
    case 'RequestTimeout':
      return { status: 408, errorId: 'INVALID_REQUEST', field: 'request', message: 'The request did not arrive in time.' };
    case 'UnsupportedMediaType':
      return { status: 415, errorId: 'INVALID_REQUEST', field: 'content-type', message: failure.message };
    case 'RouteNotFound':
      return { status: 404, errorId: 'NOT_FOUND', message: `No route ${failure.method} ${failure.path}.` };
    case 'Unauthorized':
      return { status: 401, errorId: 'UNAUTHORIZED' };
    case 'ProductNotFound':
      return { status: 404, errorId: 'PRODUCT_NOT_FOUND', field: 'productId' };
    case 'VariantNotFound':
      return { status: 404, errorId: 'VARIANT_NOT_FOUND', field: 'upc' };
    case 'ImageNotFound':
      return { status: 404, errorId: 'NOT_FOUND' };
    case 'CartNotFound':
      return { status: 404, errorId: 'CART_NOT_FOUND' };
    case 'ItemNotFound':
      return { status: 404, errorId: 'ITEM_NOT_FOUND', field: 'itemId' };
    case 'ItemOutOfStock':
      return { status: 409, errorId: 'ITEM_OOS', field: 'upc' };
    case 'MaxQuantityExceeded':
      return {
        status: 409, errorId: 'ADDED_MAX_QUANTITY', field: 'qty', maxAllowedQty: failure.maxAllowedQty,
        message: `You can have at most ${failure.maxAllowedQty} of this item.`,
      };
    case 'CartEmpty':
      return { status: 409, errorId: 'CART_EMPTY' };
    case 'ShippingAddressMissing':
      return { status: 409, errorId: 'SHIPPING_ADDRESS_MISSING' };
    case 'ShippingMethodMissing':
      return { status: 409, errorId: 'SHIPPING_METHOD_MISSING' };
    case 'ShippingMethodInvalid':
      return { status: 400, errorId: 'SHIPPING_METHOD_INVALID', field: 'code' };
    case 'CantShipThere':
      return { status: 409, errorId: 'CANT_SHIP_THERE', field: 'countryCode' };
    case 'BillingAddressMissing':
      return { status: 409, errorId: 'BILLING_ADDRESS_MISSING' };
    case 'PaymentMissing':
      return { status: 409, errorId: 'PAYMENT_MISSING' };
    case 'PaymentInstrumentNotFound':
      return { status: 404, errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND', field: failure.field ?? 'paymentCard.token' };
    case 'CardExpired':
      return { status: 400, errorId: 'CC_EXPIRY_DATE_INVALID', field: 'expiry' };
    case 'PaymentDeclined':
      return { status: 402, errorId: 'PAYMENT_ERROR' };
    case 'OrderAlreadyPlaced':
      return { status: 409, errorId: 'ORDER_ALREADY_PLACED' };
    case 'AddressNotFound':
      return { status: 404, errorId: 'ADDRESS_NOT_FOUND', field: 'addressId' };
    case 'SavedCardNotFound':
      return { status: 404, errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND', field: 'paymentInstrumentId' };
    case 'CardAlreadyExists':
      return { status: 409, errorId: 'CARD_ALREADY_EXISTS', field: 'paymentCard.token' };
    case 'IdempotencyKeyReused':
      return { status: 422, errorId: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotency-key' };
    case 'OrderNotFound':
      return { status: 404, errorId: 'ORDER_NOT_FOUND', field: 'orderId' };
    case 'RateLimited':
      return { status: 429, errorId: 'TOO_MANY_REQUESTS', retryAfterSeconds: failure.retryAfterSeconds };
    case 'ServiceUnavailable':
      return { status: 503, errorId: 'SERVICE_UNAVAILABLE', retryAfterSeconds: failure.retryAfterSeconds };
    case 'FavoritesNotFound':
      return { status: 404, errorId: 'FAVORITES_NOT_FOUND', field: 'favoriteId' };
    case 'FavoriteItemNotFound':
      return { status: 404, errorId: 'FAVORITE_ITEM_NOT_FOUND', field: 'itemId' };
    case 'SharedListNotFound':
      return { status: 404, errorId: 'SHARED_LIST_NOT_FOUND', field: 'token' };
    case 'FavoritesNotAllowed':
      return { status: 403, errorId: 'FAVORITES_NOT_ALLOWED' };
    case 'ListsNotAvailableInStore':
      return { status: 403, errorId: 'LISTS_NOT_AVAILABLE_IN_STORE' };
    case 'SaveForLaterNotFound':
      return { status: 404, errorId: 'SAVE_FOR_LATER_NOT_FOUND', field: 'saveForLaterId' };
    case 'SaveForLaterItemNotFound':
      return { status: 404, errorId: 'SAVE_FOR_LATER_ITEM_NOT_FOUND', field: 'itemId' };
    case 'Internal':
      return { status: 500, errorId: 'GEN500' };
    case 'InvalidCredentials':
      return { status: 401, errorId: 'INVALID_CREDENTIALS' };
    case 'AccountLocked':
      return { status: 423, errorId: 'USER_LOCKED', retryAfterSeconds: failure.retryAfterSeconds };
    case 'InvalidGrant':
      return { status: 400, errorId: 'INVALID_GRANT' };
    case 'CaptchaFailed':
      return { status: 403, errorId: 'CAPTCHA_FAILED', field: 'recaptcha_response' };
    case 'EmailInUse':
      return { status: 409, errorId: 'LOGIN_IN_USE', field: 'email' };
    case 'AccountNotFound':
      return { status: 404, errorId: 'NOT_FOUND', field: 'email', message: 'No account has this e-mail.' };
    case 'Forbidden':
      return { status: 403, errorId: 'FORBIDDEN', field: failure.field };
    case 'ResetLinkExpired':
      return { status: 400, errorId: 'RESET_LINK_EXPIRED', field: 'token' };
    case 'OrderNotCancellable':
      return { status: 409, errorId: 'ORDER_NOT_CANCELLABLE', field: 'orderNumber' };
    case 'OrderTransitionInvalid':
      return { status: 409, errorId: 'ORDER_TRANSITION_INVALID', field: 'orderNumber', message: failure.message };
    case 'TrackOrderNotFound':
      return { status: 404, errorId: 'TRACK_ORDER_NOT_FOUND', field: 'orderNumber' };
    case 'ReturnNotAllowed':
      return { status: 409, errorId: 'RETURN_NOT_ALLOWED', field: 'orderId' };
    case 'ReturnWindowClosed':
      return { status: 409, errorId: 'RETURN_WINDOW_CLOSED', field: 'orderId' };
    case 'SupportKeyInvalid':
      return { status: 403, errorId: 'SUPPORT_KEY_INVALID' };
    case 'CouponNotFound':
      return { status: 400, errorId: 'COUPON_NOT_FOUND', field: 'code' };
    case 'CouponExpired':
      return { status: 409, errorId: 'COUPON_EXPIRED', field: 'code' };
    case 'CouponAlreadyRedeemed':
      return { status: 409, errorId: 'COUPON_ALREADY_REDEEMED', field: 'code' };
    case 'CouponAlreadyApplied':
      return { status: 409, errorId: 'COUPON_ALREADY_APPLIED', field: 'code' };
    case 'CouponNotAllowed':
      return { status: 409, errorId: 'COUPON_NOT_ALLOWED', field: 'code' };
    case 'CouponNotInCart':
      return { status: 404, errorId: 'COUPON_NOT_IN_CART', field: 'code' };
    case 'CouponLimitReached':
      return { status: 409, errorId: 'COUPON_LIMIT_REACHED', field: 'code', message: `No more codes can be added to this cart (at most ${failure.limit}).` };
    case 'PromotionAlreadyExists':
      return { status: 409, errorId: 'PROMOTION_ALREADY_EXISTS', field: failure.field };
    case 'GiftProductLocked':
      return { status: 409, errorId: 'GWP_PRODUCT', field: 'itemId' };
    case 'GiftCardInvalid':
      return { status: 400, errorId: 'GC_INVALID2', field: 'giftCard.number' };
    case 'GiftCardExpired':
      return { status: 409, errorId: 'GC_EXPIRED', field: 'giftCard.number' };
    case 'GiftCardAlreadyApplied':
      return { status: 409, errorId: 'GC_ALREADY_APPLIED', field: 'giftCard.number' };
    case 'GiftCardNotAllowed':
      return { status: 409, errorId: 'GC_NOT_ALLOWED', field: 'giftCard.number', message: failure.message };
    case 'GiftCardZeroBalance':
      return { status: 409, errorId: 'GC_ZERO_BALANCE', field: 'giftCard.number' };
    case 'GiftCardBalanceChanged':
      return { status: 409, errorId: 'GC_BALANCE_CHANGED', field: 'payment_instruments' };
    case 'GiftCardOrderNotFound':
      return { status: 404, errorId: 'GIFT_CARD_ORDER_NOT_FOUND', field: 'orderNumber' };
    case 'LoyaltyMembershipRequired':
      return { status: 403, errorId: 'LOYALTY_MEMBERSHIP_REQUIRED' };
    case 'RewardNotFound':
      return { status: 404, errorId: 'REWARD_NOT_FOUND', field: 'appliedLoyaltyVoucher' };
    case 'RewardNotEligible':
      return { status: 409, errorId: 'REWARD_NOT_ELIGIBLE', field: 'appliedLoyaltyVoucher', message: failure.message };
    case 'LoyaltyPointsBelowMinimum':
      return { status: 400, errorId: 'LOYALTY_POINTS_BELOW_MINIMUM', field: 'points', message: `Use at least ${failure.minimumPoints} points.` };
    case 'LoyaltyPointsInsufficient':
      return { status: 409, errorId: 'LOYALTY_POINTS_INSUFFICIENT', field: 'points' };
    case 'AthleteRewardNotAllowed':
      return { status: 409, errorId: 'ATHLETE_REWARD_NOT_ALLOWED' };
    case 'AthletePaymentNotAvailable':
      return { status: 409, errorId: 'ATHLETE_PAYMENT_NOT_AVAILABLE' };
    case 'EmployeeSpendLimitExceeded':
      return { status: 409, errorId: 'EMPLOYEE_SPEND_LIMIT_EXCEEDED' };
    case 'PriceAdjustmentNotAllowed':
      return { status: 403, errorId: 'PRICE_ADJUSTMENT_NOT_ALLOWED' };
    case 'PriceAdjustmentNotFound':
      return { status: 404, errorId: 'PRICE_ADJUSTMENT_NOT_FOUND', field: 'adjustmentId' };
    // Issue 10.
    case 'InvalidCustomer':
      return { status: 409, errorId: 'INVALID_CUSTOMER', field: 'basketId' };
    case 'ItemNotAvailable':
      return { status: 409, errorId: 'ITEM_NOT_AVAILABLE', field: 'upc' };
    case 'NoPrice':
      return { status: 409, errorId: 'NO_PRICE', field: 'upc' };
    case 'PresaleSignInRequired':
      return { status: 403, errorId: 'PRESALE_SIGN_IN_REQUIRED', field: 'upc' };
    case 'InvalidPrice':
      return { status: 409, errorId: 'INVALID_PRICE', field: 'upc' };
    case 'ItemsOutOfStock':
      return { status: 409, errorId: 'ITEMS_OOS', field: 'items' };
    case 'SomeProductsNoInventory':
      return { status: 409, errorId: 'SOME_PRODUCTS_NO_INVENTORY' };
    case 'ItemNoLongerAvailable':
      return { status: 409, errorId: 'ITEM_NO_LONGER_AVAILABLE', field: 'itemId' };
    case 'DuplicatedToken':
      return { status: 400, errorId: 'DUPLICATED_TOKEN' };
    case 'FraudVerificationFailed':
      return { status: 402, errorId: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION' };
    case 'PoBoxUnavailable':
      return { status: 400, errorId: 'SHIPPING_POBOX_UNAVAILABLE', field: failure.field };
    case 'PostcodeInvalid':
      return { status: 400, errorId: 'POSTCODE_INVALID', field: failure.field };
    case 'StoreNotFound':
      return { status: 404, errorId: 'STORE_NOT_FOUND', field: 'storeId' };
    case 'StorePickupUnavailable':
      return { status: 409, errorId: 'STORE_PICKUP_UNAVAILABLE', field: 'storeId', ...(failure.message === undefined ? {} : { message: failure.message }) };
    case 'CollectionPointNotFound':
      return { status: 404, errorId: 'COLLECTION_POINT_NOT_FOUND', field: 'collectionPoint' };
    case 'CountryNotFound':
      return { status: 404, errorId: 'NOT_FOUND', field: 'countryCode', message: `No address rules for country ${failure.countryCode}.` };
    case 'PickupContactMissing':
      return { status: 400, errorId: 'PICKUP_CONTACT_MISSING', field: failure.field };
    case 'PayLaterDeclined':
      return { status: 402, errorId: 'PAY_LATER_DECLINED' };
    case 'PaymentAuthenticationFailed':
      return { status: 402, errorId: 'PAYMENT_AUTHENTICATION_FAILED' };
    case 'OrderNotAwaitingAuthentication':
      return { status: 409, errorId: 'ORDER_NOT_AWAITING_AUTHENTICATION', field: 'orderNumber' };
    case 'PaymentSessionUnavailable':
      return { status: 503, errorId: 'PAYMENT_SESSION_UNAVAILABLE' };
    case 'WalletPaymentInvalid':
      return { status: 400, errorId: 'WALLET_PAYMENT_INVALID', field: 'paymentMethod', message: failure.message };
    case 'ProductSetNotFound':
      return { status: 404, errorId: 'PRODUCT_SET_NOT_FOUND', field: 'productSetId' };
    case 'NotifyMeInStock':
      return { status: 409, errorId: 'NOTIFY_ME_IN_STOCK', field: 'upc' };
    case 'ReviewNotFound':
      return { status: 404, errorId: 'REVIEW_NOT_FOUND', field: 'reviewId' };
    case 'QuestionNotFound':
      return { status: 404, errorId: 'QUESTION_NOT_FOUND', field: 'answerId' };
    case 'ReviewTooLong':
      return { status: 400, errorId: 'REVIEW_TOO_LONG', field: failure.field, message: `This text is too long: ${failure.max} characters at most.` };
    case 'ReviewAlreadyWritten':
      return { status: 409, errorId: 'REVIEW_ALREADY_WRITTEN', field: 'productId' };
    case 'ReviewAlreadyFlagged':
      return { status: 409, errorId: 'REVIEW_ALREADY_FLAGGED' };
    case 'ReviewAlreadyVoted':
      return { status: 409, errorId: 'REVIEW_ALREADY_VOTED' };
    case 'TranslationUnavailable':
      return { status: 404, errorId: 'TRANSLATION_UNAVAILABLE', field: 'language' };
    case 'ContentNotFound':
      return { status: 404, errorId: 'CONTENT_NOT_FOUND', field: failure.field };
    case 'EventNotFound':
      return { status: 404, errorId: 'EVENT_NOT_FOUND', field: 'eventId' };
    case 'EventAlreadyRegistered':
      return { status: 409, errorId: 'EVENT_ALREADY_REGISTERED', field: 'eventId' };
    case 'EventRegistrationClosed':
      return { status: 409, errorId: 'EVENT_REGISTRATION_CLOSED', field: 'eventId' };
    default: {
      const unmapped: never = failure;
      throw new Error(`unmapped failure ${JSON.stringify(unmapped)}`);
    }
  }
}

/** The §8 answer for a failure. */
export function toErrorAnswer(failure: ApiFailure, correlationId: string): { status: number; answer: ErrorAnswer; retryAfterSeconds?: number } {
  const mapped = mapFailure(failure);
  const entry = errorCatalogue[mapped.errorId];
  return {
    status: mapped.status,
    ...(mapped.retryAfterSeconds !== undefined ? { retryAfterSeconds: mapped.retryAfterSeconds } : {}),
    answer: {
      errorDetails: [{
        errorId: mapped.errorId,
        code: entry.code,
        message: mapped.message ?? entry.message,
        ...(mapped.field !== undefined ? { field: mapped.field } : {}),
        ...(mapped.maxAllowedQty !== undefined ? { maxAllowedQty: mapped.maxAllowedQty } : {}),
        ...(mapped.retryAfterSeconds !== undefined ? { retryable: true } : {}),
      }],
      statusCode: mapped.status,
      correlationId,
      appId: APP_ID,
    },
  };
}
