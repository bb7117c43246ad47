import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { BASKET_TRAIL_ENDPOINTS, endpoints, trailAnswerOf, type BasketTrailEndpoint, type Clock } from '@switchback/core';
import type { BasketTrailRepository, TrailRow } from './basket-trail.repository';
import { basketOfCall, redactTrailBody } from './trail-redaction';

/**
 * Writes the basket trail without ever failing or holding up the shopper's call: a row is written after the answer
 * was sent (Fastify onResponse), and a failed write is logged, never thrown. `flush` waits for the writes under way
 * (the trail route reads after it; the engine's close waits for it).
 */
export class BasketTrailRecorder {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly repository: Pick<BasketTrailRepository, 'insert'>, private readonly log: Pick<FastifyBaseLogger, 'warn'>) {}

  record(row: TrailRow): void {
    const write = this.repository.insert(row).catch((error: unknown) => {
      this.log.warn({ endpoint: row.endpoint, error: error instanceof Error ? error.message : String(error) }, 'basket trail: a row could not be written');
    });
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

/** '/cart/v1/cart/{basketId}' → '/cart/v1/cart/:basketId', as the contract router registers it. */
const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

interface Captured {
  readonly at: Date;
  readonly payload: unknown;
}

function parsePayload(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Records every call of the basket-building endpoints (core's BASKET_TRAIL_ENDPOINTS) into the trail of its basket:
 * the answer is captured as it is sent (onSend: the time from the Clock, the serialised body), the row written once
 * the shopper has it (onResponse). Hooks of `app`: add it in the scope the contract routes are registered in.
 */
export function recordBasketTrail(app: FastifyInstance, basePath: string, recorder: BasketTrailRecorder, clock: Clock): void {
  const byRoute = new Map<string, BasketTrailEndpoint>(BASKET_TRAIL_ENDPOINTS.map((name) =>
    [`${endpoints[name].method} ${basePath}${fastifyPath(endpoints[name].path)}`, name]));
  const endpointOf = (request: FastifyRequest): BasketTrailEndpoint | undefined =>
    request.routeOptions.url === undefined ? undefined : byRoute.get(`${request.method} ${request.routeOptions.url}`);
  const captured = new WeakMap<FastifyRequest, Captured>();

  app.addHook('onSend', async (request, _reply, payload) => {
    if (endpointOf(request) !== undefined) captured.set(request, { at: clock.now(), payload });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const endpoint = endpointOf(request);
    const answer = captured.get(request);
    if (endpoint === undefined || answer === undefined) return;
    try {
      const body = parsePayload(answer.payload);
      const basketId = basketOfCall(endpoint, request.params, request.body, body);
      if (basketId === undefined) return;
      const kept = redactTrailBody(endpoint, request.body);
      recorder.record({
        basketId,
        at: answer.at,
        endpoint,
        method: request.method,
        path: request.url.split('?')[0]!.slice(0, 300),
        body: kept,
        status: reply.statusCode,
        answer: trailAnswerOf(endpoint, reply.statusCode, body),
      });
    } catch (error) {
      request.log.warn({ endpoint, error: error instanceof Error ? error.message : String(error) }, 'basket trail: a call could not be recorded');
    }
  });
  app.addHook('onClose', async () => recorder.flush());
}
