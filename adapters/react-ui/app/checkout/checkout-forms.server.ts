import { z } from 'zod';
import { ok, type Result } from 'neverthrow';
import { ALL_SITES, parseIdempotencyKey, type CommerceError } from '@switchback/core';

/** Every country a Switchback site delivers to: where a billing address may be. */
export const BILLING_COUNTRIES = (): string[] => [...new Set(ALL_SITES.flatMap((site) => site.shipsTo))];

/** The card step posts only the provider's token and the holder's name. */
export const paymentSchema = () => z.object({ token: z.string().min(1), holder: z.string() });

/**
 * The Place order form's hidden Idempotency-Key, read with core's one rule: an empty field means none (the use case
 * makes one); a malformed one (a tampered form) is InvalidInput, and no order is attempted with it.
 */
export function placeOrderKey(field: FormDataEntryValue | null): Result<string | undefined, CommerceError> {
  if (field === null || field === '') return ok(undefined);
  return parseIdempotencyKey(field);
}
