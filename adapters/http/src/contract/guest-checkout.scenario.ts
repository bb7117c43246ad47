import {
  SANDBOX_CARDS, type Cart, type CommerceError, type Inventory, type ProductDetails,
} from '@switchback/core';
import type { Result, ResultAsync } from 'neverthrow';
import { createHttpCommerceClient, type HttpCommerceClient } from '../commerce-client';
import { guestAddress, guestEmail } from '../commerce-client.fixtures';
import { createCookieJarFetch } from '../cookie-jar.fetch';
import { createCapturingFetch, type CapturedExchange, type ExchangeCapture } from './exchange-capture.fetch';
import { CONSUMER_RECORDED_ERROR_STATUS } from './consumer.errors';
import type { Expectation } from './exchange.check';
import type { Recording, RecordedCall, RecordingSet } from './recording.schema';
import { ACCOUNT_RECORDED_ERROR_STATUS } from './account-errors';
import { runWishlistSteps, WISHLIST_RECORDED_ERROR_STATUS } from './wishlist.scenario';
import { ORDER_RECORDED_ERROR_STATUS } from './order.errors';
import { PROMOTION_RECORDED_ERROR_STATUS } from './promotion.errors';
import { STORE_RECORDED_ERROR_STATUS } from './store.errors';
import { FULFILMENT_RECORDED_ERROR_STATUS } from './fulfilment.errors';
import { MERCHANDISING_RECORDED_ERROR_STATUS } from './merchandising.errors';
import { REVIEW_RECORDED_ERROR_STATUS } from './reviews.errors';
import { CONTENT_RECORDED_ERROR_STATUS } from './content.errors';
import { ENROLMENT_RECORDED_ERROR_STATUS } from './enrolment.errors';

/** The errors the guest scenario provokes on purpose, one recording each, with the status the contract answers them with. */
export const GUEST_RECORDED_ERROR_STATUS = {
  CART_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ITEM_OOS: 409,
  // storefront-experience §6: a guest adding a presale product.
  PRESALE_SIGN_IN_REQUIRED: 403,
  PAYMENT_ERROR: 402,
  ORDER_NOT_FOUND: 404,
  // Issue 7 areas: each keeps its provoked errors in its own scenario file.
  ...WISHLIST_RECORDED_ERROR_STATUS,
  // Issue 7: the consumer scenario's (consumer.scenario.ts).
  ...CONSUMER_RECORDED_ERROR_STATUS,
} as const;
/** Every area's provoked errors (issue 7: each area's scenario adds its own table here). */
export const RECORDED_ERROR_STATUS = {
  ...GUEST_RECORDED_ERROR_STATUS, ...ACCOUNT_RECORDED_ERROR_STATUS, ...ORDER_RECORDED_ERROR_STATUS, ...PROMOTION_RECORDED_ERROR_STATUS,
  ...STORE_RECORDED_ERROR_STATUS, ...FULFILMENT_RECORDED_ERROR_STATUS,
  // Issue 11: product sets and notify-me (merchandising.scenario.ts).
  ...MERCHANDISING_RECORDED_ERROR_STATUS,
  // Issue 11: the reviews scenario's (reviews.scenario.ts).
  ...REVIEW_RECORDED_ERROR_STATUS,
  // Issue 12: the content scenario's (content.scenario.ts).
  ...CONTENT_RECORDED_ERROR_STATUS,
  // Issue 12: the enrolment scenario's (enrolment.scenario.ts).
  ...ENROLMENT_RECORDED_ERROR_STATUS,
} as const;
export type RecordedErrorId = keyof typeof RECORDED_ERROR_STATUS;
export const RECORDED_ERRORS = Object.keys(RECORDED_ERROR_STATUS) as [RecordedErrorId, ...RecordedErrorId[]];

export const expectError = (errorId: RecordedErrorId, alsoSuccess = false): Expectation => ({
  success: alsoSuccess,
  error: { errorId, status: RECORDED_ERROR_STATUS[errorId] },
});

/** The scenario could not go on: a step failed (the upstream answered otherwise, or could not be reached). */
export class ScenarioStopped extends Error {
  constructor(readonly step: string, readonly reason: string) {
    super(`scenario step "${step}" ${reason}`);
    this.name = 'ScenarioStopped';
  }
}

const describeFailure = (error: CommerceError): string => {
  switch (error.type) {
    case 'ApiError':
      return `${error.errorId} (HTTP ${error.statusCode}): ${error.message}`;
    case 'InvalidInput':
      return `${error.field}: ${error.message}`;
    case 'NetworkError':
    case 'InvalidResponse':
      return error.message;
  }
};

export async function expectOk<T>(step: string, result: ResultAsync<T, CommerceError>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) throw new ScenarioStopped(step, `failed: ${describeFailure(settled.error)}`);
  return settled.value;
}

export async function expectApiError(
  capture: ExchangeCapture,
  step: string,
  call: () => ResultAsync<unknown, CommerceError>,
  errorId: RecordedErrorId,
): Promise<void> {
  assertApiError(step, await capture.expecting(expectError(errorId), call), errorId);
}

function assertApiError(step: string, settled: Result<unknown, CommerceError>, errorId: string): void {
  if (settled.isOk()) throw new ScenarioStopped(step, `should fail with ${errorId} but succeeded`);
  if (settled.error.type !== 'ApiError' || settled.error.errorId !== errorId) {
    throw new ScenarioStopped(step, `should fail with ${errorId} but failed: ${describeFailure(settled.error)}`);
  }
}

/** The first presale product of the catalogue (storefront-experience §6), read through its details. */
export async function findPresaleProduct(client: HttpCommerceClient): Promise<ProductDetails> {
  const catalog = await expectOk('catalog', client.products.catalog());
  for (const category of catalog.categories) {
    const page = await expectOk('productSearch', client.products.search({ categoryId: category.id, count: 100 }));
    for (const hit of page.hits) {
      const details = await expectOk('productDetails', client.products.details(hit.id));
      if (details.presale) return details;
    }
  }
  throw new ScenarioStopped('find a presale product', 'found no presale product in the catalogue');
}

/** Walks the catalogue until the predicate picks a product from its inventory. */
export async function findProduct(client: HttpCommerceClient, pick: (inventory: Inventory) => boolean): Promise<Inventory> {
  const catalog = await expectOk('catalog', client.products.catalog());
  for (const category of catalog.categories) {
    const page = await expectOk('productSearch', client.products.search({ categoryId: category.id, count: 100 }));
    for (const hit of page.hits) {
      const inventory = await expectOk('productInventory', client.products.inventory(hit.id));
      if (pick(inventory)) return inventory;
    }
  }
  throw new ScenarioStopped('find a product', 'found no product in the catalogue that fits the scenario');
}

const itemWithUpc = (cart: Cart, upc: string) => {
  const item = cart.items.find((line) => line.upc === upc);
  if (!item) throw new ScenarioStopped('find the cart line', `found no item with UPC ${upc} in the cart`);
  return item;
};

/** Checkout steps shared by the order that succeeds and the one whose card is declined. */
export async function checkoutUpToPayment(client: HttpCommerceClient, basketId: string): Promise<void> {
  await expectOk('setShippingAddress', client.checkout.setShippingAddress(basketId, [{ ...guestAddress, email: guestEmail, shippingId: 'me' }]));
  const methods = await expectOk('shippingMethods', client.checkout.shippingMethods(basketId, 'me'));
  const method = methods.applicableShippingMethods[0];
  if (!method) throw new ScenarioStopped('shippingMethods', 'found no applicable shipping method');
  await expectOk('selectShippingMethod', client.checkout.selectShippingMethod({ cartId: basketId, code: method.code, shippingId: 'me' }));
  await expectOk('setBillingAddress', client.checkout.setBillingAddress(basketId, { address: guestAddress }));
  await expectOk('paymentMethods', client.checkout.paymentMethods(basketId));
}

export interface ScenarioOptions {
  /** Told of each exchange as soon as its answer arrives (with what the scenario expected). */
  readonly onExchange?: (exchange: CapturedExchange) => void;
  /** The x-client-app / x-source the calls carry. */
  readonly clientApp?: string;
}

/**
 * A real guest checkout against a running commerce API, every exchange captured:
 * browse, add, change and remove items, address, shipping, billing, tokenised card, order, the order read back;
 * then the errors a client must understand (another guest's order, unknown cart, unknown product, out of stock,
 * declined card).
 */
export async function runGuestCheckoutScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = (jarFetch: typeof fetch) =>
    createHttpCommerceClient({
      baseUrl: apiBaseUrl,
      fetch: jarFetch,
      site: 'en-us',
      locale: 'en-US',
      clientApp: options.clientApp ?? 'switchback-contract-tests',
      newId: () => crypto.randomUUID(),
    });
  // The jar sits above the capture, so the capture sees the cookies each call carries.
  const client = newClient(createCookieJarFetch(capture.fetch));

  await expectOk('serverTime', client.time.serverTime());
  await expectOk('guestToken', client.auth.guestToken());
  const inStock = (inventory: Inventory) => inventory.variants.filter((v) => v.status === 'IN_STOCK' && v.quantity >= 5);
  const product = await findProduct(client, (inventory) => inStock(inventory).length >= 2);
  const [first, second] = inStock(product);
  if (!first || !second) throw new ScenarioStopped('find a product', 'the chosen product lost its in-stock variants');
  const details = await expectOk('productDetails', client.products.details(product.productId));

  const cart = await expectOk('createCart', client.carts.create());
  const basketId = cart.basketId;
  await expectOk('getCart', client.carts.get(basketId));
  const added = await expectOk('addItem', client.carts.addItems({ cartId: basketId, items: [{ productId: details.id, upc: first.upc, qty: 2 }] }));
  const line = itemWithUpc(added, first.upc);
  await expectOk('updateItem', client.carts.updateItem(basketId, { itemId: line.id, productId: line.productId, upc: line.upc, qty: 1 }));
  const withSecond = await expectOk('addItem', client.carts.addItems({ cartId: basketId, items: [{ productId: details.id, upc: second.upc, qty: 1 }] }));
  const secondLine = itemWithUpc(withSecond, second.upc);
  await expectOk('removeItem', client.carts.removeItem({ cartId: basketId, itemId: secondLine.id, upc: secondLine.upc }));
  await checkoutUpToPayment(client, basketId);
  const token = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  await expectOk('addPaymentInstrument', client.checkout.addPaymentInstrument(basketId, {
    payment_method_id: 'CREDIT_CARD',
    paymentCard: { token: token.token, holder: 'Ada Lovelace' },
  }));
  await expectOk('prepareOrder', client.checkout.prepareOrder(basketId));
  const placed = await expectOk('placeOrder', client.checkout.placeOrder(basketId, crypto.randomUUID()));
  await expectOk('getOrder', client.checkout.order(placed.orderNumber));

  // The order is the guest's own: another guest (its own cookie jar, its own token) is told it does not exist.
  const stranger = newClient(createCookieJarFetch(capture.fetch));
  await expectOk('guestToken of another guest', stranger.auth.guestToken());
  await expectApiError(capture, "getOrder of another guest's order", () => stranger.checkout.order(placed.orderNumber), 'ORDER_NOT_FOUND');

  // The errors, each provoked the way a real client would meet it.
  const unknownBasket = `${basketId.slice(0, -4)}${basketId.endsWith('0000') ? '1111' : '0000'}`;
  await expectApiError(capture, 'getCart of an unknown basket', () => client.carts.get(unknownBasket), 'CART_NOT_FOUND');
  await expectApiError(capture, 'productDetails of an unknown product', () => client.products.details('ZZZZ00000'), 'PRODUCT_NOT_FOUND');

  const soldOut = await findProduct(client, (inventory) => inventory.variants.some((v) => v.quantity === 0));
  const soldOutVariant = soldOut.variants.find((v) => v.quantity === 0);
  if (!soldOutVariant) throw new ScenarioStopped('find a sold-out variant', 'the sold-out variant disappeared');
  const declinedCart = await expectOk('createCart', client.carts.create());
  await expectApiError(
    capture,
    'addItem of a sold-out variant',
    () => client.carts.addItems({ cartId: declinedCart.basketId, items: [{ productId: soldOut.productId, upc: soldOutVariant.upc, qty: 1 }] }),
    'ITEM_OOS',
  );

  // storefront-experience §6: a presale product is sold to signed-in shoppers only; the guest is asked to sign in.
  const presale = await findPresaleProduct(client);
  const presaleVariant = presale.variants.find((v) => v.orderable) ?? presale.variants[0];
  if (!presaleVariant) throw new ScenarioStopped('find a presale product', 'the presale product has no variant');
  await expectApiError(
    capture,
    'addItem of a presale product by a guest',
    () => client.carts.addItems({ cartId: declinedCart.basketId, items: [{ productId: presale.id, upc: presaleVariant.upc, qty: 1 }] }),
    'PRESALE_SIGN_IN_REQUIRED',
  );

  await expectOk('addItem', client.carts.addItems({ cartId: declinedCart.basketId, items: [{ productId: details.id, upc: first.upc, qty: 1 }] }));
  await checkoutUpToPayment(client, declinedCart.basketId);
  const declinedToken = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.declines, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  await declinedCardOrder(capture, client, declinedCart.basketId, declinedToken.token);

  // Issue 7: favorites, share link, saved-for-later (wishlist.scenario.ts).
  await runWishlistSteps({
    capture, client, newClient: () => newClient(createCookieJarFetch(capture.fetch)), productId: details.id, upc: first.upc,
    stop: (step, reason) => new ScenarioStopped(step, reason),
  });

  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}

/** The sandbox declines the card when the API authorises it: at the instrument or, at the latest, at the order. */
async function declinedCardOrder(capture: ExchangeCapture, client: HttpCommerceClient, basketId: string, token: string): Promise<void> {
  const instrument = await capture.expecting(expectError('PAYMENT_ERROR', true), () =>
    client.checkout.addPaymentInstrument(basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } }));
  if (instrument.isErr()) {
    assertApiError('addPaymentInstrument with a declined card', instrument, 'PAYMENT_ERROR');
    return;
  }
  await expectOk('prepareOrder', client.checkout.prepareOrder(basketId));
  await expectApiError(capture, 'placeOrder with a declined card', () => client.checkout.placeOrder(basketId, crypto.randomUUID()), 'PAYMENT_ERROR');
}

const errorIdOf = (recording: Recording): string | undefined => {
  const body = recording.response.body;
  if (typeof body !== 'object' || body === null || !('errorDetails' in body) || !Array.isArray(body.errorDetails)) return undefined;
  const first: unknown = body.errorDetails[0];
  return typeof first === 'object' && first !== null && 'errorId' in first && typeof first.errorId === 'string' ? first.errorId : undefined;
};

/** The first successful exchange of each call, and the first answer of each provoked error. */
export function selectRecordings(exchanges: readonly Recording[]): RecordingSet {
  const successes = new Map<RecordedCall, Recording>();
  const errors = new Map<string, Recording>();
  for (const exchange of exchanges) {
    const { status } = exchange.response;
    if (status >= 200 && status < 300) {
      if (!successes.has(exchange.call)) successes.set(exchange.call, exchange);
      continue;
    }
    const errorId = errorIdOf(exchange);
    if (errorId !== undefined && (RECORDED_ERRORS as readonly string[]).includes(errorId) && !errors.has(errorId)) errors.set(errorId, exchange);
  }
  return { successes, errors };
}
