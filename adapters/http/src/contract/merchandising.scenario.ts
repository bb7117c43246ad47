import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** A set id no catalogue has: it follows the product id pattern, so the answer is PRODUCT_SET_NOT_FOUND, not a 400. */
const UNKNOWN_SET_ID = 'ZZSET99999';

/**
 * Product sets and notify-me (issue 11 §1), every exchange captured: the sets of the first listed product that is part
 * of one, that set with its products' details and total, a notify-me request for a sold-out size. Then the errors a
 * client must understand: an unknown set, and notify-me for a size that can be bought now.
 */
export async function runMerchandisingScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options);
  const catalog = await expectOk('catalog', client.products.catalog());
  let setId: string | undefined;
  for (const product of catalog.featured) {
    const { sets } = await expectOk('productSets', client.merchandising.productSets(product.id));
    setId = sets[0]?.id;
    if (setId !== undefined) break;
  }
  if (setId === undefined) throw new ScenarioStopped('productSets', 'no featured product is part of a set');
  await expectOk('productSet', client.merchandising.productSet(setId));

  const withSoldOutSize = await findProduct(client, (inventory) =>
    inventory.variants.some((v) => v.quantity === 0) && inventory.variants.some((v) => v.quantity > 0));
  const soldOut = withSoldOutSize.variants.find((v) => v.quantity === 0)!;
  const inStock = withSoldOutSize.variants.find((v) => v.quantity > 0)!;
  await expectOk('guestToken', client.auth.guestToken());
  const email = 'notify-me@example.com';
  await expectOk('notifyMe', client.merchandising.notifyMe({ productId: withSoldOutSize.productId, upc: soldOut.upc, email }));

  await expectApiError(capture, 'productSet (unknown set)', () => client.merchandising.productSet(UNKNOWN_SET_ID), 'PRODUCT_SET_NOT_FOUND');
  await expectApiError(capture, 'notifyMe (size in stock)',
    () => client.merchandising.notifyMe({ productId: withSoldOutSize.productId, upc: inStock.upc, email }), 'NOTIFY_ME_IN_STOCK');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
