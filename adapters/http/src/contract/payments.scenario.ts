import { SANDBOX_THREE_DS, SANDBOX_THREE_DS_CARDS } from '@switchback/core';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { checkoutUpToPayment, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** The sandbox bank's challenge is the provider's page, not a call of the contract: it goes out uncaptured. */
const isBankCall = (input: Parameters<typeof fetch>[0]): boolean =>
  (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url).includes('/sandbox-payments/v1/challenges/');

/**
 * Issue 10 §3, every contract exchange captured: a guest sends the device fingerprint, places an order with the card
 * that asks for 3-D Secure (the PaymentNotAuthorized flash), approves the sandbox bank's challenge and patches the
 * order with its result (PATCH order).
 */
export async function runPaymentsScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const routed: typeof fetch = (input, init) => (isBankCall(input) ? fetch(input, init) : capture.fetch(input, init));
  const client = scenarioClient(routed, apiBaseUrl, options);
  await expectOk('guestToken', client.auth.guestToken());
  const inventory = await findProduct(client, (found) => found.variants.some((v) => v.status === 'IN_STOCK' && v.quantity >= 5));
  const variant = inventory.variants.find((v) => v.status === 'IN_STOCK' && v.quantity >= 5)!;
  const cart = await expectOk('createCart', client.carts.create());
  await expectOk('addItem', client.carts.addItems({ cartId: cart.basketId, items: [{ productId: inventory.productId, upc: variant.upc, qty: 1 }] }));
  await checkoutUpToPayment(client, cart.basketId);
  await expectOk('deviceFingerPrint', client.payments.deviceFingerPrint({ basketId: cart.basketId, fingerprint: 'contract-scenario-device-01' }));
  const token = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_THREE_DS_CARDS.challenge, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  await expectOk('addPaymentInstrument', client.checkout.addPaymentInstrument(cart.basketId, {
    payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: 'Ada Lovelace' },
  }));
  await expectOk('prepareOrder', client.checkout.prepareOrder(cart.basketId));
  const placed = await expectOk('placeOrder', client.checkout.placeOrder(cart.basketId, crypto.randomUUID()));
  const challengeUrl = placed.flash.find((flash) => flash.type === 'PaymentNotAuthorized')?.challengeUrl;
  if (challengeUrl === undefined) throw new ScenarioStopped('placeOrder', 'answered no PaymentNotAuthorized flash for the 3-D Secure card');
  const authorisationId = decodeURIComponent(challengeUrl.split('/').at(-1) ?? '');
  const answer = await expectOk('threeDsChallenge', client.threeDsBank.challenge(authorisationId, { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode }));
  await expectOk('patchOrder', client.payments.patchOrder(placed.orderNumber, { code: 'CREDIT_CARD', additionalData: { threeDS2Result: answer.threeDS2Result } }));
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
