import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { correlationIdSchema, HEADER, idempotencyKeySchema } from '@switchback/core';
import { correlationIdOf, idempotencyKeyOf } from './request-context';

const request = (headers: Record<string, string | string[]>): FastifyRequest => ({ id: 'req-1', headers }) as unknown as FastifyRequest;

describe('the Idempotency-Key and x-correlation-id headers follow core’s one rule', () => {
  it('an Idempotency-Key is accepted exactly when core’s idempotencyKeySchema accepts it; else 400 naming the header', () => {
    fc.assert(fc.property(fc.oneof(fc.uuid(), fc.string({ unit: 'binary', maxLength: 140 })), (key) => {
      const answer = idempotencyKeyOf(request({ [HEADER.idempotencyKey]: key }));
      expect(answer).toEqual(idempotencyKeySchema.safeParse(key).success
        ? ok(key)
        : err({ type: 'InvalidRequest', field: HEADER.idempotencyKey, message: 'idempotency-key is 1 to 128 letters, digits, . _ : or -' }));
    }));
    expect(idempotencyKeyOf(request({}))).toEqual(ok(undefined));
  });

  it('a caller’s x-correlation-id is answered when core’s correlationIdSchema accepts it, else the request’s own id', () => {
    fc.assert(fc.property(fc.oneof(fc.uuid(), fc.string({ unit: 'binary', maxLength: 140 })), (id) => {
      expect(correlationIdOf(request({ [HEADER.correlationId]: id }))).toBe(correlationIdSchema.safeParse(id).success ? id : 'req-1');
    }));
  });
});
