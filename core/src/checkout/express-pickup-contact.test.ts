import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import type { Cart, ConsumerAddress, ConsumerProfileResponse, SetPickupContactRequest, Wallet } from '../contract';
import type { ConsumerApi } from '../ports';
import { anAddress, cartAtStage, FakeCommerce } from '../testing';
import { ExpressCheckout } from './express-checkout.use-case';
import { expressPickupContact } from './express-pickup-contact';

const line = (code: string) => ({ shippingOptions: { shippingMethod: { code } } });
const profile = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '07700 900123' };

describe('§4 EXPRESS pickup/collection contact', () => {
  it('a pickup-only cart with a complete contact of its own has one (not from the profile)', () => {
    const contact = { email: 'bo@example.com', mobilePhone: '07700 900456', contact: 'Bo' };
    expect(expressPickupContact({ items: [line('pickup'), line('pudo')], pickupContact: contact }, null, 'en-GB', 'GB')).toEqual({ contact, fromProfile: false });
  });

  it('else the profile completes it (e-mail, phone, name), keeping what the cart already has', () => {
    const got = expressPickupContact({ items: [line('sts')], pickupContact: { email: null, mobilePhone: null, contact: 'Bo' } }, profile, 'en-GB', 'GB');
    expect(got).toEqual({ contact: { email: 'ada@example.com', mobilePhone: '07700 900123', contact: 'Bo' }, fromProfile: true });
  });

  it('none when the profile cannot complete what the locale requires (a UK collection needs a mobile phone)', () => {
    expect(expressPickupContact({ items: [line('pudo')], pickupContact: null }, { ...profile, phone: null }, 'en-GB', 'GB')).toBeNull();
    // en-US store pickup asks no phone: the profile's e-mail and name are enough.
    expect(expressPickupContact({ items: [line('pickup')], pickupContact: null }, { ...profile, phone: null }, 'en-US', 'US')?.fromProfile).toBe(true);
  });

  it('none for a cart with a home line or without lines (their EXPRESS is the default address)', () => {
    expect(expressPickupContact({ items: [line('pickup'), line('standard')], pickupContact: null }, profile, 'en-GB', 'GB')).toBeNull();
    expect(expressPickupContact({ items: [], pickupContact: null }, profile, 'en-GB', 'GB')).toBeNull();
  });
});

describe('§4 EXPRESS for a pickup-only cart', () => {
  const billingOnly: ConsumerAddress = { ...anAddress(), city: 'Golden', id: 'B1', addressId: 'B1', approachType: 'B', main: true };
  const profileResponse = (addresses: ConsumerAddress[], phone: string | null): ConsumerProfileResponse => ({
    consumerProfile: {
      consumerNo: 'C1', consumerType: 'REGISTERED',
      consumerDetails: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', birthDate: null, phone, postalCode: null, gender: null, address: addresses, identity: [] },
      isLoyaltyMember: false, loyaltyOptInDate: null, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
      isEmployeeDiscountTCAccepted: false, employeeTermsAcceptedAt: null,
    },
  });
  const wallet: Wallet = {
    payment_instruments: [{
      payment_instrument_id: 'pi_SAVEDCARD1', payment_method_id: 'CREDIT_CARD',
      card: { paymentInstrumentId: 'pi_SAVEDCARD1', brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030, holder: 'Ada', main: true },
    }],
  };
  const consumer = (p: ConsumerProfileResponse): ConsumerApi => ({ profile: () => okAsync(p), paymentInstruments: () => okAsync(wallet) } as unknown as ConsumerApi);
  const pickupOnly = (cart: Cart): Cart => ({
    ...cart,
    items: cart.items.map((item) => ({
      ...item,
      shippingOptions: { shippingMethod: { code: 'pickup', deliveryTime: 'same day' }, storeInfo: { id: 'STR-DEN-01', name: 'Denver' }, collectionPoint: null, applicableShippingMethods: [] },
    })),
  });

  it('a main card, a billing address and the profile as the contact: EXPRESS, the contact saved, no shipping address asked', async () => {
    const upstream = new FakeCommerce();
    const cart = pickupOnly(await cartAtStage(upstream, 'items'));
    const savedContacts: SetPickupContactRequest[] = [];
    const fulfilment = { setPickupContact: (_: string, request: SetPickupContactRequest) => { savedContacts.push(request); return okAsync(cart); } };
    const checkout = { ...upstream.checkout, addPaymentInstrument: (basketId: string) => upstream.carts.get(basketId) } as unknown as typeof upstream.checkout;
    const express = new ExpressCheckout(consumer(profileResponse([billingOnly], null)), checkout, { fulfilment, locale: 'en-US', country: 'US' });
    expect((await express.eligible(cart))._unsafeUnwrap()).toBe(true);
    // Without the cart (or for a home cart) the same shopper has no default shipping address: not eligible.
    expect((await express.eligible())._unsafeUnwrap()).toBe(false);
    upstream.calls.length = 0;
    const result = (await express.start(cart))._unsafeUnwrap();
    expect(result.flow.status).toBe('EXPRESS');
    expect(savedContacts).toEqual([{ email: 'ada@example.com', mobilePhone: null, contact: 'Ada Lovelace' }]);
    expect(upstream.calls.map((call) => call.name)).toEqual(['setBillingAddress', 'get']);
    expect(result.cart.billingAddress?.city).toBe('Golden');
  });

  it('STANDARD when the locale needs a phone the profile lacks, or there is no billing address', async () => {
    const upstream = new FakeCommerce();
    const cart = pickupOnly(await cartAtStage(upstream, 'items'));
    const fulfilment = { setPickupContact: () => okAsync(cart) };
    const gb = new ExpressCheckout(consumer(profileResponse([billingOnly], null)), upstream.checkout, { fulfilment, locale: 'en-GB', country: 'GB' });
    expect((await gb.eligible(cart))._unsafeUnwrap()).toBe(false);
    const noAddress = new ExpressCheckout(consumer(profileResponse([], null)), upstream.checkout, { fulfilment, locale: 'en-US', country: 'US' });
    expect((await noAddress.eligible(cart))._unsafeUnwrap()).toBe(false);
    expect((await noAddress.start(cart))._unsafeUnwrap().flow.status).toBe('STANDARD');
  });
});
