import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { INTERNAL_CALLER_HEADER, type CommerceError } from '@switchback/core';

/** What `account show` prints (the API's internal account read: never a hash, token or code). */
export const accountSummarySchema = z.object({
  consumerNo: z.string(),
  email: z.string(),
  consumerType: z.string(),
  siteId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  lockedUntil: z.string().nullable(),
  activeSessions: z.number(),
  openCarts: z.number(),
  orders: z.number(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/**
 * Support reads of accounts: the API's internal route, answered only to a caller with that process's internal caller
 * secret. The CLI's embedded engine is started with a secret only this process knows; a running server's secret
 * comes from SWITCHBACK_INTERNAL_SECRET.
 */
export class AccountAdmin {
  constructor(private readonly apiBaseUrl: string, private readonly secret: string) {}

  show(email: string): ResultAsync<AccountSummary, CommerceError> {
    const url = `${this.apiBaseUrl}/internal/accounts?${new URLSearchParams({ email }).toString()}`;
    const read = async (): Promise<AccountSummary> => {
      const response = await fetch(url, { headers: { [INTERNAL_CALLER_HEADER.secret]: this.secret, accept: 'application/json' } });
      const body = (await response.json()) as unknown;
      if (response.ok) return accountSummarySchema.parse(body);
      const detail = (body as { errorDetails?: { errorId?: string; message?: string }[] }).errorDetails?.[0];
      throw Object.assign(new Error(detail?.message ?? `HTTP ${response.status}`), { errorId: detail?.errorId ?? 'GEN500', status: response.status });
    };
    return ResultAsync.fromPromise(read(), (cause): CommerceError => {
      const failure = cause as { errorId?: string; status?: number; message?: string };
      return failure.status !== undefined
        ? { type: 'ApiError', errorId: failure.errorId ?? 'GEN500', kind: failure.status === 404 ? 'NotFound' : 'Unavailable', statusCode: failure.status, message: failure.message ?? '' }
        : { type: 'NetworkError', message: failure.message ?? String(cause) };
    });
  }
}
