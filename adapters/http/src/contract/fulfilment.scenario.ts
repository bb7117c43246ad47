import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

export interface FulfilmentScenarioOptions extends ScenarioOptions {
  /** The upstream's support key: the scenario sets a store's stock of one variant with it. Without it nothing is recorded. */
  readonly supportKey?: string;
}

/**
 * Receiving an order (issue 10 §2) and the wallets' payment session (§3), every exchange captured. Support reads and
 * sets a pickup store's units of one variant; a shopper makes a cart with an item in one call, reserves that variant for
 * pickup in the store in another, moves the line back home and to pickup, gives the pickup contact, and opens a wallet
 * payment session. Then the errors a client must understand: a pickup in a store without the units, an unknown store.
 */
export async function runFulfilmentScenario(apiBaseUrl: string, options: FulfilmentScenarioOptions = {}): Promise<RecordingSet> {
  if (options.supportKey === undefined) return selectRecordings([]);
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options, options.supportKey);
  const { stores } = await expectOk('utilityStores', client.stores.siteStores());
  const store = stores.find((candidate) => candidate.services.includes('pickup'));
  if (store === undefined) throw new ScenarioStopped('utilityStores', 'the site has no store offering pickup');
  const inventory = await findProduct(client, (candidate) => candidate.variants.some((variant) => variant.status === 'IN_STOCK'));
  const variant = inventory.variants.find((candidate) => candidate.status === 'IN_STOCK')!;
  const line = { productId: inventory.productId, upc: variant.upc, qty: 1 };

  // Support: the store's units of the variant, then enough of them for the scenario's pickups.
  await expectOk('supportStoreStock', client.fulfilmentSupport.storeStock(store.id, variant.upc));
  await expectOk('supportSetStoreStock', client.fulfilmentSupport.setStoreStock(store.id, { upc: variant.upc, qty: 5 }));

  // The shopper's calls carry the guest token the jar obtains first.
  await expectOk('guestToken', client.auth.guestToken());
  const withItem = await expectOk('cartWithItem', client.fulfilment.cartWithItem({ items: [line] }));
  const item = withItem.items.find((candidate) => candidate.upc === variant.upc);
  if (item === undefined) throw new ScenarioStopped('cartWithItem', 'the new cart does not hold the line');
  await expectOk('updateItem (pickup)', client.carts.updateItem(withItem.basketId,
    { itemId: item.id, productId: item.productId, upc: item.upc, qty: 1, storeId: store.id }, { action: 'pickup' }));
  await expectOk('setPickupContact', client.fulfilment.setPickupContact(withItem.basketId, { email: 'ada@example.com', mobilePhone: '+1 303 555 0199', contact: 'Ada Lovelace' }));
  await expectOk('reserveWithItem', client.fulfilment.reserveWithItem({ items: [{ ...line, storeId: store.id }] }));
  await expectOk('paymentSession', client.wallet.paymentSession({ paymentMethodId: 'WALLET', referer: '/en-us/cart' }));

  await expectOk('supportSetStoreStock', client.fulfilmentSupport.setStoreStock(store.id, { upc: variant.upc, qty: 0 }));
  await expectApiError(capture, 'reserveWithItem (no units in the store)', () => client.fulfilment.reserveWithItem({ items: [{ ...line, storeId: store.id }] }), 'STORE_PICKUP_UNAVAILABLE');
  await expectApiError(capture, 'reserveWithItem (unknown store)', () => client.fulfilment.reserveWithItem({ items: [{ ...line, storeId: 'NO-SUCH-STORE' }] }), 'STORE_NOT_FOUND');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
