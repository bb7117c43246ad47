import type { Result } from 'neverthrow';
import { idempotencyKeySchema } from '../contract';
import { parseInput, type CommerceError } from '../errors';

/**
 * §4 place order: the Idempotency-Key a caller carries (the checkout form's hidden field, a script), checked with
 * the contract's one rule (`idempotencyKeySchema`) before anything is sent: InvalidInput on `idempotencyKey`.
 */
export function parseIdempotencyKey(raw: unknown): Result<string, CommerceError> {
  return parseInput(idempotencyKeySchema, raw, 'idempotencyKey');
}
