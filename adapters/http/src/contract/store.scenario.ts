import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/**
 * Stores (issue 10 §1), every exchange captured: the site's stores, a search near the first one's postcode with a size's
 * stock, collection points near it, that product's stock in the stores and its availability, the first store's
 * employees, a country's address form. Then the errors a client must understand: a malformed postcode, an unknown store.
 */
export async function runStoreScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options);
  const { stores } = await expectOk('utilityStores', client.stores.siteStores());
  const first = stores[0];
  if (first === undefined) throw new ScenarioStopped('utilityStores', 'the site has no store');
  const inventory = await findProduct(client, (candidate) => candidate.variants.length > 0);
  const upc = inventory.variants[0]!.upc;
  await expectOk('searchStores', client.stores.search({ postcode: first.address.postalCode, productId: inventory.productId, upc }));
  await expectOk('collectionPoints', client.stores.collectionPoints({ postcode: first.address.postalCode }));
  const storeIds = stores.slice(0, 2).map((store) => store.id);
  await expectOk('storeInventory', client.stores.inventory({ productId: inventory.productId, storeIds }));
  await expectOk('productAvailability', client.stores.availability(inventory.productId, { storeIds, upc }));
  // The employees need a token: the guest's, which the first call of the jar obtains.
  await expectOk('guestToken', client.auth.guestToken());
  await expectOk('storeEmployees', client.stores.employees(first.id));
  await expectOk('countryI18n', client.stores.countryI18n('GB'));

  await expectApiError(capture, 'searchStores (malformed postcode)', () => client.stores.search({ postcode: 'ABCDEFG' }), 'POSTCODE_INVALID');
  await expectApiError(capture, 'storeEmployees (unknown store)', () => client.stores.employees('NO-SUCH-STORE'), 'STORE_NOT_FOUND');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
