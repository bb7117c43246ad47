import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDocumentSchema, type ContentPage } from '@switchback/core';
import { WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { TEST_SUPPORT_KEY } from '../test-support/orders';
import { call, expectError, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { exportDocuments, fragment, importDocuments, importSummary } from './content-test-support';
import { buildDemoContent } from './demo-content';

let engine: TestEngine;
beforeAll(async () => {
  engine = await startTestEngine({ supportKey: TEST_SUPPORT_KEY });
});
afterAll(async () => {
  await engine?.close();
});

const blockIds = (page: ContentPage, section: string) => (page.sections[section] ?? []).map((b) => b.id);
const heroTitle = (page: ContentPage) => {
  const experience = page.sections['hero']![0]!;
  return experience.type === 'experience' ? experience.baselines[0]!.title : undefined;
};

describe('the demo content', () => {
  it('every seeded document parses with contentDocumentSchema, for all three sites', () => {
    const docs = buildDemoContent('/api');
    for (const doc of docs) expect(contentDocumentSchema.safeParse(doc).success, doc.id).toBe(true);
    for (const site of ['en-us', 'en-gb', 'fr-fr']) {
      const mine = docs.filter((d) => d.siteId === site);
      expect(mine.filter((d) => d.docType === 'article').length).toBeGreaterThanOrEqual(8);
      expect(mine.filter((d) => d.docType === 'category').length).toBe(7);
    }
  });
});

describe('content calls (§7)', () => {
  it('live shows the evergreen home; preview at 2027-01-05 shows the scheduled winter sale hero', async () => {
    const live = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'en-us', page: 'home' } }));
    expect(heroTitle(live)).toBe('Made for the long way round');
    const future = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', {
      params: { mode: 'pre', siteId: 'en-us', page: 'home' }, query: { previewDateTime: '2027-01-05T09:00:00Z' } }));
    expect(heroTitle(future)).toBe('Winter sale: up to 40% off');
    const nowPreview = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'pre', siteId: 'en-us', page: 'home' } }));
    expect(heroTitle(nowPreview)).toBe('Made for the long way round');
    const liveIgnoresDate = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', {
      params: { mode: 'live', siteId: 'en-us', page: 'home' }, query: { previewDateTime: '2027-01-05T09:00:00Z' } }));
    expect(heroTitle(liveIgnoresDate)).toBe('Made for the long way round');
  });

  it('the winter sale goes live when the clock reaches its schedule', async () => {
    const start = engine.clock.now().getTime();
    engine.clock.advance(Date.parse('2027-01-10T00:00:00Z') - start);
    try {
      const live = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'fr-fr', page: 'home' } }));
      expect(heroTitle(live)).toBe('Soldes d’hiver\u00a0: jusqu’à −40\u00a0%');
    } finally {
      engine.clock.advance(start - engine.clock.now().getTime());
    }
  });

  it('preview answers are no-store; live answers are publicly cacheable', async () => {
    const pre = await call(engine.app, 'contentMenu', { params: { mode: 'pre', siteId: 'en-gb' } });
    expect(pre.statusCode).toBe(200);
    expect(pre.headers['cache-control']).toBe('no-store');
    const live = await call(engine.app, 'contentMenu', { params: { mode: 'live', siteId: 'en-gb' } });
    expect(live.headers['cache-control']).toBe('public, max-age=60');
  });

  it('-inherited: the benefit bar (routePatterns /*) is appended to a page whose route matches, not without a route', async () => {
    const withRoute = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'en-us', page: 'cart' }, query: { route: '/cart' } }));
    expect(blockIds(withRoute, 'top-inherited')).toEqual(['free-returns-promo']);
    const without = expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'en-us', page: 'cart' } }));
    expect(without.sections['top-inherited']).toBeUndefined();
  });

  it('category and product fall back to the default document; a category has its own banner', async () => {
    const own = expectOk('contentCategory', await call(engine.app, 'contentCategory', { params: { mode: 'live', siteId: 'en-gb', categoryId: '1002' } }));
    expect(own.id).toBe('category-1002');
    expect(own.sections['top']![0]!.title).toBe('Walking boots');
    const fallback = expectOk('contentCategory', await call(engine.app, 'contentCategory', { params: { mode: 'live', siteId: 'en-us', categoryId: '9999' } }));
    expect(fallback.id).toBe('category-default');
    const product = expectOk('contentProduct', await call(engine.app, 'contentProduct', { params: { mode: 'live', siteId: 'fr-fr', productId: WELL_STOCKED_PRODUCT_ID } }));
    expect(product.sections['details']!.map((b) => b.type)).toEqual(['accordion', 'icon-and-text']);
  });

  it('pages, children, fragments, footer, search, pop-ups', async () => {
    const privacy = expectOk('contentPage', await call(engine.app, 'contentPage', { params: { mode: 'live', siteId: 'fr-fr', page: 'privacy' } }));
    expect(privacy.meta.title).toBe('Politique de confidentialité');
    const children = expectOk('contentChildren', await call(engine.app, 'contentChildren', { params: { mode: 'live', siteId: 'en-us', parentPageSlug: 'help' } }));
    expect(children.children.map((c) => c.key)).toEqual(['contact-us', 'how-to-return']);
    const article = expectOk('contentPage', await call(engine.app, 'contentPage', { params: { mode: 'live', siteId: 'en-us', page: 'boot-care' } }));
    expect(article.article?.tags).toEqual(['care', 'hiking']);
    expectOk('contentFragment', await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'free-returns' }, query: { siteId: 'en-gb' } }));
    const footer = expectOk('contentFooter', await call(engine.app, 'contentFooter', { params: { mode: 'live', siteId: 'en-us' } }));
    expect(footer.sections['main']!.every((b) => b.type === 'footer-item')).toBe(true);
    for (const searchType of ['results', 'no-results', 'hub']) expectOk('contentSearch', await call(engine.app, 'contentSearch', { params: { mode: 'live', siteId: 'en-us', searchType } }));
    const popUps = expectOk('contentPopUps', await call(engine.app, 'contentPopUps', { params: { mode: 'live', siteId: 'en-us' } }));
    expect(popUps.popups.map((p) => [p.id, p.delay])).toEqual([['newsletter', 2000]]);
  });

  it('every page type of §2 is served on every site', async () => {
    const pageTypes = ['home', 'cart', 'checkout', 'account', 'account-profile', 'basecamp', 'contact-us', '4xx', 'generic', 'gift-card', 'loyalty-modal',
      'order-confirmation', 'promotions', 'sign-in-modal', 'sign-up', 'sign-up-modal', 'store-locator', 'westend'];
    for (const siteId of ['en-us', 'en-gb', 'fr-fr']) {
      for (const page of pageTypes) expectOk('contentAugmentedPage', await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId, page } }));
    }
  });

  it('unknown documents answer 404 CONTENT_NOT_FOUND', async () => {
    expectError(await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'en-us', page: 'nope' } }), 404, 'CONTENT_NOT_FOUND');
    expectError(await call(engine.app, 'contentPage', { params: { mode: 'live', siteId: 'en-us', page: 'nope' } }), 404, 'CONTENT_NOT_FOUND');
    expectError(await call(engine.app, 'contentChildren', { params: { mode: 'live', siteId: 'en-us', parentPageSlug: 'nope' } }), 404, 'CONTENT_NOT_FOUND');
    expectError(await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'nope' }, query: { siteId: 'en-us' } }), 404, 'CONTENT_NOT_FOUND');
    expectError(await call(engine.app, 'contentSearch', { params: { mode: 'live', siteId: 'en-us', searchType: 'nope' } }), 404, 'CONTENT_NOT_FOUND');
  });

  it('bad parameters answer 400 naming the field, never 5xx', async () => {
    const bad = [
      await call(engine.app, 'contentAugmentedPage', { params: { mode: 'draft', siteId: 'en-us', page: 'home' } }),
      await call(engine.app, 'contentAugmentedPage', { params: { mode: 'live', siteId: 'de-de', page: 'home' } }),
      await call(engine.app, 'contentAugmentedPage', { params: { mode: 'pre', siteId: 'en-us', page: 'home' }, query: { previewDateTime: 'tomorrow' } }),
      await call(engine.app, 'contentShowcase', { params: { mode: 'live', siteId: 'en-us', docType: 'article' }, query: { limit: '15' } }),
      await call(engine.app, 'articleSearch', { query: { siteId: 'en-us', tagId: 'Not A Tag' } }),
      await call(engine.app, 'componentSizeChart', { params: { productType: 'gloves' }, query: { siteId: 'en-us' } }),
    ];
    for (const response of bad) expect(response.statusCode, response.body).toBe(400);
    expect(expectError(bad[2]!, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('previewDateTime');
  });

  it('article search: newest first, by tag, limit/offset, exclude, facets with labels', async () => {
    const all = expectOk('articleSearch', await call(engine.app, 'articleSearch', { query: { siteId: 'en-us', limit: '50' } }));
    expect(all.numFound).toBe(9);
    expect(all.articles[0]!.url).toBe('/articles/first-trail-race');
    expect(all.facets).toContainEqual({ id: 'trail-running', label: 'Trail running' });
    const trail = expectOk('articleSearch', await call(engine.app, 'articleSearch', { query: { siteId: 'fr-fr', tagId: 'trail-running', limit: '2', offset: '1' } }));
    expect(trail.numFound).toBe(3);
    expect(trail.articles.map((a) => a.url)).toEqual(['/articles/trail-shoe-guide', '/articles/night-running']);
    expect(trail.facets).toContainEqual({ id: 'trail-running', label: 'Trail' });
    const related = expectOk('articleSearch', await call(engine.app, 'articleSearch', { query: { siteId: 'en-us', tagId: 'care', exclude: 'boot-care', limit: '4' } }));
    expect(related.articles.map((a) => a.url)).toEqual(['/articles/washing-a-shell']);
  });

  it('showcase: documents of a type with limit/offset and referrersCount (documents linking to its page)', async () => {
    const pages = expectOk('contentShowcase', await call(engine.app, 'contentShowcase', { params: { mode: 'live', siteId: 'en-us', docType: 'page' }, query: { limit: '50' } }));
    expect(pages.numFound).toBe(11);
    const help = pages.results.find((r) => r.id === 'page-help')!;
    // The footer, the benefit bar and the contact-us page (hers: "/pages/help#size-charts" from the product page too).
    expect(help.referrersCount).toBeGreaterThanOrEqual(3);
    const page2 = expectOk('contentShowcase', await call(engine.app, 'contentShowcase', { params: { mode: 'live', siteId: 'en-us', docType: 'page' }, query: { limit: '10', offset: '10' } }));
    expect(page2.results).toHaveLength(1);
    const banners = expectOk('contentShowcase', await call(engine.app, 'contentShowcase', { params: { mode: 'live', siteId: 'en-us', docType: 'category' }, query: { layoutVariant: 'thin' } }));
    expect(banners.numFound).toBe(7);
  });
});

describe('internal content', () => {
  it('size chart, foot sizes, compare, collections, footer, search hub, utility, location selector, pages', async () => {
    const chart = expectOk('componentSizeChart', await call(engine.app, 'componentSizeChart', { params: { productType: 'shoes' }, query: { siteId: 'fr-fr' } }));
    expect(chart.systems).toEqual(['US', 'UK', 'EU', 'cm']);
    expect(chart.rows[0]).toMatchObject({ US: '7', UK: '6', EU: '40', cm: '25' });
    expect(chart.title).toBe('Guide des tailles chaussures');
    expect(expectOk('componentFootSizes', await call(engine.app, 'componentFootSizes', { query: { siteId: 'en-us' } })).sizes.length).toBeGreaterThan(5);
    expect(expectOk('componentCompare', await call(engine.app, 'componentCompare', { query: { siteId: 'en-gb' } })).attributes[0]).toEqual({ id: 'weight', label: 'Weight', unit: 'g' });
    expect(expectOk('componentCollections', await call(engine.app, 'componentCollections', { query: { siteId: 'en-us' } })).collections.length).toBe(3);
    const footer = expectOk('componentFooter', await call(engine.app, 'componentFooter', { query: { siteId: 'en-us' } }));
    expect(footer.columns.map((c) => c.title)).toEqual(['Shop', 'Help', 'About']);
    expect(expectOk('componentSearchHub', await call(engine.app, 'componentSearchHub', { query: { siteId: 'en-us' } })).categories).toHaveLength(6);
    expect(expectOk('componentUtility', await call(engine.app, 'componentUtility', { query: { siteId: 'en-gb' } })).links[1]!.text).toBe('Find a shop');
    expect(expectOk('pageLocationSelector', await call(engine.app, 'pageLocationSelector', { query: { siteId: 'en-us' } })).sites.map((s) => s.siteId)).toEqual(['en-us', 'en-gb', 'fr-fr']);
    expect(expectOk('internalPage', await call(engine.app, 'internalPage', { params: { page: 'sms-terms' }, query: { siteId: 'en-us' } })).meta.title).toBe('SMS terms');
  });

  it('content images are SVGs of the declared size', async () => {
    const response = await engine.app.inject({ method: 'GET', url: '/api/images/content/hero-home-hero-lg.svg?w=1920&h=900' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('width="1920" height="900"');
    expect((await engine.app.inject({ method: 'GET', url: '/api/images/content/..%2Fetc.svg' })).statusCode).toBe(400);
  });
});

describe('authoring: export and import (support)', () => {
  it('without the support key: 403, nothing imported', async () => {
    const response = await call(engine.app, 'supportContentImport', { body: { documents: [{ document: fragment('no-key', 'x') }] } });
    expect(response.statusCode).toBe(403);
  });

  it('a bad document refuses the whole import with its file, block path and reason; nothing is written', async () => {
    const bad = { ...fragment('bad-one', 'x'), sections: { main: [{ type: 'collection', id: 'c', breakpoints: { sm: { type: 'grid' } }, items: [{ type: 'banner', id: 'b', variant: 'sideways' }] }] } };
    const response = await importDocuments(engine.app, [fragment('good-one', 'fine'), bad]);
    const answer = expectError(response, 400, 'INVALID_REQUEST');
    expect(answer.errorDetails[0]!.field).toBe('documents[1].document.sections.main[0].items[0].variant');
    expect(answer.errorDetails[0]!.message).toContain('doc-1.json (bad-one): sections.main[0].items[0].variant');
    expectError(await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'good-one' }, query: { siteId: 'en-us' } }), 404, 'CONTENT_NOT_FOUND');
  });

  it('a dry run validates and counts but writes nothing; a real import writes, a second is unchanged', async () => {
    expect(importSummary(await importDocuments(engine.app, [fragment('dry-one', 'x')], true))).toMatchObject({ dryRun: true, created: 1 });
    expectError(await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'dry-one' }, query: { siteId: 'en-us' } }), 404, 'CONTENT_NOT_FOUND');
    expect(importSummary(await importDocuments(engine.app, [fragment('real-one', 'x')]))).toMatchObject({ dryRun: false, created: 1, updated: 0 });
    expect(importSummary(await importDocuments(engine.app, [fragment('real-one', 'x')]))).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(importSummary(await importDocuments(engine.app, [fragment('real-one', 'y')]))).toMatchObject({ created: 0, updated: 1 });
    const page = expectOk('contentFragment', await call(engine.app, 'contentFragment', { params: { mode: 'live', fragmentId: 'real-one' }, query: { siteId: 'en-us' } }));
    expect(page.sections['main']![0]!.richText).toBe('y');
  });

  it('overlapping schedules of one (site, docType, key) are refused; adjacent ones are fine', async () => {
    const jan = fragment('promo-jan', 'jan', { key: 'promo', schedule: { from: '2027-01-01T00:00:00Z', to: '2027-02-01T00:00:00Z' } });
    const febOverlap = fragment('promo-feb', 'feb', { key: 'promo', schedule: { from: '2027-01-31T00:00:00Z' } });
    const answer = expectError(await importDocuments(engine.app, [jan, febOverlap]), 400, 'INVALID_REQUEST');
    expect(answer.errorDetails[0]!.message).toContain('promo-feb and promo-jan');
    const feb = fragment('promo-feb', 'feb', { key: 'promo', schedule: { from: '2027-02-01T00:00:00Z' } });
    importSummary(await importDocuments(engine.app, [jan, feb]));
    const at = (previewDateTime: string) => call(engine.app, 'contentFragment', { params: { mode: 'pre', fragmentId: 'promo' }, query: { siteId: 'en-us', previewDateTime } });
    expect(expectOk('contentFragment', await at('2027-01-31T23:59:59Z')).id).toBe('promo-jan');
    expect(expectOk('contentFragment', await at('2027-02-01T00:00:00Z')).id).toBe('promo-feb');
    expectError(await at('2026-12-01T00:00:00Z'), 404, 'CONTENT_NOT_FOUND');
  });

  it('U+0000 in a text is a 400, not a 500', async () => {
    const answer = expectError(await importDocuments(engine.app, [fragment('nul', 'a\u0000b')]), 400, 'INVALID_REQUEST');
    expect(answer.errorDetails[0]!.field).toBe('documents[0].document.sections.main[0].richText');
  });

  it('export → import → export gives the same documents', async () => {
    const first = await exportDocuments(engine.app, 'en-gb');
    expect(first.length).toBeGreaterThan(40);
    expect(importSummary(await importDocuments(engine.app, first))).toMatchObject({ created: 0, updated: 0, unchanged: first.length });
    expect(await exportDocuments(engine.app, 'en-gb')).toEqual(first);
  });

  it('property: any document the schema accepts round-trips through import and export unchanged', async () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0 && !s.includes('\u0000')).map((s) => s.trim());
    const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
    const url = fc.constantFrom('/c/jackets-2001', '/pages/help', 'https://example.com/a', '#top');
    const leaf = fc.oneof(
      fc.record({ type: fc.constant('rich-text'), id, richText: fc.string({ maxLength: 40 }).filter((s) => !s.includes('\u0000')) }),
      fc.record({ type: fc.constant('banner'), id, variant: fc.constantFrom('standard', 'thin', 'split', 'overlay'), title: text, targets: fc.array(fc.record({ text, url }), { maxLength: 2 }) }, { requiredKeys: ['type', 'id', 'variant'] }),
      fc.record({ type: fc.constant('spacer'), id, size: fc.constantFrom('small', 'medium', 'large') }),
      fc.record({ type: fc.constant('collection'), id, breakpoints: fc.record({ sm: fc.record({ type: fc.constantFrom('carousel', 'grid'), slideWidth: fc.oneof(fc.constant('auto'), fc.double({ min: 5, max: 100, noNaN: true })) }) }), items: fc.array(fc.record({ type: fc.constant('spacer'), id, size: fc.constant('small') }), { maxLength: 3 }) }),
    );
    const nested = fc.oneof(
      fc.record({ type: fc.constant('accordion'), id, items: fc.array(fc.record({ title: text, richText: fc.string({ maxLength: 30 }).filter((x) => !x.includes('\u0000')), blocks: fc.array(leaf, { maxLength: 2 }) }, { requiredKeys: ['title'] }), { minLength: 1, maxLength: 3 }) }),
      fc.record({ type: fc.constant('experience'), id, experienceId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), baselines: fc.array(leaf, { maxLength: 2 }),
        variants: fc.array(fc.record({ name: text, variantId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), blocks: fc.array(leaf, { maxLength: 2 }) }), { maxLength: 2 }) }),
      fc.record({ type: fc.constant('dialog'), id, openLabel: text, blocks: fc.array(leaf, { maxLength: 2 }), newsletterForm: fc.boolean() }, { requiredKeys: ['type', 'id', 'openLabel'] }),
    );
    const block = fc.oneof(leaf, nested);
    const schedule = fc.option(fc.record({ from: fc.constant('2030-01-01T00:00:00Z'), to: fc.constantFrom('2030-02-01T00:00:00+01:00', '2031-01-01T00:00:00.500Z') }, { requiredKeys: ['from'] }), { nil: undefined });
    const sections = fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/), fc.array(block, { maxLength: 3 }), { maxKeys: 3 });
    const body = fc.oneof(
      fc.record({ docType: fc.constantFrom('page', 'augmentedpage', 'inherited', 'fragment'), sections, meta: fc.record({ title: text }), routePatterns: fc.array(fc.constantFrom('/*', '/c/*', '/'), { maxLength: 2 }) }, { requiredKeys: ['docType', 'sections'] }),
      fc.record({ docType: fc.constant('popup'), popUp: fc.record({ id, name: text, title: text, delay: fc.integer({ min: 0, max: 60_000 }), routes: fc.array(fc.constant('/*'), { maxLength: 1 }) }, { requiredKeys: ['id', 'name', 'title'] }) }),
      fc.record({ docType: fc.constant('article'), sections, article: fc.record({ title: text, picture: fc.record({ url, alt: fc.string({ maxLength: 10 }).filter((x) => !x.includes('\u0000')), width: fc.integer({ min: 1, max: 4000 }), height: fc.integer({ min: 1, max: 4000 }) }), tags: fc.array(id, { maxLength: 3 }), publishedAt: fc.constantFrom('2026-01-31', '2025-12-01') }) }),
      fc.record({ docType: fc.constant('menu'), entries: fc.array(fc.record({ id, title: text, url, columns: fc.array(fc.record({ id, title: text, url, children: fc.array(fc.record({ id, title: text, url }), { maxLength: 2 }) }), { maxLength: 2 }) }), { maxLength: 2 }) }),
    );
    const doc = fc.record({ key: id, name: text, body, schedule });
    let n = 0;
    await fc.assert(fc.asyncProperty(doc, async (raw) => {
      n += 1;
      const candidate = { id: `prop-${n}`, siteId: 'en-gb', key: `prop-${n}-${raw.key}`, name: raw.name, ...raw.body, ...(raw.schedule === undefined ? {} : { schedule: raw.schedule }) };
      const parsed = contentDocumentSchema.safeParse(candidate);
      fc.pre(parsed.success);
      importSummary(await importDocuments(engine.app, [parsed.data]));
      const stored = (await exportDocuments(engine.app, 'en-gb')).find((d) => d['id'] === candidate.id);
      expect(stored).toEqual(JSON.parse(JSON.stringify(parsed.data)));
    }), { numRuns: 60 });
  });
});
