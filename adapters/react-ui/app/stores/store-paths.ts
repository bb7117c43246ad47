import type { Site } from '@switchback/core';

/** Issue 10: the store finder's address, optionally showing one size's stock in each store. */
export const storeFinderPath = (site: Pick<Site, 'id'>, size?: { readonly productId: string; readonly upc: string }): string =>
  size === undefined ? `/${site.id}/stores` : `/${site.id}/stores?${new URLSearchParams({ product: size.productId, upc: size.upc }).toString()}`;
