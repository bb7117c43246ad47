import type { ExperimentationDatafile } from '@switchback/core';

/** The demo SDK key the storefront's experimentation client asks the datafile of (SWITCHBACK_OPTIMIZELY_SDK_KEY overrides it there). */
export const DEMO_SDK_KEY = 'switchback-demo';

/**
 * A real Optimizely datafile (version 4) for the demo: the experiment `test` is the decision key of the home page's
 * experience block `home_hero_test` (core's `experienceDecisionKey`), its variations are that block's variant ids.
 * It runs on the English-language sites only (audience on the `site` attribute), half the traffic each; on fr-fr
 * the home hero is decided by the decide endpoint's rules instead.
 */
export const DEMO_DATAFILE: ExperimentationDatafile = {
  version: '4',
  accountId: '21468570738',
  projectId: '21468570739',
  revision: '7',
  environmentKey: 'production',
  sdkKey: DEMO_SDK_KEY,
  anonymizeIP: true,
  botFiltering: false,
  sendFlagDecisions: true,
  attributes: [{ id: '21472480123', key: 'site' }, { id: '21472480124', key: 'loggedIn' }],
  audiences: [{
    id: '21479010456',
    name: 'English-language sites',
    conditions: JSON.stringify(['and', ['or', ['or',
      { name: 'site', type: 'custom_attribute', match: 'exact', value: 'en-us' },
      { name: 'site', type: 'custom_attribute', match: 'exact', value: 'en-gb' }]]]),
  }],
  typedAudiences: [],
  groups: [],
  experiments: [{
    id: '21475140987',
    key: 'test',
    status: 'Running',
    layerId: '21473110654',
    audienceIds: ['21479010456'],
    audienceConditions: ['or', '21479010456'],
    forcedVariations: {},
    variations: [
      { id: '21476230111', key: 'variant_a', featureEnabled: false, variables: [] },
      { id: '21476230112', key: 'variant_b', featureEnabled: false, variables: [] },
    ],
    trafficAllocation: [{ entityId: '21476230111', endOfRange: 5000 }, { entityId: '21476230112', endOfRange: 10000 }],
  }],
  featureFlags: [],
  rollouts: [],
  events: [{ id: '21477350222', key: 'hero_click', experimentIds: ['21475140987'] }],
  integrations: [],
};
