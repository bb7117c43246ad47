import { CART_ERROR_TABLE, isCartErrorId, isKnownErrorId, type CommerceError, type ErrorId, type NoticeLevel, type TransportKind } from '@switchback/core';

/** A message of the catalogue (app/i18n/messages) with its values: what the shopper reads, in the site's language. */
export interface UiText {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** Where a message shows (§8: item-level errors at the item, input errors at the input, others at the top). */
export type UiPlacement = 'top' | 'item' | 'field';

export interface UiMessage extends UiText {
  readonly placement: UiPlacement;
  /** The form field the message belongs to, for `field` placement (dotted path, e.g. `address.postalCode`). */
  readonly field?: string;
  /** The thing asked for does not exist: a page answers 404. */
  readonly notFound: boolean;
}

type ApiError = Extract<CommerceError, { type: 'ApiError' }>;

const top = (id: string, notFound = false): UiMessage => ({ id, placement: 'top', notFound });
const atItem = (id: string, values?: UiText['values']): UiMessage => ({ id, ...(values ? { values } : {}), placement: 'item', notFound: false });
const atField = (id: string, field: string): UiMessage => ({ id, placement: 'field', field, notFound: false });

/** The message of a form field that is missing or not valid, by the field's last path segment. */
const FIELD_ERRORS: Readonly<Record<string, string>> = {
  email: 'form.email.invalid',
  firstName: 'form.firstName.invalid',
  lastName: 'form.lastName.invalid',
  addressLine1: 'form.addressLine1.invalid',
  addressLine2: 'form.addressLine2.invalid',
  city: 'form.city.invalid',
  postalCode: 'form.postalCode.invalid',
  province: 'form.province.invalid',
  countryCode: 'form.country.invalid',
  phone: 'form.phone.invalid',
  number: 'form.cardNumber.invalid',
  expiry: 'form.cardExpiry.invalid',
  cvc: 'form.cardCvc.invalid',
  holder: 'form.cardHolder.invalid',
  token: 'form.cardNumber.invalid',
  qty: 'form.quantity.invalid',
  upc: 'form.size.invalid',
};

/**
 * Forms whose fields share a name with another form's (`code` is a shipping method's code and a coupon code;
 * `giftCard.number` is not a card number): the messages of their own fields, tried before the common table.
 */
const FORM_FIELD_ERRORS = {
  shippingMethod: { code: 'form.shippingMethod.invalid' },
  coupon: { code: 'promo.coupon.invalid' },
  giftCard: { number: 'giftCard.number.invalid', pin: 'giftCard.pin.invalid' },
} as const satisfies Record<string, Readonly<Record<string, string>>>;
export type UiForm = keyof typeof FORM_FIELD_ERRORS;

/** The message of an invalid field (dotted path), e.g. `address.postalCode` → `form.postalCode.invalid`; a form's own fields first. */
export function fieldError(field: string, values?: UiText['values'], form?: UiForm): UiMessage {
  const key = field.split('.').pop() ?? field;
  const own: Readonly<Record<string, string>> | undefined = form === undefined ? undefined : FORM_FIELD_ERRORS[form];
  const id = own?.[key] ?? FIELD_ERRORS[key] ?? 'form.field.invalid';
  return { id, ...(values ? { values } : {}), placement: 'field', field, notFound: false };
}

/** Storefront messages per known error id (§8 handling table). */
function knownApiErrorMessage(errorId: ErrorId, error: ApiError, form: UiForm | undefined): UiMessage {
  switch (errorId) {
    case 'PRODUCT_NOT_FOUND':
      return top('errors.productNotFound', true);
    case 'NOT_FOUND':
      return top('errors.notFound', true);
    case 'ORDER_NOT_FOUND':
      return top('errors.orderNotFound', true);
    case 'VARIANT_NOT_FOUND':
      return atItem('errors.variantNotFound');
    case 'CART_NOT_FOUND':
      return top('errors.cartNotFound');
    case 'ITEM_NOT_FOUND':
      return atItem('errors.itemNotFound');
    case 'ITEM_OOS':
      return atItem('errors.itemOutOfStock');
    case 'ITEM_NOT_AVAILABLE':
      return atItem('errors.itemNotAvailable');
    case 'PRESALE_SIGN_IN_REQUIRED':
      return atItem('errors.presaleSignInRequired');
    case 'ADDED_MAX_QUANTITY':
      return error.maxAllowedQty === undefined ? atItem('errors.maxQuantity') : atItem('errors.maxQuantityOf', { max: error.maxAllowedQty });
    case 'CART_EMPTY':
      return top('errors.cartEmpty');
    case 'SHIPPING_ADDRESS_MISSING':
      return top('errors.shippingAddressMissing');
    case 'SHIPPING_METHOD_MISSING':
      return top('errors.shippingMethodMissing');
    case 'SHIPPING_METHOD_INVALID':
      return { id: 'errors.shippingMethodInvalid', placement: 'field', field: 'code', notFound: false };
    case 'CANT_SHIP_THERE':
      return top('errors.cantShipThere');
    case 'BILLING_ADDRESS_MISSING':
      return top('errors.billingAddressMissing');
    case 'PAYMENT_MISSING':
      return top('errors.paymentMissing');
    case 'PAYMENT_INSTRUMENT_NOT_FOUND':
      return top('errors.paymentInstrumentNotFound');
    case 'CARD_ALREADY_EXISTS':
      return top('account.cards.alreadySaved');
    case 'ADDRESS_NOT_FOUND':
      return top('account.addresses.notFound', true);
    case 'ORDER_ALREADY_PLACED':
      return top('errors.orderAlreadyPlaced');
    case 'IDEMPOTENCY_KEY_REUSED':
      return top('errors.orderKeyReused');
    case 'CC_EXPIRY_DATE_INVALID':
      return { id: 'errors.cardExpired', placement: 'field', field: 'card.expiry', notFound: false };
    case 'PAYMENT_ERROR':
      return top('errors.paymentDeclined');
    case 'INVALID_REQUEST':
      return error.field === undefined ? top('errors.invalidRequest') : fieldError(error.field, undefined, form);
    case 'UNAUTHORIZED':
      return top('errors.sessionExpired');
    case 'FORBIDDEN':
      return top('errors.forbidden');
    case 'FAVORITES_NOT_FOUND':
    case 'SHARED_LIST_NOT_FOUND':
      return top('errors.favoritesNotFound', true);
    case 'FAVORITE_ITEM_NOT_FOUND':
      return atItem('errors.favoriteItemNotFound');
    case 'FAVORITES_NOT_ALLOWED':
      return top('errors.favoritesNotAllowed');
    case 'LISTS_NOT_AVAILABLE_IN_STORE':
      return top('errors.listsNotAvailableInStore');
    case 'SAVE_FOR_LATER_NOT_FOUND':
    case 'SAVE_FOR_LATER_ITEM_NOT_FOUND':
      return atItem('errors.savedItemNotFound');
    case 'GEN500':
    case 'SERVICE_UNAVAILABLE':
      return top('errors.unavailable');
    case 'TOO_MANY_REQUESTS':
      return top('errors.tooManyAttempts');
    // Issue 7 authentication.
    case 'INVALID_CREDENTIALS':
      return top('auth.errors.invalidCredentials');
    case 'USER_LOCKED':
      return top('auth.errors.locked');
    case 'RESET_LINK_EXPIRED':
      return top('auth.errors.resetLinkExpired');
    case 'CAPTCHA_FAILED':
      return top('auth.errors.captchaFailed');
    case 'LOGIN_IN_USE':
      return { id: 'auth.errors.emailInUse', placement: 'field', field: 'email', notFound: false };
    case 'INVALID_GRANT':
      return top('auth.errors.signInExpired');
    // Issue 8: after the purchase.
    case 'ORDER_NOT_CANCELLABLE':
      return top('orders.errors.notCancellable');
    case 'ORDER_TRANSITION_INVALID':
      return top('errors.conflict');
    case 'TRACK_ORDER_NOT_FOUND':
      return top('orders.errors.trackNotFound');
    case 'RETURN_NOT_ALLOWED':
      return top('orders.errors.returnNotAllowed');
    case 'RETURN_WINDOW_CLOSED':
      return top('orders.errors.returnWindowClosed');
    case 'SUPPORT_KEY_INVALID':
      return top('errors.forbidden');
    // Issue 9: coupon and gift card errors show at their input (§8 GC_* rows); the others at the top.
    case 'COUPON_NOT_FOUND':
      return atField('promo.errors.couponNotFound', 'code');
    case 'COUPON_EXPIRED':
      return atField('promo.errors.couponExpired', 'code');
    case 'COUPON_ALREADY_REDEEMED':
      return atField('promo.errors.couponAlreadyRedeemed', 'code');
    case 'COUPON_ALREADY_APPLIED':
      return atField('promo.errors.couponAlreadyApplied', 'code');
    case 'COUPON_NOT_ALLOWED':
      return atField('promo.errors.couponNotAllowed', 'code');
    case 'COUPON_NOT_IN_CART':
      return atField('promo.errors.couponNotInCart', 'code');
    case 'COUPON_LIMIT_REACHED':
      return atField('promo.errors.couponLimitReached', 'code');
    case 'PROMOTION_ALREADY_EXISTS':
      return top('errors.conflict');
    case 'GWP_PRODUCT':
      return atItem('promo.errors.giftProductLocked');
    case 'GC_INVALID2':
      return atField('giftCard.errors.invalid', 'giftCard.number');
    case 'GC_EXPIRED':
      return atField('giftCard.errors.expired', 'giftCard.number');
    case 'GC_ALREADY_APPLIED':
      return atField('giftCard.errors.alreadyApplied', 'giftCard.number');
    case 'GC_NOT_ALLOWED':
      return atField('giftCard.errors.notAllowed', 'giftCard.number');
    case 'GC_ZERO_BALANCE':
      return atField('giftCard.errors.zeroBalance', 'giftCard.number');
    case 'GC_BALANCE_CHANGED':
      return top('giftCard.errors.balanceChanged');
    case 'GIFT_CARD_ORDER_NOT_FOUND':
      return top('giftCard.errors.orderHasNone');
    case 'LOYALTY_MEMBERSHIP_REQUIRED':
      return top('loyalty.errors.membershipRequired');
    case 'REWARD_NOT_FOUND':
      return atField('loyalty.errors.rewardNotFound', 'appliedLoyaltyVoucher');
    case 'REWARD_NOT_ELIGIBLE':
      return atField('loyalty.errors.rewardNotEligible', 'appliedLoyaltyVoucher');
    case 'LOYALTY_POINTS_BELOW_MINIMUM':
      return atField('loyalty.errors.pointsBelowMinimum', 'points');
    case 'LOYALTY_POINTS_INSUFFICIENT':
      return atField('loyalty.errors.pointsInsufficient', 'points');
    case 'ATHLETE_REWARD_NOT_ALLOWED':
      return top('loyalty.errors.athleteRewardNotAllowed');
    case 'ATHLETE_PAYMENT_NOT_AVAILABLE':
      return top('loyalty.errors.athletePaymentNotAvailable');
    case 'EMPLOYEE_SPEND_LIMIT_EXCEEDED':
      return top('loyalty.errors.employeeSpendLimitExceeded');
    case 'PRICE_ADJUSTMENT_NOT_ALLOWED':
      return top('priceAdjustment.errors.notAllowed');
    case 'PRICE_ADJUSTMENT_NOT_FOUND':
      return top('priceAdjustment.errors.notFound');
    // Issue 10: every way to receive and pay (§8 cart table rows keep the table's place, see placedByCartTable).
    case 'INVALID_CUSTOMER':
      return top('errors.invalidCustomer');
    case 'NO_PRICE':
      return atItem('errors.noPrice');
    case 'INVALID_PRICE':
      return atItem('errors.invalidPrice');
    case 'ITEMS_OOS':
      return atItem('errors.itemsOutOfStock');
    case 'SOME_PRODUCTS_NO_INVENTORY':
      return top('errors.someProductsNoInventory');
    case 'ITEM_NO_LONGER_AVAILABLE':
      return top('errors.itemNoLongerAvailable');
    case 'DUPLICATED_TOKEN':
      return top('auth.errors.duplicatedToken');
    case 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION':
      return top('errors.paymentFraudVerification');
    case 'SHIPPING_POBOX_UNAVAILABLE':
      return top('errors.poBoxUnavailable');
    case 'POSTCODE_INVALID':
      return atField('errors.postcodeInvalid', error.field ?? 'address.postalCode');
    case 'STORE_NOT_FOUND':
      return top('stores.errors.notFound', true);
    case 'STORE_PICKUP_UNAVAILABLE':
      return atItem('stores.errors.pickupUnavailable');
    case 'COLLECTION_POINT_NOT_FOUND':
      return top('stores.errors.collectionPointNotFound');
    case 'PICKUP_CONTACT_MISSING':
      return atField('stores.errors.pickupContactMissing', error.field ?? 'pickupContact');
    case 'PAY_LATER_DECLINED':
      return top('payment.errors.payLaterDeclined');
    case 'PAYMENT_AUTHENTICATION_FAILED':
      return top('payment.errors.authenticationFailed');
    case 'ORDER_NOT_AWAITING_AUTHENTICATION':
      return top('errors.conflict');
    case 'PAYMENT_SESSION_UNAVAILABLE':
      return top('payment.errors.sessionUnavailable');
    case 'WALLET_PAYMENT_INVALID':
      return top('payment.errors.walletInvalid');
    case 'PRODUCT_SET_NOT_FOUND':
      return top('productSet.errors.notFound', true);
    case 'NOTIFY_ME_IN_STOCK':
      return atField('notifyMe.errors.inStock', error.field ?? 'upc');
    case 'REVIEW_NOT_FOUND':
      return top('reviews.errors.notFound');
    case 'QUESTION_NOT_FOUND':
      return top('reviews.errors.questionNotFound');
    case 'REVIEW_TOO_LONG':
      return atField('reviews.errors.tooLong', error.field ?? 'text');
    case 'REVIEW_ALREADY_WRITTEN':
      return top('reviews.errors.alreadyWritten');
    case 'REVIEW_ALREADY_FLAGGED':
      return top('reviews.errors.alreadyFlagged');
    case 'REVIEW_ALREADY_VOTED':
      return top('reviews.errors.alreadyVoted');
    case 'TRANSLATION_UNAVAILABLE':
      return top('reviews.errors.translationUnavailable');
    case 'CONTENT_NOT_FOUND':
      return top('content.errors.notFound', true);
    case 'EVENT_NOT_FOUND':
      return top('events.errors.notFound', true);
    case 'EVENT_ALREADY_REGISTERED':
      return top('events.errors.alreadyRegistered');
    case 'EVENT_REGISTRATION_CLOSED':
      return top('events.errors.closed');
    default:
      return assertNever(errorId);
  }
}

/** An error id this storefront has no message for: placed by its transport kind. */
function unknownApiErrorMessage(kind: TransportKind, error: ApiError, form: UiForm | undefined): UiMessage {
  switch (kind) {
    case 'NotFound':
      return top('errors.notFound', true);
    case 'Invalid':
      return error.field === undefined ? top('errors.invalidRequest') : fieldError(error.field, undefined, form);
    case 'Unauthorized':
      return top('errors.sessionExpired');
    case 'Forbidden':
      return top('errors.forbidden');
    case 'Conflict':
      return top('errors.conflict');
    case 'PaymentDeclined':
      return top('errors.paymentDeclined');
    case 'Unavailable':
      return top('errors.unavailable');
    default:
      return assertNever(kind);
  }
}

const PLACEMENT_OF_LEVEL: Readonly<Record<NoticeLevel, UiPlacement>> = { top: 'top', item: 'item', input: 'field' };

/** §8: a cart error shows where core's cart error table puts it (item level or top); other errors keep their own place. */
function placedByCartTable(message: UiMessage, error: ApiError): UiMessage {
  if (!isCartErrorId(error.errorId)) return message;
  const placement = PLACEMENT_OF_LEVEL[CART_ERROR_TABLE[error.errorId].level];
  if (placement === message.placement) return message;
  const { field: _field, ...rest } = message;
  return placement === 'field' ? { ...rest, placement, field: error.field ?? 'form' } : { ...rest, placement };
}

/**
 * THE mapper from a failed call to what the shopper reads. Every variant is handled; a new one fails to compile.
 * `form`: the form that made the call, whose own field names take its own messages (a coupon's `code`).
 */
export function uiMessage(error: CommerceError, form?: UiForm): UiMessage {
  switch (error.type) {
    case 'ApiError':
      return placedByCartTable(isKnownErrorId(error.errorId) ? knownApiErrorMessage(error.errorId, error, form) : unknownApiErrorMessage(error.kind, error, form), error);
    case 'NetworkError':
      return top('errors.network');
    case 'InvalidResponse':
      return top('errors.invalidResponse');
    case 'InvalidInput':
      return fieldError(error.field, undefined, form);
    default:
      return assertNever(error);
  }
}

function assertNever(value: never): never {
  throw new Error(`unmapped error: ${JSON.stringify(value)}`);
}
