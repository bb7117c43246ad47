import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

export interface ContentScenarioOptions extends ScenarioOptions {
  /** The support key: with it, content authoring (export of a site, a dry-run import of one of its documents) too. */
  readonly supportKey?: string;
}

/** The scheduled hero of the demo content shows from this date (preview at a later moment shows it). */
const FUTURE = '2027-01-05T09:00:00Z';

/**
 * Issue 12 §1, storefront-experience §7: every content call live (the home with the -inherited benefit bar for its
 * route, a category and its default, a product, the search types, footer, fragment, menu, pages, children, pop-ups,
 * showcase), the home in preview at a future `previewDateTime` (the scheduled winter hero), articles with a tag, the
 * internal content calls, authoring when a support key is given; then CONTENT_NOT_FOUND.
 */
export async function runContentScenario(apiBaseUrl: string, options: ContentScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options, options.supportKey);
  const live = { siteId: 'en-us', mode: 'live' } as const;
  const home = await expectOk('contentAugmentedPage', client.content.augmentedPage({ ...live, route: '/' }, 'home'));
  const future = await expectOk('contentAugmentedPage (preview)', client.content.augmentedPage({ siteId: 'en-us', mode: 'pre', previewDateTime: FUTURE }, 'home'));
  if (JSON.stringify(future.sections) === JSON.stringify(home.sections)) {
    throw new ScenarioStopped('contentAugmentedPage (preview)', `the home at ${FUTURE} shows what shows now: no scheduled version`);
  }
  await expectOk('contentCategory', client.content.category(live, '1001'));
  await expectOk('contentProduct', client.content.product({ ...live, route: '/p/ridge-trail-runner-SBTR0001' }, 'SBTR0001'));
  await expectOk('contentSearch', client.content.search(live, 'no-results', 'zzz'));
  await expectOk('contentFooter', client.content.footer(live));
  await expectOk('contentFragment', client.content.fragment(live, 'free-returns'));
  await expectOk('contentMenu', client.content.menu({ siteId: 'fr-fr', mode: 'live' }));
  await expectOk('contentPage', client.content.page({ siteId: 'en-gb', mode: 'live' }, 'how-to-return'));
  await expectOk('contentChildren', client.content.children(live, 'help'));
  await expectOk('contentPopUps', client.content.popUps(live));
  await expectOk('contentShowcase', client.content.showcase({ siteId: 'en-us', mode: 'pre', previewDateTime: FUTURE }, 'augmentedpage', { limit: 10 }));
  const articles = await expectOk('articleSearch', client.content.articles({ siteId: 'en-us', tagId: 'trail-running', limit: 4 }));
  if (articles.articles.length === 0) throw new ScenarioStopped('articleSearch', 'no article is tagged trail-running');

  await expectOk('componentCompare', client.contentInternal.compare('en-us'));
  await expectOk('componentCollections', client.contentInternal.collections('en-us'));
  await expectOk('componentFooter', client.contentInternal.footer('en-gb'));
  await expectOk('componentFootSizes', client.contentInternal.footSizes('en-us'));
  await expectOk('componentSearchHub', client.contentInternal.searchHub('fr-fr'));
  await expectOk('componentSizeChart', client.contentInternal.sizeChart('en-us', 'shoes'));
  await expectOk('componentUtility', client.contentInternal.utility('en-us'));
  await expectOk('pageLocationSelector', client.contentInternal.locationSelector('en-us'));
  await expectOk('internalPage', client.contentInternal.page('en-us', 'privacy'));

  if (options.supportKey !== undefined) {
    const exported = await expectOk('supportContentExport', client.contentSupport.exportDocuments('en-gb'));
    const fragment = exported.documents.find((d) => d['docType'] === 'fragment');
    if (fragment === undefined) throw new ScenarioStopped('supportContentExport', 'en-gb has no fragment document');
    await expectOk('supportContentImport', client.contentSupport.importDocuments({ dryRun: true, documents: [{ file: 'en-gb/fragment/free-returns.json', document: fragment }] }));
  }

  await expectApiError(capture, 'contentPage (unknown page)', () => client.content.page(live, 'no-such-page'), 'CONTENT_NOT_FOUND');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
