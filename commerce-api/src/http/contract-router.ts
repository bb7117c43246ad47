import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { z } from 'zod';
import { accountEndpoints, endpoints, GUEST_TOKEN_COOKIE, SUPPORT_KEY_HEADER, type EndpointName, type ResponseBody, type SiteId } from '@switchback/core';
import type { ApiFailure } from '../errors/api-failure';
import type { ConsumerIdentity, GuestIdentity, GuestTokenService } from '../identity/guest-token.service';
import { parseInput, sendFailure, siteOf } from './request-context';

type Def = typeof endpoints;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Def[N] extends { [P in K]: infer S } ? Parsed<S> : undefined;

export interface ContractRequest<N extends EndpointName> {
  readonly params: Part<N, 'params'>;
  readonly query: Part<N, 'query'>;
  readonly body: Part<N, 'body'>;
  readonly site: SiteId;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type PublicHandler<N extends EndpointName> = (req: ContractRequest<N>) => ResultAsync<ResponseBody<N>, ApiFailure>;
/** Any token holder: a guest or a registered consumer (their carts and orders are owned by their customerId alike). */
export type GuestHandler<N extends EndpointName> = (req: ContractRequest<N> & { readonly guest: GuestIdentity }) => ResultAsync<ResponseBody<N>, ApiFailure>;
/** A registered consumer only. */
export type ConsumerHandler<N extends EndpointName> = (req: ContractRequest<N> & { readonly consumer: ConsumerIdentity }) => ResultAsync<ResponseBody<N>, ApiFailure>;

/** A support engineer's route (issue 8 §4): called with the support key, never a shopper token. */
export type SupportHandler<N extends EndpointName> = (req: ContractRequest<N>) => ResultAsync<ResponseBody<N>, ApiFailure>;

type Access = 'public' | 'guest' | 'consumer' | 'support';
const accessOf = (endpoint: { auth: boolean; registered?: boolean; support?: boolean }): Access =>
  endpoint.support === true ? 'support' : endpoint.registered === true ? 'consumer' : endpoint.auth ? 'guest' : 'public';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * SWITCHBACK_SUPPORT_KEY: a support route needs it in `x-switchback-support-key`, compared in constant time (SHA-256
 * digests, so a length difference leaks nothing either). With no key configured every support call is refused.
 */
export class SupportKey {
  private readonly keyDigest: Buffer | undefined;

  constructor(key: string | undefined) {
    this.keyDigest = key === undefined ? undefined : digest(key);
  }

  accepts(offered: string | string[] | undefined): boolean {
    if (this.keyDigest === undefined || typeof offered !== 'string') return false;
    return timingSafeEqual(digest(offered), this.keyDigest);
  }
}

/**
 * Answers that carry customer data (the guest token, carts, checkout, orders, a list read through its share link)
 * must never be stored by a browser or a shared cache: every guest endpoint, the token endpoint, every account call
 * (issue 7) and the shared list, whether it succeeds or fails.
 */
export const carriesCustomerData = (name: EndpointName): boolean =>
  endpoints[name].auth || accessOf(endpoints[name]) === 'support' || name === 'guestToken' || name === 'getSharedFavorites' || Object.prototype.hasOwnProperty.call(accountEndpoints, name);

/** '/cart/v1/cart/{basketId}' → '/cart/v1/cart/:basketId' */
const fastifyPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers contract endpoints from core's `endpoints` registry: the same zod schemas validate params, query and
 * body here as parse them in the HTTP client. Guest endpoints need a valid `sb_guest_token` cookie (401 otherwise).
 */
/** @fastify/rate-limit's per-route limit: at most `max` requests per client per `timeWindow` ms. */
export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: number;
}

export class ContractRouter {
  constructor(
    private readonly app: FastifyInstance,
    private readonly basePath: string,
    private readonly tokens: GuestTokenService,
    private readonly rateLimits: Partial<Record<EndpointName, RouteRateLimit>> = {},
    private readonly supportKey: SupportKey = new SupportKey(undefined),
  ) {}

  public<N extends EndpointName>(name: N, handler: PublicHandler<N>): void {
    this.register(name, 'public', (req) => handler(req));
  }

  guest<N extends EndpointName>(name: N, handler: GuestHandler<N>): void {
    this.register(name, 'guest', (req, guest) => handler({ ...req, guest: guest! }));
  }

  /** A route for registered consumers: a guest's (or no) token answers 401 before the handler runs. */
  consumer<N extends EndpointName>(name: N, handler: ConsumerHandler<N>): void {
    this.register(name, 'consumer', (req, principal) => handler({ ...req, consumer: principal as ConsumerIdentity }));
  }

  /** A support route: without the configured support key it answers 403 SUPPORT_KEY_INVALID before the handler runs. */
  support<N extends EndpointName>(name: N, handler: SupportHandler<N>): void {
    this.register(name, 'support', (req) => handler(req));
  }

  private register<N extends EndpointName>(
    name: N,
    access: Access,
    run: (req: ContractRequest<N>, guest: GuestIdentity | undefined) => ResultAsync<ResponseBody<N>, ApiFailure>,
  ): void {
    const endpoint = endpoints[name] as Def[EndpointName];
    if (accessOf(endpoint) !== access) throw new Error(`endpoint ${name}: the contract says ${accessOf(endpoint)}, registered as ${access}`);
    const needsGuest = access === 'guest' || access === 'consumer';
    const rateLimit = this.rateLimits[name];
    this.app.route({
      method: endpoint.method,
      url: `${this.basePath}${fastifyPath(endpoint.path)}`,
      ...(rateLimit ? { config: { rateLimit: { ...rateLimit } } } : {}),
      handler: async (request, reply) => {
        if (carriesCustomerData(name)) reply.header('cache-control', 'no-store');
        const fail = (failure: ApiFailure) => sendFailure(reply, failure, request.correlationId);
        const site = siteOf(request);
        if (site.isErr()) return fail(site.error);
        if (access === 'support' && !this.supportKey.accepts(request.headers[SUPPORT_KEY_HEADER])) return fail({ type: 'SupportKeyInvalid' });
        let guest: GuestIdentity | undefined;
        if (needsGuest) {
          const verified = await this.tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]);
          if (verified.isErr()) return fail(verified.error);
          if (access === 'consumer' && verified.value.kind !== 'registered') return fail({ type: 'Unauthorized' });
          guest = verified.value;
        }
        const parts: Record<'params' | 'query' | 'body', unknown> = { params: undefined, query: undefined, body: undefined };
        for (const part of ['params', 'query', 'body'] as const) {
          const schema = (endpoint as Partial<Record<typeof part, z.ZodType>>)[part];
          if (!schema) continue;
          const parsed = parseInput(schema, part === 'query' ? request.query ?? {} : request[part], part);
          if (parsed.isErr()) return fail(parsed.error);
          parts[part] = parsed.value;
        }
        const result = await run({
          params: parts.params as Part<N, 'params'>,
          query: parts.query as Part<N, 'query'>,
          body: parts.body as Part<N, 'body'>,
          site: site.value,
          request,
          reply,
        }, guest);
        return result.match((value) => reply.code(200).send(value), fail);
      },
    });
  }
}
