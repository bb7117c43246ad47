import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../catalog/demo-seed';
import { demoPurchases } from './demo-purchases';

describe('demo purchase history', () => {
  const catalogue = buildDemoCatalogue();
  const lines = demoPurchases(catalogue);

  it('is deterministic, and every basket holds two different products of the catalogue, none digital', () => {
    expect(demoPurchases(buildDemoCatalogue())).toEqual(lines);
    const products = new Map(catalogue.products.map((p) => [p.id, p]));
    const baskets = new Map<string, string[]>();
    for (const line of lines) baskets.set(line.basket, [...(baskets.get(line.basket) ?? []), line.productId]);
    expect(baskets.size).toBeGreaterThan(100);
    for (const [basket, ids] of baskets) {
      expect(new Set(ids).size, basket).toBe(2);
      for (const id of ids) expect(products.get(id)?.isDigital, id).toBe(false);
    }
  });

  it('pairs categories that go together: boots with socks, never boots with boots', () => {
    const categoryOf = new Map(catalogue.products.map((p) => [p.id, p.categoryId]));
    const pairs = new Set<string>();
    const byBasket = new Map<string, string[]>();
    for (const line of lines) byBasket.set(line.basket, [...(byBasket.get(line.basket) ?? []), categoryOf.get(line.productId)!]);
    for (const categories of byBasket.values()) pairs.add([...categories].sort().join('+'));
    expect([...pairs].sort()).toEqual(['1001+3002', '1002+3001', '1002+3002', '2001+2002', '2001+3001']);
  });
});
