import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookie, type AppLoadContext } from 'react-router';
import type { ApproachingPromotionView, Cart } from '@switchback/core';
import { aProduct, cartAtStage, FakeCommerce } from '@switchback/core/testing';
import { action as cartAction } from '../cart/cart.route';
import { action as checkoutAction } from '../checkout/checkout.route';
import { loader as productLoader } from '../catalog/product-detail.route';
import { apiCalls as calls, fakeApi } from '../testing/fake-api';
import { bodyOf } from '../testing/route-answers';


const BASKET = 'bsk_0123456789';
const apiError = (errorId: string, status: number, field?: string) =>
  ({ status, body: { errorDetails: [{ errorId, message: 'no', ...(field ? { field } : {}) }], statusCode: status, correlationId: 'c', appId: 'switchback-commerce-api' } });

async function cartCookie(): Promise<string> {
  const header = await createCookie('sb_cart_en_us', { path: '/' }).serialize(BASKET);
  return `${header.split(';')[0]}; sb_guest_token=guest`;
}
async function aCart(overrides: Partial<Cart> = {}): Promise<Cart> {
  const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
  return { ...cart, basketId: BASKET, billingAddress: cart.shippingAddress, ...overrides };
}
const threshold = (overrides: Partial<ApproachingPromotionView> = {}): ApproachingPromotionView => ({
  promotionId: 'FREESHIP50', promotionClass: 'SHIPPING', calloutMessage: 'Free delivery over $50|Spend {distance} more for free delivery|Free delivery unlocked',
  distanceFromConditionThreshold: 1200, conditionThreshold: 5000, approachingDisplayLevel: ['cart', 'checkout'], productIds: [],
  thresholdStatus: 'Above Threshold', message: 'Spend $12.00 more for free delivery', ...overrides,
});

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const post = async (path: string, form: Record<string, string>) => ({
  params: { locale: 'en-us' },
  request: new Request(`http://shop.test${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { cookie: await cartCookie() } }),
  context,
});
const statusOf = (answer: unknown) => (answer as { init: { status: number } | null }).init?.status;
const locationOf = (answer: unknown) => (answer instanceof Response ? answer.headers.get('location') : null);

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('cart page: the coupon field (issue 9 §4)', () => {
  it('a code is entered upper-case on the shopper\'s cart; JavaScript on gets the answer to focus, off is redirected (Post/Redirect/Get)', async () => {
    const cart = await aCart();
    fakeApi({ [`GET /cart/v1/cart/${BASKET}`]: { body: cart }, 'PUT /cart/v1/coupon': { body: cart } });
    const enhanced = await cartAction(await post('/en-us/cart', { intent: 'applyCoupon', code: ' welcome10 ', enhanced: '1' }) as never);
    expect(bodyOf(enhanced)).toEqual({ form: 'coupon', ok: true, code: 'WELCOME10', done: 'applied' });
    expect(calls).toContain(`PUT /cart/v1/coupon ${JSON.stringify({ cartId: BASKET, code: 'WELCOME10' })}`);
    const plain = await cartAction(await post('/en-us/cart', { intent: 'applyCoupon', code: 'WELCOME10' }) as never);
    expect(locationOf(plain)).toBe('/en-us/cart');
  });

  it('§8 an unknown code shows its message at the coupon input (400), and the cart\'s top errors are left alone', async () => {
    fakeApi({ [`GET /cart/v1/cart/${BASKET}`]: { body: await aCart() }, 'PUT /cart/v1/coupon': apiError('COUPON_NOT_FOUND', 404) });
    const answer = await cartAction(await post('/en-us/cart', { intent: 'applyCoupon', code: 'NOPE123', enhanced: '1' }) as never);
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ form: 'coupon', ok: false, code: 'NOPE123', error: { id: 'promo.errors.couponNotFound', placement: 'field', field: 'code' } });
  });

  it('a 400 INVALID_REQUEST naming `code` is a coupon message, not the shipping method one', async () => {
    fakeApi({ [`GET /cart/v1/cart/${BASKET}`]: { body: await aCart() }, 'PUT /cart/v1/coupon': apiError('INVALID_REQUEST', 400, 'code') });
    const answer = await cartAction(await post('/en-us/cart', { intent: 'applyCoupon', code: 'ABC', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toMatchObject({ error: { id: 'promo.coupon.invalid', field: 'code' } });
  });

  it('a code that cannot be one is refused at the input and never sent', async () => {
    fakeApi({ [`GET /cart/v1/cart/${BASKET}`]: { body: await aCart() } });
    const answer = await cartAction(await post('/en-us/cart', { intent: 'applyCoupon', code: 'a b', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toMatchObject({ ok: false, error: { id: 'promo.coupon.invalid', field: 'code' } });
    expect(calls.some((call) => call.includes('/cart/v1/coupon'))).toBe(false);
  });

  it('an entered code is taken off with DELETE /cart/v1/coupon', async () => {
    const cart = await aCart();
    fakeApi({ [`GET /cart/v1/cart/${BASKET}`]: { body: cart }, 'DELETE /cart/v1/coupon': { body: cart } });
    const answer = await cartAction(await post('/en-us/cart', { intent: 'removeCoupon', code: 'WELCOME10', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toEqual({ form: 'coupon', ok: true, code: 'WELCOME10', done: 'removed' });
  });
});

describe('checkout: the gift card (issue 9 §3)', () => {
  const number = '6006 4912 3456 7890';
  const pin = '1234';

  it('Check balance asks the API with the digits and PIN and answers the masked number and balance only', async () => {
    fakeApi({ 'POST /cart/v1/giftcard/balance': { body: { maskedNumber: '•••• 7890', balance: 2000, currency: 'USD', expiresAt: null } } });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'giftCardBalance', giftCardNumber: number, giftCardPin: pin, enhanced: '1' }) as never);
    expect(calls).toEqual([`POST /cart/v1/giftcard/balance ${JSON.stringify({ number: '6006491234567890', pin })}`]);
    expect(bodyOf(answer)).toEqual({ form: 'giftCard', ok: true, done: 'balance', balance: { maskedNumber: '•••• 7890', balance: 2000, currency: 'USD', expiresAt: null } });
    expect(JSON.stringify(bodyOf(answer))).not.toContain('6006491234567890');
  });

  it('Apply adds a GIFT_CARD payment instrument; JavaScript off is sent back to the step the cart now implies', async () => {
    fakeApi({ [`POST /cart/v1/cart/${BASKET}/paymentInstruments`]: { body: await aCart() } });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'applyGiftCard', giftCardNumber: number, giftCardPin: pin }) as never);
    expect(calls).toEqual([`POST /cart/v1/cart/${BASKET}/paymentInstruments ${JSON.stringify({ payment_method_id: 'GIFT_CARD', giftCard: { number: '6006491234567890', pin } })}`]);
    expect(locationOf(answer)).toBe('/en-us/checkout');
  });

  it('§8 GC_* errors show at the gift card number', async () => {
    fakeApi({ [`POST /cart/v1/cart/${BASKET}/paymentInstruments`]: apiError('GC_ZERO_BALANCE', 409) });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'applyGiftCard', giftCardNumber: number, giftCardPin: pin, enhanced: '1' }) as never);
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ form: 'giftCard', ok: false, error: { id: 'giftCard.errors.zeroBalance', field: 'giftCard.number' } });
  });

  it('a number or PIN that cannot be one is refused at its input and never sent', async () => {
    fakeApi({});
    const badNumber = await checkoutAction(await post('/en-us/checkout', { intent: 'applyGiftCard', giftCardNumber: '1234', giftCardPin: pin, enhanced: '1' }) as never);
    expect(bodyOf(badNumber)).toMatchObject({ error: { id: 'giftCard.number.invalid', field: 'giftCard.number' } });
    const badPin = await checkoutAction(await post('/en-us/checkout', { intent: 'giftCardBalance', giftCardNumber: number, giftCardPin: '12', enhanced: '1' }) as never);
    expect(bodyOf(badPin)).toMatchObject({ error: { id: 'giftCard.pin.invalid', field: 'giftCard.pin' } });
    expect(calls).toEqual([]);
  });

  it('an applied gift card is taken off by its payment instrument id', async () => {
    fakeApi({ [`DELETE /cart/v1/cart/${BASKET}/paymentInstruments`]: { body: await aCart() } });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'removeGiftCard', paymentInstrumentId: 'gc_12345678', enhanced: '1' }) as never);
    expect(calls).toEqual([`DELETE /cart/v1/cart/${BASKET}/paymentInstruments ${JSON.stringify({ payment_instrument_id: 'gc_12345678' })}`]);
    expect(bodyOf(answer)).toEqual({ form: 'giftCard', ok: true, done: 'removed' });
  });

  it('the coupon field works on the checkout too', async () => {
    fakeApi({ 'PUT /cart/v1/coupon': apiError('COUPON_EXPIRED', 409) });
    const answer = await checkoutAction(await post('/en-us/checkout', { intent: 'applyCoupon', code: 'OLD10', enhanced: '1' }) as never);
    expect(bodyOf(answer)).toMatchObject({ form: 'coupon', ok: false, error: { id: 'promo.errors.couponExpired', field: 'code' } });
  });
});

describe('product page: product-level callouts (issue 9 §4)', () => {
  it('the product page shows the cart\'s promotions for product pages that name this product (or every product)', async () => {
    const product = aProduct();
    const cart = await aCart({
      approachingPromotions: [
        threshold({ promotionId: 'SHOES20', promotionClass: 'PRODUCT', approachingDisplayLevel: ['product', 'listing'], productIds: [product.id], message: '20% off these shoes' }),
        threshold({ promotionId: 'OTHER', promotionClass: 'PRODUCT', approachingDisplayLevel: ['product'], productIds: ['OTHERPROD1'], message: 'Not this one' }),
        threshold({ promotionId: 'FREESHIP50', approachingDisplayLevel: ['cart'] }),
      ],
    });
    fakeApi({
      [`GET /products/v2/products/${product.id}/details`]: { body: product },
      [`GET /products/v2/products/${product.id}/inventory`]: { body: { productId: product.id, variants: [] } },
      [`GET /cart/v1/cart/${BASKET}`]: { body: cart },
    });
    const request = new Request(`http://shop.test/en-us/p/${product.slug}-${product.id}`, { headers: { cookie: await cartCookie() } });
    const answer = await productLoader({ params: { locale: 'en-us', slugId: `${product.slug}-${product.id}` }, request, context } as never).catch((error: unknown) => error);
    const data = bodyOf(answer) as { callouts?: ApproachingPromotionView[] } | undefined;
    expect(data?.callouts?.map((callout) => callout.promotionId)).toEqual(['SHOES20']);
  });
});
