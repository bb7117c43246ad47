import { describe, expect, it } from 'vitest';
import { SITES, type RegisteredTokenResponse } from '@switchback/core';
import { requestStorefront } from '../composition-root.server';
import { ShopperSession } from './shopper-session.server';

const SIGNED_IN_AT = Date.UTC(2026, 10, 23, 12, 0, 0);
const MINUTES_30 = 30 * 60 * 1000;

const registered = (usid: string, expiresIn = 1800): RegisteredTokenResponse => ({
  tokenType: 'Registered', usid, customerId: 'c-1', expiresIn, refreshExpiresIn: 86400, consumerNo: 'C1', consumerType: 'REGISTERED',
  email: 'ada@example.com', firstName: 'Ada', favorites: {}, isEmployeeDiscountTCAccepted: false,
} as RegisteredTokenResponse);

/** The storefront session cookie of a shopper signed in at SIGNED_IN_AT (access token for 30 minutes). */
async function signedInCookie(): Promise<string> {
  const session = await ShopperSession.of(null, false);
  session.signedIn(registered('usid-1'), SIGNED_IN_AT);
  const [cookie] = await session.setCookies();
  return `${cookie!.split(';')[0]}; sb_guest_token=old-access; sb_refresh_token=old-refresh`;
}

interface Fake { readonly fetch: typeof fetch; readonly calls: string[] }

/** The API: the Refresh token call answers `refresh` (a registered session, or a 401); the profile call `profile`. */
function fakeApi(refresh: 'ok' | 'refused', profileStatus = 200): Fake {
  const calls: string[] = [];
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const refused = () => json({ errorDetails: [{ errorId: 'UNAUTHORIZED', code: 'AUT401', message: 'no' }], statusCode: 401, correlationId: 'c', appId: 'a' }, 401);
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { type?: string }) : {};
    calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}${body.type ? ` ${body.type}` : ''}`);
    if (url.pathname.endsWith('/token/v2/auth/token')) {
      if (refresh === 'refused') return refused();
      return json(registered('usid-2'), 200, { 'set-cookie': 'sb_guest_token=new-access; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800' });
    }
    if (url.pathname.endsWith('/consumers-v3/consumer/profile')) {
      if (profileStatus === 401 && calls.filter((call) => call.endsWith('profile')).length === 1) return refused();
      return json({}, 200);
    }
    return json({}, 404);
  };
  return { fetch: fake as typeof fetch, calls };
}

const storefrontAt = async (nowMs: number, api: Fake) => requestStorefront(SITES['en-us'], {
  apiBaseUrl: 'http://api.test/api', request: new Request('http://shop.test/en-us', { headers: { cookie: await signedInCookie() } }),
  fetch: api.fetch, now: () => nowMs,
});

describe('proactive renewal of a signed-in shopper’s access token (fixed clock)', () => {
  it('before the access expiry nothing is renewed', async () => {
    const api = fakeApi('ok');
    const storefront = await storefrontAt(SIGNED_IN_AT + MINUTES_30 - 1, api);
    expect(api.calls).toEqual([]);
    expect(storefront.session.shopper.state.accessExpiresAt).toBe(SIGNED_IN_AT + MINUTES_30);
  });

  it('at the access expiry the refresh token renews it before the first call; the new expiry is stored in the cookie', async () => {
    const api = fakeApi('ok');
    const now = SIGNED_IN_AT + MINUTES_30;
    const storefront = await storefrontAt(now, api);
    await storefront.consumer.profile();
    expect(api.calls).toEqual(['POST /token/v2/auth/token Refresh', 'GET /consumers-v3/consumer/profile']);
    expect(storefront.session.shopper.state).toEqual({ loggedIn: true, accessExpiresAt: now + MINUTES_30, employee: false });
    const cookies = (await storefront.session.headers()).getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('sb_session=') && !cookie.includes('Max-Age=0'))).toBe(true);
    expect(cookies).toContain('sb_guest_token=new-access; Path=/; HttpOnly; SameSite=Lax; Max-Age=1800');
  });

  it('a refused refresh makes the shopper a guest again', async () => {
    const api = fakeApi('refused');
    const storefront = await storefrontAt(SIGNED_IN_AT + 2 * MINUTES_30, api);
    expect(api.calls).toEqual(['POST /token/v2/auth/token Refresh']);
    expect(storefront.session.shopper.state.loggedIn).toBe(false);
  });

  it('a refresh after a 401 (token revoked early) stores the new expiry too', async () => {
    const api = fakeApi('ok', 401);
    const now = SIGNED_IN_AT + 60_000;
    const storefront = await storefrontAt(now, api);
    await storefront.consumer.profile();
    expect(api.calls).toEqual(['GET /consumers-v3/consumer/profile', 'POST /token/v2/auth/token Refresh', 'GET /consumers-v3/consumer/profile']);
    expect(storefront.session.shopper.state.accessExpiresAt).toBe(now + MINUTES_30);
  });
});
