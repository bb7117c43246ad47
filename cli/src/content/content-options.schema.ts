import { z } from 'zod';
import { siteIdSchema } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';

const common = { api: apiOriginSchema.optional(), json: z.boolean().default(false) };
const dir = z.string().trim().min(1, 'is empty');

/** `content export DIR [--site SITE] [--api ORIGIN] [--json]` */
export const contentExportOptionsSchema = z.strictObject({ ...common, dir, site: siteIdSchema.optional() });
export type ContentExportOptions = z.infer<typeof contentExportOptionsSchema>;

/** `content import DIR [--dry-run] [--api ORIGIN] [--json]` */
export const contentImportOptionsSchema = z.strictObject({ ...common, dir, dryRun: z.boolean().default(false) });
export type ContentImportOptions = z.infer<typeof contentImportOptionsSchema>;
