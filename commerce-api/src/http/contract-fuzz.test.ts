import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorAnswerSchema, SANDBOX_TOKENIZE_PATH, type EndpointName } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import { call, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, type TestEngine } from '../test-support/test-engine';

/** Runs per property; raise with FUZZ_RUNS for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let engine: TestEngine;
let cookie: string;
let realIds: string[];

beforeAll(async () => {
  engine = await startTestEngine();
  cookie = await guestCookie(engine.app);
  const upc = await firstVariant(engine.app, WELL_STOCKED_PRODUCT_ID);
  const basketId = await readyCart(engine.app, cookie, { productId: WELL_STOCKED_PRODUCT_ID, upc, qty: 1 });
  const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
  realIds = [basketId, upc, WELL_STOCKED_PRODUCT_ID, THREE_UNIT_PRODUCT_ID, cart.items[0]!.id, 'me', 'standard', 'Guest', 'CREDIT_CARD'];
});
afterAll(async () => {
  await engine?.close();
});

const FIELD_NAMES = [
  'type', 'cartId', 'basketId', 'items', 'productId', 'upc', 'qty', 'itemId', 'code', 'shippingId', 'address', 'phone',
  'payment_method_id', 'paymentCard', 'token', 'holder', 'email', 'countryCode', 'firstName', 'number', 'expiry', 'cvc',
  '__proto__', 'constructor', '',
];

/** JSON values that mix real ids with arbitrary JSON, so fuzzing reaches past the first validation. */
const value = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.constantFrom(...realIds),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 999_999, 1e21, Number.MAX_SAFE_INTEGER),
  fc.string({ maxLength: 40 }),
);
const body = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), value(), { maxKeys: 5 }),
  fc.array(fc.dictionary(fc.constantFrom(...FIELD_NAMES), value(), { maxKeys: 6 }), { maxLength: 2 }),
  fc.record({ cartId: fc.constantFrom(...realIds), items: fc.array(fc.record({ productId: value(), upc: value(), qty: value() }), { maxLength: 3 }) }),
);
const segment = (): fc.Arbitrary<string> => fc.oneof(fc.constantFrom(...realIds), fc.string({ maxLength: 30 }), fc.constantFrom('..', '%00', '%2F', 'a'.repeat(300)));

function expectNoServerError(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const parsed = errorAnswerSchema.safeParse(JSON.parse(response.body));
    expect(parsed.success, response.body).toBe(true);
  }
}

describe('no input yields a 5xx', () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)('%s: arbitrary params, query, body and headers answer < 500, errors in the §8 shape', async (name) => {
    const endpoint = endpoints[name];
    await fc.assert(fc.asyncProperty(
      fc.record({
        segments: fc.array(segment(), { minLength: 2, maxLength: 2 }),
        query: fc.dictionary(fc.constantFrom('locale', 'start', 'count', 'q', 'categoryId', 'inventorySupplyCheck', 'x'), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
        body: body(),
        withCookie: fc.boolean(),
        site: fc.constantFrom(undefined, 'en-us', 'en-gb', 'fr-fr', 'xx', ''),
        idempotencyKey: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      }),
      async (input) => {
        let i = 0;
        const path = endpoint.path.replace(/\{\w+\}/g, () => encodeURIComponent(input.segments[i++] ?? ''));
        const response = await engine.app.inject({
          method: endpoint.method,
          url: `/api${path}?${new URLSearchParams(input.query).toString()}`,
          headers: {
            ...(input.withCookie ? { cookie } : {}),
            ...(input.site !== undefined ? { 'x-site-id': input.site } : {}),
            ...(input.idempotencyKey !== undefined ? { 'idempotency-key': input.idempotencyKey } : {}),
            ...(endpoint.method !== 'GET' ? { 'content-type': 'application/json' } : {}),
          },
          ...(endpoint.method !== 'GET' ? { payload: JSON.stringify(input.body) } : {}),
        });
        expectNoServerError(response);
      },
    ), { numRuns: RUNS });
  });

  it('the sandbox tokeniser and raw garbage bodies answer < 500', async () => {
    await fc.assert(fc.asyncProperty(
      fc.oneof(body(), fc.record({ number: fc.string({ maxLength: 25 }), expiry: fc.string({ maxLength: 6 }), cvc: fc.string({ maxLength: 5 }), holder: fc.string() })),
      fc.string({ maxLength: 200 }),
      async (json, raw) => {
        expectNoServerError(await engine.app.inject({ method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } }));
        expectNoServerError(await engine.app.inject({ method: 'POST', url: '/api/cart/v1/item', payload: raw, headers: { cookie, 'content-type': 'application/json' } }));
      },
    ), { numRuns: RUNS });
  });

  it('deeply nested JSON is refused, not crashed on', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expectNoServerError(await engine.app.inject({ method: 'POST', url: '/api/cart/v1/item', payload: deep, headers: { cookie, 'content-type': 'application/json' } }));
  });
});
