import {
  addressLines, displayDistance, productIdSchema, storeSearchTerm, upcSchema, type OpeningHours, type OpeningStatus, type Site,
  type StockStatus, type StoreSearchRequest, type StoreSearchResult, type StoreService,
} from '@switchback/core';

/** What the store finder's GET form and links ask for (`?q=` postcode or city, or `?lat=&lng=`; `?product=&upc=`). */
export interface StoreFinderQuery {
  /** The search box as typed ('' when searching by coordinates or nothing). */
  readonly q: string;
  readonly request: StoreSearchRequest | null;
  /** The size whose stock is shown per store. */
  readonly product: { readonly productId: string; readonly upc: string } | null;
}

const coordinate = (raw: string | null, max: number): number | undefined => {
  if (raw === null || raw.trim() === '' || !/^-?\d{1,3}(?:\.\d{1,8})?$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Math.abs(value) <= max ? value : undefined;
};

/** The store finder's query string, read defensively (anything malformed is ignored, never an error page). */
export function readStoreFinderQuery(url: URL): StoreFinderQuery {
  const params = url.searchParams;
  const q = (params.get('q') ?? '').slice(0, 60);
  const productId = productIdSchema.safeParse(params.get('product') ?? '');
  const upc = upcSchema.safeParse(params.get('upc') ?? '');
  const product = productId.success && upc.success ? { productId: productId.data, upc: upc.data } : null;
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lng'), 180);
  const term = storeSearchTerm(q);
  const where = term ?? (latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null);
  const request = where === null ? null : { ...where, ...(product ?? {}) };
  return { q: term === null ? '' : q.trim(), request, product };
}

/** One store as the page shows it: every text already in the site's format except what the messages hold. */
export interface StoreView {
  readonly id: string;
  readonly name: string;
  readonly addressLines: readonly string[];
  readonly phone: string;
  readonly email: string | null;
  readonly distance: { readonly value: number; readonly unit: 'mile' | 'kilometer' };
  readonly openingHours: OpeningHours;
  readonly openingStatus: OpeningStatus;
  readonly services: readonly StoreService[];
  readonly stock: { readonly quantity: number; readonly stockStatus: StockStatus } | null;
}

export function storeView(store: StoreSearchResult, site: Site): StoreView {
  return {
    id: store.id,
    name: store.name,
    // The store is in the site's own country: the label's lines without the country's name.
    addressLines: addressLines({ ...store.address }, site.locale).slice(0, -1),
    phone: store.phone,
    email: store.email,
    distance: displayDistance(store.distanceKm, site.country),
    openingHours: store.openingHours,
    openingStatus: store.openingStatus,
    services: store.services,
    stock: store.stock ?? null,
  };
}

/** The query string to come back to after "Set as my store" (only the finder's own parameters). */
export function finderSearch(url: URL): string {
  const kept = new URLSearchParams();
  for (const name of ['q', 'lat', 'lng', 'product', 'upc']) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') kept.set(name, value.slice(0, 60));
  }
  return kept.toString();
}
