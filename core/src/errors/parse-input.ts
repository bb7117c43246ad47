import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';
import { invalidInput, type CommerceError } from './commerce-error';

/**
 * zod at the edge of a use case: a valid value, or `InvalidInput` naming the first failing field
 * as a dotted path (`address.postalCode`, `card.number`), prefixed with `field` when given. Never throws.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field?: string): Result<z.output<S>, CommerceError> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  const path = [field, ...(issue?.path ?? []).map(String)].filter((part) => part !== undefined && part !== '').join('.');
  return err(invalidInput(path || 'input', issue?.message ?? 'is not valid'));
}
