import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import {
  endpoints, errorAnswerSchema, pathFor, SANDBOX_TOKENIZE_PATH, type Clock, type EndpointName, type ErrorAnswer,
  type ResponseBody,
} from '@switchback/core';
import { createEngine, type Engine } from '../composition-root';
import type { EngineOptions } from '../engine/engine-config';
import { createTestSchema } from './postgres-test-database';

/** A clock tests can move. */
export class TestClock implements Clock {
  constructor(private current: Date = new Date('2026-06-15T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestEngine {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  readonly internals: Engine['internals'];
  readonly dataDir: string | undefined;
  close(): Promise<void>;
}

export const TEST_RATE_LIMITS = { token: 1_000_000, tokenize: 1_000_000, auth: 1_000_000 } as const;

/** An engine on PGlite in a fresh temporary directory (removed on close), or on the options' database. */
export async function startTestEngine(options: EngineOptions = {}): Promise<TestEngine> {
  const clock = new TestClock();
  // With PostgreSQL the directory holds only the generated token secret (never the working directory's .switchback/).
  const dataDir = mkdtempSync(join(tmpdir(), 'sb-engine-'));
  // A default embedded engine starts from the run's migrated and seeded template (pglite-template.global-setup.ts).
  const template = inject('pgliteTemplate') as string | undefined;
  const fromTemplate = template !== undefined && options.databaseUrl === undefined && options.dataDir === undefined
    && options.seed !== false && options.basePath === undefined;
  if (fromTemplate) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  // Suites make hundreds of token and tokeniser calls from one client: limits are raised unless a test sets its own.
  const engine = await createEngine({ dataDir, clock, rateLimits: TEST_RATE_LIMITS, mailLog: false, ...options });
  return {
    app: engine.app,
    clock,
    internals: engine.internals,
    dataDir: options.databaseUrl ? undefined : options.dataDir ?? dataDir,
    close: async () => {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An engine on a fresh schema of the PostgreSQL test database (inside a `describePostgres` block); closing it also
 * drops the schema.
 */
export async function startPostgresTestEngine(url: string, options: EngineOptions = {}): Promise<TestEngine> {
  const schema = await createTestSchema(url);
  const engine = await startTestEngine({ ...options, databaseUrl: url, databaseSchema: schema.schema });
  return {
    ...engine,
    close: async () => {
      try {
        await engine.close();
      } finally {
        await schema.drop();
      }
    },
  };
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client address the request comes from (default 127.0.0.1). */
  remoteAddress?: string;
}

/** Calls a contract endpoint by its registry name (method and path come from core's `endpoints`). */
export function call(app: FastifyInstance, name: EndpointName, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  const endpoint = endpoints[name];
  const qs = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return app.inject({
    method: endpoint.method,
    url: `/api${pathFor(endpoint.path, options.params)}${qs}`,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** Asserts a 200 whose body parses with the contract's response schema, and returns it typed. */
export function expectOk<N extends EndpointName>(name: N, response: LightMyRequestResponse): ResponseBody<N> {
  expect(response.statusCode, response.body).toBe(200);
  return endpoints[name].response.parse(response.json()) as ResponseBody<N>;
}

/** Asserts a §8 error answer with this status and errorId, and returns it. */
export function expectError(response: LightMyRequestResponse, status: number, errorId: string): ErrorAnswer {
  expect(response.statusCode, response.body).toBe(status);
  const answer = errorAnswerSchema.parse(response.json());
  expect(answer.errorDetails[0]!.errorId).toBe(errorId);
  expect(answer.statusCode).toBe(status);
  expect(answer.appId).toBe('switchback-commerce-api');
  return answer;
}

/** A new guest: the cookie header value carrying its token. */
export async function guestCookie(app: FastifyInstance, cookie?: string, remoteAddress?: string): Promise<string> {
  const response = await call(app, 'guestToken', { body: { type: 'Guest' }, ...(cookie ? { cookie } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
  expectOk('guestToken', response);
  const setCookie = response.cookies.find((c) => c.name === 'sb_guest_token');
  expect(setCookie).toBeDefined();
  return `sb_guest_token=${setCookie!.value}`;
}

export const TEST_ADDRESS = {
  firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1600 Wynkoop St', city: 'Denver', postalCode: '80202',
  province: 'CO', countryCode: 'US', phone: '+1 303 555 0100',
} as const;

/** Tokenises a card in the session of the guest whose cookie is given (the token is theirs, single-use). */
export async function tokenizeCard(app: FastifyInstance, cookie: string, number: string, expiry = '12/30'): Promise<string> {
  const response = await app.inject({
    method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, headers: { cookie }, payload: { number, expiry, cvc: '123', holder: 'Ada Lovelace' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

export async function firstVariant(app: FastifyInstance, productId: string, where: (v: { size: string; color: string }) => boolean = () => true): Promise<string> {
  const details = expectOk('productDetails', await call(app, 'productDetails', { params: { productId } }));
  const variant = details.variants.find((v) => v.orderable && where(v));
  expect(variant).toBeDefined();
  return variant!.upc;
}

/** A cart with one line, shipping address and method, billing address and a tokenised card: ready to place. */
export async function readyCart(
  app: FastifyInstance,
  cookie: string,
  line: { productId: string; upc: string; qty: number },
  card = '4111111111111111',
): Promise<string> {
  const cart = expectOk('createCart', await call(app, 'createCart', { cookie, body: {} }));
  const basketId = cart.basketId;
  expectOk('addItem', await call(app, 'addItem', { cookie, body: { cartId: basketId, items: [line] } }));
  expectOk('setShippingAddress', await call(app, 'setShippingAddress', {
    cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com' }],
  }));
  expectOk('selectShippingMethod', await call(app, 'selectShippingMethod', { cookie, body: { cartId: basketId, code: 'standard' } }));
  expectOk('setBillingAddress', await call(app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: TEST_ADDRESS } }));
  const token = await tokenizeCard(app, cookie, card);
  expectOk('addPaymentInstrument', await call(app, 'addPaymentInstrument', {
    cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: 'Ada Lovelace' } },
  }));
  return basketId;
}

/** Temporary directories for tests that manage their own engines. */
export function tempDir(prefix = 'sb-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * A registered consumer made directly in the database (no sign-up call), and the cookie header carrying an access
 * token that names them: for tests of consumer routes. Their password hash is '!', which no password matches, so
 * they cannot sign in; tests of signing in go through the sign-up and sign-in calls instead.
 */
export async function consumerCookie(
  engine: Pick<TestEngine, 'internals'>,
  consumer: { email?: string; consumerType?: 'REGISTERED' | 'EMPLOYEE'; siteId?: string } = {},
): Promise<{ cookie: string; customerId: string; consumerNo: string; email: string }> {
  const { db, tokens, ids, clock } = engine.internals;
  const customerId = ids.customerId();
  const consumerNo = `C${customerId.replace(/[^0-9A-Za-z]/g, '').slice(-10).toUpperCase()}`;
  const email = (consumer.email ?? `${customerId.toLowerCase()}@example.com`).toLowerCase();
  const now = clock.now().toISOString();
  await db.query(
    `INSERT INTO consumers (customer_id, consumer_no, email, password_hash, consumer_type, site_id, created_at, updated_at)
     VALUES ($1, $2, $3, '!', $4, $5, $6, $6)`,
    [customerId, consumerNo, email, consumer.consumerType ?? 'REGISTERED', consumer.siteId ?? 'en-us', now],
  );
  const token = await tokens.issueRegistered({ customerId, usid: ids.uuid() });
  return { cookie: `sb_guest_token=${token._unsafeUnwrap()}`, customerId, consumerNo, email };
}
