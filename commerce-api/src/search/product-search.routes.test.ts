import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_FACET_IDS, SEARCH_SORTS, type ProductSearchResponse, type SearchFacetId } from '@switchback/core';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startPostgresTestEngine, startTestEngine, type TestEngine,
} from '../test-support/test-engine';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';

type SiteHeader = 'en-us' | 'en-gb' | 'fr-fr';
const site = (id: SiteHeader) => ({ 'x-site-id': id });
const TRAIL_SHOES = '1001';

/** Issue 11 §2 search relevance, facets, sorts and pagination on the demo seed, the same on PGlite and PostgreSQL. */
function searchSuite(start: () => Promise<TestEngine>): void {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await start();
  }, 120_000);
  afterAll(async () => {
    await engine?.close();
  });

  const search = async (query: Record<string, string>, siteId: SiteHeader = 'en-us'): Promise<ProductSearchResponse> =>
    expectOk('productSearch', await call(engine.app, 'productSearch', { headers: site(siteId), query }));
  const ids = async (query: Record<string, string>, siteId: SiteHeader = 'en-us') => (await search(query, siteId)).hits.map((h) => h.id);
  /** Every hit of a search, page by page. */
  const everyHit = async (query: Record<string, string>, siteId: SiteHeader = 'en-us', pageSize = 7) => {
    const all: ProductSearchResponse['hits'] = [];
    for (let start = 0; ; start += pageSize) {
      const page = await search({ ...query, start: String(start), count: String(pageSize) }, siteId);
      all.push(...page.hits);
      if (page.hits.length < pageSize) return { hits: all, total: page.total };
    }
  };

  it('a typo finds the product, and the answer offers the nearest spelling: "rdige runner" → Ridge Trail Runner', async () => {
    const answer = await search({ q: 'rdige runner' });
    expect(answer.hits.map((h) => h.id)).toContain(WELL_STOCKED_PRODUCT_ID);
    expect(answer.hits[0]!.title).toMatch(/^Ridge /);
    expect(answer.suggestion).toBe('ridge runner');
    // A query that matches as typed suggests nothing.
    expect((await search({ q: 'ridge runner' })).suggestion).toBeUndefined();
  });

  it('English stemming and prefix: "runners" and "ridge trail run" find Ridge Trail Runner', async () => {
    expect(await ids({ q: 'runners' })).toContain(WELL_STOCKED_PRODUCT_ID);
    expect((await ids({ q: 'ridge trail run' }))[0]).toBe(WELL_STOCKED_PRODUCT_ID);
  });

  it('fr-fr: a French query finds the French name with or without accents, and accents in the query are ignored', async () => {
    // The best hit (a grown seed may hold more products with these words).
    const accented = await search({ q: 'chaussure randonnée moraine' }, 'fr-fr');
    expect(accented.hits[0]!.id).toBe('SBHK0006');
    expect(accented.hits[0]!.title).toMatch(/randonnée/);
    expect((await ids({ q: 'chaussure randonnee moraine' }, 'fr-fr'))[0]).toBe('SBHK0006');
    expect((await ids({ q: 'RANDONNÉE MORAÏNE' }, 'fr-fr'))[0]).toBe('SBHK0006');
    expect((await ids({ q: 'sac à dos talus' }, 'fr-fr'))[0]).toBe(THREE_UNIT_PRODUCT_ID);
    // French stemming: the plural finds the singular name.
    expect(await ids({ q: 'chaussures de trail ridge' }, 'fr-fr')).toContain(WELL_STOCKED_PRODUCT_ID);
  });

  it('brand, price and availability counts add up to the total when not refined; every facet in SEARCH_FACET_IDS order', async () => {
    for (const [query, siteId] of [[{}, 'en-us'], [{ q: 'trail' }, 'en-us'], [{ categoryId: TRAIL_SHOES }, 'en-gb'], [{ q: 'veste' }, 'fr-fr']] as const) {
      const answer = await search(query, siteId);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.facets.map((f) => f.id)).toEqual([...SEARCH_FACET_IDS]);
      const sum = (id: SearchFacetId) => answer.facets.find((f) => f.id === id)!.values.reduce((n, v) => n + v.count, 0);
      expect(sum('brand')).toBe(answer.total);
      expect(sum('price')).toBe(answer.total);
      expect(sum('availability')).toBeLessThanOrEqual(answer.total);
    }
  });

  it('facet labels speak the site: colours translated, price bands in the site currency', async () => {
    const fr = await search({ categoryId: TRAIL_SHOES }, 'fr-fr');
    expect(fr.facets.map((f) => f.label)).toEqual(['Marque', 'Couleur', 'Taille', 'Prix', 'Disponibilité']);
    expect(fr.facets.find((f) => f.id === 'color')!.values.map((v) => v.label)).toContain('Gris ardoise');
    expect(fr.facets.find((f) => f.id === 'price')!.values.every((v) => v.label.includes('€'))).toBe(true);
    const gb = await search({ categoryId: TRAIL_SHOES }, 'en-gb');
    expect(gb.facets[1]!.label).toBe('Colour');
    expect(gb.facets.find((f) => f.id === 'color')!.values.map((v) => v.label)).toContain('Slate Grey');
    expect(gb.facets.find((f) => f.id === 'price')!.values.every((v) => v.label.includes('£'))).toBe(true);
    expect(gb.facets.find((f) => f.id === 'color')!.values.every((v) => /^#[0-9a-f]{6}$/i.test(v.swatch ?? ''))).toBe(true);
  });

  it('property: each disjunctive count equals the total of the search with that facet refined to that value alone', async () => {
    const unrefined = await search({});
    const valuesOf = (id: SearchFacetId) => unrefined.facets.find((f) => f.id === id)!.values.map((v) => v.value);
    const refinement = fc.record({
      brand: fc.subarray(valuesOf('brand'), { maxLength: 2 }),
      color: fc.subarray(valuesOf('color'), { maxLength: 2 }),
      size: fc.subarray(valuesOf('size'), { maxLength: 2 }),
      price: fc.subarray(valuesOf('price'), { maxLength: 2 }),
      availability: fc.boolean(),
      q: fc.constantFrom(undefined, 'trail', 'jacket', 'switchback'),
    });
    const toQuery = (r: { brand: string[]; color: string[]; size: string[]; price: string[]; availability: boolean; q: string | undefined }) => ({
      ...(r.q ? { q: r.q } : {}),
      ...Object.fromEntries((['brand', 'color', 'size', 'price'] as const).filter((k) => r[k].length > 0).map((k) => [k, r[k].join(',')])),
      ...(r.availability ? { availability: 'in-stock' } : {}),
    });
    await fc.assert(fc.asyncProperty(refinement, async (r) => {
      const answer = await search(toQuery(r));
      for (const facet of answer.facets) {
        for (const value of facet.values) {
          const alone = facet.id === 'availability'
            ? toQuery({ ...r, availability: true })
            : toQuery({ ...r, [facet.id]: [value.value] });
          expect((await search(alone)).total, `${facet.id}=${value.value}`).toBe(value.count);
        }
      }
      // The hits are the products matching every refinement: the first page's cards are counted in `total`.
      expect(answer.hits.length).toBe(Math.min(answer.total, 24));
    }), { numRuns: 4 });
  }, 120_000);

  it('every sort is ordered as it says, with the product id breaking ties', async () => {
    await engine.internals.db.query(`
      INSERT INTO reviews (id, product_id, site_id, language, author_name, rating, title, body, created_at) VALUES
        ('rv-search-1', 'SBTR0004', 'en-us', 'en', 'Ada', 5, 'Great', 'Great shoe', now()),
        ('rv-search-2', 'SBTR0004', 'en-us', 'en', 'Bea', 4, 'Good', 'Good shoe', now()),
        ('rv-search-3', 'SBTR0002', 'en-us', 'en', 'Cy', 5, 'Great', 'Great shoe', now()),
        ('rv-search-4', 'SBTR0007', 'en-us', 'en', 'Di', 2, 'Meh', 'Meh shoe', now())`);
    const released = new Map((await engine.internals.db.query<{ id: string; released_at: Date }>('SELECT id, released_at FROM products')).rows
      .map((r) => [r.id, new Date(r.released_at).getTime()]));
    for (const sort of SEARCH_SORTS) {
      const { hits } = await everyHit({ categoryId: TRAIL_SHOES, sort });
      expect(hits.length).toBeGreaterThan(1);
      for (let i = 1; i < hits.length; i++) {
        const [a, b] = [hits[i - 1]!, hits[i]!];
        const tie = a.id < b.id;
        switch (sort) {
          case 'price-asc': expect(a.price.lowCurrent < b.price.lowCurrent || (a.price.lowCurrent === b.price.lowCurrent && tie)).toBe(true); break;
          case 'price-desc': expect(a.price.lowCurrent > b.price.lowCurrent || (a.price.lowCurrent === b.price.lowCurrent && tie)).toBe(true); break;
          case 'newest': expect(released.get(a.id)! > released.get(b.id)! || (released.get(a.id) === released.get(b.id) && tie)).toBe(true); break;
          case 'rating': {
            const key = (h: typeof a) => [h.rating?.score ?? -1, h.rating?.reviewsCount ?? -1] as const;
            const [ka, kb] = [key(a), key(b)];
            expect(ka[0] > kb[0] || (ka[0] === kb[0] && (ka[1] > kb[1] || (ka[1] === kb[1] && tie)))).toBe(true);
            break;
          }
          case 'relevance': break;
        }
      }
      if (sort === 'rating') {
        // The order the product_ratings view gives (whatever reviews the seed holds), unrated products last by id.
        const rated = new Map((await engine.internals.db.query<{ product_id: string; score: number; reviews_count: number }>(
          'SELECT product_id, score, reviews_count FROM product_ratings')).rows.map((r) => [r.product_id, r]));
        const rank = (id: string) => [rated.get(id)?.score ?? -1, rated.get(id)?.reviews_count ?? -1] as const;
        const expected = hits.map((h) => h.id).sort((a, b) => rank(b)[0] - rank(a)[0] || rank(b)[1] - rank(a)[1] || (a < b ? -1 : 1));
        expect(hits.map((h) => h.id)).toEqual(expected);
        const reviewed = hits.find((h) => h.id === 'SBTR0004')!;
        expect(reviewed.rating).toEqual({ score: rated.get('SBTR0004')!.score, reviewsCount: rated.get('SBTR0004')!.reviews_count });
        expect(reviewed.rating!.reviewsCount).toBeGreaterThanOrEqual(2);
      }
      // Without a query, relevance is the merchandised order of the category.
      if (sort === 'relevance') expect(hits.slice(0, 3).map((h) => h.id)).toEqual(['SBTR0001', 'SBTR0002', 'SBTR0003']);
    }
    // With a query, relevance puts the name match first.
    expect((await ids({ q: 'scree trail runner' }))[0]).toBe('SBTR0002');
  });

  it('pagination covers every hit exactly once, whatever the sort', async () => {
    for (const sort of SEARCH_SORTS) {
      const { hits, total } = await everyHit({ q: 'switchback', sort }, 'en-us', 9);
      expect(hits.length).toBe(total);
      expect(new Set(hits.map((h) => h.id)).size).toBe(total);
    }
    const { hits, total } = await everyHit({}, 'fr-fr', 25);
    expect(new Set(hits.map((h) => h.id)).size).toBe(total);
    expect(total).toBe(Number((await engine.internals.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM product_prices WHERE site_id = 'fr-fr'")).rows[0]!.n));
  });

  it('an empty result suggests nothing it cannot find and shows popular products: best sellers, else featured', async () => {
    const answer = await search({ q: 'xqzvvk' });
    expect(answer.total).toBe(0);
    expect(answer.hits).toEqual([]);
    expect(answer.suggestion).toBeUndefined();
    expect(answer.popular.length).toBeGreaterThan(0);
    expect(answer.popular.length).toBeLessThanOrEqual(8);
    const featured = expectOk('catalog', await call(engine.app, 'catalog', { headers: site('en-us') })).featured.map((p) => p.id);
    for (const card of answer.popular) expect(featured).toContain(card.id);
  });

  it('popular products lead with what sells: a placed order’s product comes first, featured ones after', async () => {
    const unfeatured = (await engine.internals.db.query<{ id: string }>(
      "SELECT id FROM products WHERE NOT featured AND NOT is_digital AND category_id = '2001' ORDER BY id LIMIT 1")).rows[0]!.id;
    const cookie = await guestCookie(engine.app);
    const basketId = await readyCart(engine.app, cookie, { productId: unfeatured, upc: await firstVariant(engine.app, unfeatured), qty: 2 });
    expectOk('placeOrder', await call(engine.app, 'placeOrder', { cookie, body: { cartId: basketId } }));
    const answer = await search({ q: 'xqzvvk' });
    expect(answer.popular[0]!.id).toBe(unfeatured);
    // Another site’s orders are not this site’s best sellers.
    expect((await search({ q: 'xqzvvk' }, 'fr-fr')).popular.map((p) => p.id)).not.toContain(unfeatured);
  });

  it('odd input never 5xxs: wildcards, quotes, tsquery operators, only spaces and emoji answer 200', async () => {
    for (const q of ['%', '_', '50%', "'", '"', "o'brien", 'a & b | !c', 'trail:*', '\\', '   ', '🥾🥾', 'ridge 🥾', '(', '½', 'x'.repeat(100)]) {
      const response = await call(engine.app, 'productSearch', { headers: site('fr-fr'), query: { q } });
      expect(response.statusCode, q).toBe(200);
      const suggest = await call(engine.app, 'autoSuggest', { headers: site('fr-fr'), query: { q } });
      expect([200, 400], q).toContain(suggest.statusCode);
    }
    expect((await search({ q: '🥾' })).total).toBe(0);
    expect((await search({ q: '50%' })).hits.every((h) => h.id.length > 0)).toBe(true);
  });

  it('bad input is a 400 INVALID_REQUEST and changes nothing', async () => {
    const before = (await engine.internals.db.query('SELECT count(*)::int AS n FROM search_documents')).rows[0];
    const bad: Record<string, string>[] = [
      { count: '0' }, { count: '101' }, { start: '-1' }, { sort: 'cheapest' }, { price: 'cheap' }, { price: '5000-100' },
      { availability: 'maybe' }, { q: 'x'.repeat(101) }, { brand: Array.from({ length: 21 }, (_, i) => `b${i}`).join(',') },
      { size: 'x'.repeat(41) }, { categoryId: 'shoes' }, { colour: 'red' },
    ];
    for (const query of bad) {
      const response = await call(engine.app, 'productSearch', { headers: site('en-us'), query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    expectError(await call(engine.app, 'autoSuggest', { headers: site('en-us'), query: { q: '' } }), 400, 'INVALID_REQUEST');
    expectError(await call(engine.app, 'autoSuggest', { headers: site('en-us'), query: { q: 'ri', count: '11' } }), 400, 'INVALID_REQUEST');
    expect((await engine.internals.db.query('SELECT count(*)::int AS n FROM search_documents')).rows[0]).toEqual(before);
  });

  it('autoSuggest completes the prefix with names, brands and categories, accents ignored, in the site language', async () => {
    const en = expectOk('autoSuggest', await call(engine.app, 'autoSuggest', { headers: site('en-us'), query: { q: 'ridge trail r' } }));
    // Three hundred products: many names start "Ridge"; the words typed so far narrow the completions.
    expect(en.terms).toContain('Ridge Trail Runner');
    expect(en.products.map((p) => p.id)).toContain(WELL_STOCKED_PRODUCT_ID);
    const hik = expectOk('autoSuggest', await call(engine.app, 'autoSuggest', { headers: site('en-us'), query: { q: 'hik', count: '3' } }));
    expect(hik.categories).toEqual([{ id: '1002', name: 'Hiking Boots', url: '/en-us/c/hiking-boots-1002' }]);
    expect(hik.products.length).toBeLessThanOrEqual(3);
    for (const q of ['randon', 'rándön', 'RANDON']) {
      const fr = expectOk('autoSuggest', await call(engine.app, 'autoSuggest', { headers: site('fr-fr'), query: { q } }));
      expect(fr.terms.length, q).toBeGreaterThan(0);
      expect(fr.terms.every((t) => /randonnée/i.test(t)), q).toBe(true);
      expect(fr.categories.map((c) => c.name), q).toEqual(['Chaussures de randonnée']);
      expect(fr.products.length, q).toBeGreaterThan(0);
    }
    const sw = expectOk('autoSuggest', await call(engine.app, 'autoSuggest', { headers: site('en-gb'), query: { q: 'switchback' } }));
    // The whole word typed: the brand itself comes first, then the names it starts.
    expect(sw.terms[0]).toBe('Switchback');
    expect(sw.terms.slice(1).every((t) => t.startsWith('Switchback'))).toBe(true);
  });

  it('the search documents follow the catalogue: a renamed product is found by its new name at once', async () => {
    await engine.internals.db.query("UPDATE products SET name = 'Zephyrine Trail Runner' WHERE id = 'SBTR0009'");
    expect(await ids({ q: 'zephyrine' })).toEqual(['SBTR0009']);
    await engine.internals.db.query(
      "UPDATE product_translations SET name = 'Chaussure Zéphyrine' WHERE product_id = 'SBTR0009' AND language = 'fr'");
    expect(await ids({ q: 'zephyrine' }, 'fr-fr')).toEqual(['SBTR0009']);
  });
}

describe('product search on embedded PGlite', () => {
  searchSuite(() => startTestEngine());
});

describePostgres('product search on PostgreSQL', (url) => {
  searchSuite(() => startPostgresTestEngine(url));
});
