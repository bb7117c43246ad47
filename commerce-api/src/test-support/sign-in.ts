import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createPkcePair, type RegisteredTokenResponse } from '@switchback/core';
import { call, expectOk } from './test-engine';

export const TEST_PASSWORD = 'Correct-Horse-9';

/** `name=value; name=value` of the cookies a response set (the access and refresh tokens after an exchange). */
export function cookiesOf(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(previous.split(';').map((p) => p.trim()).filter((p) => p.includes('=')).map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)] as const));
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A fresh PKCE pair from the test's own bytes. */
let pkceSeed = 0;
export function pkce(seed = (pkceSeed += 1)) {
  return createPkcePair(Uint8Array.from({ length: 32 }, (_, i) => (seed * 31 + i * 7) % 256));
}

/** Sign-up through the API (201-like 200). */
export async function signUp(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<void> {
  expectOk('signUp', await call(app, 'signUp', { body: { email, password, firstName: 'Ada' } }));
}

/**
 * Sign-in then the Registered exchange, as the storefront does it: the guest's cookie (if any) rides along so its
 * objects merge. Answers the §3 Auth body and the cookie header of the signed-in consumer.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  options: { password?: string; guestCookie?: string; guestObjects?: { basketId?: string; favoriteId?: string; saveForLaterId?: string } } = {},
): Promise<{ cookie: string; auth: RegisteredTokenResponse; code: string; codeVerifier: string }> {
  const pair = pkce();
  const signedIn = expectOk('signIn', await call(app, 'signIn', {
    body: { type: 'Registered', username: email, password: options.password ?? TEST_PASSWORD, codeChallenge: pair.codeChallenge },
  }));
  const exchanged = await call(app, 'guestToken', {
    ...(options.guestCookie ? { cookie: options.guestCookie } : {}),
    body: { type: 'Registered', authorizationCode: signedIn.authorizationCode, codeVerifier: pair.codeVerifier, guestObjects: options.guestObjects ?? {} },
  });
  const auth = expectOk('guestToken', exchanged);
  expect(auth.tokenType).toBe('Registered');
  return { cookie: cookiesOf(exchanged), auth: auth as RegisteredTokenResponse, code: signedIn.authorizationCode, codeVerifier: pair.codeVerifier };
}
