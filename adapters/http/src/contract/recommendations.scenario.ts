import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/**
 * Recommendations (issue 11 §1), every exchange captured: a featured product's "similar" and "often bought together"
 * rails (the product page's, leaving out what is in the cart), and a cart's "you may also like". Then the error a
 * client must understand: an unknown product.
 */
export async function runRecommendationsScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options);
  const catalog = await expectOk('catalog', client.products.catalog());
  const [product, inCart] = catalog.featured;
  if (product === undefined || inCart === undefined) throw new ScenarioStopped('catalog', 'the catalogue features fewer than two products');
  const similar = await expectOk('widgetRecommendations', client.recommendations.recommendations({ type: 'similar', productId: product.id, exclude: [inCart.id] }));
  if (similar.recommendations.length === 0) throw new ScenarioStopped('widgetRecommendations', `nothing is similar to ${product.id}`);
  await expectOk('widgetRecommendations', client.recommendations.recommendations({ type: 'often-bought-together', productId: product.id, exclude: [inCart.id], count: 4 }));
  await expectOk('widgetRecommendations', client.recommendations.recommendations({ type: 'cart', productIds: [product.id, inCart.id] }));

  await expectApiError(capture, 'widgetRecommendations (unknown product)',
    () => client.recommendations.recommendations({ type: 'similar', productId: 'ZZZZ00000' }), 'PRODUCT_NOT_FOUND');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
