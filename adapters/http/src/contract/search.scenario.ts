import { SEARCH_SORTS } from '@switchback/core';
import { createHttpCommerceClient } from '../commerce-client';
import { createCookieJarFetch } from '../cookie-jar.fetch';
import { createCapturingFetch } from './exchange-capture.fetch';
import { expectOk, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/**
 * Search (issue 11 §1, §2), every exchange captured: productSearch with a query text, then refined by the first
 * value of each facet it answers, in each sort; a typo that answers the nearest spelling; a French query, with and
 * without accents, on fr-fr; autoSuggest on both sites. Search has no error of its own a client must understand (its
 * input is parsed by the client before it is sent).
 */
export async function runSearchScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const clientOn = (site: 'en-us' | 'fr-fr', locale: string) => createHttpCommerceClient({
    baseUrl: apiBaseUrl, fetch: createCookieJarFetch(capture.fetch), site, locale,
    clientApp: options.clientApp ?? 'switchback-contract-tests', newId: () => crypto.randomUUID(),
  });
  const us = clientOn('en-us', 'en-US');
  const fr = clientOn('fr-fr', 'fr-FR');

  const trail = await expectOk('productSearch (q)', us.products.search({ q: 'trail' }));
  if (trail.total === 0) throw new ScenarioStopped('productSearch (q)', 'found nothing for "trail"');
  const refinements = Object.fromEntries(trail.facets.flatMap((facet) => facet.values.slice(0, 1).map((value) => [facet.id, value.value] as const)));
  for (const sort of SEARCH_SORTS) {
    await expectOk(`productSearch (refined, ${sort})`, us.products.search({ q: 'trail', ...refinements, sort, count: 12 }));
  }
  const first = trail.hits[0]!;
  const typo = first.title.split(' ')[0]!.replace(/^(.)(.)/, '$2$1').toLowerCase();
  const corrected = await expectOk('productSearch (typo)', us.products.search({ q: typo }));
  if (corrected.suggestion === undefined || corrected.total === 0) {
    throw new ScenarioStopped('productSearch (typo)', `"${typo}" should find products and suggest a spelling`);
  }
  for (const q of ['chaussure de randonnée', 'chaussure de randonnee']) {
    const french = await expectOk(`productSearch (French: ${q})`, fr.products.search({ q }));
    if (french.total === 0) throw new ScenarioStopped('productSearch (French)', `"${q}" should find French names on fr-fr`);
  }
  const empty = await expectOk('productSearch (nothing found)', us.products.search({ q: 'xqzvvk' }));
  if (empty.total !== 0 || empty.popular.length === 0) throw new ScenarioStopped('productSearch (nothing found)', 'should show popular products');

  await expectOk('autoSuggest', us.products.autoSuggest({ q: first.title.slice(0, 3) }));
  await expectOk('autoSuggest (fr-fr)', fr.products.autoSuggest({ q: 'rando', count: 4 }));
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
