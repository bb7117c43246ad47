/** §3 Article (search hit). */
export interface Article {
  readonly id: string;
  readonly title: string;
  readonly url: string;
  readonly picture?: { readonly url: string; readonly alt: string };
  readonly tags?: readonly string[];
  readonly eyebrow?: string;
  readonly facets?: readonly { readonly id: string; readonly label: string }[];
}

/** The grid's state; `A` is the article as the caller has it (the contract's search hit, say), at least an `Article`. */
export interface ArticleGridState<A extends Article = Article> {
  readonly tagId: string | null;
  readonly offset: number;
  readonly pageSize: number;
  readonly articles: readonly A[];
  readonly numFound: number;
  /** A search for the current tag and offset is on its way. */
  readonly loading: boolean;
}

export type ArticleGridEvent<A extends Article = Article> =
  | { readonly type: 'ToggleTag'; readonly tagId: string }
  | { readonly type: 'ReadMore' }
  | { readonly type: 'ResultsLoaded'; readonly tagId: string | null; readonly offset: number; readonly articles: readonly A[]; readonly numFound: number };

/** §7 article search: limit, offset and tagId. */
export interface ArticleSearchQuery {
  readonly limit: number;
  readonly offset: number;
  readonly tagId?: string;
}

export const initialArticleGrid = (pageSize: number): ArticleGridState =>
  ({ tagId: null, offset: 0, pageSize, articles: [], numFound: 0, loading: true });

/** The search that fills the grid's current page. */
export const articleSearchQuery = (state: ArticleGridState<Article>): ArticleSearchQuery =>
  state.tagId === null ? { limit: state.pageSize, offset: state.offset } : { limit: state.pageSize, offset: state.offset, tagId: state.tagId };

/** §4 "Read more is shown only while fewer results are loaded than numFound." */
export const showReadMore = (state: ArticleGridState<Article>): boolean => !state.loading && state.articles.length < state.numFound;

/**
 * §4 article grid: "Toggling a tag resets the offset to 0. Read more advances the offset by the page size and
 * appends results." Toggling the selected tag clears the filter. Results for another tag or offset (a late answer)
 * are ignored; results at offset 0 replace the list, later pages append.
 */
export function articleGridTransition<A extends Article = Article>(state: ArticleGridState<A>, event: ArticleGridEvent<A>): ArticleGridState<A> {
  switch (event.type) {
    case 'ToggleTag':
      return { ...state, tagId: state.tagId === event.tagId ? null : event.tagId, offset: 0, articles: [], numFound: 0, loading: true };
    case 'ReadMore':
      return showReadMore(state) ? { ...state, offset: state.offset + state.pageSize, loading: true } : state;
    case 'ResultsLoaded': {
      if (!state.loading || event.tagId !== state.tagId || event.offset !== state.offset) return state;
      const articles = event.offset === 0 ? event.articles : [...state.articles, ...event.articles];
      return { ...state, articles, numFound: Math.max(0, Math.trunc(event.numFound)), loading: false };
    }
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
