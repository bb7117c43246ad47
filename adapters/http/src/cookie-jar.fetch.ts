import type { Clock } from '@switchback/core';

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  readonly host: string;
  readonly path: string;
  /** Epoch milliseconds; undefined for a session cookie. */
  readonly expiresAt: number | undefined;
  readonly secure: boolean;
}

const systemClock: Clock = { now: () => new Date() };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** RFC 6265 §5.1.4 default path: the request path up to, not including, its last '/'. */
const defaultPath = (pathname: string): string => {
  const last = pathname.lastIndexOf('/');
  return last <= 0 ? '/' : pathname.slice(0, last);
};

const pathMatches = (requestPath: string, cookiePath: string): boolean =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/'));

function parseSetCookie(header: string, url: URL, now: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  const name = pair.slice(0, equals).trim();
  const value = pair.slice(equals + 1).trim();
  let path = defaultPath(url.pathname);
  let expiresAt: number | undefined;
  let maxAgeSeen = false;
  let secure = false;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const attributeValue = rest.join('=').trim();
    if (key === 'path' && attributeValue.startsWith('/')) path = attributeValue;
    else if (key === 'secure') secure = true;
    else if (key === 'max-age' && /^-?\d+$/.test(attributeValue)) {
      maxAgeSeen = true;
      expiresAt = now + Number(attributeValue) * 1000;
    } else if (key === 'expires' && !maxAgeSeen) {
      const at = Date.parse(attributeValue);
      if (!Number.isNaN(at)) expiresAt = at;
    }
  }
  return { name, value, host: url.host, path, expiresAt, secure };
}

const requestUrl = (input: Parameters<typeof fetch>[0]): URL =>
  new URL(input instanceof Request ? input.url : String(input));

/**
 * A fetch that keeps cookies between calls, for Node callers (the CLI) that must carry the httpOnly guest cookie
 * as a browser would: host-only, path-scoped, Max-Age/Expires honoured, Secure cookies only over https or loopback.
 * Cookie values are never logged.
 */
export function createCookieJarFetch(baseFetch: typeof fetch, clock: Clock = systemClock): typeof fetch {
  const jar = new Map<string, StoredCookie>();
  const keyOf = (cookie: Pick<StoredCookie, 'host' | 'path' | 'name'>) => `${cookie.host}\u0000${cookie.path}\u0000${cookie.name}`;

  const cookieHeaderFor = (url: URL, now: number): string =>
    [...jar.values()]
      .filter((cookie) => {
        if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) {
          jar.delete(keyOf(cookie));
          return false;
        }
        const secureChannel = url.protocol === 'https:' || LOOPBACK.has(url.hostname);
        return cookie.host === url.host && pathMatches(url.pathname, cookie.path) && (!cookie.secure || secureChannel);
      })
      // RFC 6265 §5.4: longer paths first.
      .sort((a, b) => b.path.length - a.path.length)
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');

  const jarFetch: typeof fetch = async (input, init) => {
    const url = requestUrl(input);
    const headers = new Headers(input instanceof Request ? input.headers : undefined);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const stored = cookieHeaderFor(url, clock.now().getTime());
    if (stored !== '') {
      const given = headers.get('cookie');
      headers.set('cookie', given ? `${given}; ${stored}` : stored);
    }
    const response = await baseFetch(input, { ...init, headers });
    const now = clock.now().getTime();
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header, url, now);
      if (cookie === undefined) continue;
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now) jar.delete(keyOf(cookie));
      else jar.set(keyOf(cookie), cookie);
    }
    return response;
  };
  return jarFetch;
}
