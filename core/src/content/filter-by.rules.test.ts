import { describe, expect, it } from 'vitest';
import { filterByMatches, pathIdentifier, recommendationRequestOf } from './filter-by.rules';

describe('filter-by', () => {
  const product = '/p/ridge-trail-runner-RTR0000001';
  it('reads the product or the category id from the path', () => {
    expect(pathIdentifier('bySku', product)).toBe('RTR0000001');
    expect(pathIdentifier('byCategory', '/c/trail-running-1001?page=2')).toBe('1001');
    expect(pathIdentifier('byCategory', product)).toBeNull();
    expect(pathIdentifier('bySku', '/')).toBeNull();
  });
  it('IN shows for a listed id, NOT IN for any other page', () => {
    expect(filterByMatches({ variant: 'bySku', filterBy: ['RTR0000001'], operator: 'IN' }, product)).toBe(true);
    expect(filterByMatches({ variant: 'bySku', filterBy: ['OTHER'], operator: 'IN' }, product)).toBe(false);
    expect(filterByMatches({ variant: 'bySku', filterBy: ['RTR0000001'], operator: 'NOT IN' }, product)).toBe(false);
    expect(filterByMatches({ variant: 'bySku', filterBy: ['RTR0000001'], operator: 'NOT IN' }, '/cart')).toBe(true);
  });
});

describe('recommendationRequestOf', () => {
  it('asks about the page product, else the listed one; none for providers without a call', () => {
    expect(recommendationRequestOf({ provider: 'similar' }, 'P1')).toEqual({ type: 'similar', productId: 'P1', count: 6 });
    expect(recommendationRequestOf({ provider: 'often-bought-together', productIds: ['P2'] }, null)).toEqual({ type: 'often-bought-together', productId: 'P2', count: 6 });
    expect(recommendationRequestOf({ provider: 'similar' }, null)).toBeNull();
    expect(recommendationRequestOf({ provider: 'cart', productIds: ['A', 'B'] }, null)).toEqual({ type: 'cart', productIds: ['A', 'B'], count: 6 });
    expect(recommendationRequestOf({ provider: 'upsell', productIds: ['A'] }, 'P')).toBeNull();
  });
});
