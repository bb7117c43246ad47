import { z } from 'zod';
import { siteIdSchema } from './common.contract';
import { contentDocTypeSchema, contentDocumentSchema, contentUrlSchema } from './content.contract';

/**
 * Issue 12 §1, storefront-experience §7 "Internal content (GET)": the small typed answers under /fapi/components/… and
 * /fapi/pages/…, and the authoring calls (support: export and import of content documents).
 */

export const internalContentQuerySchema = z.object({ siteId: siteIdSchema });
export type InternalContentQuery = z.infer<typeof internalContentQuerySchema>;

const link = z.object({ id: z.string(), text: z.string(), url: contentUrlSchema });
export type InternalLink = z.infer<typeof link>;

/** /fapi/components/compare: the attributes a product comparison table shows, in order, with their labels. */
export const compareResponseSchema = z.object({
  attributes: z.array(z.object({ id: z.string(), label: z.string(), unit: z.string().optional() })),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

/** /fapi/components/collections: named product lists (curated by merchandisers). */
export const collectionsResponseSchema = z.object({
  collections: z.array(z.object({ id: z.string(), name: z.string(), productIds: z.array(z.string()) })),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

/** /fapi/components/footer: the footer's link columns (from the site's footer document) and its legal line. */
export const internalFooterResponseSchema = z.object({
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(link) })),
  legal: z.string(),
});
export type InternalFooterResponse = z.infer<typeof internalFooterResponseSchema>;

/** A size in every system: US, UK, EU and the foot (or body) length in centimetres. */
export const sizeSystems = ['US', 'UK', 'EU', 'cm'] as const;
const sizeRowSchema = z.object({ US: z.string(), UK: z.string(), EU: z.string(), cm: z.string() });
export type SizeRow = z.infer<typeof sizeRowSchema>;

/** /fapi/components/foot-sizes: the foot-length to shoe-size table. */
export const footSizesResponseSchema = z.object({ systems: z.array(z.enum(sizeSystems)), sizes: z.array(sizeRowSchema) });
export type FootSizesResponse = z.infer<typeof footSizesResponseSchema>;

/** /fapi/components/size-chart/{productType}: a product type's size chart. */
export const sizeChartProductTypeSchema = z.enum(['shoes', 'apparel', 'backpacks', 'socks-hats']);
export type SizeChartProductType = z.infer<typeof sizeChartProductTypeSchema>;
export const sizeChartParamsSchema = z.object({ productType: sizeChartProductTypeSchema });
export const sizeChartResponseSchema = z.object({
  productType: sizeChartProductTypeSchema,
  title: z.string(),
  systems: z.array(z.enum(sizeSystems)),
  rows: z.array(sizeRowSchema.extend({ label: z.string() })),
  note: z.string(),
});
export type SizeChartResponse = z.infer<typeof sizeChartResponseSchema>;

/** /fapi/components/search-hub: popular searches and the categories shown before anything is typed. */
export const searchHubResponseSchema = z.object({
  title: z.string(),
  popularSearches: z.array(z.string()),
  categories: z.array(z.object({ categoryId: z.string(), title: z.string(), url: contentUrlSchema })),
});
export type SearchHubResponse = z.infer<typeof searchHubResponseSchema>;

/** /fapi/components/utility: the utility links above the header (help, stores, order tracking). */
export const utilityResponseSchema = z.object({ links: z.array(link) });
export type UtilityResponse = z.infer<typeof utilityResponseSchema>;

/** /fapi/pages/location-selector: the sites (core's site table), each with its label, locale and currency. */
export const locationSelectorResponseSchema = z.object({
  sites: z.array(z.object({ siteId: siteIdSchema, label: z.string(), locale: z.string(), country: z.string(), currency: z.string(), region: z.enum(['NA', 'EMEA']), url: z.string() })),
});
export type LocationSelectorResponse = z.infer<typeof locationSelectorResponseSchema>;

export const internalPageParamsSchema = z.object({ page: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/, 'letters, digits, _ and -') });

/** Authoring (support): export every document of a site (or of every site). */
export const contentExportQuerySchema = z.object({ siteId: siteIdSchema.optional() });
/** Documents as stored (each one `contentDocumentSchema`'s output; parsed again by whoever reads them). */
export const contentExportResponseSchema = z.object({ documents: z.array(contentDocumentSchema) });
export type ContentExportResponse = z.infer<typeof contentExportResponseSchema>;

/**
 * Authoring (support): import a set of documents, all or nothing. Each document is validated by the service with
 * `contentDocumentSchema` (the answer names the file, the document, the block path and the reason); `file` is where it
 * came from, for that message. A document replaces the stored one of the same site and id.
 */
export const contentImportRequestSchema = z.object({
  dryRun: z.boolean().optional(),
  documents: z.array(z.object({ file: z.string().max(300).optional(), document: z.unknown() })).min(1).max(5000),
});
export type ContentImportRequest = z.infer<typeof contentImportRequestSchema>;
export const contentImportResponseSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  byDocType: z.partialRecord(contentDocTypeSchema, z.number().int().min(0)),
});
export type ContentImportResponse = z.infer<typeof contentImportResponseSchema>;
