import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorAnswerSchema, SANDBOX_TOKENIZE_PATH, type EndpointName } from '@switchback/core';
import { THREE_UNIT_PRODUCT_ID, WELL_STOCKED_PRODUCT_ID } from '../catalog/demo-seed';
import {
  call, expectError, expectOk, firstVariant, guestCookie, readyCart, startTestEngine, TEST_ADDRESS, tokenizeCard, type CallOptions, type TestEngine,
} from '../test-support/test-engine';

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

/** One UTF-16 code unit that is never text on its own: NUL, another control character, or a lone surrogate. */
const badUnit = (): fc.Arbitrary<string> => fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);
/** Strings with at least one bad unit somewhere among ordinary (full Unicode) text. */
const nastyString = (): fc.Arbitrary<string> =>
  fc.tuple(fc.string({ maxLength: 10, unit: 'binary' }), badUnit(), fc.string({ maxLength: 10, unit: 'binary' })).map(([a, bad, b]) => `${a}${bad}${b}`);
/** Any string, ordinary or nasty: full Unicode, NUL, control characters and lone surrogates included. */
const anyString = (maxLength: number): fc.Arbitrary<string> => fc.oneof(
  fc.string({ maxLength }), fc.string({ maxLength, unit: 'binary' }), nastyString(),
  fc.string({ maxLength, unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }), badUnit()) }),
);

/** JSON values that mix real ids with arbitrary JSON, so fuzzing reaches past the first validation. */
const value = (): fc.Arbitrary<unknown> => fc.oneof(
  fc.constantFrom(...realIds),
  anyString(40),
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
const segment = (): fc.Arbitrary<string> => fc.oneof(fc.constantFrom(...realIds), anyString(30), fc.constantFrom('..', '%00', '%2F', 'a'.repeat(300)));

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses with URIError, and URLSearchParams silently
 * turns into U+FFFD) is sent as the raw bytes a hostile client could still put on the wire (its WTF-8 encoding).
 */
const encodeRaw = (text: string): string => text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g, (chunk) => {
  if (chunk.length !== 1 || chunk.charCodeAt(0) < 0xd800 || chunk.charCodeAt(0) > 0xdfff) return encodeURIComponent(chunk);
  const c = chunk.charCodeAt(0);
  return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
});
const rawQuery = (query: Record<string, string>): string => Object.entries(query).map(([k, v]) => `${encodeRaw(k)}=${encodeRaw(v)}`).join('&');

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
        query: fc.dictionary(fc.constantFrom('locale', 'start', 'count', 'q', 'categoryId', 'inventorySupplyCheck', 'x'), anyString(20), { maxKeys: 3 }),
        body: body(),
        withCookie: fc.boolean(),
        site: fc.constantFrom(undefined, 'en-us', 'en-gb', 'fr-fr', 'xx', ''),
        idempotencyKey: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      }),
      async (input) => {
        let i = 0;
        const path = endpoint.path.replace(/\{\w+\}/g, () => encodeRaw(input.segments[i++] ?? ''));
        const response = await engine.app.inject({
          method: endpoint.method,
          url: `/api${path}?${rawQuery(input.query)}`,
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
      fc.oneof(body(), fc.record({ number: anyString(25), expiry: anyString(6), cvc: anyString(5), holder: anyString(40) })),
      fc.string({ maxLength: 200 }),
      async (json, raw) => {
        expectNoServerError(await engine.app.inject({ method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, payload: JSON.stringify(json), headers: { cookie, 'content-type': 'application/json' } }));
        expectNoServerError(await engine.app.inject({ method: 'POST', url: '/api/cart/v1/item', payload: raw, headers: { cookie, 'content-type': 'application/json' } }));
      },
    ), { numRuns: RUNS });
  });

  it('deeply nested JSON is refused, not crashed on', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    expectNoServerError(await engine.app.inject({ method: 'POST', url: '/api/cart/v1/item', payload: deep, headers: { cookie, 'content-type': 'application/json' } }));
  });
});

/** A unit that no trimming removes: NUL, a non-whitespace control character, DEL, or a lone surrogate. */
const untrimmableBadUnit = (): fc.Arbitrary<string> => fc.oneof(
  fc.constant('\u0000'),
  fc.integer({ min: 0x01, max: 0x08 }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x0e, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.constant('\u007f'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);
const poisonedWith = (bad: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(fc.string({ maxLength: 8, unit: 'grapheme-ascii' }), bad, fc.string({ maxLength: 8, unit: 'grapheme-ascii' }))
    .map(([a, unit, b]) => `x${a}${unit}${b}`);
const poisoned = (): fc.Arbitrary<string> => poisonedWith(untrimmableBadUnit());
/** A URL carries UTF-8 bytes, so a query value can hold a control character but never a lone surrogate. */
const poisonedQueryValue = (): fc.Arbitrary<string> => poisonedWith(untrimmableBadUnit().filter((u) => u.charCodeAt(0) < 0xd800));

const ADDRESS_FIELDS = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province'] as const;

describe('free text refuses NUL, control characters and lone surrogates at the schema: 400 naming the field, nothing changed', () => {
  let basketId: string;
  let token: string;
  beforeAll(async () => {
    basketId = realIds[0]!;
    token = await tokenizeCard(engine.app, cookie, '4111111111111111');
  });

  type Case = { name: EndpointName; field: string; options: (bad: string) => CallOptions };
  const cases = (): Case[] => [
    ...ADDRESS_FIELDS.map((f): Case => ({
      name: 'setShippingAddress', field: `0.${f}`,
      options: (bad) => ({ cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com', [f]: bad }] }),
    })),
    ...(['email', 'context', 'recaptcha_response', 'shippingId'] as const).map((f): Case => ({
      name: 'setShippingAddress', field: `0.${f}`,
      options: (bad) => ({ cookie, params: { basketId }, body: [{ ...TEST_ADDRESS, email: 'ada@example.com', [f]: bad }] }),
    })),
    ...ADDRESS_FIELDS.map((f): Case => ({
      name: 'setBillingAddress', field: `address.${f}`,
      options: (bad) => ({ cookie, params: { basketId }, body: { address: { ...TEST_ADDRESS, [f]: bad } } }),
    })),
    { name: 'addPaymentInstrument', field: 'paymentCard.holder', options: (bad) => ({ cookie, params: { basketId }, body: { payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder: bad } } }) },
    { name: 'selectShippingMethod', field: 'shippingId', options: (bad) => ({ cookie, body: { cartId: basketId, code: 'standard', shippingId: bad } }) },
    { name: 'placeOrder', field: 'recaptcha_response', options: (bad) => ({ cookie, body: { cartId: basketId, recaptcha_response: bad } }) },
  ];

  it('every free-text field of the contract, given a poisoned string, answers 400 INVALID_REQUEST with that field', async () => {
    const before = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    await fc.assert(fc.asyncProperty(fc.constantFrom(...cases()), poisoned(), async (c, bad) => {
      const answer = expectError(await call(engine.app, c.name, c.options(bad)), 400, 'INVALID_REQUEST');
      expect(answer.errorDetails[0]!.field).toBe(c.field);
    }), { numRuns: Math.max(RUNS, 60) });
    // Nothing changed: the cart is as it was before the poisoned calls.
    expect(expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }))).toEqual(before);
  });

  it('the search q refuses NUL and control characters with 400 naming q', async () => {
    await fc.assert(fc.asyncProperty(poisonedQueryValue(), async (bad) => {
      const answer = expectError(await call(engine.app, 'productSearch', { query: { q: bad } }), 400, 'INVALID_REQUEST');
      expect(answer.errorDetails[0]!.field).toBe('q');
    }), { numRuns: RUNS });
    expectOk('productSearch', await call(engine.app, 'productSearch', { query: { q: 'Ridge' } }));
  });

  it('each case is refused for exactly the poison: the same request with clean text is accepted', async () => {
    for (const c of cases().filter((k) => k.name !== 'placeOrder')) {
      // Clean text that the address rules of TEST_ADDRESS's country (US) accept: a state from the list for province.
      const clean = c.field.endsWith('shippingId') ? 'me' : c.field.endsWith('email') ? 'ada@example.com' : c.field.endsWith('province') ? 'CO' : 'Ada';
      expect((await call(engine.app, c.name, c.options(clean))).statusCode, `${c.name} ${c.field}`).toBe(200);
    }
  });

  it('the sandbox tokeniser refuses a poisoned card holder with 400 naming holder', async () => {
    await fc.assert(fc.asyncProperty(poisoned(), async (bad) => {
      const response = await engine.app.inject({
        method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, headers: { cookie }, payload: { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: bad },
      });
      expect(expectError(response, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('holder');
    }), { numRuns: RUNS });
  });
});
