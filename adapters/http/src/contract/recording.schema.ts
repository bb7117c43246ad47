import { endpoints, tokenizeCardRequestSchema, tokenizeCardResponseSchema, type EndpointName } from '@switchback/core';
import { z } from 'zod';

/** The sandbox payment provider's tokeniser is recorded too, although it is not a commerce API call. */
export const TOKENIZE_CARD = 'tokenizeCard';
export type RecordedCall = EndpointName | typeof TOKENIZE_CARD;

export const endpointNames = Object.keys(endpoints) as [EndpointName, ...EndpointName[]];
export const recordedCalls: readonly RecordedCall[] = [...endpointNames, TOKENIZE_CARD];

/** One real exchange with the commerce API, as kept in recordings/ (volatile secrets redacted). */
export const recordingSchema = z.strictObject({
  call: z.enum([...endpointNames, TOKENIZE_CARD]),
  request: z.strictObject({
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
    /** Path below the API base path, parameters filled in. */
    path: z.string().startsWith('/'),
    params: z.record(z.string(), z.string()),
    query: z.record(z.string(), z.string()),
    /** Only the headers a call's meaning depends on (idempotency-key). */
    headers: z.record(z.string(), z.string()),
    body: z.unknown().optional(),
  }),
  response: z.strictObject({
    status: z.number().int().min(100).max(599),
    /** content-type, and set-cookie with its value redacted. */
    headers: z.record(z.string(), z.string()),
    body: z.unknown(),
  }),
});
export type Recording = z.infer<typeof recordingSchema>;

/** Recordings of a whole scenario: the first successful answer of each call, and the error answers by errorId. */
export interface RecordingSet {
  readonly successes: ReadonlyMap<RecordedCall, Recording>;
  readonly errors: ReadonlyMap<string, Recording>;
}

/** The schemas a recorded call is checked with: core's registry, or the sandbox tokeniser's own. */
export function schemasOf(call: RecordedCall): { body: z.ZodType | undefined; response: z.ZodType } {
  if (call === TOKENIZE_CARD) return { body: tokenizeCardRequestSchema, response: tokenizeCardResponseSchema };
  const endpoint: { body?: z.ZodType; response: z.ZodType } = endpoints[call];
  return { body: endpoint.body, response: endpoint.response };
}
