import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCookieJarFetch } from './cookie-jar.fetch';

const ORIGIN = 'http://127.0.0.1:4010';

function settableClock(start: number) {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
}

/** Replies with the given set-cookie headers, and records the cookie header each request carried. */
function upstream(setCookies: string[] = []) {
  const seen: Array<string | undefined> = [];
  const scope = nock(ORIGIN)
    .persist()
    .get(/.*/)
    .reply(function () {
      const header = this.req.headers.cookie;
      seen.push(Array.isArray(header) ? header.join('; ') : header);
      return [200, '{}', { 'set-cookie': setCookies }];
    });
  return { seen, scope };
}

beforeEach(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('createCookieJarFetch', () => {
  it('keeps a cookie from set-cookie and sends it back on the next call, like a browser', async () => {
    const { seen } = upstream(['sb_guest_token=jwt-value; Path=/api; HttpOnly; SameSite=Lax']);
    const jarFetch = createCookieJarFetch(fetch);

    await jarFetch(`${ORIGIN}/api/token/v2/auth/token`);
    await jarFetch(`${ORIGIN}/api/cart/v1/cart/abc`);

    expect(seen).toEqual([undefined, 'sb_guest_token=jwt-value']);
  });

  it('sends a cookie only under its path and only to the host that set it', async () => {
    const { seen } = upstream(['scoped=1; Path=/api/cart']);
    const other = nock('http://127.0.0.1:4011').get('/api/cart/x').reply(function () {
      seen.push(`other host: ${String(this.req.headers.cookie)}`);
      return [200, '{}'];
    });
    const jarFetch = createCookieJarFetch(fetch);

    await jarFetch(`${ORIGIN}/api/cart/v1`);
    await jarFetch(`${ORIGIN}/api/products`);
    await jarFetch(`${ORIGIN}/api/cartography`);
    await jarFetch(`${ORIGIN}/api/cart/v1/item`);
    await jarFetch('http://127.0.0.1:4011/api/cart/x');

    expect(seen).toEqual([undefined, undefined, undefined, 'scoped=1', 'other host: undefined']);
    expect(other.isDone()).toBe(true);
  });

  it('forgets a cookie once its Max-Age has passed', async () => {
    const { seen } = upstream(['short=1; Path=/; Max-Age=60']);
    const { clock, advance } = settableClock(Date.UTC(2030, 0, 1));
    const jarFetch = createCookieJarFetch(fetch, clock);

    await jarFetch(`${ORIGIN}/a`);
    advance(59_000);
    nock.cleanAll();
    const after = upstream();
    await jarFetch(`${ORIGIN}/b`);
    advance(2_000);
    await jarFetch(`${ORIGIN}/c`);

    expect(seen).toEqual([undefined]);
    expect(after.seen).toEqual(['short=1', undefined]);
  });

  it('an expired set-cookie removes the cookie it names', async () => {
    const jarFetch = createCookieJarFetch(fetch);
    upstream(['gone=1; Path=/']);
    await jarFetch(`${ORIGIN}/set`);
    nock.cleanAll();
    upstream(['gone=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    await jarFetch(`${ORIGIN}/clear`);
    nock.cleanAll();
    const { seen } = upstream();

    await jarFetch(`${ORIGIN}/next`);

    expect(seen).toEqual([undefined]);
  });

  it("adds its cookies to the caller's own cookie header", async () => {
    const { seen } = upstream(['jar=1; Path=/']);
    const jarFetch = createCookieJarFetch(fetch);

    await jarFetch(`${ORIGIN}/first`);
    await jarFetch(`${ORIGIN}/second`, { headers: { cookie: 'own=2' } });

    expect(seen).toEqual([undefined, 'own=2; jar=1']);
  });
});
