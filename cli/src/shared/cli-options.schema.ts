import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { DEFAULT_SITE_ID, siteIdSchema } from '@switchback/core';
import type { CliError } from './cli-error';
import { plainErrorMap } from './zod-issue';

const ORIGIN_MESSAGE = 'must be an http(s) origin such as http://localhost:3000';

/** `--api ORIGIN`: an http(s) origin (scheme, host, optional port), nothing after it; normalised to `URL.origin`. */
export const apiOriginSchema = z
  .string()
  .trim()
  .refine((raw) => {
    if (!URL.canParse(raw)) return false;
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:')
      && url.username === '' && url.password === ''
      && url.pathname === '/' && url.search === '' && url.hash === ''
      && !/[?#]/.test(raw);
  }, ORIGIN_MESSAGE)
  .transform((raw) => new URL(raw).origin);

const common = {
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
};

export const checkoutOptionsSchema = z.strictObject({
  ...common,
  script: z.string().trim().min(1, 'is required: the path of a checkout script (JSON)'),
});
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>;

export const catalogListOptionsSchema = z.strictObject({
  ...common,
  site: siteIdSchema.default(DEFAULT_SITE_ID),
});
export type CatalogListOptions = z.infer<typeof catalogListOptionsSchema>;

/** Parses a command's options (as commander hands them over) into one typed value or one clear `--option: message` error. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): Result<z.infer<S>, CliError> {
  const parsed = schema.safeParse(raw, { error: plainErrorMap });
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const key = issue?.code === 'unrecognized_keys' ? issue.keys[0] : issue?.path[0];
  return err({ type: 'InvalidOption', option: `--${String(key ?? 'option')}`, message: issue?.message ?? 'is not valid' });
}
