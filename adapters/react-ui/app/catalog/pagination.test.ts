import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageCount, pageFromQuery, pageLinks } from './pagination';

describe('§9 pagination', () => {
  it('page count is the ceiling of total over items per page, at least 1', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });

  it('the first page is the default; unreadable or out-of-range pages are clamped', () => {
    expect(pageFromQuery(null, 5)).toBe(1);
    expect(pageFromQuery('abc', 5)).toBe(1);
    expect(pageFromQuery('0', 5)).toBe(1);
    expect(pageFromQuery('2.5', 5)).toBe(1);
    expect(pageFromQuery('9', 5)).toBe(5);
    expect(pageFromQuery('3', 5)).toBe(3);
  });

  it('shows 2 sibling pages around the current one, plus the first and last; a gap never hides a single page', () => {
    const pages = (current: number, count: number) => pageLinks(current, count).map((l) => (l.type === 'page' ? l.page : '…'));
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(1, 10)).toEqual([1, 2, 3, '…', 10]);
    expect(pages(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
    expect(pages(6, 10)).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
    expect(pages(6, 12)).toEqual([1, '…', 4, 5, 6, 7, 8, '…', 12]);
    expect(pages(10, 10)).toEqual([1, '…', 8, 9, 10]);
    expect(pages(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('always lists the current, first and last page once each, in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }).chain((count) => fc.tuple(fc.integer({ min: 1, max: count }), fc.constant(count))), ([current, count]) => {
        const pages = pageLinks(current, count).flatMap((l) => (l.type === 'page' ? [l.page] : []));
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
      }),
    );
  });
});
