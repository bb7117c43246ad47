import { createPkcePair, SANDBOX_CARDS, signInRequest, tokenExchangeRequest, type AddressInput } from '@switchback/core';
import type { HttpCommerceClient } from '../commerce-client';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, selectRecordings, ScenarioStopped, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordedCall, Recording, RecordingSet } from './recording.schema';

const address: AddressInput = {
  firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Market Street', city: 'San Francisco', postalCode: '94105', province: 'CA',
  countryCode: 'US', phone: '+1 415 555 0100',
};

export type ConsumerScenarioOptions = ScenarioOptions;

const PASSWORD = 'Correct-Horse-9';

/**
 * A new consumer (a fresh e-mail starting with `prefix`), signed in as a shopper would be: guest token, sign-up, PKCE
 * sign-in, the Registered token exchange (auth's calls). Answers the e-mail.
 */
export async function signUpAndIn(client: HttpCommerceClient, prefix: string): Promise<string> {
  const email = `${prefix}.${Date.now()}.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await expectOk('guestToken', client.auth.guestToken());
  await expectOk('signUp', client.account.signUp({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' }));
  const pair = createPkcePair(crypto.getRandomValues(new Uint8Array(32)));
  const code = await expectOk('signIn', client.account.signIn(signInRequest({ username: email, password: PASSWORD, codeChallenge: pair.codeChallenge })));
  await expectOk('guestToken (Registered)', client.account.exchangeCode(tokenExchangeRequest({
    authorizationCode: code.authorizationCode, codeVerifier: pair.codeVerifier, guest: {},
  })));
  return email;
}

/**
 * A registered consumer's account (signed up and in through the client), every exchange captured: profile (read, update, complete), SMS subscription,
 * e-mail notification, address book (add, change, make main, delete), saved cards (save, list, make main, delete),
 * retrieveUserData, the country list; then the errors a client must understand: a guest asking for a profile (401),
 * an address not in the book (404), the same card saved twice (PYT300).
 */
export async function runConsumerScenario(apiBaseUrl: string, options: ConsumerScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = () => scenarioClient(capture.fetch, apiBaseUrl, options);
  const client = newClient();
  const account = client.consumer;

  await signUpAndIn(client, 'consumer');

  await expectOk('countryList', account.countryList());
  await expectOk('getProfile', account.profile({ includeLoyaltySummary: true }));
  await expectOk('updateProfile', account.updateProfile({ consumerProfile: {
    consumerDetails: { firstName: 'Ada', lastName: 'Lovelace', birthDate: '1990-12-10' }, preferences: { interests: 'running|hiking' },
  } }));
  await expectOk('completeProfile', account.completeProfile({ consumerProfile: { consumerDetails: { phone: '415 555 0100', phoneCountry: 'US', postalCode: '94105' } } }));
  await expectOk('createSmsSubscription', account.subscribeSms({ countryCode: 'US', phone: '415 555 0100', optin: true }));
  await expectOk('getSmsSubscription', account.smsSubscription());
  await expectOk('updateSmsSubscription', account.updateSmsSubscription({ optin: false }));
  await expectOk('updateNotification', account.updateNotification({ channel: 'EMAIL', type: 'ORDER_UPDATES', optin: true }));

  const first = await expectOk('addAddress', account.addAddress({ address: { ...address, approachType: 'S' } }));
  const second = await expectOk('addAddress', account.addAddress({ address: { ...address, addressLine1: '2 Market Street', approachType: 'S' } }));
  if (!first.addressId || !second.addressId) throw new ScenarioStopped('addAddress', 'answered no addressId');
  await expectOk('updateAddress', account.updateAddress(second.addressId, { address: { ...address, addressLine1: '2 Market Street', main: true } }));
  await expectOk('deleteAddress', account.deleteAddress(first.addressId));

  const token = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  const card = await expectOk('savePaymentInstrument', account.saveCard({ payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: 'Ada Lovelace' } }));
  await expectOk('listPaymentInstruments', account.paymentInstruments('CREDIT_CARD'));
  await expectOk('updatePaymentInstrument', account.setMainCard(card.card.paymentInstrumentId));
  await expectOk('retrieveUserData', account.retrieveUserData());

  // The errors, each provoked the way a real client would meet it.
  const again = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '11/31', cvc: '123', holder: 'Ada Lovelace' }));
  await expectApiError(capture, 'savePaymentInstrument of a card already saved', () =>
    account.saveCard({ payment_method_id: 'CREDIT_CARD', paymentCard: { token: again.token, holder: 'Ada Lovelace' } }), 'CARD_ALREADY_EXISTS');
  await expectApiError(capture, 'deleteAddress of an address not in the book', () => account.deleteAddress(first.addressId!), 'ADDRESS_NOT_FOUND');
  await expectOk('deletePaymentInstrument', account.deleteCard(card.card.paymentInstrumentId));

  const guest = newClient();
  await expectOk('guestToken of a guest', guest.auth.guestToken());
  await expectApiError(capture, "a guest's getProfile", () => guest.consumer.profile(), 'UNAUTHORIZED');

  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}

/** Recordings of several scenarios together: the first scenario's recording of a call (or error) wins. */
export function mergeRecordingSets(...sets: readonly RecordingSet[]): RecordingSet {
  const successes = new Map<RecordedCall, Recording>();
  const errors = new Map<string, Recording>();
  for (const set of sets) {
    for (const [call, recording] of set.successes) if (!successes.has(call)) successes.set(call, recording);
    for (const [errorId, recording] of set.errors) if (!errors.has(errorId)) errors.set(errorId, recording);
  }
  return { successes, errors };
}
