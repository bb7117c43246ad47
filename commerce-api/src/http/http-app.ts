import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { buildOpenApiDocument, HEADER } from '@switchback/core';
import { isConnectionLost } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { IdGenerator } from '../platform/random-id';
import { DEFAULT_RATE_LIMITS, type RateLimits, type TrustProxy } from '../engine/engine-config';
import { ContractRouter, SupportKey, type RouteRateLimit } from './contract-router';
import { InternalCallers } from './internal-caller';
import { answerClientError, SERVER_TIMEOUTS } from './node-server';
import { correlationIdOf, sendFailure } from './request-context';
import type { GuestTokenService } from '../identity/guest-token.service';

/** Largest request body accepted (the biggest contract body, 50 cart lines, is far below). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Features an API answer never needs. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

/** Retry-After of a 503 answered because the database connection broke (the pool reconnects at once). */
export const RETRY_AFTER_SECONDS = 1;

/** Paths whose values never reach a log line: card data, cookies, tokens. */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie', 'req.headers.authorization', 'req.headers["x-switchback-internal"]', 'res.headers["set-cookie"]',
  'req.body', 'body', 'number', 'cvc', '*.number', '*.cvc', 'card.number', 'card.cvc', 'pin', '*.pin',
];

export interface HttpAppOptions {
  readonly basePath: string;
  /** Per-client limits of the token endpoint and the sandbox tokeniser (default DEFAULT_RATE_LIMITS). */
  readonly rateLimits?: RateLimits;
  /** Fastify trustProxy (default off): only then do X-Forwarded-Proto/-For decide the protocol and client address. */
  readonly trustProxy?: TrustProxy;
  /**
   * The storefront server's per-process secret: its calls carrying it in `x-switchback-internal` are rate-limited by
   * their `x-switchback-shopper-ip` (see InternalCallers). Undefined: every caller is limited by its own address.
   */
  readonly internalCallerSecret?: string;
  /** SWITCHBACK_SUPPORT_KEY: what the support routes require in `x-switchback-support-key` (none: they refuse every call). */
  readonly supportKey?: string;
  readonly logger: boolean;
  /** Where log lines go when `logger` is true (default stdout). */
  readonly logDestination?: { write(line: string): void };
  readonly version: string;
}

export interface HttpAppDeps {
  readonly ids: IdGenerator;
  readonly tokens: GuestTokenService;
}

/** A Fastify client error (bad JSON, too large, wrong media type…) as a failure; anything else is a bug. */
function frameworkFailure(error: FastifyError): ApiFailure {
  const status = error.statusCode ?? 500;
  if (status === 413) return { type: 'PayloadTooLarge', message: `the body is larger than ${BODY_LIMIT_BYTES} bytes` };
  if (status === 415) return { type: 'UnsupportedMediaType', message: 'send the body as application/json' };
  if (status >= 400 && status < 500) {
    const field = error.code?.startsWith('FST_ERR_CTP') ? 'body' : 'request';
    return { type: 'InvalidRequest', field, message: error.message };
  }
  return { type: 'Internal' };
}

/**
 * The Fastify app shell: correlation ids, cookie parsing, the §8 error answer for every failure (framework errors,
 * unknown routes, bugs), OpenAPI document; `register` adds the routes.
 */
export function buildHttpApp(
  options: HttpAppOptions,
  deps: HttpAppDeps,
  register: (router: ContractRouter, app: FastifyInstance, limits: { tokenize: RouteRateLimit }) => void,
): FastifyInstance {
  // Fastify's types omit the hop count its runtime (proxy-addr) accepts: a number becomes "trust n hops" as a function.
  const hops = options.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] = typeof hops === 'number'
    ? (_address: string, hop: number) => hop < hops
    : typeof hops === 'object' ? [...hops] : hops ?? false;
  const app = Fastify({
    // Always on: unexpected errors (and lost database connections) are logged even when request logging is off.
    logger: {
      level: options.logger ? 'info' : 'warn',
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
      ...(options.logDestination ? { stream: options.logDestination } : {}),
    },
    logController: new LogController({ disableRequestLogging: !options.logger }),
    // Node's own limits and refusals when this app listens itself (startEngine); npm start applies the same ones.
    http: { headersTimeout: SERVER_TIMEOUTS.headersTimeout, connectionsCheckingInterval: SERVER_TIMEOUTS.connectionsCheckingInterval },
    requestTimeout: SERVER_TIMEOUTS.requestTimeout,
    keepAliveTimeout: SERVER_TIMEOUTS.keepAliveTimeout,
    clientErrorHandler: answerClientError,
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => deps.ids.uuid(),
    requestIdHeader: false,
    return503OnClosing: true,
    // Router-level errors (malformed URL, over-long path parameter) answer the §8 shape too.
    frameworkErrors: (error, request, reply) => {
      const failure: ApiFailure = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { type: 'InvalidRequest', field: 'params', message: 'a path parameter is too long' }
        : frameworkFailure(error);
      sendFailure(reply.header(HEADER.correlationId, correlationIdOf(request)), failure, correlationIdOf(request));
    },
  });

  // Bodies are JSON only: any other media type answers 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  app.register(cookie);
  // Security headers on every answer, errors included: the API serves JSON (and SVG images), never a page to frame
  // or a script to run, so the policy allows nothing.
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // Before any route's rate-limit hook: the client to count (its own address as Fastify sees it, trustProxy deciding
  // whether X-Forwarded-For counts; or, for the storefront's own calls with the secret, the shopper's address).
  const internalCallers = new InternalCallers(options.internalCallerSecret);
  app.decorateRequest('rateLimitKey', '');
  app.decorateRequest('internalCaller', false);
  app.addHook('onRequest', async (request) => {
    internalCallers.resolve(request);
  });
  app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.rateLimitKey || request.ip,
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), {
      statusCode: 429, rateLimitedForSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
    }),
  });
  app.decorateRequest('correlationId', '');
  app.addHook('onRequest', async (request, reply) => {
    request.correlationId = correlationIdOf(request);
    reply.header(HEADER.correlationId, request.correlationId);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const limited = (error as { rateLimitedForSeconds?: unknown }).rateLimitedForSeconds;
    const failure: ApiFailure = typeof limited === 'number'
      ? { type: 'RateLimited', retryAfterSeconds: limited }
      : isConnectionLost(error) ? { type: 'ServiceUnavailable', retryAfterSeconds: RETRY_AFTER_SECONDS } : frameworkFailure(error);
    if (failure.type === 'ServiceUnavailable' || failure.type === 'Internal') {
      // One JSON line: correlation id, method, path (no query string), the error; never bodies, cookies or card data.
      const context = {
        correlationId: request.correlationId || correlationIdOf(request),
        method: request.method,
        path: request.url.split('?')[0]!.slice(0, 200),
        error: { name: error.name, message: error.message, code: error.code, stack: error.stack },
      };
      if (failure.type === 'ServiceUnavailable') request.log.warn(context, 'database connection lost: request failed, retryable');
      else request.log.error(context, 'unexpected error');
    }
    return sendFailure(reply, failure, request.correlationId || correlationIdOf(request));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!.slice(0, 200);
    return sendFailure(reply, { type: 'RouteNotFound', method: request.method, path }, request.correlationId || correlationIdOf(request));
  });

  // The document depends only on the contract and these options: build it once, on first request.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(`${options.basePath}/openapi.json`, async () =>
    (openApi ??= buildOpenApiDocument({ serverUrl: options.basePath, version: options.version })));

  // Routes are added inside a plugin, after rate-limit has loaded, so its onRoute hook sees them.
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const timeWindow = limits.windowSeconds * 1000;
  app.register(async (scope) => {
    // Issue 7 §2: sign-in, sign-up, password reset and agent login per client; the enrolment lookup stricter still.
    const auth = { max: limits.auth, timeWindow };
    const accountLimits = {
      signIn: auth, signUp: auth, resetPassword: auth, confirmForgotPassword: auth, agentLogin: auth,
      lookup: { max: Math.max(1, Math.floor(limits.auth / 2)), timeWindow },
      // Issue 8: TrackOrder answers to an order number and e-mail: limited like the lookup against guessing.
      trackOrder: { max: Math.max(1, Math.floor(limits.auth / 2)), timeWindow },
      // Issue 8 support cases: contact us and warranty claims open cases and send mail, per client like sign-up.
      contactUs: auth, warranty: auth,
      // Issue 9: a gift card's balance answers to a number and PIN: limited per client like sign-in, against guessing.
      giftCardBalance: auth,
      // Adding a gift card checks a PIN too; a card needs a tokeniser call per add, so the tokeniser's limit fits both.
      addPaymentInstrument: { max: limits.tokenize, timeWindow },
      // Issue 11: writing a review, asking or answering a question per client like sign-up; reports and votes like tokens.
      writeReview: auth, postQuestion: auth,
      // A notify-me request leads to a mail to the address given: per client like contact us, against mailing strangers.
      notifyMe: auth,
      flagReview: { max: limits.token, timeWindow }, voteReview: { max: limits.token, timeWindow }, voteAnswer: { max: limits.token, timeWindow },
      // Issue 12: a newsletter subscription stores an e-mail given by anyone: per client like notify-me.
      newsletterSubscribe: auth,
      // Issue 12: web vitals and the experimentation event log come from every page view: per client like tokens.
      performanceIngest: { max: limits.token, timeWindow }, experimentationEvents: { max: limits.token, timeWindow },
    };
    register(new ContractRouter(scope, options.basePath, deps.tokens, { guestToken: { max: limits.token, timeWindow }, ...accountLimits }, new SupportKey(options.supportKey)), scope, {
      tokenize: { max: limits.tokenize, timeWindow },
    });
  });
  return app;
}
