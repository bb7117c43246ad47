import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectOk, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** The demo SDK key commerce-api seeds a datafile for (commerce-api/src/experience/demo-datafile.ts). */
const DEMO_SDK_KEY = 'switchback-demo';

/**
 * Issue 12 experience, every exchange captured: a guest asks for the home page's decisions (the seeded
 * `home_hero_test`, with a page view and recommendation impressions), the storefront's SDK reads the datafile and
 * posts its event log, the browser's beacon posts web-vitals measures.
 */
export async function runExperienceScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const client = scenarioClient(capture.fetch, apiBaseUrl, options);
  await expectOk('guestToken', client.auth.guestToken());
  const decision = await expectOk('decide', client.experience.decide('switchback', {
    channel: 'ECOMM', monetateId: 'scenario-visitor-1',
    events: [
      { eventType: 'monetate:context:PageView', pageType: 'home' },
      { eventType: 'monetate:decision:DecisionRequest', requestId: 'home', experienceKeys: ['home_hero_test'] },
      { eventType: 'monetate:record:RecImpressions', recTokens: ['scenario-rec-1'] },
    ],
  }));
  if (decision.responses[0]?.actions.length !== 1) throw new ScenarioStopped('decide', 'the seeded home_hero_test has no decision');
  const datafile = await expectOk('experimentationDatafile', client.experience.datafile(DEMO_SDK_KEY));
  const experiment = datafile.experiments[0];
  const variation = experiment?.variations[0];
  if (!experiment || !variation) throw new ScenarioStopped('experimentationDatafile', 'the demo datafile has no experiment');
  await expectOk('experimentationEvents', client.experience.sendEvents({
    account_id: datafile.accountId, project_id: datafile.projectId, revision: datafile.revision, client_name: 'javascript-sdk',
    client_version: '6.6.1', anonymize_ip: true, enrich_decisions: true,
    visitors: [{
      visitor_id: 'scenario-visitor-1', attributes: [{ entity_id: '$opt_bot_filtering', key: '$opt_bot_filtering', type: 'custom', value: false }],
      snapshots: [{
        decisions: [{ campaign_id: experiment.layerId, experiment_id: experiment.id, variation_id: variation.id }],
        events: [{ entity_id: experiment.layerId, key: 'campaign_activated', timestamp: 1_780_000_000_000, uuid: 'scenario-event-1' }],
      }],
    }],
  }));
  await expectOk('performanceIngest', client.experience.ingestPerformance({
    measures: [{ name: 'LCP', value: 1250, rating: 'good', id: 'v5-scenario-1', pageType: 'home', site: 'en-us', navigationType: 'navigate' }],
  }));
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
