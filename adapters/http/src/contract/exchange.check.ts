import {
  commonHeadersSchema, endpoints, errorAnswerSchema, GUEST_TOKEN_COOKIE, HEADER, localeQuerySchema, pathFor,
  tokenizeCardRequestSchema, type Endpoint,
} from '@switchback/core';
import { z } from 'zod';
import { TOKENIZE_CARD, schemasOf, type RecordedCall, type Recording } from './recording.schema';
import { sandboxCardFor } from './redaction';

/** The first place where an exchange leaves the contract: a dotted field path, what the contract expects, what came. */
export interface Drift {
  /** e.g. `response.body.totals.total`, `request.headers.idempotency-key`, `response.status`. */
  readonly field: string;
  readonly expected: string;
  readonly received: string;
}

/** What the scenario expects a call to answer: success, one §8 error (errorId and status), or either of the two. */
export interface Expectation {
  readonly success: boolean;
  readonly error?: { readonly errorId: string; readonly status: number };
}

export const EXPECT_SUCCESS: Expectation = { success: true };

const MAX_SHOWN = 40;

/** A received value, short: `missing`, `null`, `string "12.99"`, `number 1299`, `object`, `array of 3`. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array of ${value.length}`;
  if (typeof value === 'object') return 'object';
  const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
  return `${typeof value} ${shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN - 1)}…` : shown}`;
}

/** `['items', 0, 'qty']` under `response.body` → `response.body.items[0].qty`. */
export const fieldPath = (root: string, path: readonly PropertyKey[]): string =>
  path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`), root);

const valueAt = (value: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);

/** One zod issue as a Drift; a union's first alternative is followed to its own first issue. */
function driftOfIssue(issue: z.core.$ZodIssue, root: string, value: unknown): Drift {
  const received = describeValue(valueAt(value, issue.path));
  switch (issue.code) {
    case 'invalid_type':
      return { field: fieldPath(root, issue.path), expected: issue.expected, received };
    case 'invalid_value':
      return { field: fieldPath(root, issue.path), expected: `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`, received };
    case 'unrecognized_keys': {
      const key = issue.keys[0] ?? '';
      return { field: fieldPath(root, [...issue.path, key]), expected: 'no such field', received: describeValue(valueAt(value, [...issue.path, key])) };
    }
    case 'invalid_union': {
      const first = issue.errors[0]?.[0];
      if (first) {
        const nestedRoot = fieldPath(root, issue.path);
        return driftOfIssue(first, nestedRoot, valueAt(value, issue.path));
      }
      return { field: fieldPath(root, issue.path), expected: issue.message, received };
    }
    default:
      return { field: fieldPath(root, issue.path), expected: issue.message, received };
  }
}

/** Parses with a schema; the first issue, if any, as a Drift under `root`. */
export function schemaDrift(schema: z.ZodType, value: unknown, root: string): Drift | undefined {
  const parsed = schema.safeParse(value);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? driftOfIssue(issue, root, value) : undefined;
}

/** Card numbers are masked when an exchange is captured: the request must name a sandbox test card by its mask, and no CVC. */
const capturedTokenizeRequestSchema = tokenizeCardRequestSchema.extend({
  number: z.string().refine((masked) => sandboxCardFor(masked) !== undefined, 'a sandbox test card, masked as 4111…1111'),
  cvc: z.literal('***'),
});

/** The sandbox tokeniser is not a contract call: no locale query, no §7 headers. */
const noQuerySchema = z.strictObject({});

/** The §7 headers every contract call carries: its site and locale. */
const contractHeadersSchema = commonHeadersSchema.extend({
  [HEADER.siteId]: commonHeadersSchema.shape[HEADER.siteId].unwrap(),
  [HEADER.locale]: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
});

const JSON_TYPE = /^application\/json\b/;

const headerDrift = (headers: Record<string, string>, root: string, name: string, expected: string, ok: (value: string) => boolean): Drift | undefined => {
  const value = headers[name];
  return value !== undefined && ok(value) ? undefined : { field: `${root}.${name}`, expected, received: describeValue(value) };
};

const sentCookieNames = (cookie: string | undefined): string[] =>
  (cookie ?? '').split(';').map((pair) => pair.split('=')[0]?.trim() ?? '').filter((name) => name !== '');

function requestDrift(recording: Recording): Drift | undefined {
  const { call, request } = recording;
  const isContractCall = call !== TOKENIZE_CARD;
  const endpoint: Endpoint | undefined = isContractCall ? endpoints[call] : undefined;
  const { body } = schemasOf(call);
  const method = endpoint?.method ?? 'POST';
  if (request.method !== method) return { field: 'request.method', expected: method, received: request.method };
  if (endpoint?.params) {
    const drift = schemaDrift(endpoint.params, request.params, 'request.params');
    if (drift) return drift;
  }
  if (endpoint) {
    const path = pathFor(endpoint.path, request.params);
    if (request.path !== path) return { field: 'request.path', expected: path, received: request.path };
  }
  const query = endpoint ? (endpoint.query ?? localeQuerySchema) : noQuerySchema;
  const queryDrift = schemaDrift(query, request.query, 'request.query');
  if (queryDrift) return queryDrift;
  if (endpoint) {
    const drift = schemaDrift(contractHeadersSchema, request.headers, 'request.headers');
    if (drift) return drift;
  }
  if (body !== undefined) {
    const drift = headerDrift(request.headers, 'request.headers', 'content-type', 'application/json', (value) => JSON_TYPE.test(value));
    if (drift) return drift;
  }
  if (endpoint?.auth) {
    const drift = headerDrift(request.headers, 'request.headers', 'cookie', `the ${GUEST_TOKEN_COOKIE} cookie`, (value) =>
      sentCookieNames(value).includes(GUEST_TOKEN_COOKIE));
    if (drift) return drift;
  }
  if (call === 'placeOrder') {
    const drift = headerDrift(request.headers, 'request.headers', HEADER.idempotencyKey, 'a key, so a retry cannot place a second order', (value) =>
      value.trim() !== '');
    if (drift) return drift;
  }
  if (body === undefined) {
    return request.body === undefined ? undefined : { field: 'request.body', expected: 'no body', received: describeValue(request.body) };
  }
  return schemaDrift(call === TOKENIZE_CARD ? capturedTokenizeRequestSchema : body, request.body, 'request.body');
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** §7: the guest token, the tokeniser and every call that needs the guest cookie answer with customer data: never cached. */
const carriesCustomerData = (call: RecordedCall): boolean => call === TOKENIZE_CARD || call === 'guestToken' || endpoints[call].auth;

function statusDrift(status: number, expected: Expectation): Drift | undefined {
  if (isSuccess(status)) {
    if (expected.success) return undefined;
    return { field: 'response.status', expected: `${expected.error?.status ?? '4xx'} (${expected.error?.errorId ?? 'an error'})`, received: String(status) };
  }
  if (expected.error?.status === status) return undefined;
  const wanted = [expected.success ? '2xx' : undefined, expected.error ? `${expected.error.status} (${expected.error.errorId})` : undefined]
    .filter((text) => text !== undefined)
    .join(' or ');
  return { field: 'response.status', expected: wanted, received: String(status) };
}

function responseDrift(call: RecordedCall, response: Recording['response'], expected: Expectation): Drift | undefined {
  const status = statusDrift(response.status, expected);
  if (status) return status;
  const contentType = headerDrift(response.headers, 'response.headers', 'content-type', 'application/json', (value) => JSON_TYPE.test(value));
  if (contentType) return contentType;
  if (carriesCustomerData(call)) {
    const cacheControl = headerDrift(response.headers, 'response.headers', 'cache-control', 'no-store (the answer carries customer data)', (value) =>
      /(^|,)\s*no-store\s*(,|$)/i.test(value));
    if (cacheControl) return cacheControl;
  }
  if (!isSuccess(response.status)) {
    const envelope = schemaDrift(errorAnswerSchema, response.body, 'response.body');
    if (envelope) return envelope;
    const answer = errorAnswerSchema.parse(response.body);
    const errorId = answer.errorDetails[0]?.errorId;
    if (errorId !== expected.error?.errorId) {
      return { field: 'response.body.errorDetails[0].errorId', expected: String(expected.error?.errorId), received: describeValue(errorId) };
    }
    if (answer.statusCode !== response.status) {
      return { field: 'response.body.statusCode', expected: String(response.status), received: describeValue(answer.statusCode) };
    }
    return undefined;
  }
  if (call === 'guestToken') {
    const cookie = headerDrift(response.headers, 'response.headers', 'set-cookie', `the ${GUEST_TOKEN_COOKIE} cookie, HttpOnly`, (value) =>
      value.startsWith(`${GUEST_TOKEN_COOKIE}=`) && /;\s*HttpOnly\b/i.test(value));
    if (cookie) return cookie;
  }
  return schemaDrift(schemasOf(call).response, response.body, 'response.body');
}

/**
 * Checks one exchange against the contract: the request (method, path, parameters, query, the headers that matter,
 * body against the call's request schema), then the answer (the expected status, JSON, and the body against the
 * call's response schema, or the §8 error envelope with the expected errorId). The first drifting field, or nothing.
 */
export function checkExchange(recording: Recording, expected: Expectation = EXPECT_SUCCESS): Drift | undefined {
  return requestDrift(recording) ?? responseDrift(recording.call, recording.response, expected);
}
