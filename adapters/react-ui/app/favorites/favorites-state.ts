/** The favorites state every page's hearts read (the site layout loader's `favorites`): whether favorites show, and the product ids in the list. */
export interface FavoritesState {
  readonly enabled: boolean;
  readonly productIds: readonly string[];
}

/** The site layout's favorites state from its loader data (read untyped where importing the layout would make a cycle). */
export const favoritesStateOf = (siteData: unknown): FavoritesState | undefined =>
  typeof siteData === 'object' && siteData !== null && 'favorites' in siteData ? (siteData.favorites as FavoritesState) : undefined;
