import { readFile } from 'node:fs/promises';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { z } from 'zod';
import { addressInputSchema, emailSchema, passwordSchema, productIdSchema, quantitySchema, siteIdSchema, tokenizeCardRequestSchema } from '@switchback/core';
import type { CliError } from '../shared/cli-error';
import { firstIssue, plainErrorMap } from '../shared/zod-issue';

const label = (name: string) => z.string().trim().min(1, `${name} is required`).max(64, `${name} is at most 64 characters`);

export const scriptItemSchema = z.strictObject({
  productId: productIdSchema,
  color: label('color'),
  size: label('size'),
  qty: quantitySchema,
});

/** A scripted guest checkout (issue 2 §5). Reuses the contract's own field rules, so the script fails here rather than upstream. */
export const checkoutScriptSchema = z.strictObject({
  site: siteIdSchema,
  email: z.email('email is not valid').max(254, 'email is at most 254 characters'),
  items: z.array(scriptItemSchema).min(1, 'at least one item').max(50, 'at most 50 items'),
  shippingAddress: addressInputSchema,
  shippingMethod: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'shippingMethod is a shipping method code such as standard'),
  card: tokenizeCardRequestSchema,
  /** Issue 7 §5: check out as this consumer (signed in with PKCE; the guest cart merges into theirs). */
  account: z.strictObject({ email: emailSchema, password: passwordSchema }).optional(),
});
export type CheckoutScript = z.infer<typeof checkoutScriptSchema>;
export type ScriptItem = z.infer<typeof scriptItemSchema>;

/** Validates already-decoded JSON; a failure names the first offending field, e.g. `script.items[0].qty`. */
export function parseCheckoutScript(json: unknown): Result<CheckoutScript, CliError> {
  const parsed = checkoutScriptSchema.safeParse(json, { error: plainErrorMap, reportInput: true });
  if (parsed.success) return ok(parsed.data);
  return err({ type: 'ScriptInvalid', ...firstIssue(parsed.error, 'script') });
}

const decodeJson = (path: string, text: string): Result<unknown, CliError> => {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (cause) {
    return err({ type: 'ScriptUnreadable', path, reason: 'not-json', message: `is not valid JSON (${(cause as Error).message})` });
  }
};

/** Reads, decodes and validates a script file. */
export function readCheckoutScript(path: string): ResultAsync<CheckoutScript, CliError> {
  return ResultAsync.fromPromise(readFile(path, 'utf8'), (cause): CliError => {
    const code = (cause as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { type: 'ScriptUnreadable', path, reason: 'missing', message: 'no such file' }
      : { type: 'ScriptUnreadable', path, reason: 'unreadable', message: `cannot be read (${code ?? (cause as Error).message})` };
  })
    .andThen((text) => decodeJson(path, text))
    .andThen(parseCheckoutScript);
}
