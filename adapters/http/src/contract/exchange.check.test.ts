import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkExchange, describeValue, schemaDrift } from './exchange.check';
import type { Recording } from './recording.schema';

const serverTime = (response: Partial<Recording['response']> = {}): Recording => ({
  call: 'serverTime',
  request: { method: 'GET', path: '/fapi/server/time', params: {}, query: { locale: 'en-US' }, headers: { 'x-site-id': 'en-us', 'x-locale': 'en-US' } },
  response: { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: { timestamp: '2030-01-01T00:00:00.000Z', epochMs: 1893456000000 }, ...response },
});

describe('describeValue', () => {
  it('says what was received, briefly', () => {
    expect(describeValue(undefined)).toBe('missing');
    expect(describeValue(null)).toBe('null');
    expect(describeValue('12.99')).toBe('string "12.99"');
    expect(describeValue(1299)).toBe('number 1299');
    expect(describeValue([1, 2, 3])).toBe('array of 3');
    expect(describeValue({ a: 1 })).toBe('object');
    expect(describeValue('x'.repeat(100))).toHaveLength('string '.length + 40);
  });
});

describe('schemaDrift', () => {
  it('names the first failing field with its path, what the schema expects and what came', () => {
    const schema = z.object({ lines: z.array(z.object({ qty: z.number() })) });
    expect(schemaDrift(schema, { lines: [{ qty: 1 }, { qty: '2' }] }, 'body')).toEqual({ field: 'body.lines[1].qty', expected: 'number', received: 'string "2"' });
    expect(schemaDrift(schema, { lines: [] }, 'body')).toBeUndefined();
  });

  it('follows a union into its first alternative', () => {
    const schema = z.object({ price: z.union([z.object({ amount: z.number() }), z.null()]) });
    expect(schemaDrift(schema, { price: { value: 5 } }, 'body')).toEqual({ field: 'body.price.amount', expected: 'number', received: 'missing' });
  });
});

describe('checkExchange', () => {
  it('an exchange that keeps to the contract has no drift', () => {
    expect(checkExchange(serverTime())).toBeUndefined();
  });

  it('an answer that is not JSON, or not the schema, drifts', () => {
    expect(checkExchange(serverTime({ headers: { 'content-type': 'text/html' } }))).toEqual({
      field: 'response.headers.content-type', expected: 'application/json', received: 'string "text/html"',
    });
    expect(checkExchange(serverTime({ body: { time: 'now' } }))?.field).toBe('response.body.timestamp');
  });

  it('a contract call without its site header drifts', () => {
    const recording = serverTime();
    const { 'x-site-id': _site, ...headers } = recording.request.headers;
    expect(checkExchange({ ...recording, request: { ...recording.request, headers } })).toEqual({
      field: 'request.headers.x-site-id', expected: 'one of "en-us", "en-gb", "fr-fr"', received: 'missing',
    });
  });
});
