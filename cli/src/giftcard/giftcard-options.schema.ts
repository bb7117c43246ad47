import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { currencySchema, issueGiftCardRequestSchema, parseMoney, type IssueGiftCardRequest } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';
import type { CliError } from '../shared/cli-error';

/**
 * `giftcard issue --amount 50.00 --currency EUR [--email ADDRESS] [--expires ISO-DATE-TIME] [--api …] [--json]`. The
 * amount is read digit by digit into minor units of the currency (core's parseMoney; never a float).
 */
export const giftcardIssueOptionsSchema = z.strictObject({
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  amount: z.string().trim().min(1, 'is required: an amount such as 50.00'),
  currency: z.string().trim().toUpperCase().pipe(currencySchema),
  email: z.email('is not a valid e-mail address').optional(),
  expires: z.iso.datetime({ offset: true, message: 'is a date-time with its offset, such as 2027-12-31T23:59:59Z' }).optional(),
});
export type GiftcardIssueOptions = z.infer<typeof giftcardIssueOptionsSchema>;

/** The support call's request: the amount in minor units (at least one), checked with the contract's schema. */
export function issueRequestOf(options: GiftcardIssueOptions): Result<IssueGiftCardRequest, CliError> {
  const amount = parseMoney(options.amount, options.currency);
  if (amount === null || amount < 1) {
    return err({ type: 'InvalidOption', option: '--amount', message: `is not an amount of ${options.currency} above zero (such as 50.00)` });
  }
  const request = issueGiftCardRequestSchema.safeParse({
    amount, currency: options.currency,
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.expires !== undefined ? { expiresAt: options.expires } : {}),
  });
  if (request.success) return ok(request.data);
  const issue = request.error.issues[0];
  return err({ type: 'InvalidOption', option: `--${issue?.path[0] === 'expiresAt' ? 'expires' : String(issue?.path[0] ?? 'amount')}`, message: issue?.message ?? 'is not valid' });
}
