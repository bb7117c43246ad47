import { okAsync, type ResultAsync } from 'neverthrow';
import type { KeyValueStore, StorageError } from '@switchback/core';

/** One cookie of the request (URL-decoded), or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A Set-Cookie header for the whole site: SameSite=Lax, httpOnly (only loaders and actions read these cookies). */
export function setCookieHeader(name: string, value: string, options: { readonly maxAgeS: number; readonly secure: boolean }): string {
  return [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${options.maxAgeS}`, 'SameSite=Lax', 'HttpOnly', ...(options.secure ? ['Secure'] : [])].join('; ');
}

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * core's KeyValueStore over the request's cookies (read) and the response's Set-Cookie headers (write): the content
 * dismissals (core's ContentDismissals) live in cookies so the server does not render dismissed content again.
 */
export class CookieKeyValueStore implements KeyValueStore {
  readonly setCookies: string[] = [];

  constructor(private readonly request: Request, private readonly secure: boolean) {}

  get(key: string): ResultAsync<string | null, StorageError> {
    return okAsync(readCookie(this.request, key) ?? null);
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    this.setCookies.push(setCookieHeader(key, value, { maxAgeS: ONE_YEAR_S, secure: this.secure }));
    return okAsync(undefined);
  }

  remove(key: string): ResultAsync<void, StorageError> {
    this.setCookies.push(setCookieHeader(key, '', { maxAgeS: 0, secure: this.secure }));
    return okAsync(undefined);
  }
}
