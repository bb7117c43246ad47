import { z } from 'zod';
import { DEFAULT_SITE_ID, emailSchema, newPasswordSchema, siteIdSchema } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';

const name = (label: string) => z.string().trim().min(1, `${label} is empty`).max(50, `${label} is at most 50 characters`).optional();

/** `account create --email … --password … [--first-name …] [--last-name …] [--site …] [--api …] [--json]` */
export const accountCreateOptionsSchema = z.strictObject({
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  site: siteIdSchema.default(DEFAULT_SITE_ID),
  email: emailSchema,
  password: newPasswordSchema,
  firstName: name('--first-name'),
  lastName: name('--last-name'),
});
export type AccountCreateOptions = z.infer<typeof accountCreateOptionsSchema>;

/** `account show --email … [--api …] [--json]` */
export const accountShowOptionsSchema = z.strictObject({
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  email: emailSchema,
});
export type AccountShowOptions = z.infer<typeof accountShowOptionsSchema>;
