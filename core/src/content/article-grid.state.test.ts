import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  articleGridTransition, articleSearchQuery, initialArticleGrid, showReadMore,
  type Article, type ArticleGridEvent, type ArticleGridState,
} from './article-grid.state';
import { ARTICLE_FILTER_TAG_COUNT, articlePageSize, RELATED_ARTICLES_COUNT, visibleArticleTags } from './content.constants';

const articles = (from: number, count: number): Article[] =>
  Array.from({ length: count }, (_, i) => ({ id: `a${from + i}`, title: `Article ${from + i}`, url: `/a/${from + i}` }));

const loaded = (state: ArticleGridState, numFound: number): ArticleGridState => articleGridTransition(state, {
  type: 'ResultsLoaded', tagId: state.tagId, offset: state.offset, articles: articles(state.offset, Math.max(0, Math.min(state.pageSize, numFound - state.offset))), numFound,
});

describe('article grid', () => {
  it('Read more advances the offset by the page size and appends results', () => {
    let state = loaded(initialArticleGrid(3), 7);
    expect(state.articles.map((a) => a.id)).toEqual(['a0', 'a1', 'a2']);
    state = articleGridTransition(state, { type: 'ReadMore' });
    expect(articleSearchQuery(state)).toEqual({ limit: 3, offset: 3 });
    state = loaded(state, 7);
    expect(state.articles.map((a) => a.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('Read more is shown only while fewer results are loaded than numFound', () => {
    let state = loaded(initialArticleGrid(3), 4);
    expect(showReadMore(state)).toBe(true);
    state = loaded(articleGridTransition(state, { type: 'ReadMore' }), 4);
    expect(state.articles).toHaveLength(4);
    expect(showReadMore(state)).toBe(false);
    expect(articleGridTransition(state, { type: 'ReadMore' })).toBe(state);
  });

  it('toggling a tag resets the offset to 0', () => {
    let state = loaded(articleGridTransition(loaded(initialArticleGrid(3), 9), { type: 'ReadMore' }), 9);
    state = articleGridTransition(state, { type: 'ToggleTag', tagId: 'trail' });
    expect(articleSearchQuery(state)).toEqual({ limit: 3, offset: 0, tagId: 'trail' });
    expect(state.articles).toEqual([]);
    state = articleGridTransition(loaded(state, 2), { type: 'ToggleTag', tagId: 'trail' });
    expect(articleSearchQuery(state)).toEqual({ limit: 3, offset: 0 });
  });

  it('a late answer for another tag or offset is ignored', () => {
    const state = articleGridTransition(initialArticleGrid(3), { type: 'ToggleTag', tagId: 'trail' });
    expect(articleGridTransition(state, { type: 'ResultsLoaded', tagId: null, offset: 0, articles: articles(0, 3), numFound: 9 })).toBe(state);
    expect(articleGridTransition(state, { type: 'ResultsLoaded', tagId: 'trail', offset: 3, articles: articles(0, 3), numFound: 9 })).toBe(state);
  });

  it('property: after any events the offset is a multiple of the page size, a toggle resets it, and Read more shows iff loaded < numFound', () => {
    const event: fc.Arbitrary<ArticleGridEvent | 'load'> = fc.oneof(
      fc.constantFrom('trail', 'road').map((tagId) => ({ type: 'ToggleTag' as const, tagId })),
      fc.constant({ type: 'ReadMore' as const }),
      fc.constant('load' as const),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 30 }), fc.array(event, { maxLength: 40 }), (pageSize, numFound, events) => {
      let state = initialArticleGrid(pageSize);
      for (const e of events) {
        const before = state;
        state = e === 'load' ? loaded(state, numFound) : articleGridTransition(state, e);
        expect(state.offset % pageSize).toBe(0);
        if (e !== 'load' && e.type === 'ToggleTag') expect(state.offset).toBe(0);
        if (e !== 'load' && e.type === 'ReadMore' && before !== state) expect(state.offset).toBe(before.offset + pageSize);
        expect(state.articles.length).toBeLessThanOrEqual(Math.max(numFound, 0));
        expect(showReadMore(state)).toBe(!state.loading && state.articles.length < state.numFound);
      }
    }));
  });
});

describe('article constants', () => {
  it('default page size is rows times columns, or 3', () => {
    expect(articlePageSize({ rows: 2, columns: 4 })).toBe(8);
    expect(articlePageSize({ rows: 2 })).toBe(3);
    expect(articlePageSize({ rows: 0, columns: 4 })).toBe(3);
    expect(articlePageSize({ rows: 1.5, columns: 2 })).toBe(3);
  });

  it('related count 4; the filter bar shows 4, 10 or 20 tags on small, medium or large screens', () => {
    expect(RELATED_ARTICLES_COUNT).toBe(4);
    expect(ARTICLE_FILTER_TAG_COUNT).toEqual({ sm: 4, md: 10, lg: 20 });
    const tags = Array.from({ length: 25 }, (_, i) => i);
    expect([visibleArticleTags(tags, 'sm').length, visibleArticleTags(tags, 'md').length, visibleArticleTags(tags, 'lg').length]).toEqual([4, 10, 20]);
  });
});
