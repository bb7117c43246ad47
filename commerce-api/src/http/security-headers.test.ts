import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TOKENIZE_PATH } from '@switchback/core';
import { call, expectError, expectOk, guestCookie, startTestEngine, type TestEngine } from '../test-support/test-engine';

describe('security headers on every API answer', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('JSON answers, errors, unknown routes and images carry nosniff, frame denial, referrer, CSP and permissions policies', async () => {
    const { app } = engine;
    const answers = [
      await call(app, 'catalog'),
      await call(app, 'getCart', { params: { basketId: 'bsk_doesnotexist' } }),
      await app.inject({ method: 'GET', url: '/api/nowhere' }),
      await app.inject({ method: 'GET', url: '/api/images/products/SBTR0001/slate.svg' }),
      await app.inject({ method: 'POST', url: '/api/cart/v1/item', payload: '{not json', headers: { 'content-type': 'application/json' } }),
    ];
    for (const response of answers) {
      const where = `${response.statusCode} ${response.headers['content-type']}`;
      expect(response.headers['x-content-type-options'], where).toBe('nosniff');
      expect(response.headers['x-frame-options'], where).toBe('DENY');
      expect(response.headers['referrer-policy'], where).toBe('no-referrer');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, where).toContain("default-src 'none'");
      expect(csp, where).toContain("frame-ancestors 'none'");
      expect(String(response.headers['permissions-policy']), where).toContain('camera=()');
    }
  });
});

describe('rate limits: N+1 calls from one client answer 429 in the §8 shape with Retry-After', () => {
  let engine: TestEngine;
  const N = 5;
  beforeAll(async () => {
    engine = await startTestEngine({ rateLimits: { token: N, tokenize: N, windowSeconds: 60 } });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('the token endpoint', async () => {
    for (let i = 0; i < N; i++) expectOk('guestToken', await call(engine.app, 'guestToken', { body: { type: 'Guest' } }));
    const limited = await call(engine.app, 'guestToken', { body: { type: 'Guest' } });
    const answer = expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(answer.errorDetails[0]!.retryable).toBe(true);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client (another address) is not limited by this one.
    const other = await engine.app.inject({ method: 'POST', url: '/api/token/v2/auth/token', remoteAddress: '10.0.0.9', payload: { type: 'Guest' } });
    expect(other.statusCode).toBe(200);
  });

  it('the sandbox tokeniser', async () => {
    // The token endpoint of this client is exhausted by the previous test: the guest comes from another address.
    const guest = await guestCookie(engine.app, undefined, '10.0.0.10');
    const tokenize = () => engine.app.inject({
      method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, headers: { cookie: guest }, payload: { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'Ada' },
    });
    for (let i = 0; i < N; i++) expect((await tokenize()).statusCode).toBe(200);
    const limited = await tokenize();
    expectError(limited, 429, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
