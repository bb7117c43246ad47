import { describe, expect, it } from 'vitest';
import { collectionPointLines, collectionPointOffered } from './cart-fulfilment-needs';

const line = (id: string, code: string, pudo: boolean | null) => ({
  id,
  shippingOptions: {
    shippingMethod: { code },
    applicableShippingMethods: pudo === null ? [] : [{ code: 'home', available: true }, { code: 'pudo', available: pudo }],
  },
});

describe('collection point lines (§4 checkout)', () => {
  it('takes the home lines that may go to a point and the lines already at one; store lines stay', () => {
    const items = [line('a', 'standard', true), line('b', 'pickup', true), line('c', 'sts', true), line('d', 'pudo', false), line('e', 'express', false), line('f', 'standard', null)];
    expect(collectionPointLines(items).map((l) => l.id)).toEqual(['a', 'd']);
    expect(collectionPointOffered(items)).toBe(true);
  });

  it('is not offered when no shipped line may go to a point', () => {
    expect(collectionPointOffered([line('b', 'pickup', true), line('e', 'standard', false)])).toBe(false);
    expect(collectionPointOffered([])).toBe(false);
  });
});
