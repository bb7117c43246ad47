import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookie, type AppLoadContext } from 'react-router';
import { CART_ERROR_TABLE, endpoints, errorCatalogue, pathFor, type Cart, type CartErrorId, type EndpointName } from '@switchback/core';
import { cartAtStage, FakeCommerce } from '@switchback/core/testing';
import { action as cartAction } from '../cart/cart.route';
import { action as checkoutAction, loader as checkoutLoader } from '../checkout/checkout.route';
import { action as accountAction } from '../account/account.route';
import { action as signInAction } from '../auth/sign-in.route';
import { apiCalls, fakeApi, type Answers } from '../testing/fake-api';

/**
 * Issue 10 §6: the §8 cart rows a browser cannot meet against the demo API (a payment provider's fraud rule, gift
 * cards, an expired saved card, a replayed sign-in code, a cart vanishing between read and write, a gift line), driven
 * through the storefront's own route actions with a stand-in upstream answer at the fetch boundary. Each test is named
 * after its row: e2e/cart-errors.test.ts checks every row is met there or here.
 */

const BASKET = 'bsk_0123456789';
const apiError = (errorId: CartErrorId, field?: string) => {
  const status = errorCatalogue[errorId].kind === 'NotFound' ? 404 : errorCatalogue[errorId].kind === 'Invalid' ? 400 : errorCatalogue[errorId].kind === 'PaymentDeclined' ? 402 : 409;
  return { status, body: { errorDetails: [{ errorId, message: 'upstream words', ...(field ? { field } : {}) }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } };
};
const key = (name: EndpointName, params: Record<string, string> = {}) => `${endpoints[name].method} ${pathFor(endpoints[name].path, params)}`;

async function cookies(): Promise<string> {
  const header = await createCookie('sb_cart_en_us', { path: '/' }).serialize(BASKET);
  return `${header.split(';')[0]}; sb_guest_token=guest`;
}
async function aCart(overrides: Partial<Cart> = {}): Promise<Cart> {
  const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
  return { ...cart, basketId: BASKET, billingAddress: cart.shippingAddress, ...overrides };
}
const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const post = async (path: string, form: Record<string, string>) => ({
  params: { locale: 'en-us' },
  request: new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { cookie: await cookies() } }),
  context,
});
const bodyOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;
const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);
/** Where §8 puts the row: the table's level as the storefront's placement. */
const placementOf = (row: CartErrorId) => ({ top: 'top', item: 'item', input: 'field' } as const)[CART_ERROR_TABLE[row].level];

const US_ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Analytical Way', addressLine2: '', city: 'Portland', province: 'OR', postalCode: '97201', countryCode: 'US', phone: '+1 503 555 0100' };

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

async function giftCardRow(row: CartErrorId) {
  fakeApi({ [key('getCart', { basketId: BASKET })]: { body: await aCart() }, [key('addPaymentInstrument', { basketId: BASKET })]: apiError(row, 'giftCard.number') });
  const answer = bodyOf(await checkoutAction(await post('/en-us/checkout', { intent: 'applyGiftCard', giftCardNumber: '6000000000000001', giftCardPin: '1234', enhanced: '1' }) as never));
  expect(answer).toMatchObject({ form: 'giftCard', ok: false, error: { placement: placementOf(row), field: 'giftCard.number' } });
  return answer;
}

async function paymentRow(row: CartErrorId) {
  fakeApi({ [key('getCart', { basketId: BASKET })]: { body: await aCart() }, [key('addPaymentInstrument', { basketId: BASKET })]: apiError(row) });
  return bodyOf(await checkoutAction(await post('/en-us/checkout', { intent: 'payment', token: 'tok_0123456789abcdef', holder: 'Ada Lovelace' }) as never));
}

describe('§8 cart rows driven with a stand-in upstream answer (issue 10 §6)', () => {
  it('CART_NOT_FOUND: the cart vanished between read and write: rebuilt from its items, the change retried once (server side)', async () => {
    const cart = await aCart();
    const line = cart.items[0]!;
    const rebuilt = { ...cart, basketId: 'bsk_rebuilt0001' };
    const answers: Answers = {
      [key('getCart', { basketId: BASKET })]: { body: cart },
      [key('updateItem', { basketId: BASKET })]: apiError('CART_NOT_FOUND'),
      [key('createCart')]: { body: { ...rebuilt, items: [] } },
      [key('addItem')]: { body: rebuilt },
      [key('updateItem', { basketId: 'bsk_rebuilt0001' })]: { body: rebuilt },
    };
    fakeApi(answers);
    const answer = await cartAction(await post('/en-us/cart', { intent: 'update', itemId: line.id, qty: '2', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toEqual({ ok: true });
    expect(apiCalls.filter((call) => call.startsWith('PUT '))).toHaveLength(2);
    expect(apiCalls).toContain(`${key('addItem')} ${JSON.stringify({ cartId: 'bsk_rebuilt0001', items: cart.items.filter((i) => !i.bonus).map((i) => ({ productId: i.productId, upc: i.upc, qty: i.qty })) })}`);
    // The new cart is the session's: its cookie goes back to the browser.
    const setCookie = (answer as { init: { headers: Headers } }).init.headers;
    expect(new Headers(setCookie).get('set-cookie')).toContain('sb_cart_en_us=');
  });

  it('GWP_PRODUCT: a gift line cannot be changed: the message at the top (the table says so), the line named', async () => {
    const cart = await aCart();
    const line = cart.items[0]!;
    fakeApi({ [key('getCart', { basketId: BASKET })]: { body: cart }, [key('updateItem', { basketId: BASKET })]: apiError('GWP_PRODUCT', 'itemId') });
    const answer = bodyOf(await cartAction(await post('/en-us/cart', { intent: 'update', itemId: line.id, qty: '2', enhanced: '1' }) as never));
    expect(answer).toMatchObject({ ok: false, itemId: line.id, error: { id: 'promo.errors.giftProductLocked', placement: placementOf('GWP_PRODUCT') } });
  });

  it('PAYMENT_FRAUD_VERIFICATION_EXCEPTION: placing the order returns to payment with its own error notice', async () => {
    const cart = await aCart();
    fakeApi({
      [key('getCart', { basketId: BASKET })]: { body: cart },
      [key('prepareOrder')]: { body: { basketId: BASKET, ready: true, total: cart.totals.total, currency: cart.currency, flash: [] } },
      [key('placeOrder')]: apiError('PAYMENT_FRAUD_VERIFICATION_EXCEPTION'),
    });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'place', basketId: BASKET, idempotencyKey: 'order-key-1' }) as never);
    expect(locationOf(answer)).toBe('/en-us/checkout?edit=payment&problem=fraud');
    fakeApi({ [key('getCart', { basketId: BASKET })]: { body: await aCart({ payment_instruments: [] }) } });
    const page = bodyOf(await checkoutLoader({ params: { locale: 'en-us' }, request: new Request('http://shop.test/en-us/checkout?edit=payment&problem=fraud', { headers: { cookie: await cookies() } }), context } as never));
    expect(page).toMatchObject({ problem: { id: 'errors.paymentFraudVerification' } });
  });

  it('country CANT_SHIP_THERE (also met in the browser): the API refuses the country: a top notice on the shipping step', async () => {
    fakeApi({ [key('getCart', { basketId: BASKET })]: { body: await aCart() }, [key('setShippingAddress', { basketId: BASKET })]: apiError('CANT_SHIP_THERE', 'countryCode') });
    const answer = bodyOf(await checkoutAction(await post('/en-us/checkout', { intent: 'shipping', email: 'ada@example.com', ...US_ADDRESS }) as never));
    expect(answer).toMatchObject({ step: 'shipping', error: { id: 'errors.cantShipThere', placement: placementOf('CANT_SHIP_THERE') } });
  });

  it('gift card GC_INVALID2 (also met in the browser): an unknown gift card at the gift card input', async () => {
    expect(await giftCardRow('GC_INVALID2')).toMatchObject({ error: { id: 'giftCard.errors.invalid' } });
  });
  it('gift card GC_ALREADY_APPLIED (also met in the browser): at the gift card input', async () => {
    expect(await giftCardRow('GC_ALREADY_APPLIED')).toMatchObject({ error: { id: 'giftCard.errors.alreadyApplied' } });
  });
  it('GC_NOT_ALLOWED: at the gift card input', async () => {
    expect(await giftCardRow('GC_NOT_ALLOWED')).toMatchObject({ error: { id: 'giftCard.errors.notAllowed' } });
  });
  it('gift card GC_ZERO_BALANCE (also met in the browser): at the gift card input', async () => {
    expect(await giftCardRow('GC_ZERO_BALANCE')).toMatchObject({ error: { id: 'giftCard.errors.zeroBalance' } });
  });

  it('CC_EXPIRY_DATE_INVALID: an expired card: an error notice at the top of the payment step', async () => {
    expect(await paymentRow('CC_EXPIRY_DATE_INVALID')).toMatchObject({ step: 'payment', error: { id: 'errors.cardExpired', placement: placementOf('CC_EXPIRY_DATE_INVALID') } });
  });

  it('PAYMENT_INSTRUMENT_NOT_FOUND: an error notice at the top of the payment step', async () => {
    expect(await paymentRow('PAYMENT_INSTRUMENT_NOT_FOUND')).toMatchObject({ step: 'payment', error: { id: 'errors.paymentInstrumentNotFound', placement: placementOf('PAYMENT_INSTRUMENT_NOT_FOUND') } });
  });

  it('address book ADDRESS_NOT_FOUND (also met in the browser): an address of the account gone meanwhile: an error notice', async () => {
    fakeApi({ [key('deleteAddress', { addressId: 'Sgone0001' })]: apiError('ADDRESS_NOT_FOUND') });
    const answer = bodyOf(await accountAction({
      params: { locale: 'en-us' }, context,
      request: new Request('http://shop.test/en-us/account', { method: 'POST', body: new URLSearchParams({ intent: 'address-delete', addressId: 'Sgone0001' }), headers: { cookie: 'sb_guest_token=consumer' } }),
    } as never));
    expect(JSON.stringify(answer)).toContain('account.addresses.notFound');
  });

  it('DUPLICATED_TOKEN: the sign-in code exchanged twice: the login failure message', async () => {
    fakeApi({
      [key('signIn')]: { body: { authorizationCode: 'A'.repeat(43), expiresIn: 60 } },
      [key('guestToken')]: apiError('DUPLICATED_TOKEN'),
    });
    const answer = bodyOf(await signInAction({
      params: { locale: 'en-us' }, context,
      request: new Request('http://shop.test/en-us/account/sign-in', { method: 'POST', body: new URLSearchParams({ email: 'ada@example.com', password: 'Correct-Horse-9' }) }),
    } as never));
    expect(answer).toMatchObject({ ok: false, error: { id: 'auth.errors.duplicatedToken', placement: placementOf('DUPLICATED_TOKEN') } });
  });
});
