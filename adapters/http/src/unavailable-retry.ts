import { HEADER } from '@switchback/core';

/** The longest pause before retrying a 503, whatever its Retry-After asks: a shopper is waiting on the page. */
export const UNAVAILABLE_RETRY_CAP_MS = 2_000;

/**
 * A request that may be sent twice without doing its work twice: a GET, or a call carrying an Idempotency-Key
 * (the upstream answers the first result again). Anything else (adding an item, creating a cart) is never retried.
 */
export function isIdempotentRequest(method: string, headers: Readonly<Record<string, string>>): boolean {
  return method.toUpperCase() === 'GET' || Object.keys(headers).some((name) => name.toLowerCase() === HEADER.idempotencyKey);
}

/**
 * The pause before the one retry of a 503 Service Unavailable (the API answers it on a lost database connection,
 * with `Retry-After` in seconds): that many milliseconds, capped at UNAVAILABLE_RETRY_CAP_MS. Undefined (no
 * retry) for any other status, or a 503 without a Retry-After in delay-seconds (RFC 9110 §10.2.3; the HTTP-date
 * form would need the clock, and our upstream never sends it).
 */
export function unavailableRetryDelayMs(status: number, retryAfter: string | null): number | undefined {
  if (status !== 503 || retryAfter === null) return undefined;
  const seconds = retryAfter.trim();
  if (!/^\d{1,9}$/.test(seconds)) return undefined;
  return Math.min(Number(seconds) * 1000, UNAVAILABLE_RETRY_CAP_MS);
}
