import type { EndpointName } from '../contract/endpoints';
import { currencySchema } from '../contract/common.contract';
import { BASKET_TRAIL_ENDPOINTS, type BasketTrailEndpoint, type TrailAnswer, type TrailLine } from '../contract/order.contract';

/** Every trail endpoint is a contract call. */
BASKET_TRAIL_ENDPOINTS satisfies readonly EndpointName[];

export const isBasketTrailEndpoint = (name: string): name is BasketTrailEndpoint =>
  (BASKET_TRAIL_ENDPOINTS as readonly string[]).includes(name);

/** The payment calls: a replay stops before them unless asked to place the order with a sandbox card. */
export const PAYMENT_TRAIL_ENDPOINTS: readonly BasketTrailEndpoint[] = ['addPaymentInstrument', 'placeOrder'];

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const intOf = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const currencyOf = (value: unknown): TrailAnswer['currency'] => {
  const parsed = currencySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The flash types of an answer (`[{ type, message }]`), never their messages (they are in the site's language). */
function flashTypes(flash: unknown): string[] | undefined {
  if (!Array.isArray(flash)) return undefined;
  return flash.map((entry) => (isObject(entry) ? stringOf(entry.type) : undefined)).filter((type): type is string => type !== undefined);
}

/** A cart or order line (`cartItemSchema`) as the trail keeps it: UPC, product, quantity, unit price now, and its names. */
function lineOf(item: unknown): TrailLine | undefined {
  if (!isObject(item)) return undefined;
  const upc = stringOf(item.upc);
  const productId = stringOf(item.productId);
  const qty = intOf(item.qty);
  const price = isObject(item.price) ? intOf(item.price.current) : undefined;
  if (upc === undefined || productId === undefined || qty === undefined || price === undefined) return undefined;
  const itemId = stringOf(item.id);
  const name = stringOf(item.name);
  const colorName = stringOf(item.colorName);
  const size = stringOf(item.size);
  return {
    upc, productId, qty, price,
    ...(itemId !== undefined ? { itemId } : {}),
    ...(name !== undefined ? { name } : {}),
    ...(colorName !== undefined ? { colorName } : {}),
    ...(size !== undefined ? { size } : {}),
  };
}

function linesOf(items: unknown): TrailLine[] | undefined {
  if (!Array.isArray(items)) return undefined;
  return items.map(lineOf).filter((line): line is TrailLine => line !== undefined);
}

/** A cart (`cartSchema`) or an order (`orderSchema`): total, currency, flash types and lines. */
function basketAnswer(basket: Json): TrailAnswer {
  const totals = isObject(basket.totals) ? basket.totals : {};
  const total = intOf(totals.total);
  const currency = currencyOf(basket.currency) ?? currencyOf(totals.currency);
  const flash = flashTypes(basket.flash);
  const lines = linesOf(basket.items);
  return {
    ...(total !== undefined ? { total } : {}),
    ...(currency !== undefined ? { currency } : {}),
    ...(flash !== undefined ? { flash } : {}),
    ...(lines !== undefined ? { lines } : {}),
  };
}

/**
 * The key answer fields of one basket call, the same for the trail commerce-api records and for the replay's answer
 * today: the §8 errorId of a failure; else total, currency, flash types and lines of the basket the call answered
 * (a cart; `moveSaveForLater`'s cart; `placeOrder`'s order and flash; `prepareOrder`'s total, currency and flash).
 * Calls answering no basket (shipping and payment methods) keep nothing but their status.
 */
export function trailAnswerOf(endpoint: BasketTrailEndpoint, status: number, body: unknown): TrailAnswer {
  if (status >= 400 || !isObject(body)) {
    const details = isObject(body) && Array.isArray(body.errorDetails) ? body.errorDetails[0] : undefined;
    const errorId = isObject(details) ? stringOf(details.errorId) : undefined;
    return errorId !== undefined ? { errorId } : {};
  }
  switch (endpoint) {
    case 'shippingMethods':
    case 'paymentMethods':
      return {};
    case 'prepareOrder': {
      const total = intOf(body.total);
      const currency = currencyOf(body.currency);
      const flash = flashTypes(body.flash);
      return { ...(total !== undefined ? { total } : {}), ...(currency !== undefined ? { currency } : {}), ...(flash !== undefined ? { flash } : {}) };
    }
    case 'placeOrder': {
      const order = isObject(body.order) ? basketAnswer(body.order) : {};
      const flash = flashTypes(body.flash);
      return { ...order, ...(flash !== undefined ? { flash } : {}) };
    }
    case 'moveSaveForLater':
      return isObject(body.cart) ? basketAnswer(body.cart) : {};
    default:
      return basketAnswer(body);
  }
}
