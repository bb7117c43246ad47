import { endpoints, type CommerceError, type EndpointName } from '@switchback/core';
import { errAsync, ResultAsync, type Result } from 'neverthrow';
import type { CallRequest, EndpointCaller } from './endpoint-caller';

const isUnauthorized = (error: CommerceError): boolean => error.type === 'ApiError' && error.kind === 'Unauthorized';

/**
 * The guest token lives 30 minutes; the token endpoint renews an expired one for the same guest (same carts).
 * This caller hides that expiry from every port: a registry call with `auth: true` that answers 401 renews the
 * guest token once (`renewGuestToken`, the token call carrying the cookie) and is sent again, once, unchanged
 * (same body and headers, so placing an order keeps its Idempotency-Key).
 *
 * - Renewals are single-flight: 401s that arrive while a renewal runs, or that answer calls sent before the latest
 *   renewal started, wait for that renewal instead of starting another.
 * - A renewal that fails returns the original 401; a 401 on the retry is returned as is.
 * - Endpoints without `auth` (the token endpoint itself, catalogue, time) are never renewed; the sandbox
 *   tokeniser does not go through an endpoint caller at all.
 * No UI side effects, no logging.
 */
export function withGuestTokenRenewal(
  call: EndpointCaller,
  renewGuestToken: () => ResultAsync<unknown, CommerceError>,
): EndpointCaller {
  /** Counts renewals started; a call remembers the count it was sent under. */
  let started = 0;
  let running = false;
  let latest: ResultAsync<unknown, CommerceError> | undefined;

  const renewalFor = (sentUnder: number): ResultAsync<unknown, CommerceError> => {
    if (latest !== undefined && (running || sentUnder !== started)) return latest;
    started += 1;
    running = true;
    const settled = (async (): Promise<Result<unknown, CommerceError>> => {
      const result = await renewGuestToken();
      running = false;
      return result;
    })();
    latest = new ResultAsync(settled);
    return latest;
  };

  return <N extends EndpointName>(name: N, request?: CallRequest<N>) => {
    if (!endpoints[name].auth || name === 'guestToken') return call(name, request);
    const sentUnder = started;
    return call(name, request).orElse((first) =>
      isUnauthorized(first)
        ? renewalFor(sentUnder)
            .mapErr(() => first)
            .andThen(() => call(name, request))
        : errAsync(first),
    );
  };
}
