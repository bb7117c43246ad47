import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { SANDBOX_RECAPTCHA_PASS } from '../bot-defence/bot-defence.port';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, startTestEngine, TEST_ADDRESS, tokenizeCard, type TestEngine,
} from '../test-support/test-engine';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine();
});
afterAll(async () => {
  await engine?.close();
});

const UK_ADDRESS = {
  firstName: 'Grace', lastName: 'Hopper', addressLine1: '10 Downing St', city: 'London', postalCode: 'sw1a 2aa', countryCode: 'GB', phone: '07400 123456',
} as const;

const saveCard = async (cookie: string, number: string = SANDBOX_CARDS.authorises, extra: Record<string, unknown> = {}) =>
  call(engine.app, 'savePaymentInstrument', {
    cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: await tokenizeCard(engine.app, cookie, number), holder: 'Ada Lovelace' }, ...extra },
  });

describe('consumer calls need a registered consumer', () => {
  it('a guest token and no token answer 401 on every registered call; countryList is public', async () => {
    const guest = await guestCookie(engine.app);
    for (const cookie of [guest, undefined]) {
      expectError(await call(engine.app, 'getProfile', cookie ? { cookie } : {}), 401, 'UNAUTHORIZED');
      expectError(await call(engine.app, 'addAddress', { ...(cookie ? { cookie } : {}), body: { address: TEST_ADDRESS } }), 401, 'UNAUTHORIZED');
      expectError(await call(engine.app, 'retrieveUserData', { ...(cookie ? { cookie } : {}), body: {} }), 401, 'UNAUTHORIZED');
    }
    const countries = expectOk('countryList', await call(engine.app, 'countryList'));
    expect(countries.countries.length).toBeGreaterThan(200);
    expect(countries.countries.find((c) => c.code === 'FR')).toEqual({ name: 'France', dialCode: '+33', code: 'FR', mask: 'X XX XX XX XX' });
    expect(countries.countries.find((c) => c.code === 'US')?.mask).toBe('(XXX) XXX - XXXX');
  });

  it('countryList names countries in the site language', async () => {
    const fr = expectOk('countryList', await call(engine.app, 'countryList', { headers: { 'x-site-id': 'fr-fr' } }));
    expect(fr.countries.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  });
});

describe('profile', () => {
  it('answers the §3 shape; includeLoyaltySummary adds the summary', async () => {
    const { cookie, consumerNo, email } = await consumerCookie(engine);
    const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile;
    expect(profile).toMatchObject({
      consumerNo, consumerType: 'REGISTERED', isLoyaltyMember: false, isEmployeeDiscountTCAccepted: false,
      consumerDetails: { email, firstName: null, phone: null, address: [] }, preferences: { interests: '', preferredShoeSize: null }, subscriptions: [],
    });
    expect(profile.loyaltySummary).toBeUndefined();
    const withSummary = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie, query: { includeLoyaltySummary: 'true' } }));
    expect(withSummary.consumerProfile.loyaltySummary).toEqual({ points: { balance: 0 } });
  });

  it('PUT changes the given fields, normalises the phone for its country, joins interests with a pipe; empty values erase nothing', async () => {
    const { cookie } = await consumerCookie(engine);
    const updated = expectOk('updateProfile', await call(engine.app, 'updateProfile', {
      cookie,
      body: { consumerProfile: {
        consumerDetails: { firstName: ' Ada ', lastName: 'Lovelace', birthDate: '1990-12-10', phone: '07400 123456', phoneCountry: 'GB', postalCode: 'LS1 1AA' },
        preferences: { interests: 'running|hiking | running', preferredShoeSize: '9.5' },
      } },
    })).consumerProfile;
    expect(updated.consumerDetails).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10', phone: '+447400123456', postalCode: 'LS1 1AA' });
    expect(updated.preferences).toEqual({ interests: 'running|hiking', preferredShoeSize: '9.5' });
    const again = expectOk('completeProfile', await call(engine.app, 'completeProfile', {
      cookie, body: { consumerProfile: { consumerDetails: { firstName: '', lastName: '  ', birthDate: '' } } },
    })).consumerProfile;
    expect(again.consumerDetails).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10' });
  });

  it('bad input is a 400 naming the field and changes nothing', async () => {
    const { cookie } = await consumerCookie(engine);
    const before = (await call(engine.app, 'getProfile', { cookie })).json();
    const cases = [
      { body: { consumerProfile: { consumerDetails: { phone: '12', phoneCountry: 'US' } } }, field: 'consumerProfile.consumerDetails.phone' },
      { body: { consumerProfile: { consumerDetails: { birthDate: '1990-02-31' } } }, field: 'consumerProfile.consumerDetails.birthDate' },
      { body: { consumerProfile: { preferences: { interests: 'ok|<script>' } } }, field: 'consumerProfile.preferences.interests' },
      { body: { consumerProfile: { consumerDetails: { email: 'x@y.z' } } }, field: 'consumerProfile.consumerDetails.email' },
      { body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } }, field: 'consumerProfile.isEmployeeDiscountTCAccepted' },
    ];
    for (const { body, field } of cases) {
      const answer = expectError(await call(engine.app, 'updateProfile', { cookie, body }), 400, 'INVALID_REQUEST');
      expect(answer.errorDetails[0]!.field, JSON.stringify(body)).toBe(field);
    }
    expect((await call(engine.app, 'getProfile', { cookie })).json()).toEqual(before);
  });

  it('an employee accepting the terms records when, once', async () => {
    const { cookie } = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
    expect(expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile.isEmployeeDiscountTCAccepted).toBe(false);
    const accepted = expectOk('updateProfile', await call(engine.app, 'updateProfile', { cookie, body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } } }));
    expect(accepted.consumerProfile.isEmployeeDiscountTCAccepted).toBe(true);
    expect(accepted.consumerProfile.employeeTermsAcceptedAt).toBe(engine.clock.now().toISOString());
    engine.clock.advance(60_000);
    const again = expectOk('updateProfile', await call(engine.app, 'updateProfile', { cookie, body: { consumerProfile: { isEmployeeDiscountTCAccepted: true } } }));
    expect(again.consumerProfile.employeeTermsAcceptedAt).toBe(accepted.consumerProfile.employeeTermsAcceptedAt);
  });
});

describe('SMS subscription and notifications', () => {
  it('subscribe with a phone per country (stored E.164), change the opt-in, and see it in the profile', async () => {
    const { cookie } = await consumerCookie(engine);
    expect(expectOk('getSmsSubscription', await call(engine.app, 'getSmsSubscription', { cookie })).subscription).toMatchObject({ phone: null, optin: false });
    const subscribed = expectOk('createSmsSubscription', await call(engine.app, 'createSmsSubscription', {
      cookie, body: { countryCode: 'FR', phone: '06 12 34 56 78', optin: true },
    }));
    expect(subscribed.subscription).toEqual({ channel: 'SMS', type: 'MARKETING', countryCode: 'FR', phone: '+33612345678', optin: true, doubleOptin: false });
    const off = expectOk('updateSmsSubscription', await call(engine.app, 'updateSmsSubscription', { cookie, body: { optin: false } }));
    expect(off.subscription).toMatchObject({ phone: '+33612345678', optin: false });
    const profile = expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile;
    expect(profile.subscriptions).toContainEqual({ channel: 'SMS', type: 'MARKETING', optin: false, doubleOptin: false });
    const notified = expectOk('updateNotification', await call(engine.app, 'updateNotification', {
      cookie, body: { channel: 'EMAIL', type: 'ORDER_UPDATES', optin: true },
    }));
    expect(notified.subscriptions).toContainEqual({ channel: 'EMAIL', type: 'ORDER_UPDATES', optin: true, doubleOptin: false });
  });

  it('a phone that is not valid for its country, or opting in without a phone, is a 400', async () => {
    const { cookie } = await consumerCookie(engine);
    expectError(await call(engine.app, 'createSmsSubscription', { cookie, body: { countryCode: 'GB', phone: '0740', optin: true } }), 400, 'INVALID_REQUEST');
    const noPhone = expectError(await call(engine.app, 'updateSmsSubscription', { cookie, body: { optin: true } }), 400, 'INVALID_REQUEST');
    expect(noPhone.errorDetails[0]!.field).toBe('phone');
    expect(expectOk('getSmsSubscription', await call(engine.app, 'getSmsSubscription', { cookie })).subscription.optin).toBe(false);
  });
});

describe('address book', () => {
  it('the first address of a type becomes main; setting another main clears it; types are apart; delete hands main on', async () => {
    const { cookie } = await consumerCookie(engine);
    const first = expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: TEST_ADDRESS } }));
    expect(first.addressId).toMatch(/^S/);
    expect(first.address).toEqual([expect.objectContaining({ addressId: first.addressId, main: true, approachType: 'S', phone: '+13035550100' })]);
    const second = expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: UK_ADDRESS } }));
    const billing = expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: { ...TEST_ADDRESS, approachType: 'B' } } }));
    expect(billing.addressId).toMatch(/^B/);
    const mains = (book: { address: { addressId: string; main: boolean }[] }) => book.address.filter((a) => a.main).map((a) => a.addressId);
    expect(mains(billing)).toEqual([first.addressId, billing.addressId]);
    // The UK address is stored by the UK's rules: postcode upper case, phone E.164.
    expect(second.address.find((a) => a.addressId === second.addressId)).toMatchObject({ postalCode: 'SW1A 2AA', phone: '+447400123456', main: false });
    const switched = expectOk('updateAddress', await call(engine.app, 'updateAddress', {
      cookie, params: { addressId: second.addressId! }, body: { address: { ...UK_ADDRESS, city: 'Westminster', main: true } },
    }));
    expect(mains(switched)).toEqual([second.addressId, billing.addressId]);
    expect(switched.address.find((a) => a.addressId === second.addressId)?.city).toBe('Westminster');
    const deleted = expectOk('deleteAddress', await call(engine.app, 'deleteAddress', { cookie, params: { addressId: second.addressId! } }));
    expect(mains(deleted)).toEqual([first.addressId, billing.addressId]);
    expect(expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile.consumerDetails.address).toEqual(deleted.address);
  });

  it("an address breaking its country's rules is a 400 naming the field, and nothing is stored", async () => {
    const { cookie } = await consumerCookie(engine);
    const answer = expectError(await call(engine.app, 'addAddress', { cookie, body: { address: { ...TEST_ADDRESS, postalCode: 'ABCDE' } } }), 400, 'INVALID_REQUEST');
    expect(answer.errorDetails[0]!.field).toBe('address.postalCode');
    expectError(await call(engine.app, 'addAddress', { cookie, body: { address: { ...TEST_ADDRESS, approachType: 'X' } } }), 400, 'INVALID_REQUEST');
    expect(expectOk('getProfile', await call(engine.app, 'getProfile', { cookie })).consumerProfile.consumerDetails.address).toEqual([]);
  });

  it('unknown ids answer 404 ADDRESS_NOT_FOUND', async () => {
    const { cookie } = await consumerCookie(engine);
    expectError(await call(engine.app, 'deleteAddress', { cookie, params: { addressId: 'SnoSuchAddress' } }), 404, 'ADDRESS_NOT_FOUND');
    expectError(await call(engine.app, 'updateAddress', { cookie, params: { addressId: 'BnoSuchAddress' }, body: { address: TEST_ADDRESS } }), 404, 'ADDRESS_NOT_FOUND');
  });
});

describe('saved cards', () => {
  it('saving answers card.paymentInstrumentId with brand, last 4 and expiry only; the first is main; set main; delete', async () => {
    const { cookie } = await consumerCookie(engine);
    const visa = expectOk('savePaymentInstrument', await saveCard(cookie)).card;
    expect(visa).toEqual({ paymentInstrumentId: expect.stringMatching(/^pi_/), brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2030, holder: 'Ada Lovelace', main: true });
    const mc = expectOk('savePaymentInstrument', await saveCard(cookie, '5555555555554444')).card;
    expect(mc.main).toBe(false);
    const wallet = expectOk('listPaymentInstruments', await call(engine.app, 'listPaymentInstruments', { cookie }));
    expect(wallet.payment_instruments.map((p) => [p.card.last4, p.card.main])).toEqual([['1111', true], ['4444', false]]);
    expect(JSON.stringify(wallet)).not.toMatch(/4111111111111111|5555555555554444|tok_|scr_/);
    expect(expectOk('listPaymentInstruments', await call(engine.app, 'listPaymentInstruments', { cookie, query: { payment_method_id: 'REWARD_CODE' } })).payment_instruments).toEqual([]);
    const switched = expectOk('updatePaymentInstrument', await call(engine.app, 'updatePaymentInstrument', { cookie, params: { paymentInstrumentId: mc.paymentInstrumentId }, body: { main: true } }));
    expect(switched.payment_instruments.map((p) => [p.card.last4, p.card.main])).toEqual([['1111', false], ['4444', true]]);
    const left = expectOk('deletePaymentInstrument', await call(engine.app, 'deletePaymentInstrument', { cookie, params: { paymentInstrumentId: mc.paymentInstrumentId } }));
    expect(left.payment_instruments.map((p) => [p.card.last4, p.card.main])).toEqual([['1111', true]]);
  });

  it('the same card saved again is PYT300 (CARD_ALREADY_EXISTS) and changes nothing; its token stays unused', async () => {
    const { cookie } = await consumerCookie(engine);
    expectOk('savePaymentInstrument', await saveCard(cookie));
    const token = await tokenizeCard(engine.app, cookie, SANDBOX_CARDS.authorises, '11/31');
    const answer = expectError(await call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' }, recaptcha_response: SANDBOX_RECAPTCHA_PASS },
    }), 409, 'CARD_ALREADY_EXISTS');
    expect(answer.errorDetails[0]!.code).toBe('PYT300');
    expect(expectOk('listPaymentInstruments', await call(engine.app, 'listPaymentInstruments', { cookie })).payment_instruments).toHaveLength(1);
    // The rolled-back claim left the token usable, once.
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const cart = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} }));
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    expectOk('addPaymentInstrument', await call(engine.app, 'addPaymentInstrument', {
      cookie, params: { basketId: cart.basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' } },
    }));
  });

  it('a recaptcha_response the bot defence refuses is 403 and saves nothing (the token stays unused)', async () => {
    const { cookie } = await consumerCookie(engine);
    const token = await tokenizeCard(engine.app, cookie, SANDBOX_CARDS.authorises);
    const refused = await call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' }, recaptcha_response: 'a-bot' },
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(expectOk('listPaymentInstruments', await call(engine.app, 'listPaymentInstruments', { cookie })).payment_instruments).toEqual([]);
    expectOk('savePaymentInstrument', await call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada' }, recaptcha_response: SANDBOX_RECAPTCHA_PASS },
    }));
  });

  it('a card number, an unknown token, or another shopper\'s token is refused; unknown ids are 404', async () => {
    const { cookie } = await consumerCookie(engine);
    expectError(await call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: SANDBOX_CARDS.authorises, holder: 'Ada' } },
    }), 400, 'INVALID_REQUEST');
    const othersToken = await tokenizeCard(engine.app, await guestCookie(engine.app), SANDBOX_CARDS.authorises);
    expectError(await call(engine.app, 'savePaymentInstrument', {
      cookie, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token: othersToken, holder: 'Ada' } },
    }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    expectError(await call(engine.app, 'updatePaymentInstrument', { cookie, params: { paymentInstrumentId: 'pi_NOSUCHCARD' }, body: { main: true } }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    expectError(await call(engine.app, 'deletePaymentInstrument', { cookie, params: { paymentInstrumentId: 'pi_NOSUCHCARD' } }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });
});

describe('paying with a saved card (stored credential)', () => {
  const checkoutWithSavedCard = async (cookie: string, paymentInstrumentId: string) => {
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const { basketId } = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} }));
    expectOk('addItem', await call(engine.app, 'addItem', { cookie, body: { cartId: basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
    expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }] }));
    expectOk('selectShippingMethod', await call(engine.app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
    expectOk('setBillingAddress', await call(engine.app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
    const response = await call(engine.app, 'addPaymentInstrument', { cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentInstrumentId } });
    return { basketId, response };
  };

  it('a saved card pays order after order (the credential is reusable); a deleted card pays nothing', async () => {
    const { cookie } = await consumerCookie(engine);
    const card = expectOk('savePaymentInstrument', await saveCard(cookie)).card;
    for (let i = 0; i < 2; i++) {
      const { basketId, response } = await checkoutWithSavedCard(cookie, card.paymentInstrumentId);
      const cart = expectOk('addPaymentInstrument', response);
      expect(cart.payment_instruments[0]).toMatchObject({ card: { brand: 'VISA', last4: '1111' } });
      const order = expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
      expect(order.order.paymentMethods[0]).toMatchObject({ code: 'CREDIT_CARD', type: 'VISA', last4: '1111' });
    }
    const { basketId, response } = await checkoutWithSavedCard(cookie, card.paymentInstrumentId);
    expectOk('addPaymentInstrument', response);
    expectOk('deletePaymentInstrument', await call(engine.app, 'deletePaymentInstrument', { cookie, params: { paymentInstrumentId: card.paymentInstrumentId } }));
    expectError(await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }), 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });

  it('a declining saved card is declined at placing; another consumer\'s or a guest\'s use of the id is 404', async () => {
    const owner = await consumerCookie(engine);
    const declining = expectOk('savePaymentInstrument', await saveCard(owner.cookie, SANDBOX_CARDS.declines)).card;
    const { basketId, response } = await checkoutWithSavedCard(owner.cookie, declining.paymentInstrumentId);
    expectOk('addPaymentInstrument', response);
    expectError(await call(engine.app, 'placeOrder', { cookie: owner.cookie, body: { cartId: basketId } }), 402, 'PAYMENT_ERROR');
    const intruder = await consumerCookie(engine);
    expectError((await checkoutWithSavedCard(intruder.cookie, declining.paymentInstrumentId)).response, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
    expectError((await checkoutWithSavedCard(await guestCookie(engine.app), declining.paymentInstrumentId)).response, 404, 'PAYMENT_INSTRUMENT_NOT_FOUND');
  });

  it('exactly one of paymentCard and paymentInstrumentId', async () => {
    const { cookie } = await consumerCookie(engine);
    const { basketId } = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {} }));
    for (const body of [{ payment_method_id: 'CREDIT_CARD' }, { payment_method_id: 'CREDIT_CARD', paymentInstrumentId: 'pi_ABCDEFGHJK', paymentCard: { token: 'tok_ABCDEFGHJKMNPQRS', holder: 'A' } }]) {
      const answer = expectError(await call(engine.app, 'addPaymentInstrument', { cookie, params: { basketId }, body }), 400, 'INVALID_REQUEST');
      expect(answer.errorDetails[0]!.field).toBe('paymentCard');
    }
  });
});

describe('retrieveUserData', () => {
  it('holds the profile, addresses, cards (brand, last 4, expiry only), subscriptions and orders', async () => {
    const { cookie, email } = await consumerCookie(engine);
    expectOk('addAddress', await call(engine.app, 'addAddress', { cookie, body: { address: TEST_ADDRESS } }));
    const card = expectOk('savePaymentInstrument', await saveCard(cookie)).card;
    expectOk('createSmsSubscription', await call(engine.app, 'createSmsSubscription', { cookie, body: { countryCode: 'US', phone: '303 555 0100', optin: true } }));
    const data = expectOk('retrieveUserData', await call(engine.app, 'retrieveUserData', { cookie, body: {} }));
    expect(data.profile.consumerDetails.email).toBe(email);
    expect(data.addresses).toHaveLength(1);
    expect(data.paymentInstruments).toEqual([card]);
    expect(data.subscriptions).toEqual([{ channel: 'SMS', type: 'MARKETING', optin: true, doubleOptin: false }]);
    expect(data.orders).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/scr_|tok_|password|4111111111111111/);
    // No list yet: each list source answers null.
    expect(data.lists).toEqual({ favorites: null, saveForLater: null });
  });

  it('holds the favorites and saved-for-later lists (issue 7), with the share link only as a flag', async () => {
    const { cookie } = await consumerCookie(engine);
    const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
    const favorites = expectOk('addFavorite', await call(engine.app, 'addFavorite', { cookie, body: { id: WELL_STOCKED_PRODUCT_ID, qty: 2 } }));
    const share = expectOk('shareFavorites', await call(engine.app, 'shareFavorites', { cookie, params: { favoriteId: favorites.favoriteId! }, body: {} }));
    const saved = expectOk('addSaveForLater', await call(engine.app, 'addSaveForLater', { cookie, body: { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 3 } }));
    const data = expectOk('retrieveUserData', await call(engine.app, 'retrieveUserData', { cookie, body: {} }));
    expect(data.lists.favorites).toEqual({
      favoriteId: favorites.favoriteId, shareLinkActive: true, createdAt: expect.any(String), updatedAt: expect.any(String),
      items: [{ itemId: favorites.items[0]!.itemId, productId: WELL_STOCKED_PRODUCT_ID, qty: 2, addedAt: expect.any(String) }],
    });
    expect(data.lists.saveForLater).toEqual({
      saveForLaterId: saved.saveForLaterId, createdAt: expect.any(String), updatedAt: expect.any(String),
      items: [{ itemId: saved.items[0]!.itemId, productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 3, addedAt: expect.any(String) }],
    });
    // The link itself (its token) is never part of what we hold.
    expect(JSON.stringify(data)).not.toContain(share.shareToken);
    // Another consumer's download holds none of it.
    const other = await consumerCookie(engine);
    expect(expectOk('retrieveUserData', await call(engine.app, 'retrieveUserData', { cookie: other.cookie, body: {} })).lists).toEqual({ favorites: null, saveForLater: null });
  });
});
