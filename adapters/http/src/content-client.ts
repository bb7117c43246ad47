import { contentQueryOf, type ContentApi, type ContentScope } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** §7 "Content calls add preview-date and sandbox headers": the preview moment travels as a header too. */
const headersOf = (scope: ContentScope): Record<string, string> | undefined =>
  scope.mode === 'pre' && scope.previewDateTime !== undefined ? { 'x-preview-date': scope.previewDateTime } : undefined;

const call = (scope: ContentScope) => {
  const headers = headersOf(scope);
  return { query: contentQueryOf(scope), ...(headers !== undefined ? { headers } : {}) };
};

/** Issue 12 the content service over HTTP: one registry call per method. */
export function createContentClient(send: EndpointCaller): ContentApi {
  const site = (scope: ContentScope) => ({ mode: scope.mode, siteId: scope.siteId });
  return {
    augmentedPage: (scope, page) => send('contentAugmentedPage', { params: { ...site(scope), page }, ...call(scope) }),
    page: (scope, page) => send('contentPage', { params: { ...site(scope), page }, ...call(scope) }),
    category: (scope, categoryId) => send('contentCategory', { params: { ...site(scope), categoryId }, ...call(scope) }),
    product: (scope, productId) => send('contentProduct', { params: { ...site(scope), productId }, ...call(scope) }),
    search: (scope, searchType, q) => {
      const options = call(scope);
      return send('contentSearch', { params: { ...site(scope), searchType }, ...options, query: { ...options.query, ...(q !== undefined ? { q } : {}) } });
    },
    footer: (scope) => send('contentFooter', { params: site(scope), ...call(scope) }),
    fragment: (scope, fragmentId) => {
      const options = call(scope);
      return send('contentFragment', { params: { mode: scope.mode, fragmentId }, ...options, query: { ...options.query, siteId: scope.siteId } });
    },
    menu: (scope) => send('contentMenu', { params: site(scope), ...call(scope) }),
    children: (scope, parentPageSlug) => send('contentChildren', { params: { ...site(scope), parentPageSlug }, ...call(scope) }),
    popUps: (scope) => send('contentPopUps', { params: site(scope), ...call(scope) }),
    showcase: (scope, docType, options = {}) => {
      const base = call(scope);
      return send('contentShowcase', { params: { ...site(scope), docType }, ...base, query: { ...base.query, ...options } });
    },
    articles: (query) => send('articleSearch', { query }),
  };
}
