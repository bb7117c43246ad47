/**
 * §8 error catalogue: every errorId this product answers, its code family example, the transport kind
 * (kept apart from the message, as STYLE §4 asks) and the default message.
 */
export type TransportKind = 'Invalid' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'Conflict' | 'PaymentDeclined' | 'Unavailable';

export interface CatalogueEntry {
  readonly code: string;
  readonly kind: TransportKind;
  readonly message: string;
}

export const errorCatalogue = {
  INVALID_REQUEST: { code: 'API400', kind: 'Invalid', message: 'The request is not valid.' },
  UNAUTHORIZED: { code: 'AUT401', kind: 'Unauthorized', message: 'Your session has expired. Please try again.' },
  FORBIDDEN: { code: 'AUT403', kind: 'Forbidden', message: 'This request is not allowed.' },
  // Issue 7 authentication (§8 AUT codes). Wrong credentials are the caller's input, not an expired session: kind
  // Invalid, so no client takes them for a token to renew (their HTTP status stays 401).
  INVALID_CREDENTIALS: { code: 'AUT401', kind: 'Invalid', message: 'The e-mail or password is not correct.' },
  USER_LOCKED: { code: 'AUT423', kind: 'Forbidden', message: 'Too many attempts: this account is locked for a while. Please try again later or reset your password.' },
  RESET_LINK_EXPIRED: { code: 'AUT402', kind: 'Invalid', message: 'This password reset link has expired or was already used. Please ask for a new one.' },
  CAPTCHA_FAILED: { code: 'AUT403', kind: 'Forbidden', message: 'We could not verify you are not a robot. Please try again.' },
  LOGIN_IN_USE: { code: 'AUT439', kind: 'Conflict', message: 'An account already exists for this e-mail.' },
  INVALID_GRANT: { code: 'AUT400', kind: 'Invalid', message: 'This sign-in has expired. Please sign in again.' },
  NOT_FOUND: { code: 'API404', kind: 'NotFound', message: 'Not found.' },
  PRODUCT_NOT_FOUND: { code: 'PRD404', kind: 'NotFound', message: 'This product does not exist.' },
  VARIANT_NOT_FOUND: { code: 'PRD405', kind: 'NotFound', message: 'This colour and size does not exist for the product.' },
  CART_NOT_FOUND: { code: 'BSK404', kind: 'NotFound', message: 'Your cart could not be found.' },
  ITEM_NOT_FOUND: { code: 'BSK410', kind: 'NotFound', message: 'This item is no longer in your cart.' },
  ITEM_OOS: { code: 'INV700', kind: 'Conflict', message: 'This item is out of stock.' },
  ITEM_NOT_AVAILABLE: { code: 'ORD430', kind: 'Conflict', message: 'This item is no longer available.' },
  ADDED_MAX_QUANTITY: { code: 'BSK420', kind: 'Conflict', message: 'You have added the maximum quantity of this item.' },
  // storefront-experience §6: a presale product is sold to signed-in shoppers only.
  PRESALE_SIGN_IN_REQUIRED: { code: 'BSK421', kind: 'Forbidden', message: 'Sign in to buy this product: it is sold before its release to members.' },
  CART_EMPTY: { code: 'CHK400', kind: 'Conflict', message: 'Your cart is empty.' },
  SHIPPING_ADDRESS_MISSING: { code: 'SHP400', kind: 'Conflict', message: 'Please enter a shipping address.' },
  SHIPPING_METHOD_MISSING: { code: 'SHP401', kind: 'Conflict', message: 'Please choose a shipping method.' },
  SHIPPING_METHOD_INVALID: { code: 'SHP402', kind: 'Invalid', message: 'This shipping method is not available.' },
  CANT_SHIP_THERE: { code: 'PAY401', kind: 'Conflict', message: 'We cannot ship to this country from this site.' },
  BILLING_ADDRESS_MISSING: { code: 'BIL400', kind: 'Conflict', message: 'Please enter a billing address.' },
  PAYMENT_MISSING: { code: 'PYT400', kind: 'Conflict', message: 'Please add a payment method.' },
  PAYMENT_INSTRUMENT_NOT_FOUND: { code: 'PYT404', kind: 'NotFound', message: 'This payment method could not be found.' },
  CC_EXPIRY_DATE_INVALID: { code: 'PYT410', kind: 'Invalid', message: 'The card has expired.' },
  PAYMENT_ERROR: { code: 'PAY402', kind: 'PaymentDeclined', message: 'Your payment was declined. Please use another card.' },
  CARD_ALREADY_EXISTS: { code: 'PYT300', kind: 'Conflict', message: 'This card is already saved to your account.' },
  ADDRESS_NOT_FOUND: { code: 'CCA404', kind: 'NotFound', message: 'This address could not be found.' },
  ORDER_NOT_FOUND: { code: 'ORD404', kind: 'NotFound', message: 'This order could not be found.' },
  IDEMPOTENCY_KEY_REUSED: { code: 'ORD422', kind: 'Invalid', message: 'This Idempotency-Key was already used for a different request. Use a new key for a new order.' },
  ORDER_ALREADY_PLACED: { code: 'ORD409', kind: 'Conflict', message: 'This cart has already been ordered.' },
  // Issue 8: after the purchase (ORD order, OHS order history, RTN returns).
  ORDER_NOT_CANCELLABLE: { code: 'ORD410', kind: 'Conflict', message: 'This order has already shipped and can no longer be cancelled.' },
  ORDER_TRANSITION_INVALID: { code: 'ORD411', kind: 'Conflict', message: 'This order cannot move to that status.' },
  TRACK_ORDER_NOT_FOUND: { code: 'OHS404', kind: 'NotFound', message: 'We could not find an order with this number and e-mail address.' },
  RETURN_NOT_ALLOWED: { code: 'RTN409', kind: 'Conflict', message: 'A return can be opened only once the order has been delivered.' },
  RETURN_WINDOW_CLOSED: { code: 'RTN410', kind: 'Conflict', message: 'The return window for this order has closed.' },
  SUPPORT_KEY_INVALID: { code: 'API403', kind: 'Forbidden', message: 'A valid support key is required for this call.' },
  // Issue 9: money in the cart (PRM promotion, GWP gift with purchase, GFC/GFS/GFO gift card, REW rewards, PRC pricing, CCA customer).
  COUPON_NOT_FOUND: { code: 'PRM404', kind: 'Invalid', message: 'This code is not valid. Check it and try again.' },
  COUPON_EXPIRED: { code: 'PRM155', kind: 'Conflict', message: 'This code has expired.' },
  COUPON_ALREADY_REDEEMED: { code: 'PRM150', kind: 'Conflict', message: 'This code has already been redeemed.' },
  COUPON_ALREADY_APPLIED: { code: 'PRM416', kind: 'Conflict', message: 'This code is already applied to your cart.' },
  COUPON_NOT_ALLOWED: { code: 'PRM403', kind: 'Conflict', message: 'This code is not available for your account or this site.' },
  COUPON_NOT_IN_CART: { code: 'PRM410', kind: 'NotFound', message: 'This code is not on your cart.' },
  COUPON_LIMIT_REACHED: { code: 'PRM417', kind: 'Conflict', message: 'No more codes can be added to this cart.' },
  PROMOTION_ALREADY_EXISTS: { code: 'PRM419', kind: 'Conflict', message: 'A promotion with this id or coupon code already exists.' },
  GWP_PRODUCT: { code: 'GWP400', kind: 'Conflict', message: 'A gift product cannot be added or have its quantity changed.' },
  GC_INVALID2: { code: 'GFC404', kind: 'Invalid', message: 'This gift card number or PIN is not valid.' },
  GC_EXPIRED: { code: 'GFC812', kind: 'Conflict', message: 'This gift card has expired.' },
  GC_ALREADY_APPLIED: { code: 'GFC409', kind: 'Conflict', message: 'This gift card is already applied to your order.' },
  GC_NOT_ALLOWED: { code: 'GFC403', kind: 'Conflict', message: 'A gift card cannot pay for this order.' },
  GC_ZERO_BALANCE: { code: 'GFC402', kind: 'Conflict', message: 'This gift card has no balance left.' },
  GC_BALANCE_CHANGED: { code: 'GFS409', kind: 'Conflict', message: 'The balance of a gift card changed. Please check your payment and try again.' },
  GIFT_CARD_ORDER_NOT_FOUND: { code: 'GFO404', kind: 'NotFound', message: 'This order has no digital gift card to send.' },
  LOYALTY_MEMBERSHIP_REQUIRED: { code: 'REW403', kind: 'Forbidden', message: 'Join the loyalty programme to use rewards.' },
  REWARD_NOT_FOUND: { code: 'REW404', kind: 'NotFound', message: 'This reward could not be found.' },
  REWARD_NOT_ELIGIBLE: { code: 'REW409', kind: 'Conflict', message: 'This reward cannot be used on this cart.' },
  LOYALTY_POINTS_BELOW_MINIMUM: { code: 'REW410', kind: 'Invalid', message: 'Too few points: use at least the minimum number of points.' },
  LOYALTY_POINTS_INSUFFICIENT: { code: 'REW411', kind: 'Conflict', message: 'You do not have enough points.' },
  ATHLETE_REWARD_NOT_ALLOWED: { code: 'REW412', kind: 'Conflict', message: 'Rewards can be used once your athlete amount is used up.' },
  ATHLETE_PAYMENT_NOT_AVAILABLE: { code: 'CCA403', kind: 'Conflict', message: 'Athlete payment is not available for this account or has nothing left.' },
  EMPLOYEE_SPEND_LIMIT_EXCEEDED: { code: 'CCA402', kind: 'Conflict', message: 'This order would take you over your employee spend limit for the period.' },
  PRICE_ADJUSTMENT_NOT_ALLOWED: { code: 'PRC403', kind: 'Forbidden', message: 'Only a store associate can adjust prices.' },
  PRICE_ADJUSTMENT_NOT_FOUND: { code: 'PRC404', kind: 'NotFound', message: 'This price adjustment could not be found.' },
  // Issue 10: every way to receive and pay (§8 cart table rows, STR stores, SHP shipping, PAY payment).
  INVALID_CUSTOMER: { code: 'BSK409', kind: 'Conflict', message: 'This cart belongs to another customer.' },
  NO_PRICE: { code: 'PRC410', kind: 'Conflict', message: 'This item has no price on this site and cannot be bought here.' },
  INVALID_PRICE: { code: 'PRC411', kind: 'Conflict', message: 'The price of this item is not valid. Please remove it and add it again.' },
  ITEMS_OOS: { code: 'INV701', kind: 'Conflict', message: 'Some items are out of stock and could not be moved to your cart.' },
  SOME_PRODUCTS_NO_INVENTORY: { code: 'INV702', kind: 'Conflict', message: 'Some products in your cart are no longer in stock. Please review your cart.' },
  ITEM_NO_LONGER_AVAILABLE: { code: 'ORD431', kind: 'Conflict', message: 'An item in your cart is no longer available. Your cart has been updated.' },
  DUPLICATED_TOKEN: { code: 'AUT410', kind: 'Invalid', message: 'This sign-in was already used. Please sign in again.' },
  PAYMENT_FRAUD_VERIFICATION_EXCEPTION: { code: 'PAY403', kind: 'PaymentDeclined', message: 'We could not verify this payment. Please use another payment method or contact us.' },
  SHIPPING_POBOX_UNAVAILABLE: { code: 'SHP500', kind: 'Invalid', message: 'We cannot deliver to a PO box. Please enter a street address.' },
  POSTCODE_INVALID: { code: 'SHP410', kind: 'Invalid', message: 'This postcode is not valid for the country.' },
  STORE_NOT_FOUND: { code: 'STR404', kind: 'NotFound', message: 'This store could not be found.' },
  STORE_PICKUP_UNAVAILABLE: { code: 'STR409', kind: 'Conflict', message: 'This item cannot be picked up in this store.' },
  COLLECTION_POINT_NOT_FOUND: { code: 'STR405', kind: 'NotFound', message: 'This collection point could not be found.' },
  PICKUP_CONTACT_MISSING: { code: 'CHK410', kind: 'Invalid', message: 'Please tell us who will collect the order.' },
  PAY_LATER_DECLINED: { code: 'PAY400', kind: 'PaymentDeclined', message: 'The pay-later provider could not approve this purchase. Please choose another way to pay.' },
  PAYMENT_AUTHENTICATION_FAILED: { code: 'PAY405', kind: 'PaymentDeclined', message: 'We could not verify your payment. Please check your card details or use another card.' },
  ORDER_NOT_AWAITING_AUTHENTICATION: { code: 'ORD412', kind: 'Conflict', message: 'This order is not waiting for payment authentication.' },
  PAYMENT_SESSION_UNAVAILABLE: { code: 'PAY503', kind: 'Unavailable', message: 'This payment method is briefly unavailable. Please try again.' },
  WALLET_PAYMENT_INVALID: { code: 'PAY406', kind: 'Invalid', message: 'The wallet payment could not be used. Please try again or pay by card.' },
  // Issue 11: finding the product (sets, back-in-stock requests, reviews and questions).
  PRODUCT_SET_NOT_FOUND: { code: 'PRD406', kind: 'NotFound', message: 'This product set could not be found.' },
  NOTIFY_ME_IN_STOCK: { code: 'INV410', kind: 'Conflict', message: 'This size is in stock: you can buy it now.' },
  REVIEW_NOT_FOUND: { code: 'REV404', kind: 'NotFound', message: 'This review could not be found.' },
  QUESTION_NOT_FOUND: { code: 'REV405', kind: 'NotFound', message: 'This question or answer could not be found.' },
  REVIEW_TOO_LONG: { code: 'REV410', kind: 'Invalid', message: 'This review is too long. Please shorten it.' },
  REVIEW_ALREADY_WRITTEN: { code: 'REV411', kind: 'Conflict', message: 'You have already reviewed this product.' },
  REVIEW_ALREADY_FLAGGED: { code: 'REV412', kind: 'Conflict', message: 'You have already reported this.' },
  REVIEW_ALREADY_VOTED: { code: 'REV413', kind: 'Conflict', message: 'You have already voted on this.' },
  TRANSLATION_UNAVAILABLE: { code: 'REV422', kind: 'NotFound', message: 'No translation is available for this review.' },
  // Issue 12: content and experience (content documents, event registration).
  CONTENT_NOT_FOUND: { code: 'CNT404', kind: 'NotFound', message: 'This content could not be found.' },
  EVENT_NOT_FOUND: { code: 'EVT404', kind: 'NotFound', message: 'This event could not be found.' },
  EVENT_ALREADY_REGISTERED: { code: 'EVT409', kind: 'Conflict', message: 'You are already registered for this event.' },
  EVENT_REGISTRATION_CLOSED: { code: 'EVT410', kind: 'Conflict', message: 'Registration for this event has closed.' },
  // Wishlists (issue 7): favorites, their share link, saved-for-later.
  FAVORITES_NOT_FOUND: { code: 'CCN404', kind: 'NotFound', message: 'This favorites list could not be found.' },
  FAVORITE_ITEM_NOT_FOUND: { code: 'CCN410', kind: 'NotFound', message: 'This item is no longer in your favorites.' },
  SHARED_LIST_NOT_FOUND: { code: 'CCN411', kind: 'NotFound', message: 'This shared list could not be found. The link may have been replaced by a new one.' },
  FAVORITES_NOT_ALLOWED: { code: 'CCN403', kind: 'Forbidden', message: 'Favorites are not available.' },
  // §4 buy-in-store: no favorites or saved-for-later while an associate shops in store for a customer.
  LISTS_NOT_AVAILABLE_IN_STORE: { code: 'CCN403', kind: 'Forbidden', message: 'Favorites and saved-for-later are not available while shopping in store for a customer.' },
  SAVE_FOR_LATER_NOT_FOUND: { code: 'BSK405', kind: 'NotFound', message: 'Your saved-for-later list could not be found.' },
  SAVE_FOR_LATER_ITEM_NOT_FOUND: { code: 'BSK411', kind: 'NotFound', message: 'This item is no longer saved for later.' },
  TOO_MANY_REQUESTS: { code: 'API429', kind: 'Unavailable', message: 'Too many requests. Please wait a moment and try again.' },
  GEN500: { code: 'GEN500', kind: 'Unavailable', message: 'Something went wrong. Please try again.' },
  SERVICE_UNAVAILABLE: { code: 'GEN503', kind: 'Unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorId = keyof typeof errorCatalogue;

export const isKnownErrorId = (id: string): id is ErrorId => Object.prototype.hasOwnProperty.call(errorCatalogue, id);
