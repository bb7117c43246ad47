import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { collectionPointsRequestSchema, storeSearchRequestSchema } from '@switchback/core';
import {
  cityLookupKey, countryAddressForm, employeeDisplayName, nearest, openingStatus, postcodeLookupKeys, SITES, STORE_SEARCH_LIMIT,
  STORE_SEARCH_RADIUS_KM,
  type Clock, type CollectionPointsResponse, type CountryI18n, type GeoPoint, type ProductAvailability, type SiteId, type Store, type StoreEmployees,
  type StoreInventoryResponse, type StoreSearchResponse, type StoreService as StoreServiceName, type UtilityStores,
} from '@switchback/core';
import type { z } from 'zod';
import type { ApiFailure } from '../errors/api-failure';
import { stockStatus } from '../catalog/stock-status';
import { stockKey, type StoreRepository, type StoreRow } from './store.repository';

const fromDb = <T>(promise: Promise<T>): ResultAsync<T, ApiFailure> => ResultAsync.fromSafePromise(promise);

type SearchRequest = z.output<typeof storeSearchRequestSchema>;
type LocationRequest = z.output<typeof collectionPointsRequestSchema>;
type Located = { readonly from: GeoPoint; readonly label: string | null } | null;

const servicesOf = (row: StoreRow): StoreServiceName[] => [
  ...(row.pickup_enabled ? ['pickup' as const] : []),
  ...(row.ship_to_store_enabled ? ['shipToStore' as const] : []),
];

/**
 * Issue 10 §1: the store finder (nearest first, opening status from the Clock in the store's site zone), collection
 * points, stock per store, a product's availability, and the utilities calls. Every rule is core's.
 */
export class StoreService {
  constructor(private readonly repo: StoreRepository, private readonly clock: Clock) {}

  /**
   * Where a search is made from. A malformed postcode is POSTCODE_INVALID on `postcode`; a well-formed postcode or a
   * city we do not know is no location (null), so the answer is an empty list, not an error.
   */
  private locate(site: SiteId, request: LocationRequest): ResultAsync<Located, ApiFailure> {
    const country = SITES[site].country;
    if (request.latitude !== undefined && request.longitude !== undefined) {
      return okAsync({ from: { latitude: request.latitude, longitude: request.longitude }, label: null });
    }
    if (request.postcode !== undefined) {
      const keys = postcodeLookupKeys(country, request.postcode);
      if (keys.isErr()) return errAsync({ type: 'PostcodeInvalid', field: 'postcode', countryCode: country });
      return fromDb(this.repo.placeOfPostcode(country, keys.value))
        .map((place) => (place ? { from: place, label: place.city } : null));
    }
    return fromDb(this.repo.placeOfCity(country, cityLookupKey(request.city ?? '')))
      .map((place) => (place ? { from: place, label: place.city } : null));
  }

  private store(row: StoreRow, now: Date): Store {
    const timeZone = row.time_zone ?? SITES[row.site_id].timeZone;
    return {
      id: row.id,
      name: row.name,
      address: { addressLine1: row.address_line1, city: row.city, postalCode: row.postal_code, countryCode: row.country_code },
      phone: row.phone,
      email: row.email,
      latitude: row.latitude,
      longitude: row.longitude,
      timeZone,
      openingHours: row.opening_hours,
      openingStatus: openingStatus(row.opening_hours, now, timeZone),
      services: servicesOf(row),
    };
  }

  /** A product's variant: unknown product PRODUCT_NOT_FOUND, a upc not of that product VARIANT_NOT_FOUND. */
  private variantOf(productId: string, upc: string): ResultAsync<{ upc: string; warehouse: number }, ApiFailure> {
    return fromDb(this.repo.variantsOf(productId)).andThen((variants) => {
      if (variants.length === 0) return errAsync<{ upc: string; warehouse: number }, ApiFailure>({ type: 'ProductNotFound', productId });
      const variant = variants.find((v) => v.upc === upc);
      return variant ? okAsync(variant) : errAsync<{ upc: string; warehouse: number }, ApiFailure>({ type: 'VariantNotFound', upc });
    });
  }

  search(site: SiteId, request: SearchRequest): ResultAsync<StoreSearchResponse, ApiFailure> {
    const variant = request.productId !== undefined && request.upc !== undefined
      ? this.variantOf(request.productId, request.upc).map((v) => v.upc)
      : okAsync<string | undefined, ApiFailure>(undefined);
    return variant.andThen((upc) => this.locate(site, request).andThen((located) => {
      if (located === null) return okAsync<StoreSearchResponse, ApiFailure>({ location: null, stores: [] });
      return fromDb(this.repo.storesOfSite(site)).andThen((rows) => {
        const wanted = request.services ?? [];
        const offering = rows.filter((row) => wanted.every((service) => servicesOf(row).includes(service)));
        const found = nearest(located.from, offering, request.radiusKm ?? STORE_SEARCH_RADIUS_KM.default, request.limit ?? STORE_SEARCH_LIMIT.default);
        const stock = upc === undefined || found.length === 0 ? Promise.resolve(new Map<string, number>()) : this.repo.storeStock(found.map((r) => r.id), [upc]);
        return fromDb(stock).map((units) => {
          const now = this.clock.now();
          return {
            location: { latitude: located.from.latitude, longitude: located.from.longitude, label: located.label },
            stores: found.map((row) => {
              const quantity = upc === undefined ? undefined : units.get(stockKey(row.id, upc)) ?? 0;
              return {
                ...this.store(row, now),
                distanceKm: row.distanceKm,
                ...(quantity === undefined ? {} : { stock: { quantity, stockStatus: stockStatus(quantity) } }),
              };
            }),
          };
        });
      });
    }));
  }

  collectionPoints(site: SiteId, request: LocationRequest): ResultAsync<CollectionPointsResponse, ApiFailure> {
    return this.locate(site, request).andThen((located) => {
      if (located === null) return okAsync<CollectionPointsResponse, ApiFailure>({ location: null, collectionPoints: [] });
      return fromDb(this.repo.collectionPointsOfSite(site)).map((rows) => {
        const now = this.clock.now();
        const found = nearest(located.from, rows, request.radiusKm ?? STORE_SEARCH_RADIUS_KM.default, request.limit ?? STORE_SEARCH_LIMIT.default);
        return {
          location: { latitude: located.from.latitude, longitude: located.from.longitude, label: located.label },
          collectionPoints: found.map((row) => ({
            storeId: row.id,
            storeName: row.name,
            optionType: row.option_type,
            address: { addressLine1: row.address_line1, city: row.city, postalCode: row.postal_code, countryCode: row.country_code },
            distanceKm: row.distanceKm,
            openingHours: row.opening_hours,
            openingStatus: openingStatus(row.opening_hours, now, row.time_zone ?? SITES[site].timeZone),
          })),
        };
      });
    });
  }

  /** Unknown store ids: STORE_NOT_FOUND naming the first. Duplicates are answered once. */
  private knownStores(storeIds: readonly string[]): ResultAsync<string[], ApiFailure> {
    const unique = [...new Set(storeIds)];
    return fromDb(this.repo.existingStoreIds(unique)).andThen((known) => {
      const unknown = unique.find((id) => !known.has(id));
      return unknown === undefined ? okAsync<string[], ApiFailure>(unique) : errAsync<string[], ApiFailure>({ type: 'StoreNotFound', storeId: unknown });
    });
  }

  private variantsOrNotFound(productId: string): ResultAsync<{ upc: string; warehouse: number }[], ApiFailure> {
    return fromDb(this.repo.variantsOf(productId)).andThen((variants) => (variants.length === 0
      ? errAsync<{ upc: string; warehouse: number }[], ApiFailure>({ type: 'ProductNotFound', productId })
      : okAsync(variants)));
  }

  inventory(productId: string, storeIds: readonly string[]): ResultAsync<StoreInventoryResponse, ApiFailure> {
    return this.variantsOrNotFound(productId).andThen((variants) => this.knownStores(storeIds).andThen((stores) =>
      fromDb(this.repo.storeStock(stores, variants.map((v) => v.upc))).map((units) => ({
        storeInventory: stores.flatMap((storeId) => variants.map((v) => ({ storeId, upc: v.upc, quantity: units.get(stockKey(storeId, v.upc)) ?? 0 }))),
      }))));
  }

  availability(productId: string, request: { storeIds?: string[] | undefined; upc?: string | undefined }): ResultAsync<ProductAvailability, ApiFailure> {
    return this.variantsOrNotFound(productId).andThen((all) => {
      const variants = request.upc === undefined ? all : all.filter((v) => v.upc === request.upc);
      if (variants.length === 0) return errAsync<ProductAvailability, ApiFailure>({ type: 'VariantNotFound', upc: request.upc ?? '' });
      return this.knownStores(request.storeIds ?? []).andThen((stores) =>
        fromDb(stores.length === 0 ? Promise.resolve(new Map<string, number>()) : this.repo.storeStock(stores, variants.map((v) => v.upc))).map((units) => ({
          productId,
          variants: variants.map((v) => ({
            upc: v.upc,
            quantity: v.warehouse,
            stockStatus: stockStatus(v.warehouse),
            stores: stores.map((storeId) => {
              const quantity = units.get(stockKey(storeId, v.upc)) ?? 0;
              return { storeId, quantity, stockStatus: stockStatus(quantity) };
            }),
          })),
        })));
    });
  }

  siteStores(site: SiteId): ResultAsync<UtilityStores, ApiFailure> {
    return fromDb(this.repo.storesOfSite(site)).map((rows) => {
      const now = this.clock.now();
      return { stores: rows.map((row) => this.store(row, now)) };
    });
  }

  employees(storeId: string): ResultAsync<StoreEmployees, ApiFailure> {
    return fromDb(this.repo.storeExists(storeId)).andThen((exists) => (exists
      ? fromDb(this.repo.employeesOf(storeId)).map((rows) => ({
        storeId,
        employees: rows.map((row) => ({ employeeId: row.employee_id, displayName: employeeDisplayName(row.name) })),
      }))
      : errAsync<StoreEmployees, ApiFailure>({ type: 'StoreNotFound', storeId })));
  }

  countryI18n(site: SiteId, countryCode: string): ResultAsync<CountryI18n, ApiFailure> {
    const form = countryAddressForm(countryCode, SITES[site].locale);
    return form.isOk() ? okAsync(form.value) : errAsync({ type: 'CountryNotFound', countryCode: form.error.countryCode });
  }
}
