import {
  endpoints, HEADER, pathFor, type CommerceError, type Endpoint, type EndpointName, type ResponseBody,
} from '@switchback/core';
import { err, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import type { z } from 'zod';
import { issuePath, parseAnswer } from './answer.parser';
import type { HttpClientConfig, HttpSession } from './http-client.config';
import { TimerScheduler } from './timer.scheduler';
import { isIdempotentRequest, unavailableRetryDelayMs } from './unavailable-retry';

type Registry = typeof endpoints;
type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** One call of the registry: path parameters, query (the locale is added), body, and per-call headers. */
export interface CallRequest<N extends EndpointName> {
  params?: InputOf<Registry[N], 'params'>;
  query?: Partial<InputOf<Registry[N], 'query'>>;
  body?: InputOf<Registry[N], 'body'>;
  headers?: Record<string, string>;
}

/** Which §7 conventions a request follows: contract calls get all of them, the payment provider's tokeniser none. */
export interface RequestPolicy {
  readonly contractHeaders: boolean;
  readonly localeQuery: boolean;
}

export interface Outgoing {
  readonly label: string;
  readonly endpoint: Endpoint;
  readonly params?: unknown;
  readonly query?: Record<string, unknown>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

const CONTRACT_CALL: RequestPolicy = { contractHeaders: true, localeQuery: true };

const regionOf = (locale: string): string => locale.split('-')[1] ?? locale;

const checked = <T>(schema: z.ZodType<T> | undefined, value: unknown, whole: string): Result<T | undefined, CommerceError> => {
  if (schema === undefined) return ok(undefined);
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  return err({ type: 'InvalidInput', field: issue ? issuePath(issue.path, whole) : whole, message: issue?.message ?? `${whole} is not valid` });
};

const queryString = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // A multi-valued refinement (issue 11: `brand`, `size`…) travels comma-separated; an empty one not at all.
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.join(','));
      continue;
    }
    search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** §7 common request headers; x-usid once the guest token told us the session id. */
function commonHeaders(config: HttpClientConfig, session: HttpSession): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADER.locale]: config.locale,
    [HEADER.siteId]: config.site,
    [HEADER.channel]: config.channel ?? 'ECOMM',
    [HEADER.region]: regionOf(config.locale),
    [HEADER.source]: config.clientApp,
    [HEADER.clientApp]: config.clientApp,
  };
  if (config.brand !== undefined) headers[HEADER.brand] = config.brand;
  if (session.usid !== undefined) headers[HEADER.usid] = session.usid;
  if (config.accessKey !== undefined) headers[HEADER.accessKey] = config.accessKey;
  return { ...headers, ...config.extraHeaders?.() };
}

function prepare(
  config: HttpClientConfig,
  session: HttpSession,
  outgoing: Outgoing,
  policy: RequestPolicy,
): Result<{ url: string; init: RequestInit }, CommerceError> {
  const { endpoint } = outgoing;
  const rawQuery = policy.localeQuery ? { locale: config.locale, ...outgoing.query } : { ...outgoing.query };
  return checked(endpoint.params, outgoing.params ?? {}, 'params').andThen((params) =>
    checked(endpoint.query, rawQuery, 'query').andThen((query) =>
      checked(endpoint.body, outgoing.body, 'body').map((body) => {
        const path = pathFor(endpoint.path, (params ?? {}) as Record<string, string>);
        const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${queryString((query ?? rawQuery) as Record<string, unknown>)}`;
        const headers: Record<string, string> = {
          accept: 'application/json',
          [HEADER.transactionId]: config.newId(),
          [HEADER.correlationId]: config.newId(),
          ...(policy.contractHeaders ? commonHeaders(config, session) : {}),
          ...outgoing.headers,
        };
        const init: RequestInit = { method: endpoint.method, headers, credentials: 'same-origin' };
        if (endpoint.body !== undefined) {
          headers['content-type'] = 'application/json';
          init.body = JSON.stringify(body);
        }
        return { url, init };
      }),
    ),
  );
}

const networkError = (label: string) => (cause: unknown): CommerceError => ({
  type: 'NetworkError',
  message: `${label}: the commerce API could not be reached (${cause instanceof Error ? cause.message : 'unknown failure'})`,
});

/**
 * Sends one request: input checked with the endpoint's schemas first (bad input → InvalidInput, nothing sent),
 * then fetch, then the answer parsed (see parseAnswer). A 503 with Retry-After is sent again once, after that
 * delay (capped) on the configured Scheduler, but only when the request is idempotent (a GET, or a call carrying an
 * Idempotency-Key): a POST that may have done its work is never repeated. No UI side effects, no logging.
 */
export function sendRequest<T>(
  config: HttpClientConfig,
  session: HttpSession,
  outgoing: Outgoing,
  responseSchema: z.ZodType<T>,
  policy: RequestPolicy = CONTRACT_CALL,
): ResultAsync<T, CommerceError> {
  const { label } = outgoing;
  // Looked up per call, so a fetch installed later (test interceptors, polyfills) is honoured.
  const doFetch = (url: string, init: RequestInit) => (config.fetch ?? globalThis.fetch)(url, init);
  return prepare(config, session, outgoing, policy).asyncAndThen(({ url, init }) => {
    const attempt = () =>
      ResultAsync.fromPromise(doFetch(url, init), networkError(label)).andThen((response) =>
        ResultAsync.fromPromise(response.text(), networkError(label))
          .map((text) => ({ status: response.status, text, retryAfter: response.headers.get('retry-after') })),
      );
    const idempotent = isIdempotentRequest(init.method ?? 'GET', init.headers as Record<string, string>);
    return attempt()
      .andThen((answer) => {
        const delay = idempotent ? unavailableRetryDelayMs(answer.status, answer.retryAfter) : undefined;
        return delay === undefined ? okAsync(answer) : (config.scheduler ?? new TimerScheduler()).wait(delay).andThen(attempt);
      })
      .andThen(({ status, text }) => parseAnswer(label, status, text, responseSchema));
  });
}

export type EndpointCaller = <N extends EndpointName>(name: N, request?: CallRequest<N>) => ResultAsync<ResponseBody<N>, CommerceError>;

/** The one generic call every port method goes through, driven by core's endpoint registry. */
export function createEndpointCaller(config: HttpClientConfig, session: HttpSession = {}): EndpointCaller {
  return <N extends EndpointName>(name: N, request: CallRequest<N> = {}) => {
    const endpoint: Endpoint = endpoints[name];
    return sendRequest(
      config,
      session,
      { label: name, endpoint, params: request.params, query: request.query, body: request.body, headers: request.headers },
      endpoint.response as z.ZodType<ResponseBody<N>>,
    );
  };
}
