import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ArticleSearchResponse, ContentArticle, ContentPage } from '@switchback/core';
import { apiCalls, fakeApi } from '../testing/fake-api';
import { loader as articlesLoader } from './articles.route';
import { loader as moreLoader } from './articles-more.route';
import { loader as articleLoader } from './article.route';
import { bodyOf, thrownBy } from '../testing/route-answers';

const context = { apiBaseUrl: 'http://api.test/api' } as AppLoadContext;
const cookie = 'sb_guest_token=access; sb_refresh_token=refresh';
const args = (path: string, params: Record<string, string> = {}) => ({
  params: { locale: 'en-us', ...params },
  request: new Request(`http://shop.test${path}`, { headers: { cookie } }),
  context,
});
const statusOf = (thrown: unknown) => (thrown as { init?: { status?: number } }).init?.status;

const article = (n: number, tags: string[] = ['hiking']): ContentArticle => ({
  id: `article-${n}`, title: `Article ${n}`, url: `/articles/article-${n}`, tags,
  picture: { url: `/img/${n}.jpg`, alt: '', width: 1200, height: 800 },
});
const search = (articles: ContentArticle[], numFound: number): ArticleSearchResponse => ({
  articles, numFound, facets: [{ id: 'hiking', label: 'Hiking' }, { id: 'care', label: 'Care' }],
});
/** The queries the storefront sent to the article search. */
const searches = () => apiCalls.filter((call) => call.startsWith('GET /fapi/articles'));

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('the articles page (/articles, storefront-experience §2 article grid)', () => {
  it('shows the first page (rows × columns) with the facets and numFound', async () => {
    fakeApi({ 'GET /fapi/articles': { body: search([1, 2, 3, 4, 5, 6].map((n) => article(n)), 10) } });
    const page = bodyOf(await articlesLoader(args('/en-us/articles') as never)) as { grid: { articles: unknown[]; numFound: number; pageSize: number; offset: number; facets: unknown[] } };
    expect(page.grid).toMatchObject({ numFound: 10, pageSize: 6, offset: 0, tagId: null });
    expect(page.grid.articles).toHaveLength(6);
    expect(page.grid.facets).toHaveLength(2);
    expect(searches()).toHaveLength(1);
  });

  it('without JavaScript ?offset= shows every article up to that page, ?tag= filters', async () => {
    fakeApi({ 'GET /fapi/articles': { body: search([article(1)], 1) } });
    const recorded: string[] = [];
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      recorded.push(String(input instanceof Request ? input.url : input));
      return fake(input, init);
    });
    await articlesLoader(args('/en-us/articles?tag=care&offset=6') as never);
    const query = new URL(recorded.find((url) => url.includes('/fapi/articles'))!).searchParams;
    expect(query.get('tagId')).toBe('care');
    expect(query.get('offset')).toBe('0');
    expect(query.get('limit')).toBe('12');
  });
});

describe('Read more and tag toggles (/articles/more)', () => {
  it('answers one page at the offset asked for', async () => {
    fakeApi({ 'GET /fapi/articles': { body: search([article(7)], 10) } });
    const page = bodyOf(await moreLoader(args('/en-us/articles/more?offset=6&limit=6&tag=hiking') as never));
    expect(page).toMatchObject({ ok: true, tagId: 'hiking', offset: 6, numFound: 10, articles: [{ id: 'article-7' }] });
  });

  it('a failed search is a message, never a 5xx', async () => {
    fakeApi({ 'GET /fapi/articles': { status: 503, body: { errorDetails: [{ errorId: 'SERVICE_UNAVAILABLE', message: 'down' }], statusCode: 503, correlationId: 'c', appId: 'a' } } });
    const page = bodyOf(await moreLoader(args('/en-us/articles/more?offset=0') as never));
    expect(page).toMatchObject({ ok: false });
  });
});

describe('an article page (/articles/:slug, §9 related articles 4)', () => {
  const doc = (overrides: Partial<ContentPage> = {}): ContentPage => ({
    id: 'trail-shoe-care', docType: 'article', name: 'Trail shoe care', meta: {},
    article: { title: 'Caring for trail shoes', picture: { url: '/img/care.jpg', alt: 'Shoes drying', width: 1200, height: 800 }, tags: ['care', 'trail-running'], publishedAt: '2026-01-10' },
    sections: { main: [{ id: 'body', type: 'rich-text', richText: 'Rinse them.\n\nDry them slowly.' }] },
    modificationDate: '2026-01-10T00:00:00Z',
    ...overrides,
  } as ContentPage);

  it('loads the article and 4 related ones by its first tag, leaving itself out', async () => {
    fakeApi({
      'GET /live/caas/v1/canvas/page/en-us/trail-shoe-care': { body: doc() },
      'GET /fapi/articles': { body: search([article(1), article(2), article(3), article(4)], 9) },
    });
    const recorded: string[] = [];
    const fake = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      recorded.push(String(input instanceof Request ? input.url : input));
      return fake(input, init);
    });
    const page = bodyOf(await articleLoader(args('/en-us/articles/trail-shoe-care', { slug: 'trail-shoe-care' }) as never)) as { article: { title: string }; relatedArticles: unknown[]; meta: { title: string } };
    expect(page.article.title).toBe('Caring for trail shoes');
    expect(page.relatedArticles).toHaveLength(4);
    expect(page.meta.title).toBe('Caring for trail shoes | Switchback');
    const query = new URL(recorded.find((url) => url.includes('/fapi/articles'))!).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ limit: '4', tagId: 'care', exclude: 'trail-shoe-care' });
  });

  it('a page that is not an article, or no page at all, is not found here', async () => {
    fakeApi({ 'GET /live/caas/v1/canvas/page/en-us/privacy': { body: doc({ docType: 'page', article: undefined }) } });
    expect(statusOf(await thrownBy(articleLoader(args('/en-us/articles/privacy', { slug: 'privacy' }) as never)))).toBe(404);
    fakeApi({});
    expect(statusOf(await thrownBy(articleLoader(args('/en-us/articles/nothing', { slug: 'nothing' }) as never)))).toBe(404);
    expect(statusOf(await thrownBy(articleLoader(args('/en-us/articles/..%2F', { slug: '../' }) as never)))).toBe(404);
  });
});
