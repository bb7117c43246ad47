import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, createStaticProjectConfigManager } from '@optimizely/optimizely-sdk';
import { errAsync, okAsync } from 'neverthrow';
import { siteById, type DecideRequest, type ExperienceApi, type ExperimentationEventBatch } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { decideForSections, experienceIdsOf, VISITOR_COOKIE } from './decide-for-sections.server';
import { experimentVariations, ingestDispatcher } from './experimentation-client.server';
import { consentOf } from '../consent/consent.server';

const EN_US = siteById('en-us')!;
const FR_FR = siteById('fr-fr')!;
const request = (path: string, cookie?: string) => new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});

/** A version 4 datafile with one running experiment `test` (all traffic to variant_b), on every site. */
const DATAFILE = {
  version: '4', accountId: '1', projectId: '2', revision: '3', anonymizeIP: true, botFiltering: false,
  attributes: [{ id: '10', key: 'site' }], audiences: [], typedAudiences: [], groups: [], featureFlags: [], rollouts: [], integrations: [],
  events: [],
  experiments: [{
    id: '20', key: 'test', status: 'Running', layerId: '30', audienceIds: [], forcedVariations: {},
    variations: [{ id: '41', key: 'variant_a' }, { id: '42', key: 'variant_b' }],
    trafficAllocation: [{ entityId: '42', endOfRange: 10000 }],
  }],
};

const homeSections = { main: [{ type: 'collection', items: [{ type: 'experience', experienceId: 'home_hero_test', baselines: [], variants: [] }] }] };

describe('targeting consent (§1/§4, consentOf over core isConsentGranted)', () => {
  it('NA: granted; EMEA: only with C0004 accepted; preview mode: granted', () => {
    expect(consentOf(request('/en-us'), EN_US).targeting).toBe(true);
    expect(consentOf(request('/fr-fr'), FR_FR).targeting).toBe(false);
    expect(consentOf(request('/fr-fr', 'switchback_consent=groups=C0001:1,C0002:0,C0003:0,C0004:0'), FR_FR).targeting).toBe(false);
    expect(consentOf(request('/fr-fr', 'a=b; switchback_consent=groups=C0001:1,C0002:0,C0003:0,C0004:1'), FR_FR).targeting).toBe(true);
    expect(consentOf(request('/fr-fr?preview=true'), FR_FR).targeting).toBe(true);
    expect(consentOf(request('/fr-fr', 'switchback_consent=groups=C0001:1,C0002:1,C0003:0,C0004:0'), FR_FR).performance).toBe(true);
    expect(consentOf(request('/fr-fr', 'switchback_consent=groups=C0001:1,C0002:0,C0003:0,C0004:1'), FR_FR).performance).toBe(false);
  });
});

describe('experience ids of a page', () => {
  it('finds experiences however deep they nest', () => {
    expect(experienceIdsOf(homeSections)).toEqual(['home_hero_test']);
    expect(experienceIdsOf([])).toEqual([]);
  });
});

describe('the Optimizely SDK on our datafile', () => {
  const entry = () => {
    const client = createInstance({ projectConfigManager: createStaticProjectConfigManager({ datafile: JSON.stringify(DATAFILE) }) });
    return { client, ready: client.onReady().then(() => true) };
  };

  it('decides the experiment whose key is the decision key; other keys are left to the decide endpoint', async () => {
    expect(await experimentVariations(entry(), ['test', 'other'], 'visitor-1', { site: 'en-us', loggedIn: false })).toEqual({ test: 'variant_b' });
  });

  it('invalid inputs (§5) are logged and decide nothing; nothing throws (§8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await experimentVariations(entry(), ['test'], 42, {})).toEqual({});
    expect(await experimentVariations(entry(), ['test'], 'visitor-1', { site: undefined })).toEqual({});
    expect(await experimentVariations({ client: entry().client, ready: Promise.resolve(false) }, ['test'], 'v', {})).toEqual({});
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('the event dispatcher', () => {
  const batch = (events: number): ExperimentationEventBatch => ({
    account_id: '1', project_id: '2', revision: '3', anonymize_ip: true, enrich_decisions: true,
    visitors: [{ visitor_id: 'v', attributes: [], snapshots: [{ events: Array.from({ length: events }, (_, i) => ({ entity_id: null, key: 'k', timestamp: i, uuid: `u${i}` })) }] }],
  });

  it('sends batches to our ingest (never the vendor URL); a malformed batch is refused and logged', async () => {
    const sent: ExperimentationEventBatch[] = [];
    const api = { sendEvents: (b: ExperimentationEventBatch) => { sent.push(b); return okAsync({ accepted: 1 }); } } as unknown as ExperienceApi;
    const dispatcher = ingestDispatcher(() => api);
    expect(await dispatcher.dispatchEvent({ url: 'https://logx.optimizely.com/v1/events', httpVerb: 'POST', params: batch(1) as never })).toEqual({ statusCode: 200 });
    expect(sent).toHaveLength(1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await dispatcher.dispatchEvent({ url: 'x', httpVerb: 'POST', params: { visitors: [] } as never })).toEqual({ statusCode: 400 });
    logged.mockRestore();
  });

  it('at most 10000 events wait at once: beyond that a batch is dropped (and logged)', async () => {
    // An ingest that never answers: 200 batches of 50 events fill the queue.
    const api = { sendEvents: () => new Promise(() => undefined) } as unknown as ExperienceApi;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const slow = ingestDispatcher(() => api);
    for (let i = 0; i < 200; i += 1) void slow.dispatchEvent({ url: 'x', httpVerb: 'POST', params: batch(50) as never });
    expect(await slow.dispatchEvent({ url: 'x', httpVerb: 'POST', params: batch(1) as never })).toEqual({ statusCode: 503 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('event queue full'), '');
    logged.mockRestore();
  });
});

describe('decideForSections', () => {
  const storefront = (site = FR_FR, decide: ExperienceApi['decide'] = () => okAsync({ responses: [{ requestId: 'home', actions: [{ actionType: 'monetate:action:OmniChannelJson', experienceKey: 'test', variantId: 'variant_a', condition: 'everyone', impressionId: 'x' }] }] })) => {
    const calls: DecideRequest[] = [];
    const value = {
      site, random: { uuid: () => 'visitor-0001', bytes: () => new Uint8Array() },
      session: { shopper: { state: { loggedIn: false } } },
      experience: { decide: (brand: string, body: DecideRequest) => { calls.push(body); return decide(brand, body); } },
    } as unknown as Storefront;
    return { value, calls };
  };
  const kept: string[] = [];
  const options = { apiBaseUrl: 'http://127.0.0.1:1/api', pageType: 'home', keepVisitor: (visitorId: string) => { kept.push(visitorId); } };
  beforeEach(() => { kept.length = 0; });

  it('without targeting consent: no decision, no call, no visitor cookie; the test context still forces', async () => {
    const { value, calls } = storefront();
    const forced = encodeURIComponent(JSON.stringify({ variants: ['variant_b'] }));
    const decisions = await decideForSections(value, request(`/fr-fr?p13n_testcontext=${forced}`), homeSections, options);
    expect(decisions).toEqual({ decisions: {}, testVariants: ['variant_b'] });
    expect(calls).toEqual([]);
    expect(kept).toEqual([]);
  });

  it('with consent: the decide endpoint decides (SDK disabled), the visitor cookie is set once', async () => {
    vi.stubEnv('SWITCHBACK_OPTIMIZELY_SDK_KEY', 'off');
    const { value, calls } = storefront();
    const consented = 'switchback_consent=groups=C0001:1,C0002:0,C0003:0,C0004:1';
    const decisions = await decideForSections(value, request('/fr-fr', consented), homeSections, options);
    expect(decisions.decisions).toEqual({ test: 'variant_a' });
    expect(calls[0]).toMatchObject({ channel: 'ECOMM', monetateId: 'visitor-0001' });
    expect(kept).toEqual(['visitor-0001']);
    await decideForSections(value, request('/fr-fr', `${consented}; ${VISITOR_COOKIE}=visitor-known-1`), homeSections, options);
    expect(kept).toEqual(['visitor-0001']);
    expect(calls[1]).toMatchObject({ monetateId: 'visitor-known-1' });
    vi.unstubAllEnvs();
  });

  it('a page with only a segmentation block asks for the shopper\'s segment (with consent only)', async () => {
    vi.stubEnv('SWITCHBACK_OPTIMIZELY_SDK_KEY', 'off');
    const segment = { loggedIn: true, loyaltyMember: true, employee: false, cartItemCount: 2, profileTypes: ['IPA'] };
    const { value, calls } = storefront(EN_US, () => okAsync({ responses: [], segment }));
    const sections = { lazy: [{ type: 'segmentation', segments: [], baselines: [] }] };
    expect(await decideForSections(value, request('/en-us'), sections, options)).toEqual({ decisions: {}, testVariants: [], segment });
    expect(calls).toHaveLength(1);
    const withoutConsent = storefront(FR_FR, () => okAsync({ responses: [], segment }));
    expect((await decideForSections(withoutConsent.value, request('/fr-fr'), sections, options)).segment).toBeUndefined();
    expect(withoutConsent.calls).toEqual([]);
    vi.unstubAllEnvs();
  });

  it('a failed decide leaves the baseline (logged, never thrown)', async () => {
    vi.stubEnv('SWITCHBACK_OPTIMIZELY_SDK_KEY', 'off');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { value } = storefront(EN_US, () => errAsync({ type: 'NetworkError', message: 'down' } as never));
    expect((await decideForSections(value, request('/en-us'), homeSections, options)).decisions).toEqual({});
    logged.mockRestore();
    vi.unstubAllEnvs();
  });
});
