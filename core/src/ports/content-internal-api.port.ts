import type { ResultAsync } from 'neverthrow';
import type {
  CollectionsResponse, CompareResponse, ContentExportResponse, ContentImportRequest, ContentImportResponse, ContentPage,
  FootSizesResponse, InternalFooterResponse, LocationSelectorResponse, SearchHubResponse, SizeChartProductType, SizeChartResponse,
  UtilityResponse,
} from '../contract';
import type { SiteId } from '../contract/common.contract';
import type { CommerceError } from '../errors';

/** Issue 12 §1, storefront-experience §7 internal content (GET /fapi/components/…, /fapi/pages/…), per site. */
export interface ContentInternalApi {
  compare(siteId: SiteId): ResultAsync<CompareResponse, CommerceError>;
  collections(siteId: SiteId): ResultAsync<CollectionsResponse, CommerceError>;
  footer(siteId: SiteId): ResultAsync<InternalFooterResponse, CommerceError>;
  footSizes(siteId: SiteId): ResultAsync<FootSizesResponse, CommerceError>;
  searchHub(siteId: SiteId): ResultAsync<SearchHubResponse, CommerceError>;
  sizeChart(siteId: SiteId, productType: SizeChartProductType): ResultAsync<SizeChartResponse, CommerceError>;
  utility(siteId: SiteId): ResultAsync<UtilityResponse, CommerceError>;
  locationSelector(siteId: SiteId): ResultAsync<LocationSelectorResponse, CommerceError>;
  page(siteId: SiteId, page: string): ResultAsync<ContentPage, CommerceError>;
}

/** Issue 12 §1 authoring (support key): export the documents of a site (or all), import a set all or nothing. */
export interface ContentSupportApi {
  exportDocuments(siteId?: SiteId): ResultAsync<ContentExportResponse, CommerceError>;
  importDocuments(request: ContentImportRequest): ResultAsync<ContentImportResponse, CommerceError>;
}
