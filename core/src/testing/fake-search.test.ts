import { describe, expect, it } from 'vitest';
import { productSearchResponseSchema } from '../contract';
import { FakeCommerce } from './fake-commerce';
import { aProduct } from './fixtures';

const products = [
  aProduct(),
  aProduct({ id: 'EVASION001', name: 'Évasion Jacket', slug: 'evasion-jacket', brand: 'Northwind', categoryId: '2001',
    price: { highCurrent: 30_000, lowCurrent: 30_000, highOriginal: 30_000, lowOriginal: 30_000 },
    variants: aProduct().variants.map((v) => ({ ...v, upc: v.upc.replace(/^0/, '7'), size: v.size === '8' ? 'M' : v.size })) }),
];

describe('FakeCommerce search (issue 11 §2, what a fake can)', () => {
  it('accents are ignored both ways; the last word is a prefix; every word must match', async () => {
    const fake = new FakeCommerce({ products });
    const ids = async (q: string) => (await fake.products.search({ q }))._unsafeUnwrap().hits.map((h) => h.id);
    expect(await ids('evasion')).toEqual(['EVASION001']);
    expect(await ids('ÉVASION jack')).toEqual(['EVASION001']);
    expect(await ids('trail run')).toEqual(['TRAILRUN01']);
    expect(await ids('runner jacket')).toEqual([]);
  });

  it('refinements AND between facets, disjunctive counts, a fr-fr session labels in French and bands in euros', async () => {
    const fake = new FakeCommerce({ products, stock: { '000000000108': 0, '000000000109': 0, '000000000110': 0, '000000000208': 0 } });
    const fr = fake.session('fr-fr');
    const answer = productSearchResponseSchema.parse((await fr.products.search({ brand: 'northwind', availability: 'in-stock' }))._unsafeUnwrap());
    expect(answer.hits.map((h) => h.id)).toEqual(['EVASION001']);
    const brand = answer.facets.find((f) => f.id === 'brand')!;
    expect(brand.label).toBe('Marque');
    // Switchback's product has no unit left: with in-stock applied it counts 0 and is not listed; Northwind is ticked.
    expect(brand.values).toEqual([{ value: 'northwind', label: 'Northwind', count: 1, selected: true }]);
    expect(answer.facets.find((f) => f.id === 'price')!.values.every((v) => v.label.includes('€'))).toBe(true);
  });

  it('bad input is the client’s InvalidInput, nothing searched; nothing found shows popular products', async () => {
    const fake = new FakeCommerce({ products });
    expect((await fake.products.search({ count: 500 }))._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'count' });
    const empty = (await fake.products.search({ q: 'xqzvvk' }))._unsafeUnwrap();
    expect(empty.total).toBe(0);
    expect(empty.popular.map((p) => p.id)).toEqual(['TRAILRUN01', 'EVASION001']);
  });
});
