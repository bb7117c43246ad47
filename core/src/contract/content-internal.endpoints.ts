import { endpoint, type Endpoint } from './endpoint';
import { contentPageSchema } from './content.contract';
import {
  collectionsResponseSchema, compareResponseSchema, contentExportQuerySchema, contentExportResponseSchema,
  contentImportRequestSchema, contentImportResponseSchema, footSizesResponseSchema, internalContentQuerySchema,
  internalFooterResponseSchema, internalPageParamsSchema, locationSelectorResponseSchema, searchHubResponseSchema,
  sizeChartParamsSchema, sizeChartResponseSchema, utilityResponseSchema,
} from './content-internal.contract';

const support = { auth: false, support: true } as const;

/** Issue 12 §1 the internal content calls (/fapi/components/…, /fapi/pages/…) and content authoring (support). */
export const contentInternalEndpoints = {
  componentCompare: endpoint({ method: 'GET', path: '/fapi/components/compare', summary: 'Internal content: the attributes of the product comparison table', query: internalContentQuerySchema, response: compareResponseSchema, auth: false }),
  componentCollections: endpoint({ method: 'GET', path: '/fapi/components/collections', summary: 'Internal content: named product lists', query: internalContentQuerySchema, response: collectionsResponseSchema, auth: false }),
  componentFooter: endpoint({ method: 'GET', path: '/fapi/components/footer', summary: 'Internal content: the footer link columns and legal line', query: internalContentQuerySchema, response: internalFooterResponseSchema, auth: false }),
  componentFootSizes: endpoint({ method: 'GET', path: '/fapi/components/foot-sizes', summary: 'Internal content: foot length to shoe size (US, UK, EU, cm)', query: internalContentQuerySchema, response: footSizesResponseSchema, auth: false }),
  componentSearchHub: endpoint({ method: 'GET', path: '/fapi/components/search-hub', summary: 'Internal content: popular searches and categories of the search hub', query: internalContentQuerySchema, response: searchHubResponseSchema, auth: false }),
  componentSizeChart: endpoint({ method: 'GET', path: '/fapi/components/size-chart/{productType}', summary: 'Internal content: a product type\'s size chart (US, UK, EU, cm)', params: sizeChartParamsSchema, query: internalContentQuerySchema, response: sizeChartResponseSchema, auth: false }),
  componentUtility: endpoint({ method: 'GET', path: '/fapi/components/utility', summary: 'Internal content: the utility links', query: internalContentQuerySchema, response: utilityResponseSchema, auth: false }),
  pageLocationSelector: endpoint({ method: 'GET', path: '/fapi/pages/location-selector', summary: 'Internal content: the sites to choose from', query: internalContentQuerySchema, response: locationSelectorResponseSchema, auth: false }),
  internalPage: endpoint({ method: 'GET', path: '/fapi/pages/{page}', summary: 'Internal content: a content page by its slug (live)', params: internalPageParamsSchema, query: internalContentQuerySchema, response: contentPageSchema, auth: false }),
  supportContentExport: endpoint({ method: 'GET', path: '/support/v1/content', summary: 'Support: every content document of a site (or of all sites), as authored', query: contentExportQuerySchema, response: contentExportResponseSchema, ...support }),
  supportContentImport: endpoint({ method: 'POST', path: '/support/v1/content/import', summary: 'Support: import content documents, all or nothing (dryRun validates only); a bad document is refused with its block path', body: contentImportRequestSchema, response: contentImportResponseSchema, ...support }),
} as const satisfies Record<string, Endpoint>;
