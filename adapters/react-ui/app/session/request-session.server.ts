import { okAsync, type ResultAsync } from 'neverthrow';
import { createCookie } from 'react-router';
import {
  basketIdSchema, GUEST_TOKEN_COOKIE, INTERNAL_CALLER_HEADER, STORAGE_KEYS, type KeyValueStore, type SiteId, type StorageError,
} from '@switchback/core';
import { ShopperSession, STOREFRONT_COOKIES } from './shopper-session.server';

/**
 * Who the storefront server calls the API for: the per-process secret the API knows (`npm start` shares it) and the
 * shopper's address as this server sees it, so the API's rate limits count each shopper rather than the storefront.
 */
export interface InternalCaller {
  readonly secret: string;
  readonly shopperIp: string;
}

/** The cart id lives 30 days; the API's guest token cookie decides whose cart it is. */
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** One httpOnly, SameSite=Lax cookie per site (each site has its own currency, so its own cart). */
const cartCookie = (siteId: SiteId) =>
  createCookie(`sb_cart_${siteId.replace('-', '_')}`, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: CART_COOKIE_MAX_AGE_SECONDS });

/** `name=value` pairs of a Cookie header, in order. */
function cookiePairs(header: string | null): Array<[string, string]> {
  if (header === null) return [];
  return header.split(';').flatMap((part) => {
    const equals = part.indexOf('=');
    if (equals <= 0) return [];
    return [[part.slice(0, equals).trim(), part.slice(equals + 1).trim()] as [string, string]];
  });
}

/** Name, value and whether the Set-Cookie header deletes the cookie (Max-Age ≤ 0 or Expires in the past). */
function readSetCookie(header: string, now: number): { name: string; value: string; deleted: boolean } | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return undefined;
  let deleted = false;
  for (const attribute of attributes) {
    const [rawKey = '', ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'max-age' && /^-?\d+$/.test(value)) deleted = Number(value) <= 0;
    else if (key === 'expires' && !Number.isNaN(Date.parse(value)) && Date.parse(value) <= now) deleted = true;
  }
  return { name: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), deleted };
}

/**
 * The shopper's session as one request sees it, on the server only:
 * - the site's cart id, read from and written to its own httpOnly cookie (the KeyValueStore core's use cases use);
 * - the API's cookies (the guest token): the shopper's Cookie header is forwarded on every API call, a cookie the
 *   API sets is used by the calls that follow in the same request and relayed to the browser in the response.
 */
export class RequestSession {
  private readonly apiCookies: Map<string, string>;
  private readonly relayed: string[] = [];
  private readonly cookie: ReturnType<typeof cartCookie>;
  /** The cart id the browser sent; `changed` once a use case stored or forgot one. */
  private cartId: string | null = null;
  private cartChanged = false;
  private readonly memory = new Map<string, string>();
  /** Who is signed in, the in-store associate, the one-time message (the storefront's own cookies). */
  shopper!: ShopperSession;

  private constructor(
    request: Request,
    siteId: SiteId,
    private readonly secure: boolean,
    private readonly baseFetch: typeof fetch,
    private readonly internalCaller: InternalCaller | undefined,
  ) {
    this.cookie = cartCookie(siteId);
    this.apiCookies = new Map(cookiePairs(request.headers.get('cookie')).filter(([name]) => !name.startsWith('sb_cart_') && !STOREFRONT_COOKIES.has(name)));
  }

  /** The session of a request: its cart cookie parsed (an unreadable one counts as no cart). */
  static async of(
    request: Request, siteId: SiteId, secure: boolean, baseFetch: typeof fetch = fetch, internalCaller?: InternalCaller,
  ): Promise<RequestSession> {
    const session = new RequestSession(request, siteId, secure, baseFetch, internalCaller);
    const raw: unknown = await session.cookie.parse(request.headers.get('cookie'));
    const parsed = basketIdSchema.safeParse(raw);
    session.cartId = parsed.success ? parsed.data : null;
    session.shopper = await ShopperSession.of(request.headers.get('cookie'), secure);
    return session;
  }

  /** An API cookie's value as this request knows it (the refresh token for sign-out), or null. */
  apiCookie(name: string): string | null {
    return this.apiCookies.get(name) ?? null;
  }

  /**
   * Deletes API cookies in the browser (and for the calls that follow in this request): e.g. the associate's proof
   * when the in-store session ends.
   */
  forgetApiCookies(names: readonly string[]): void {
    for (const name of names) {
      this.apiCookies.delete(name);
      this.relayed.push(`${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`);
    }
  }

  /** Issue 10 §3: a first-party cookie of the storefront's own (the device id), set with this response. */
  keepCookie(name: string, value: string, maxAgeSeconds: number): void {
    this.relayed.push(`${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${this.secure ? '; Secure' : ''}`);
  }

  /** The cart id of this site, or null. */
  /** Whether the shopper already holds an API access token (a guest's or a consumer's): reads that need one can skip otherwise. */
  get hasAccessToken(): boolean {
    return this.apiCookies.has(GUEST_TOKEN_COOKIE);
  }

  get basketId(): string | null {
    return this.cartId;
  }

  /** The cart became an order or is gone: the cookie is cleared in the response. */
  forgetCart(): void {
    this.cartId = null;
    this.cartChanged = true;
  }

  /**
   * A fetch for the commerce API that carries the shopper's cookies and keeps what the API sets; with an internal
   * caller, also the secret and the shopper's address (always ours: whatever the caller's headers said is replaced).
   */
  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.delete(INTERNAL_CALLER_HEADER.secret);
    headers.delete(INTERNAL_CALLER_HEADER.shopperIp);
    if (this.internalCaller !== undefined) {
      headers.set(INTERNAL_CALLER_HEADER.secret, this.internalCaller.secret);
      headers.set(INTERNAL_CALLER_HEADER.shopperIp, this.internalCaller.shopperIp);
    }
    const cookie = [...this.apiCookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie === '') headers.delete('cookie');
    else headers.set('cookie', cookie);
    const response = await this.baseFetch(input, { ...init, headers });
    const now = Date.now();
    for (const header of response.headers.getSetCookie()) {
      const set = readSetCookie(header, now);
      if (set === undefined) continue;
      if (set.deleted) this.apiCookies.delete(set.name);
      else this.apiCookies.set(set.name, set.value);
      this.relayed.push(this.secure && !/;\s*secure\s*(;|$)/i.test(header) ? `${header}; Secure` : header);
    }
    return response;
  };

  /** Core's KeyValueStore over this session: the basket id is the cart cookie; anything else lasts this request. */
  readonly store: KeyValueStore = {
    get: (key: string): ResultAsync<string | null, StorageError> =>
      okAsync(key === STORAGE_KEYS.basketId ? this.cartId : (this.memory.get(key) ?? null)),
    set: (key: string, value: string): ResultAsync<void, StorageError> => {
      if (key === STORAGE_KEYS.basketId) {
        this.cartId = value;
        this.cartChanged = true;
      } else {
        this.memory.set(key, value);
      }
      return okAsync(undefined);
    },
    remove: (key: string): ResultAsync<void, StorageError> => {
      if (key === STORAGE_KEYS.basketId) this.forgetCart();
      else this.memory.delete(key);
      return okAsync(undefined);
    },
  };

  /** The Set-Cookie headers this request owes the browser: the API's cookies relayed, the cart cookie if it changed. */
  async headers(): Promise<Headers> {
    const headers = new Headers();
    for (const header of this.relayed) headers.append('set-cookie', header);
    for (const header of await this.shopper.setCookies()) headers.append('set-cookie', header);
    if (this.cartChanged) {
      headers.append(
        'set-cookie',
        this.cartId === null
          ? await this.cookie.serialize('', { maxAge: 0, secure: this.secure })
          : await this.cookie.serialize(this.cartId, { secure: this.secure }),
      );
    }
    return headers;
  }
}
