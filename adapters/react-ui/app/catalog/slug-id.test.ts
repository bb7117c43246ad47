import { describe, expect, it } from 'vitest';
import { parseCategorySlugId, parseProductSlugId } from './slug-id';

describe('§2 slug-id path segments', () => {
  it('a category path ends in a 4 to 10 digit category id', () => {
    expect(parseCategorySlugId('trail-running-shoes-1001')).toEqual({ slug: 'trail-running-shoes', id: '1001' });
    expect(parseCategorySlugId('jackets-123')).toBeUndefined();
    expect(parseCategorySlugId('jackets-12345678901')).toBeUndefined();
    expect(parseCategorySlugId('1001')).toBeUndefined();
  });

  it('a product path ends in an 8 to 11 character upper-case product id', () => {
    expect(parseProductSlugId('ridge-trail-runner-TRAILRUN01')).toEqual({ slug: 'ridge-trail-runner', id: 'TRAILRUN01' });
    expect(parseProductSlugId('ridge-trail-runner-trailrun01')).toBeUndefined();
    expect(parseProductSlugId('ridge-ABC1234')).toBeUndefined();
    expect(parseProductSlugId('TRAILRUN01-')).toBeUndefined();
  });
});
