import { describe, expect, it } from 'vitest';
import { aProduct, FakeCommerce } from '@switchback/core/testing';
import { runCli } from '../program';
import { parseOptions } from '../shared/cli-options.schema';
import { captureIo } from '../testing/capture-io';
import { SteppingClock, fakeSessionOpener } from '../testing/fake-session';
import { searchOptionsSchema, searchQueryOf } from './search-options.schema';
import { facetLine, hitRow } from './search.screen';

const products = [
  aProduct(),
  aProduct({ id: 'JACKET0001', name: 'Moraine Jacket', slug: 'moraine-jacket', brand: 'Northwind', categoryId: '2001',
    description: 'A waterproof jacket.', price: { highCurrent: 25_000, lowCurrent: 25_000, highOriginal: 25_000, lowOriginal: 25_000 },
    variants: aProduct().variants.map((v) => ({ ...v, upc: v.upc.replace(/^0/, '7') })) }),
  aProduct({ id: 'TRAILRUN02', name: 'Évasion Trail Runner', slug: 'evasion-trail-runner', brand: 'Northwind',
    price: { highCurrent: 4_000, lowCurrent: 4_000, highOriginal: 4_000, lowOriginal: 4_000 },
    variants: aProduct().variants.map((v) => ({ ...v, upc: v.upc.replace(/^0/, '8') })) }),
];

async function cli(args: string[]) {
  const fake = new FakeCommerce({ products });
  const opener = fakeSessionOpener(fake);
  const { io, stdout, stderr } = captureIo();
  const code = await runCli(['node', 'switchback', ...args], { io, env: { SWITCHBACK_DATA_DIR: 'data' }, cwd: '/tmp', openSession: opener.open, clock: new SteppingClock() });
  return { code, stdout: stdout(), stderr: stderr(), fake, closed: opener.closed() };
}

describe('search options', () => {
  it('words join into q; refinements, sort and count pass through; bad ones name their option', () => {
    const options = parseOptions(searchOptionsSchema, { words: ['trail', 'runner'], brand: 'northwind', sort: 'price-asc', count: '5', inStock: true })._unsafeUnwrap();
    expect(searchQueryOf(options)).toEqual({ q: 'trail runner', brand: 'northwind', availability: 'in-stock', sort: 'price-asc', count: 5 });
    expect(searchQueryOf(parseOptions(searchOptionsSchema, { words: [] })._unsafeUnwrap())).toEqual({ sort: 'relevance', count: 24 });
    expect(parseOptions(searchOptionsSchema, { words: ['x'], sort: 'cheapest' })._unsafeUnwrapErr()).toMatchObject({ option: '--sort' });
    expect(parseOptions(searchOptionsSchema, { words: ['x'], price: 'cheap' })._unsafeUnwrapErr()).toMatchObject({ option: '--price' });
    expect(parseOptions(searchOptionsSchema, { words: ['x'], count: '500' })._unsafeUnwrapErr()).toMatchObject({ option: '--count' });
    expect(parseOptions(searchOptionsSchema, { words: ['x'], site: 'en-xx' })._unsafeUnwrapErr()).toMatchObject({ option: '--site' });
  });
});

describe('switchback search', () => {
  it('prints the hits in order with their price, and the facets with their counts', async () => {
    const run = await cli(['search', 'trail', '--sort', 'price-asc']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const first = lines.findIndex((l) => l.startsWith('TRAILRUN02'));
    expect(first).toBeGreaterThan(-1);
    expect(lines[first + 1]).toMatch(/^TRAILRUN01\s+Trail Runner\s+Switchback\s+\$90\.00/);
    expect(run.stdout).toContain('1–2 of 2 (sort: price-asc)');
    expect(run.stdout).toContain('Brand: Northwind (1), Switchback (1)');
    expect(run.closed).toBe(1);
  });

  it('--json prints the site, the query and the answer; accents are ignored; refinements narrow', async () => {
    const run = await cli(['search', 'evasion', '--site', 'fr-fr', '--json']);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout) as { site: string; query: { q: string }; total: number; hits: { id: string }[]; facets: { id: string }[] };
    expect(answer).toMatchObject({ site: 'fr-fr', query: { q: 'evasion' }, total: 1 });
    expect(answer.hits.map((h) => h.id)).toEqual(['TRAILRUN02']);
    expect(answer.facets.map((f) => f.id)).toEqual(['brand', 'color', 'size', 'price', 'availability']);
    const narrowed = JSON.parse((await cli(['search', '--brand', 'northwind', '--category', '2001', '--json'])).stdout) as { hits: { id: string }[] };
    expect(narrowed.hits.map((h) => h.id)).toEqual(['JACKET0001']);
  });

  it('nothing found shows the popular products; a bad option exits 2 before any call', async () => {
    const run = await cli(['search', 'xqzvvk']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Nothing found. Popular instead:');
    const bad = await cli(['search', 'trail', '--sort', 'cheapest']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^✗ --sort: /);
    expect(bad.fake.calls.filter((c) => c.name === 'search')).toEqual([]);
  });

  it('rows: a rating shows when the card has one; a refined facet value is starred', () => {
    const card = { id: 'SBTR0001', title: 'Ridge Trail Runner', brand: 'Switchback', slug: 'ridge', url: '/', image: { url: '', alt: '' },
      currency: 'GBP' as const, price: { highCurrent: 9_900, lowCurrent: 9_900, highOriginal: 9_900, lowOriginal: 9_900 }, promotions: [],
      rating: { score: 4.5, reviewsCount: 2 } };
    expect(hitRow(card, 'en-gb').replace(/\s+/g, ' ')).toBe('SBTR0001 Ridge Trail Runner Switchback £99.00 ★ 4.5 (2)');
    expect(facetLine({ id: 'brand', label: 'Brand', values: [{ value: 'a', label: 'Cairn', count: 4, selected: true }] })).toBe('Brand: Cairn* (4)');
  });
});
