import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SUPPORT_KEY_HEADER, type ContentImportResponse } from '@switchback/core';
import { TEST_SUPPORT_KEY } from '../test-support/orders';
import { call } from '../test-support/test-engine';

export const CONTENT_SUPPORT_HEADERS = { [SUPPORT_KEY_HEADER]: TEST_SUPPORT_KEY } as const;

/** A fragment document of a site: the smallest valid document (an import's unit in tests). */
export const fragment = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  id, siteId: 'en-us', docType: 'fragment', key: id, name: `Fragment ${id}`,
  sections: { main: [{ type: 'rich-text', id: 'body', richText: text }] }, ...extra,
});

export const importDocuments = (app: FastifyInstance, documents: readonly unknown[], dryRun = false): Promise<LightMyRequestResponse> =>
  call(app, 'supportContentImport', { headers: CONTENT_SUPPORT_HEADERS, body: { dryRun, documents: documents.map((document, i) => ({ file: `doc-${i}.json`, document })) } });

export const importSummary = (response: LightMyRequestResponse): ContentImportResponse => {
  if (response.statusCode !== 200) throw new Error(`import answered ${response.statusCode}: ${response.body}`);
  return response.json() as ContentImportResponse;
};

export const exportDocuments = async (app: FastifyInstance, siteId?: string): Promise<Record<string, unknown>[]> => {
  const response = await call(app, 'supportContentExport', { headers: CONTENT_SUPPORT_HEADERS, ...(siteId !== undefined ? { query: { siteId } } : {}) });
  if (response.statusCode !== 200) throw new Error(`export answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { documents: Record<string, unknown>[] }).documents;
};
