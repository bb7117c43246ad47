import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_CALLER_HEADER, SANDBOX_TOKENIZE_PATH } from '@switchback/core';
import { call, expectError, expectOk, startTestEngine, type TestEngine } from '../test-support/test-engine';
import { InternalCallers } from './internal-caller';

const SECRET = 'storefront-secret-0123456789abcdef-0123456789';
const LOOPBACK = '127.0.0.1';

describe('InternalCallers: the client the rate limits count', () => {
  const callers = new InternalCallers(SECRET);

  it('the storefront with the secret is counted by the shopper it names', () => {
    expect(callers.clientKey({ [INTERNAL_CALLER_HEADER.secret]: SECRET, [INTERNAL_CALLER_HEADER.shopperIp]: '203.0.113.7' }, LOOPBACK)).toBe('203.0.113.7');
    expect(callers.clientKey({ [INTERNAL_CALLER_HEADER.secret]: SECRET, [INTERNAL_CALLER_HEADER.shopperIp]: '2001:db8::1' }, LOOPBACK)).toBe('2001:db8::1');
  });

  it('a wrong, missing, repeated or prefix secret leaves the caller counted by its own address', () => {
    const spoof = { [INTERNAL_CALLER_HEADER.shopperIp]: '203.0.113.7' };
    expect(callers.clientKey(spoof, '198.51.100.1')).toBe('198.51.100.1');
    expect(callers.clientKey({ ...spoof, [INTERNAL_CALLER_HEADER.secret]: 'guess' }, '198.51.100.1')).toBe('198.51.100.1');
    expect(callers.clientKey({ ...spoof, [INTERNAL_CALLER_HEADER.secret]: SECRET.slice(0, -1) }, '198.51.100.1')).toBe('198.51.100.1');
    expect(callers.clientKey({ ...spoof, [INTERNAL_CALLER_HEADER.secret]: [SECRET, SECRET] }, '198.51.100.1')).toBe('198.51.100.1');
  });

  it('without a configured secret nobody may name a shopper, not even with an empty secret', () => {
    const none = new InternalCallers(undefined);
    expect(none.clientKey({ [INTERNAL_CALLER_HEADER.secret]: '', [INTERNAL_CALLER_HEADER.shopperIp]: '203.0.113.7' }, LOOPBACK)).toBe(LOOPBACK);
  });

  it('a shopper address that is not an IP address is ignored', () => {
    expect(callers.clientKey({ [INTERNAL_CALLER_HEADER.secret]: SECRET, [INTERNAL_CALLER_HEADER.shopperIp]: 'everyone' }, LOOPBACK)).toBe(LOOPBACK);
  });

  it('both headers are removed from the request once read', () => {
    const request = { headers: { [INTERNAL_CALLER_HEADER.secret]: SECRET, [INTERNAL_CALLER_HEADER.shopperIp]: '203.0.113.7', host: 'x' }, ip: LOOPBACK, rateLimitKey: '' };
    callers.resolve(request);
    expect(request.rateLimitKey).toBe('203.0.113.7');
    expect(request.headers).toEqual({ host: 'x' });
  });
});

describe('rate limits behind the storefront: each shopper has its own quota through one loopback client', () => {
  let engine: TestEngine;
  const N = 3;
  const token = (headers: Record<string, string>, remoteAddress = LOOPBACK) =>
    call(engine.app, 'guestToken', { body: { type: 'Guest' }, headers, remoteAddress });
  const asStoreFor = (shopperIp: string, secret = SECRET) => ({
    [INTERNAL_CALLER_HEADER.secret]: secret, [INTERNAL_CALLER_HEADER.shopperIp]: shopperIp,
  });

  beforeAll(async () => {
    engine = await startTestEngine({ rateLimits: { token: N, tokenize: N, windowSeconds: 60 }, internalCallerSecret: SECRET });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('two shoppers calling through the storefront (the secret, one loopback address) are limited apart', async () => {
    for (let i = 0; i < N; i++) expectOk('guestToken', await token(asStoreFor('203.0.113.1')));
    expectError(await token(asStoreFor('203.0.113.1')), 429, 'TOO_MANY_REQUESTS');
    // The abusive shopper's exhausted quota is not the next shopper's, nor the loopback client's own.
    for (let i = 0; i < N; i++) expectOk('guestToken', await token(asStoreFor('203.0.113.2')));
    expectError(await token(asStoreFor('203.0.113.2')), 429, 'TOO_MANY_REQUESTS');
    expectOk('guestToken', await token({}));
  });

  it('a wrong or missing secret with a spoofed shopper address is limited by its own address', async () => {
    const attacker = '198.51.100.66';
    // A fresh shopper address each time would escape the limit if it were believed.
    expectOk('guestToken', await token(asStoreFor('192.0.2.1', 'not-the-secret-not-the-secret-not-the-secret'), attacker));
    expectOk('guestToken', await token({ [INTERNAL_CALLER_HEADER.shopperIp]: '192.0.2.2' }, attacker));
    expectOk('guestToken', await token(asStoreFor('192.0.2.3', ''), attacker));
    expectError(await token(asStoreFor('192.0.2.4', SECRET.toUpperCase()), attacker), 429, 'TOO_MANY_REQUESTS');
    // The addresses it claimed were not charged: a real shopper there still has a full quota.
    for (let i = 0; i < N; i++) expectOk('guestToken', await token(asStoreFor('192.0.2.1')));
  });

  it('the sandbox tokeniser counts the shopper the storefront names too', async () => {
    const guest = await token({}, '10.1.0.1');
    const cookie = `sb_guest_token=${guest.cookies.find((c) => c.name === 'sb_guest_token')!.value}`;
    const tokenize = (shopperIp: string) => engine.app.inject({
      method: 'POST', url: `/api${SANDBOX_TOKENIZE_PATH}`, remoteAddress: LOOPBACK,
      headers: { cookie, ...asStoreFor(shopperIp) },
      payload: { number: '4111111111111111', expiry: '12/30', cvc: '123', holder: 'Ada' },
    });
    for (let i = 0; i < N; i++) expect((await tokenize('203.0.113.50')).statusCode).toBe(200);
    expectError(await tokenize('203.0.113.50'), 429, 'TOO_MANY_REQUESTS');
    expect((await tokenize('203.0.113.51')).statusCode).toBe(200);
  });
});

describe('createEngine option internalCallerSecret', () => {
  it('a secret shorter than 32 characters is refused at start-up', async () => {
    await expect(startTestEngine({ internalCallerSecret: 'short' })).rejects.toThrow(/internalCallerSecret is at least 32 characters/);
  });
});
