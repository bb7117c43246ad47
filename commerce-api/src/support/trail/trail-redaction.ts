import { basketIdSchema, isBasketTrailEndpoint, type BasketTrailEndpoint } from '@switchback/core';

/**
 * What the basket trail keeps of a request body (issue 8 §4): an allow-list per endpoint, never a deny-list. Only the
 * named fields of the expected shape survive; so no guest token, card data (number, cvc, the provider token, a saved
 * card's id, the holder), reCAPTCHA answer or Idempotency-Key (a header, never read) can reach a row, whatever a
 * caller sends. The shopper's e-mail and phone are not kept either: a replay uses stand-ins.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value kept only when it matches: an identifier's own pattern, or short clean text. */
type Rule = (value: unknown) => unknown;

const pattern = (re: RegExp): Rule => (value) => (typeof value === 'string' && re.test(value) ? value : undefined);
const BASKET_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ITEM_ID = /^[A-Za-z0-9_-]{4,64}$/;
const UPC = /^\d{12}$/;
const PRODUCT_ID = /^[A-Z0-9]{6,16}$/;
const CODE = /^[a-z0-9_-]{1,32}$/;
const COUNTRY = /^[A-Z]{2}$/;
const POSTAL = /^[A-Za-z0-9 -]{3,10}$/;

/**
 * A word no name or address has: a payment token, saved card id or JWT by its prefix, or 20+ characters mixing letters
 * and digits (a captcha answer, any other token).
 */
const tokenLike = (word: string): boolean => /^(tok_|pi_|eyJ)/.test(word) || (word.length >= 20 && /[A-Za-z]/.test(word) && /\d/.test(word));

/**
 * Free text (a name, an address line): at most 100 characters, never a run of 12 or more digits (a card number typed
 * into the wrong field: card numbers never reach our storage) and never a token-like word; else the field is dropped.
 */
const text: Rule = (value) => (typeof value === 'string' && value.length <= 100 && !/\d(?:[\s.-]?\d){11,}/.test(value)
  && !value.split(/\s+/).some(tokenLike) ? value : undefined);
const qty: Rule = (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999_999 ? value : undefined);
const bool: Rule = (value) => (typeof value === 'boolean' ? value : undefined);

/** Keeps the listed fields that pass their rule; anything else is dropped. */
const shape = (fields: Record<string, Rule>): Rule => (value) => {
  if (!isObject(value)) return undefined;
  const kept: Json = {};
  for (const [name, rule] of Object.entries(fields)) {
    if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
    const field = rule(value[name]);
    if (field !== undefined) kept[name] = field;
  }
  return kept;
};
const list = (rule: Rule, max: number): Rule => (value) =>
  Array.isArray(value) ? value.slice(0, max).map(rule).filter((entry) => entry !== undefined) : undefined;

/** An address without its phone (the replay sends a stand-in). */
const ADDRESS_FIELDS = {
  firstName: text, lastName: text, addressLine1: text, addressLine2: text, city: text, postalCode: pattern(POSTAL), province: text,
  countryCode: pattern(COUNTRY),
};

const BODY_RULES: Record<BasketTrailEndpoint, Rule | undefined> = {
  createCart: undefined,
  addItem: shape({ cartId: pattern(BASKET_ID), items: list(shape({ productId: pattern(PRODUCT_ID), upc: pattern(UPC), qty }), 50) }),
  updateItem: shape({ itemId: pattern(ITEM_ID), productId: pattern(PRODUCT_ID), upc: pattern(UPC), qty }),
  removeItem: shape({ cartId: pattern(BASKET_ID), itemId: pattern(ITEM_ID), upc: pattern(UPC) }),
  moveSaveForLater: shape({ action: pattern(/^(saveForLater|moveToCart)$/), itemId: pattern(ITEM_ID), saveForLaterId: pattern(ITEM_ID) }),
  // The e-mail, phone and reCAPTCHA answer of the address entry are not kept.
  setShippingAddress: list(shape({ ...ADDRESS_FIELDS, shippingId: pattern(CODE), context: pattern(/^[A-Za-z0-9_-]{1,32}$/) }), 1),
  shippingMethods: undefined,
  selectShippingMethod: shape({ cartId: pattern(BASKET_ID), code: pattern(CODE), shippingId: pattern(CODE), shopperAppliedSM: bool }),
  setBillingAddress: shape({ address: shape(ADDRESS_FIELDS), subscriptions: shape({ newsletterConsent: bool }) }),
  paymentMethods: undefined,
  // Only the method: the one-time token, the saved card's id and the holder stay out.
  addPaymentInstrument: shape({ payment_method_id: pattern(/^CREDIT_CARD$/) }),
  prepareOrder: shape({ basketId: pattern(BASKET_ID) }),
  // Only the cart: no reCAPTCHA answer, no associate.
  placeOrder: shape({ cartId: pattern(BASKET_ID) }),
  // Issue 9: a coupon code is the shop's, not the shopper's: kept, so a replay enters the same one.
  applyCoupon: shape({ cartId: pattern(BASKET_ID), code: pattern(/^[A-Za-z0-9_-]{3,32}$/) }),
  removeCoupon: shape({ cartId: pattern(BASKET_ID), code: pattern(/^[A-Za-z0-9_-]{3,32}$/) }),
};

/** The request body as the trail keeps it (undefined: nothing worth keeping, e.g. a GET or createCart's `{}`). */
export function redactTrailBody(endpoint: BasketTrailEndpoint, body: unknown): unknown {
  const rule = BODY_RULES[endpoint];
  return rule === undefined ? undefined : rule(body);
}

const basketIdOrUndefined = (value: unknown): string | undefined => {
  const parsed = basketIdSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The basket a call built: the path's basketId, the body's cartId or basketId, or for createCart the answer's basketId.
 * Undefined when the call names none (a malformed request): such a call is not part of any basket's trail.
 */
export function basketOfCall(endpoint: string, params: unknown, body: unknown, answer: unknown): string | undefined {
  if (!isBasketTrailEndpoint(endpoint)) return undefined;
  if (endpoint === 'createCart') return isObject(answer) ? basketIdOrUndefined(answer.basketId) : undefined;
  if (isObject(params) && params.basketId !== undefined) return basketIdOrUndefined(params.basketId);
  if (isObject(body)) return basketIdOrUndefined(body.cartId ?? body.basketId);
  return undefined;
}
