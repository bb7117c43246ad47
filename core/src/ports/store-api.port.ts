import type { ResultAsync } from 'neverthrow';
import type {
  CollectionPointsRequest, CollectionPointsResponse, CountryI18n, ProductAvailability, ProductAvailabilityRequest, StoreEmployees,
  StoreInventoryRequest, StoreInventoryResponse, StoreSearchRequest, StoreSearchResponse, UtilityStores,
} from '../contract';
import type { CommerceError } from '../errors';

/**
 * Issue 10 §1 (commerce-core §7 Products and stores, utilities): the store finder, collection points, stock per store,
 * a product's availability, the site's stores and their employees, and a country's address form.
 */
export interface StoreApi {
  search(request: StoreSearchRequest): ResultAsync<StoreSearchResponse, CommerceError>;
  collectionPoints(request: CollectionPointsRequest): ResultAsync<CollectionPointsResponse, CommerceError>;
  inventory(request: StoreInventoryRequest): ResultAsync<StoreInventoryResponse, CommerceError>;
  availability(productId: string, request: ProductAvailabilityRequest): ResultAsync<ProductAvailability, CommerceError>;
  /** The site's stores. */
  siteStores(): ResultAsync<UtilityStores, CommerceError>;
  /** STORE_NOT_FOUND for an unknown store. */
  employees(storeId: string): ResultAsync<StoreEmployees, CommerceError>;
  /** 404 for a country without address rules or dial code. */
  countryI18n(countryCode: string): ResultAsync<CountryI18n, CommerceError>;
}
