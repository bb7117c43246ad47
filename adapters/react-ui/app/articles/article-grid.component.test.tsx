import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createRoutesStub } from 'react-router';
import { SITES, type ContentArticle } from '@switchback/core';
import enUs from '../i18n/messages/en-us.json';
import { ArticleGrid } from './article-grid.component';
import type { ArticleGridData } from './articles.server';

const article = (n: number): ContentArticle => ({
  id: `article-${n}`, title: `Article ${n}`, url: `/articles/article-${n}`, tags: ['hiking'],
  picture: { url: `/img/${n}.jpg`, alt: '', width: 1200, height: 800 },
});
const facets = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `tag-${i}`, label: `Tag ${i}` }));

/** The grid as the server renders it (what a shopper without JavaScript gets), at a URL. */
function render(grid: ArticleGridData, url = '/en-us/articles'): string {
  const Stub = createRoutesStub([{ id: 'root', path: '/:locale/articles', Component: () => <ArticleGrid grid={grid} /> }]);
  return renderToString(
    <IntlProvider locale="en-US" messages={enUs}>
      <Stub initialEntries={[url]} hydrationData={{ loaderData: { root: { site: SITES['en-us'] } } }} />
    </IntlProvider>,
  );
}

const grid = (overrides: Partial<ArticleGridData> = {}): ArticleGridData => ({
  tagId: null, offset: 0, pageSize: 3, articles: [article(1), article(2), article(3)], numFound: 8, facets: facets(3), ...overrides,
});

describe('article grid without JavaScript (storefront-experience §2, §4)', () => {
  it('the tags are links (?tag=) and Read more a link to the next offset while fewer than numFound show', () => {
    const html = render(grid());
    expect(html).toContain('href="/en-us/articles?tag=tag-0"');
    expect(html).toContain('href="/en-us/articles?offset=3"');
    expect(html).toContain('Showing 3 of 8 articles');
    expect(html.match(/class="article-card"/g)).toHaveLength(3);
  });

  it('the active tag is marked and its link clears it; Read more keeps the tag', () => {
    const html = render(grid({ tagId: 'tag-1', offset: 3, articles: [1, 2, 3, 4, 5, 6].map(article) }), '/en-us/articles?tag=tag-1&offset=3');
    expect(html).toContain('class="chip chip--active" aria-current="true" href="/en-us/articles"');
    expect(html).toContain('href="/en-us/articles?tag=tag-1&amp;offset=6"');
  });

  it('no Read more once every article shows', () => {
    const html = render(grid({ articles: [1, 2, 3, 4, 5, 6, 7, 8].map(article), offset: 6 }));
    expect(html).not.toContain('Read more');
  });

  it('the filter bar shows 4, 10 or 20 tags by screen size; the rest are behind "More topics"', () => {
    const html = render(grid({ facets: facets(22) }));
    expect(html.match(/article-tags__tag--sm/g)).toHaveLength(4);
    expect(html.match(/article-tags__tag--md/g)).toHaveLength(6);
    expect(html.match(/article-tags__tag--lg/g)).toHaveLength(10);
    expect(html.match(/article-tags__tag--more/g)).toHaveLength(2);
    expect(html).toContain('article-tags--over-sm article-tags--over-md article-tags--over-lg');
    expect(render(grid({ facets: facets(4) }))).not.toContain('article-tags--over-sm');
  });
});
