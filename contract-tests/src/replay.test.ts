import { apiErrorFromAnswer, errorAnswerSchema, HEADER, SANDBOX_CARDS, type CommerceError } from '@switchback/core';
import { createHttpCommerceClient } from '@switchback/http';
import nock from 'nock';
import { err, ok } from 'neverthrow';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  maskCardNumber, RECORDED_ERRORS, recordedCalls, schemasOf, TOKENIZE_CARD, type Recording, type RecordingSet,
} from '@switchback/http/contract';
import { invokers } from './port-invokers';
import { loadRecordings } from './recordings.store';

const ORIGIN = 'http://commerce.test';
const BASE_PATH = '/api';

const client = () =>
  createHttpCommerceClient({ baseUrl: `${ORIGIN}${BASE_PATH}`, site: 'en-us', locale: 'en-US', clientApp: 'replay', newId: () => 'replay-id' });

/** The upstream, replaying one recording: it answers only the exact request that was recorded. */
function replay(recording: Recording) {
  const { request, response } = recording;
  const bodyMatches =
    recording.call === TOKENIZE_CARD
      ? (body: unknown) =>
          typeof body === 'object' && body !== null && 'number' in body && typeof body.number === 'string' &&
          Object.values(SANDBOX_CARDS).includes(body.number as never) &&
          maskCardNumber(body.number) === (request.body as { number?: unknown }).number
      : request.body === undefined
        ? (body: unknown) => body === '' || body === undefined
        : (body: unknown) => JSON.stringify(body) === JSON.stringify(request.body);
  const headers: Record<string, string> = { ...response.headers };
  delete headers['set-cookie'];
  let scope = nock(ORIGIN);
  // The headers the call's meaning depends on must be sent as recorded; the cookie comes from a jar this client has not.
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'cookie') continue;
    scope = scope.matchHeader(name, name === HEADER.idempotencyKey ? /\S/ : value);
  }
  return scope
    .intercept(`${BASE_PATH}${request.path}`, request.method, bodyMatches)
    .query(request.query)
    .reply(response.status, JSON.stringify(response.body), headers);
}

let recordings: RecordingSet;
beforeAll(async () => {
  recordings = await loadRecordings();
});
beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('recordings replayed against the HTTP client', () => {
  it.each(recordedCalls)('%s: the port method sends the recorded request and returns the parsed recorded answer', async (call) => {
    const recording = recordings.successes.get(call);
    if (!recording) throw new Error(`no recording of ${call}`);
    const scope = replay(recording);

    const result = await invokers[call](client(), recording.request);

    expect(result).toEqual(ok(schemasOf(call).response.parse(recording.response.body)));
    expect(scope.isDone()).toBe(true);
  });

  it.each(RECORDED_ERRORS)('%s: the recorded error answer becomes the typed ApiError', async (errorId) => {
    const recording = recordings.errors.get(errorId);
    if (!recording) throw new Error(`no recording of ${errorId}`);
    const scope = replay(recording);

    const result = await invokers[recording.call](client(), recording.request);

    const expected: CommerceError = apiErrorFromAnswer(errorAnswerSchema.parse(recording.response.body), recording.response.status);
    expect(result).toEqual(err(expected));
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'ApiError', errorId, statusCode: recording.response.status });
    expect(scope.isDone()).toBe(true);
  });
});
