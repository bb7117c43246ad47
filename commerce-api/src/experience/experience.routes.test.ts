import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentationDatafileSchema, type DecideRequest } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, consumerCookie, expectError, expectOk, firstVariant, guestCookie, startPostgresTestEngine, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { DEMO_DATAFILE, DEMO_SDK_KEY } from './demo-datafile';

const decideBody = (monetateId: string, experienceKeys: string[], extra: DecideRequest['events'] = []): DecideRequest => ({
  channel: 'ECOMM', monetateId,
  events: [{ eventType: 'monetate:context:PageView', pageType: 'home' }, { eventType: 'monetate:decision:DecisionRequest', requestId: 'req-1', experienceKeys }, ...extra],
});

const eventBatch = () => ({
  account_id: DEMO_DATAFILE.accountId, project_id: DEMO_DATAFILE.projectId, revision: DEMO_DATAFILE.revision,
  client_name: 'javascript-sdk', client_version: '6.6.1', anonymize_ip: true, enrich_decisions: true,
  visitors: [{
    visitor_id: 'visitor-events-1',
    attributes: [{ entity_id: '21472480123', key: 'site', type: 'custom', value: 'en-us' }],
    snapshots: [{
      decisions: [{ campaign_id: '21473110654', experiment_id: '21475140987', variation_id: '21476230111', metadata: { flag_key: '', rule_key: 'test', rule_type: 'experiment', variation_key: 'variant_a', enabled: false } }],
      events: [{ entity_id: '21473110654', key: 'campaign_activated', timestamp: 1_780_000_000_000, uuid: 'a0c5d1e2-0000-4000-8000-000000000001' }],
    }],
  }],
});

const measure = (overrides: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1840.5, rating: 'good', id: 'v5-1732-1', pageType: 'home', site: 'en-us', navigationType: 'navigate', ...overrides });

function experienceSuite(start: () => Promise<TestEngine>): void {
  let engine: TestEngine;
  const query = async <R>(sql: string, params: unknown[] = []): Promise<R[]> => (await engine.internals.db.query<R>(sql, params)).rows;
  const decide = async (cookie: string, monetateId: string, keys: string[]) =>
    expectOk('decide', await call(engine.app, 'decide', { cookie, params: { brand: 'switchback' }, body: decideBody(monetateId, keys) }));
  const variantOf = async (cookie: string, monetateId: string, key = 'probe') =>
    (await decide(cookie, monetateId, [key])).responses[0]?.actions.find((a) => a.experienceKey === key)?.variantId;

  beforeAll(async () => {
    engine = await start();
    // One experience whose rules name every kind of §6 condition, most specific first.
    const rules = [['employee', 'v-employee'], ['loyalty-member', 'v-loyal'], ['ipa', 'v-ipa'], ['athletes', 'v-athlete'],
      ['cart-not-empty', 'v-cart'], ['logged-in', 'v-in'], ['logged-out', 'v-out']];
    for (const [i, [condition, variant]] of rules.entries()) {
      await query('INSERT INTO experience_rules (experience_key, position, condition, variant_id) VALUES ($1, $2, $3, $4)', ['probe', i + 1, condition, variant]);
    }
  });
  afterAll(async () => {
    await engine?.close();
  });

  describe('decide (§6 conditions from the caller\'s principal, consumer and basket)', () => {
    it('the seeded home hero: a guest sees variant_a, a signed-in shopper variant_b; the key is the decision key of the experienceId', async () => {
      const guest = await guestCookie(engine.app);
      const answer = await decide(guest, 'visitor-home-1', ['home_hero_test']);
      expect(answer.responses).toEqual([{ requestId: 'req-1', actions: [expect.objectContaining({ experienceKey: 'test', variantId: 'variant_a', condition: 'everyone' })] }]);
      const { cookie } = await consumerCookie(engine);
      expect(await variantOf(cookie, 'visitor-home-2', 'test')).toBe('variant_b');
    });

    it('logged out, cart not empty, logged in, loyalty member, employee, profile types ipa and athletes', async () => {
      const guest = await guestCookie(engine.app);
      expect(await variantOf(guest, 'visitor-cond-1')).toBe('v-out');
      const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
      const cart = expectOk('createCart', await call(engine.app, 'createCart', { cookie: guest, body: {} }));
      expectOk('addItem', await call(engine.app, 'addItem', { cookie: guest, body: { cartId: cart.basketId, items: [{ productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 }] } }));
      expect(await variantOf(guest, 'visitor-cond-1')).toBe('v-cart');
      expect((await decide(guest, 'visitor-cond-1', [])).segment).toMatchObject({ loggedIn: false, cartItemCount: 1 });

      const registered = await consumerCookie(engine);
      expect(await variantOf(registered.cookie, 'visitor-cond-2')).toBe('v-in');
      expect((await decide(registered.cookie, 'visitor-cond-2', [])).segment).toEqual({ loggedIn: true, loyaltyMember: false, employee: false, cartItemCount: 0, profileTypes: [] });
      await query('INSERT INTO loyalty_members (customer_id, member_id, joined_at) VALUES ($1, $2, now())', [registered.customerId, `M${registered.consumerNo}`]);
      expect(await variantOf(registered.cookie, 'visitor-cond-2')).toBe('v-loyal');

      const employee = await consumerCookie(engine, { consumerType: 'EMPLOYEE' });
      expect(await variantOf(employee.cookie, 'visitor-cond-3')).toBe('v-employee');

      const ipa = await consumerCookie(engine);
      await query(`INSERT INTO consumer_special_profiles (customer_id, currency, prosumer_identity, prosumer_annual_credit, updated_at) VALUES ($1, 'USD', 'IPA', 50000, now())`, [ipa.customerId]);
      expect(await variantOf(ipa.cookie, 'visitor-cond-4')).toBe('v-ipa');
      expect((await decide(ipa.cookie, 'visitor-cond-4', [])).segment?.profileTypes).toEqual(['IPA']);
      const athlete = await consumerCookie(engine);
      await query(`INSERT INTO consumer_special_profiles (customer_id, currency, athlete_annual_credit, updated_at) VALUES ($1, 'USD', 30000, now())`, [athlete.customerId]);
      expect(await variantOf(athlete.cookie, 'visitor-cond-5')).toBe('v-athlete');
    });

    it('an experience without rules gets no action; an impression is recorded per visitor, experience and variant shown', async () => {
      const guest = await guestCookie(engine.app);
      const answer = await decide(guest, 'visitor-imp-1', ['unknown_exp', 'probe']);
      expect(answer.responses[0]!.actions.map((a) => a.experienceKey)).toEqual(['probe']);
      await decide(guest, 'visitor-imp-1', ['probe']);
      expect(await query('SELECT experience_key, variant_id FROM experience_impressions WHERE visitor_id = $1', ['visitor-imp-1']))
        .toEqual([{ experience_key: 'probe', variant_id: 'v-out' }]);
    });

    it('recommendation impressions: the rec tokens of the cards shown, once per visitor', async () => {
      const guest = await guestCookie(engine.app);
      const recs: DecideRequest['events'] = [{ eventType: 'monetate:record:RecImpressions', recTokens: ['rec-a', 'rec-b', 'rec-a'] }];
      for (let i = 0; i < 2; i += 1) {
        expectOk('decide', await call(engine.app, 'decide', { cookie: guest, params: { brand: 'switchback' }, body: decideBody('visitor-rec-1', [], recs) }));
      }
      expect((await query<{ rec_token: string }>('SELECT rec_token FROM recommendation_impressions WHERE visitor_id = $1 ORDER BY rec_token', ['visitor-rec-1'])).map((r) => r.rec_token))
        .toEqual(['rec-a', 'rec-b']);
    });

    it('bad input is a 400 naming the field and records nothing; no token is a 401', async () => {
      const guest = await guestCookie(engine.app);
      const bad = async (body: unknown, field: string, brand = 'switchback') => {
        const answer = expectError(await call(engine.app, 'decide', { cookie: guest, params: { brand }, body }), 400, 'INVALID_REQUEST');
        expect(JSON.stringify(answer)).toContain(field);
      };
      await bad({ ...decideBody('visitor-bad-1', ['probe']), monetateId: 'no spaces allowed' }, 'monetateId');
      await bad({ ...decideBody('visitor-bad-1', ['probe']), events: [] }, 'events');
      await bad({ ...decideBody('visitor-bad-1', ['probe']), channel: 'FAX' }, 'channel');
      await bad(decideBody('visitor-bad-1', ['probe']), 'brand', 'acme');
      expect(await query('SELECT 1 FROM experience_impressions WHERE visitor_id = $1', ['visitor-bad-1'])).toEqual([]);
      expect((await call(engine.app, 'decide', { params: { brand: 'switchback' }, body: decideBody('visitor-bad-2', ['probe']) })).statusCode).toBe(401);
    });
  });

  describe('experimentation datafile and events', () => {
    it('serves the stored Optimizely datafile of an SDK key (version 4, the experiment `test` with the hero variants); an unknown key is a 404', async () => {
      const datafile = expectOk('experimentationDatafile', await call(engine.app, 'experimentationDatafile', { params: { sdkKey: DEMO_SDK_KEY } }));
      expect(experimentationDatafileSchema.parse(datafile)).toMatchObject({ version: '4', sdkKey: DEMO_SDK_KEY });
      expect(datafile.experiments[0]!.variations.map((v) => v.key)).toEqual(['variant_a', 'variant_b']);
      expect(datafile).toEqual(DEMO_DATAFILE);
      expect((await call(engine.app, 'experimentationDatafile', { params: { sdkKey: 'nobody' } })).statusCode).toBe(404);
    });

    it('stores an event log batch, one row per visitor; a malformed batch is a 400 and stores nothing', async () => {
      expect(expectOk('experimentationEvents', await call(engine.app, 'experimentationEvents', { body: eventBatch() }))).toEqual({ accepted: 1 });
      expect(await query<{ n: number }>('SELECT count(*)::int AS n FROM experimentation_events WHERE visitor_id = $1', ['visitor-events-1'])).toEqual([{ n: 1 }]);
      const { visitors: _dropped, ...noVisitors } = eventBatch();
      expectError(await call(engine.app, 'experimentationEvents', { body: noVisitors }), 400, 'INVALID_REQUEST');
      expectError(await call(engine.app, 'experimentationEvents', { body: { ...eventBatch(), anonymize_ip: 'yes' } }), 400, 'INVALID_REQUEST');
      expect(await query<{ n: number }>('SELECT count(*)::int AS n FROM experimentation_events')).toEqual([{ n: 1 }]);
    });
  });

  describe('web-vitals ingest', () => {
    it('stores bounded measures', async () => {
      expect(expectOk('performanceIngest', await call(engine.app, 'performanceIngest', { body: { measures: [measure(), measure({ name: 'CLS', value: 0.02, id: 'v5-2' })] } }))).toEqual({ accepted: 2 });
      expect(await query('SELECT name, value, page_type, site_id FROM performance_measures ORDER BY id')).toEqual([
        { name: 'LCP', value: 1840.5, page_type: 'home', site_id: 'en-us' }, { name: 'CLS', value: 0.02, page_type: 'home', site_id: 'en-us' }]);
    });

    it('out of bounds, unknown names, negative values, bad sites: 400 naming the field, nothing stored', async () => {
      const before = (await query<{ n: number }>('SELECT count(*)::int AS n FROM performance_measures'))[0]!.n;
      for (const [bad, field] of [
        [measure({ value: 60_001 }), 'value'], [measure({ name: 'CLS', value: 101 }), 'value'], [measure({ value: -1 }), 'value'],
        [measure({ name: 'FID' }), 'name'], [measure({ site: 'de-de' }), 'site'], [measure({ rating: 'great' }), 'rating'],
      ] as const) {
        const answer = expectError(await call(engine.app, 'performanceIngest', { body: { measures: [measure({ id: 'ok' }), bad] } }), 400, 'INVALID_REQUEST');
        expect(JSON.stringify(answer)).toContain(field);
      }
      expectError(await call(engine.app, 'performanceIngest', { body: { measures: [] } }), 400, 'INVALID_REQUEST');
      expect((await query<{ n: number }>('SELECT count(*)::int AS n FROM performance_measures'))[0]!.n).toBe(before);
    });
  });
}

describe('experience (PGlite)', () => {
  experienceSuite(() => startTestEngine());
});

describePostgres('experience (PostgreSQL)', (url) => {
  experienceSuite(() => startPostgresTestEngine(url));

  describe('concurrency', () => {
    let engine: TestEngine;
    beforeAll(async () => {
      engine = await startPostgresTestEngine(url);
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('10 concurrent decides for one visitor record the impression once', async () => {
      const guest = await guestCookie(engine.app);
      const responses = await Promise.all(Array.from({ length: 10 }, () =>
        call(engine.app, 'decide', { cookie: guest, params: { brand: 'switchback' }, body: decideBody('visitor-race-1', ['home_hero_test']) })));
      for (const response of responses) expect(expectOk('decide', response).responses[0]!.actions[0]!.variantId).toBe('variant_a');
      const rows = (await engine.internals.db.query('SELECT variant_id FROM experience_impressions WHERE visitor_id = $1', ['visitor-race-1'])).rows;
      expect(rows).toEqual([{ variant_id: 'variant_a' }]);
    });
  });
});
