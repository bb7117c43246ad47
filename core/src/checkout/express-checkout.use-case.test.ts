import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import type { AddPaymentInstrumentRequest, ConsumerAddress, ConsumerProfileResponse, Wallet } from '../contract';
import type { CommerceError } from '../errors';
import type { CheckoutApi, ConsumerApi } from '../ports';
import { aCard, anAddress, cartAtStage, FakeCommerce } from '../testing';
import { ExpressCheckout } from './express-checkout.use-case';

const address = (addressId: string, main: boolean, city = 'Denver'): ConsumerAddress => ({
  ...anAddress(), city, id: addressId, addressId, approachType: addressId[0] as 'S' | 'B', main,
});

const profileWith = (addresses: ConsumerAddress[]): ConsumerProfileResponse => ({
  consumerProfile: {
    consumerNo: 'C1', consumerType: 'REGISTERED',
    consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', birthDate: null, phone: null, postalCode: null, gender: null, address: addresses, identity: [] },
    isLoyaltyMember: false, loyaltyOptInDate: null, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
    isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
  },
});

const walletWith = (main: boolean | null): Wallet => ({
  payment_instruments: main === null ? [] : [{
    payment_instrument_id: 'pi_SAVEDCARD1', payment_method_id: 'CREDIT_CARD',
    card: { paymentInstrumentId: 'pi_SAVEDCARD1', brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030, holder: 'Ada', main },
  }],
});

const consumerApi = (profile: ConsumerProfileResponse | CommerceError, wallet: Wallet): ConsumerApi => ({
  profile: () => ('consumerProfile' in profile ? okAsync(profile) : errAsync(profile)),
  paymentInstruments: () => okAsync(wallet),
} as unknown as ConsumerApi);

/** FakeCommerce's checkout, where a saved card id is paid like a fresh token of the fake (FakeCommerce holds no wallets). */
async function checkoutPayingSavedCards(upstream: FakeCommerce): Promise<{ api: CheckoutApi; saved: AddPaymentInstrumentRequest[] }> {
  const saved: AddPaymentInstrumentRequest[] = [];
  const api: CheckoutApi = {
    ...upstream.checkout,
    addPaymentInstrument: (basketId, request) => {
      saved.push(request);
      return upstream.tokenizer.tokenize(aCard()).andThen(({ token }) =>
        upstream.checkout.addPaymentInstrument(basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } }));
    },
  };
  return { api, saved };
}

describe('§4 EXPRESS checkout', () => {
  it('a consumer with a main card and a main shipping address gets EXPRESS at the summary, with address, method, billing and the saved card applied', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'items');
    const { api, saved } = await checkoutPayingSavedCards(upstream);
    const profile = profileWith([address('S2', false, 'Aurora'), address('S1', true, 'Boulder'), address('B1', true, 'Golden')]);
    const result = (await new ExpressCheckout(consumerApi(profile, walletWith(true)), api).start(cart))._unsafeUnwrap();
    expect(result.flow.status).toBe('EXPRESS');
    expect(result.flow.checkout.step).toBe('summary');
    expect(result.cart.shippingAddress?.city).toBe('Boulder');
    expect(result.cart.customerEmail).toBe('ada@example.com');
    expect(result.cart.billingAddress?.city).toBe('Golden');
    expect(result.cart.shippingMethods.applicableShippingMethods.some((m) => m.selected)).toBe(true);
    expect(saved).toEqual([{ payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'pi_SAVEDCARD1' }]);
    expect(result.cart.payment_instruments).toHaveLength(1);
    expect((await new ExpressCheckout(consumerApi(profile, walletWith(true)), api).eligible())._unsafeUnwrap()).toBe(true);
  });

  it('without a main billing address the shipping address bills', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'items');
    const { api } = await checkoutPayingSavedCards(upstream);
    const result = (await new ExpressCheckout(consumerApi(profileWith([address('S1', true, 'Boulder')]), walletWith(true)), api).start(cart))._unsafeUnwrap();
    expect(result.cart.billingAddress?.city).toBe('Boulder');
  });

  it('no main card, or no shipping address, or a guest (401): STANDARD, nothing applied', async () => {
    const cases: [ConsumerProfileResponse | CommerceError, Wallet][] = [
      [profileWith([address('S1', true)]), walletWith(null)],
      [profileWith([address('B1', true)]), walletWith(true)],
      [{ type: 'ApiError', errorId: 'UNAUTHORIZED', code: 'AUT401', kind: 'Unauthorized', statusCode: 401, message: 'x' } as CommerceError, walletWith(true)],
    ];
    for (const [profile, wallet] of cases) {
      const upstream = new FakeCommerce();
      const cart = await cartAtStage(upstream, 'items');
      upstream.calls.length = 0;
      const result = (await new ExpressCheckout(consumerApi(profile, wallet), upstream.checkout).start(cart))._unsafeUnwrap();
      expect(result.flow.status).toBe('STANDARD');
      expect(result.flow.checkout.step).toBe('shipping');
      expect(upstream.calls).toEqual([]);
      expect((await new ExpressCheckout(consumerApi(profile, wallet), upstream.checkout).eligible())._unsafeUnwrap()).toBe(false);
    }
  });

  it('a step the API refuses (a country the site does not ship to) ends EXPRESS: STANDARD', async () => {
    const upstream = new FakeCommerce();
    const cart = await cartAtStage(upstream, 'items');
    const { api } = await checkoutPayingSavedCards(upstream);
    const refusing: CheckoutApi = { ...api, setShippingAddress: () => errAsync({ type: 'ApiError', errorId: 'CANT_SHIP_THERE', code: 'PAY401', kind: 'Conflict', statusCode: 409, message: 'no' } as CommerceError) };
    const result = (await new ExpressCheckout(consumerApi(profileWith([address('S1', true)]), walletWith(true)), refusing).start(cart))._unsafeUnwrap();
    expect(result.flow.status).toBe('STANDARD');
    // Issue 10 §8: the refusal comes with it, for the storefront's top notice.
    expect(result.refusal).toMatchObject({ errorId: 'CANT_SHIP_THERE' });
  });
});
