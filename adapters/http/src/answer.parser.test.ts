import { errorAnswerSchema, serverTimeResponseSchema, type ErrorAnswer } from '@switchback/core';
import fc from 'fast-check';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCommerceClient } from './commerce-client';

const ORIGIN = 'http://upstream.test';
const client = () =>
  createHttpCommerceClient({ baseUrl: `${ORIGIN}/api`, site: 'en-us', locale: 'en-US', clientApp: 'property-test', newId: () => 'id' });

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const errorAnswerArb: fc.Arbitrary<ErrorAnswer> = fc.record({
  errorDetails: fc.array(
    fc.record({
      errorId: fc.oneof(fc.constantFrom('CART_NOT_FOUND', 'ITEM_OOS', 'PAYMENT_ERROR', 'GEN500'), fc.string({ minLength: 1 })),
      code: optional(fc.string()),
      message: fc.string(),
      field: optional(fc.string()),
      maxAllowedQty: optional(fc.integer()),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  statusCode: fc.integer(),
  correlationId: fc.string(),
  appId: fc.string(),
});
const errorStatusArb = fc.integer({ min: 400, max: 599 });
// 204, 205 and 304 cannot carry a body at all, so they are not "garbage bodies".
const anyStatusArb = fc.oneof(fc.integer({ min: 200, max: 299 }).filter((s) => s !== 204 && s !== 205), errorStatusArb);
const garbageArb = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.uint8Array().map((bytes) => Buffer.from(bytes).toString('latin1')),
);

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('answers from the upstream', () => {
  it('any §8 error envelope maps to an ApiError carrying its errorId and the HTTP status', async () => {
    await fc.assert(
      fc.asyncProperty(errorAnswerArb, errorStatusArb, async (answer, status) => {
        nock(ORIGIN).get('/api/fapi/server/time').query(true).reply(status, answer);
        const error = (await client().time.serverTime())._unsafeUnwrapErr();
        expect(error).toMatchObject({ type: 'ApiError', errorId: answer.errorDetails[0]?.errorId, statusCode: status });
      }),
      { numRuns: 60 },
    );
  });

  it('garbage bodies never throw: they become a typed error unless they happen to satisfy the contract', async () => {
    await fc.assert(
      fc.asyncProperty(garbageArb, anyStatusArb, async (body, status) => {
        nock(ORIGIN).get('/api/fapi/server/time').query(true).reply(status, body, { 'content-type': 'application/json' });
        const result = await client().time.serverTime();
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          json = undefined;
        }
        if (result.isOk()) {
          expect(status).toBeLessThan(300);
          expect(serverTimeResponseSchema.safeParse(json).success).toBe(true);
        } else if (status < 300 || !errorAnswerSchema.safeParse(json).success) {
          expect(result.error.type).toBe('InvalidResponse');
        } else {
          expect(result.error.type).toBe('ApiError');
        }
      }),
      { numRuns: 80 },
    );
  });
});
