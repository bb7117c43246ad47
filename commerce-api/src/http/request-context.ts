import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { correlationIdSchema, DEFAULT_SITE_ID, HEADER, idempotencyKeySchema, siteIdSchema, type SiteId } from '@switchback/core';
import { err, ok, type Result } from 'neverthrow';
import type { ApiFailure } from '../errors/api-failure';
import { toErrorAnswer } from '../errors/api-error.mapper';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's x-correlation-id when well-formed, else one generated for this request. */
    correlationId: string;
  }
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function correlationIdOf(request: FastifyRequest): string {
  const given = single(request.headers[HEADER.correlationId]);
  return given !== undefined && correlationIdSchema.safeParse(given).success ? given : request.id;
}

/** x-site-id selects the site (currency, prices, shipping, tax); absent → en-us. */
export function siteOf(request: FastifyRequest): Result<SiteId, ApiFailure> {
  const raw = single(request.headers[HEADER.siteId]);
  if (raw === undefined) return ok(DEFAULT_SITE_ID);
  const parsed = siteIdSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err({ type: 'InvalidRequest', field: HEADER.siteId, message: `${HEADER.siteId} must be one of ${siteIdSchema.options.join(', ')}` });
}

/** The Idempotency-Key header: absent, or well-formed by core's `idempotencyKeySchema` (else 400 naming the header). */
export function idempotencyKeyOf(request: FastifyRequest): Result<string | undefined, ApiFailure> {
  const raw = single(request.headers[HEADER.idempotencyKey]);
  if (raw === undefined) return ok(undefined);
  // core's one rule (the HTTP client and the storefront check keys with it too).
  return parseInput(idempotencyKeySchema, raw, HEADER.idempotencyKey);
}

/** zod → a field-level InvalidRequest naming the first problem (dotted path, e.g. items.0.qty). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: string): Result<z.output<S>, ApiFailure> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    return err({ type: 'InvalidRequest', field: [...path, key].join('.'), message: `unknown field "${key}"` });
  }
  return err({ type: 'InvalidRequest', field: path.length > 0 ? path.join('.') : where, message: issue.message });
}

export function sendFailure(reply: FastifyReply, failure: ApiFailure, correlationId: string): FastifyReply {
  const { status, answer, retryAfterSeconds } = toErrorAnswer(failure, correlationId);
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).type('application/json; charset=utf-8').send(answer);
}
