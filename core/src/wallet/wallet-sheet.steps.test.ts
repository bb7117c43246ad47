import { describe, expect, it } from 'vitest';
import type { ResultAsync } from 'neverthrow';
import { errAsync, okAsync } from 'neverthrow';
import type { PaymentSession, PaymentSessionQuery } from '../contract';
import { SANDBOX_WALLET_CONTACTS } from './sandbox-wallet-contacts';
import { catalogueError, type CommerceError } from '../errors';
import type { PromotionApi, Scheduler, WalletApi } from '../ports';
import { FakeCommerce, SequenceRandomSource, aProduct } from '../testing';
import { PAYMENT_SESSION_RETRY_DELAY_MS } from './wallet-sheet.plans';
import { WALLET_EXPRESS_CONTEXT, WalletSheetSteps } from './wallet-sheet.steps';

const UPC = '000000000108';
const PRODUCT = { productId: aProduct().id, upc: UPC };
const POLICY = { storeCountry: 'US', billingCountries: ['US'] };
const US = SANDBOX_WALLET_CONTACTS.US!;

const aSession = (n: number): PaymentSession => ({
  success: true, provider: 'sandbox-wallet', locale: 'en-US',
  meta: { sessionID: `wss_${String(n).padStart(16, '0')}`, merchantIdentifier: 'merchant.test', expiresAt: '2030-01-01T00:00:00.000Z' },
});

/** The provider answers from a script: each call takes the next answer. */
class ScriptedWallet implements WalletApi {
  readonly queries: PaymentSessionQuery[] = [];
  constructor(private readonly answers: (PaymentSession | CommerceError)[]) {}
  paymentSession(query: PaymentSessionQuery): ResultAsync<PaymentSession, CommerceError> {
    this.queries.push(query);
    const answer = this.answers.shift() ?? aSession(99);
    return 'meta' in answer ? okAsync(answer) : errAsync(answer);
  }
}

/** Waits nothing, but records what it was asked to wait (no timed assertions). */
class RecordingScheduler implements Scheduler {
  readonly waits: number[] = [];
  wait(ms: number): ResultAsync<void, never> {
    this.waits.push(ms);
    return okAsync(undefined);
  }
}

/** Records the codes asked; refuses them all (a saved code that no longer applies), or takes them (the cart as it was). */
class RecordingPromotions {
  readonly codes: string[] = [];
  constructor(private readonly upstream: FakeCommerce, private readonly refuse: boolean) {}
  applyCoupon(request: { cartId: string; code: string }) {
    this.codes.push(request.code);
    return this.refuse ? errAsync(catalogueError('COUPON_EXPIRED')) : this.upstream.carts.get(request.cartId);
  }
}

function setup(options: { sessions?: (PaymentSession | CommerceError)[]; refuseCoupon?: boolean } = {}) {
  const upstream = new FakeCommerce();
  const wallet = new ScriptedWallet(options.sessions ?? [aSession(1)]);
  const scheduler = new RecordingScheduler();
  const promotions = new RecordingPromotions(upstream, options.refuseCoupon ?? false);
  const steps = new WalletSheetSteps(upstream.carts, upstream.checkout, promotions as unknown as PromotionApi, wallet, scheduler, new SequenceRandomSource());
  return { upstream, wallet, scheduler, promotions, steps };
}

const unavailable = catalogueError('PAYMENT_SESSION_UNAVAILABLE');

describe('WalletSheetSteps: merchant validation (§4 step 1)', () => {
  it('a product-page wallet adds the product shown (maxQty 1) to its own cart, chooses a shipping method and fetches a session', async () => {
    const { upstream, steps, wallet } = setup();
    const cart = (await upstream.carts.create())._unsafeUnwrap();
    const result = await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '/en-us/p/x' });
    const view = result._unsafeUnwrap();
    expect(view.cart.items.map((item) => [item.upc, item.qty])).toEqual([[UPC, 1]]);
    expect(view.shippingMethods.some((method) => method.selected)).toBe(true);
    expect(view.session.meta.sessionID).toBe(aSession(1).meta.sessionID);
    expect(wallet.queries).toEqual([{ paymentMethodId: 'WALLET', referer: '/en-us/p/x' }]);
  });

  it('the card provider express sheet asks a CARD_PROVIDER_EXPRESS session', async () => {
    const { upstream, steps, wallet } = setup();
    const cart = (await upstream.carts.create())._unsafeUnwrap();
    await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '', paymentMethodId: 'CARD_PROVIDER_EXPRESS' });
    expect(wallet.queries[0]?.paymentMethodId).toBe('CARD_PROVIDER_EXPRESS');
  });

  it('§9 payment session unavailable: asked once more after 3000 ms; a second refusal fails the step', async () => {
    const once = setup({ sessions: [unavailable, aSession(2)] });
    const cart = (await once.upstream.carts.create())._unsafeUnwrap();
    const view = await once.steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '' });
    expect(view._unsafeUnwrap().session.meta.sessionID).toBe(aSession(2).meta.sessionID);
    expect(once.scheduler.waits).toEqual([PAYMENT_SESSION_RETRY_DELAY_MS]);
    expect(PAYMENT_SESSION_RETRY_DELAY_MS).toBe(3000);

    const twice = setup({ sessions: [unavailable, unavailable, aSession(3)] });
    const other = (await twice.upstream.carts.create())._unsafeUnwrap();
    const failed = await twice.steps.merchantValidation({ origin: 'product-page', basketId: other.basketId, product: PRODUCT, savedPromoCode: null, referer: '' });
    expect(failed._unsafeUnwrapErr()).toMatchObject({ type: 'Unknown', cause: { errorId: 'PAYMENT_SESSION_UNAVAILABLE' } });
    expect(twice.wallet.queries).toHaveLength(2);
  });

  it('another failure of the session is not retried', async () => {
    const { upstream, steps, scheduler } = setup({ sessions: [catalogueError('GEN500')] });
    const cart = (await upstream.carts.create())._unsafeUnwrap();
    const failed = await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '' });
    expect(failed.isErr()).toBe(true);
    expect(scheduler.waits).toEqual([]);
  });

  it('the saved automatic promo code is applied; one that no longer applies does not stop the wallet', async () => {
    for (const refuseCoupon of [false, true]) {
      const { upstream, steps, promotions } = setup({ refuseCoupon });
      const cart = (await upstream.carts.create())._unsafeUnwrap();
      const result = await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: ' SAVE10 ', referer: '' });
      expect(result.isOk()).toBe(true);
      expect(promotions.codes).toEqual(['SAVE10']);
    }
  });

  it('no saved code: no coupon is asked', async () => {
    const { upstream, steps, promotions } = setup();
    const cart = (await upstream.carts.create())._unsafeUnwrap();
    await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '' });
    expect(promotions.codes).toEqual([]);
  });

  it('a failed add (out of stock) fails the step with the cart error as its cause', async () => {
    const { upstream, steps } = setup();
    const cart = (await upstream.carts.create())._unsafeUnwrap();
    const failed = await steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: { ...PRODUCT, upc: '000000000209' }, savedPromoCode: null, referer: '' });
    expect(failed._unsafeUnwrapErr()).toMatchObject({ type: 'Unknown', cause: { errorId: 'ITEM_OOS' } });
  });
});

async function walletCart() {
  const context = setup();
  const cart = (await context.upstream.carts.create())._unsafeUnwrap();
  const view = (await context.steps.merchantValidation({ origin: 'product-page', basketId: cart.basketId, product: PRODUCT, savedPromoCode: null, referer: '' }))._unsafeUnwrap();
  return { ...context, basketId: cart.basketId, sessionID: view.session.meta.sessionID };
}

describe('WalletSheetSteps: shipping contact and method (§4 steps 2, 3; §8)', () => {
  it('a contact in another country than the store is the wrong-country error', async () => {
    const { steps, basketId } = await walletCart();
    expect((await steps.shippingContact(basketId, SANDBOX_WALLET_CONTACTS.JP!, POLICY))._unsafeUnwrapErr()).toEqual({ type: 'WrongCountry', countryCode: 'JP' });
    expect((await steps.shippingContact(basketId, { ...US, locality: 'x'.repeat(51) }, POLICY))._unsafeUnwrapErr()).toEqual({ type: 'CityTooLong', maxLength: 50 });
    expect((await steps.shippingContact(basketId, US, POLICY)).isOk()).toBe(true);
  });

  it('a method not in the applicable list is the shipping-list error; one in it is set on the cart', async () => {
    const { steps, basketId } = await walletCart();
    expect((await steps.shippingMethod(basketId, 'teleport'))._unsafeUnwrapErr()).toEqual({ type: 'ShippingMethodNotInList', identifier: 'teleport' });
    const view = (await steps.shippingMethod(basketId, 'express'))._unsafeUnwrap();
    expect(view.shippingMethods.find((method) => method.selected)?.code).toBe('express');
  });
});

describe('WalletSheetSteps: payment authorized (§4 step 4)', () => {
  it('saves the address with the wallet express context, prepares and places the order paid by the wallet session and token', async () => {
    const { upstream, steps, basketId, sessionID } = await walletCart();
    const placed = (await steps.paymentAuthorized(basketId, { token: 'wtk_0000000000000001', sessionID, contacts: { shipping: US, billing: US } }, POLICY))._unsafeUnwrap();
    expect(placed.order.shippingAddress?.city).toBe('New York');
    const names = upstream.calls.map((call) => call.name);
    expect(names.slice(names.indexOf('setShippingAddress'))).toEqual(['setShippingAddress', 'setBillingAddress', 'prepareOrder', 'placeOrder']);
    const address = upstream.calls.find((call) => call.name === 'setShippingAddress')!.args[1] as { context: string; email: string }[];
    expect(address[0]).toMatchObject({ context: WALLET_EXPRESS_CONTEXT, email: US.emailAddress });
    const place = upstream.calls.find((call) => call.name === 'placeOrder')!;
    expect(place.args[2]).toEqual({ code: 'WALLET', additionalData: { sessionID, c_applePayToken: 'wtk_0000000000000001' } });
  });

  it('an invalid contact is the contact-invalid error naming the field, and nothing is saved or ordered', async () => {
    const { upstream, steps, basketId, sessionID } = await walletCart();
    const before = upstream.calls.length;
    const failed = await steps.paymentAuthorized(basketId, { token: 'wtk_0000000000000001', sessionID, contacts: { shipping: { ...US, postalCode: ' ' }, billing: US } }, POLICY);
    expect(failed._unsafeUnwrapErr()).toEqual({ type: 'ContactInvalid', contact: 'shipping', field: 'postalCode' });
    expect(upstream.calls.length).toBe(before);
  });

  it('an address the cart refuses is the unserviceable-address error', async () => {
    const { upstream, steps, basketId, sessionID } = await walletCart();
    upstream.failNext('setShippingAddress', catalogueError('CANT_SHIP_THERE'));
    const failed = await steps.paymentAuthorized(basketId, { token: 'wtk_0000000000000001', sessionID, contacts: { shipping: US, billing: US } }, POLICY);
    expect(failed._unsafeUnwrapErr()).toEqual({ type: 'UnserviceableAddress' });
  });
});
