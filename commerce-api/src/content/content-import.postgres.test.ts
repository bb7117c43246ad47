import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ContentPage } from '@switchback/core';
import { TEST_SUPPORT_KEY } from '../test-support/orders';
import { describePostgres } from '../test-support/postgres-test-database';
import { call, expectError, expectOk, startPostgresTestEngine, type TestEngine } from '../test-support/test-engine';
import { exportDocuments, fragment, importDocuments } from './content-test-support';

describePostgres('content import on real PostgreSQL', (url) => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startPostgresTestEngine(url, { supportKey: TEST_SUPPORT_KEY });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('the service on PostgreSQL: live vs preview at a date, the -inherited merge, unknown → 404, bad params → 400', async () => {
    const home = (mode: string, query: Record<string, string> = {}) => call(engine.app, 'contentAugmentedPage', { params: { mode, siteId: 'en-gb', page: 'home' }, query });
    const heroOf = (page: ContentPage) => {
      const experience = page.sections['hero']![0]!;
      return experience.type === 'experience' ? experience.baselines[0]!.title : undefined;
    };
    expect(heroOf(expectOk('contentAugmentedPage', await home('live')))).toBe('Made for the long way round');
    expect(heroOf(expectOk('contentAugmentedPage', await home('pre', { previewDateTime: '2027-01-05T09:00:00+01:00' })))).toBe('Winter sale: up to 40% off');
    expect(heroOf(expectOk('contentAugmentedPage', await home('pre', { previewDateTime: '2027-02-15T00:00:00Z' })))).toBe('Made for the long way round');
    const cart = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'fr-fr', page: 'cart' }, query: { route: '/cart' } }));
    expect(cart.sections['top-inherited']!.map((b) => b.id)).toEqual(['free-returns-promo']);
    expectError(await call(engine.app, 'contentPage', { params: { mode: 'live', siteId: 'en-us', page: 'nope' } }), 404, 'CONTENT_NOT_FOUND');
    expectError(await home('pre', { previewDateTime: '2027-13-45T00:00:00Z' }), 400, 'INVALID_REQUEST');
    const articles = expectOk('articleSearch', await call(engine.app, 'articleSearch', { query: { siteId: 'en-gb', tagId: 'care', limit: '4' } }));
    expect(articles.articles.map((a) => a.url)).toEqual(['/articles/boot-care', '/articles/washing-a-shell']);
  });

  it('all or nothing: an import with a schedule conflict found in SQL after writing writes none of its documents', async () => {
    const before = await exportDocuments(engine.app);
    const docs = [
      fragment('pg-a', 'a'),
      fragment('pg-jan', 'jan', { key: 'pg-promo', schedule: { from: '2027-01-01T00:00:00Z', to: '2027-02-01T00:00:00Z' } }),
      fragment('pg-jan-too', 'jan', { key: 'pg-promo', schedule: { from: '2027-01-15T00:00:00Z' } }),
    ];
    expectError(await importDocuments(engine.app, docs), 400, 'INVALID_REQUEST');
    expect(await exportDocuments(engine.app)).toEqual(before);
    expectError(await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'pg-a' }, query: { siteId: 'en-us' } }), 404, 'CONTENT_NOT_FOUND');
  });

  it('concurrent imports do not interleave: two dated versions sent at once, one import wins, the other is refused', async () => {
    const first = fragment('race-a', 'a', { key: 'race', schedule: { from: '2028-01-01T00:00:00Z' } });
    const second = fragment('race-b', 'b', { key: 'race', schedule: { from: '2028-06-01T00:00:00Z' } });
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => importDocuments(engine.app, [i % 2 === 0 ? first : second])));
    const statuses = responses.map((r) => r.statusCode);
    // The first to take the lock writes its version; every import of the other version finds the overlap and writes nothing.
    expect(statuses.filter((s) => s === 200).length).toBe(4);
    expect(statuses.filter((s) => s === 400).length).toBe(4);
    const stored = (await exportDocuments(engine.app, 'en-us')).filter((d) => d['key'] === 'race');
    expect(stored).toHaveLength(1);
    const page = expectOk('contentFragment', await call(engine.app, 'contentFragment', { params: { mode: 'pre', fragmentId: 'race' }, query: { siteId: 'en-us', previewDateTime: '2029-01-01T00:00:00Z' } }));
    expect(page.id).toBe(stored[0]!['id']);
  });

  it('concurrent imports of many documents each: every document of every import is written exactly once', async () => {
    const batches = Array.from({ length: 6 }, (_, b) => Array.from({ length: 20 }, (_, i) => fragment(`bulk-${b}-${i}`, `${b}/${i}`)));
    const responses = await Promise.all(batches.map((docs) => importDocuments(engine.app, docs)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const bulk = (await exportDocuments(engine.app, 'en-us')).filter((d) => String(d['id']).startsWith('bulk-'));
    expect(bulk).toHaveLength(120);
  });
});
