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
      return { status: 404, errorId: 'PAYMENT_INSTRUMENT_NOT_FOUND', field: 'paymentCard.token' };
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
