import type { Site } from '@switchback/core';

type S = Pick<Site, 'id'>;

/** The article pages of a site (issue 12 §2): the grid, one page of it (the grid's fetcher), an article. */
export const articlePath = {
  list: (site: S) => `/${site.id}/articles`,
  more: (site: S) => `/${site.id}/articles/more`,
  article: (site: S, key: string) => `/${site.id}/articles/${encodeURIComponent(key)}`,
  /** A search hit's `url` is its path after the locale (`/articles/{key}`). */
  ofHit: (site: S, hit: { readonly url: string }) => `/${site.id}${hit.url}`,
};
