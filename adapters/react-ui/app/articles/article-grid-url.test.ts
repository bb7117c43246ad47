import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { articleGridHref } from './article-grid.component';
import { articleGridQuery } from './articles.server';

const query = (search: string, pageSize = 6) => articleGridQuery(new URL(`http://shop.test/en-us/articles${search}`), pageSize);

describe('article grid URL state (storefront-experience §4 article grid, JavaScript off)', () => {
  it('a tag link filters and starts again at offset 0; the active tag\'s link clears the filter', () => {
    expect(articleGridHref('/en-us/articles', '?offset=12', { tag: 'hiking' })).toBe('/en-us/articles?tag=hiking');
    expect(articleGridHref('/en-us/articles', '?tag=hiking&offset=6', { tag: null })).toBe('/en-us/articles');
    expect(articleGridHref('/en-us/articles', '?tag=hiking&offset=6', { tag: 'care' })).toBe('/en-us/articles?tag=care');
  });

  it('Read more links to the next offset and keeps the tag (and any other query, such as preview)', () => {
    expect(articleGridHref('/en-us/articles', '', { offset: 6 })).toBe('/en-us/articles?offset=6');
    expect(articleGridHref('/en-us/articles', '?preview=true&tag=care&offset=6', { offset: 12 })).toBe('/en-us/articles?preview=true&tag=care&offset=12');
  });

  it('the page reads ?tag= and ?offset=; an offset is a whole number of pages', () => {
    expect(query('')).toEqual({ tagId: null, offset: 0, limit: 6 });
    expect(query('?tag=gear-guides&offset=12')).toEqual({ tagId: 'gear-guides', offset: 12, limit: 6 });
    expect(query('?offset=13')).toEqual({ tagId: null, offset: 12, limit: 6 });
    expect(query('?limit=4', 1)).toEqual({ tagId: null, offset: 0, limit: 4 });
  });

  it('anything else in the URL is the first page of every tag, never an error', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (tag, offset, limit) => {
      const params = new URLSearchParams({ tag, offset, limit });
      const parsed = query(`?${params.toString()}`);
      expect(parsed.offset % 6).toBe(0);
      expect(parsed.offset).toBeGreaterThanOrEqual(0);
      expect(parsed.offset).toBeLessThanOrEqual(10_000);
      expect(parsed.limit).toBeGreaterThanOrEqual(1);
      expect(parsed.limit).toBeLessThanOrEqual(50);
      expect(parsed.tagId === null || /^[a-z0-9][a-z0-9-]{0,63}$/.test(parsed.tagId)).toBe(true);
    }));
  });
});
