import { SUPPORT_KEY_HEADER, type ContentInternalApi, type ContentSupportApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Issue 12 internal content over HTTP: one registry call per method. */
export function createContentInternalClient(send: EndpointCaller): ContentInternalApi {
  return {
    compare: (siteId) => send('componentCompare', { query: { siteId } }),
    collections: (siteId) => send('componentCollections', { query: { siteId } }),
    footer: (siteId) => send('componentFooter', { query: { siteId } }),
    footSizes: (siteId) => send('componentFootSizes', { query: { siteId } }),
    searchHub: (siteId) => send('componentSearchHub', { query: { siteId } }),
    sizeChart: (siteId, productType) => send('componentSizeChart', { params: { productType }, query: { siteId } }),
    utility: (siteId) => send('componentUtility', { query: { siteId } }),
    locationSelector: (siteId) => send('pageLocationSelector', { query: { siteId } }),
    page: (siteId, page) => send('internalPage', { params: { page }, query: { siteId } }),
  };
}

/** Issue 12 content authoring over HTTP, with the support key. */
export function createContentSupportClient(send: EndpointCaller, supportKey: string): ContentSupportApi {
  const headers = { [SUPPORT_KEY_HEADER]: supportKey };
  return {
    exportDocuments: (siteId) => send('supportContentExport', { ...(siteId === undefined ? {} : { query: { siteId } }), headers }),
    importDocuments: (request) => send('supportContentImport', { body: request, headers }),
  };
}
