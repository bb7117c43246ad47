import { createCookie } from 'react-router';
import { storeIdSchema } from '@switchback/core';
import { MY_STORE_COOKIE } from '../session/shopper-session.server';

const ONE_YEAR = 365 * 24 * 60 * 60;
const myStoreCookie = createCookie(MY_STORE_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_YEAR });

/**
 * Issue 10: the shopper's store ("Set as my store" on the store finder), the default store of pickup in store. The
 * id only; whether it is one of this site's stores is for the caller to check against the site's list. A missing or
 * unreadable cookie is no store.
 */
export async function readMyStore(request: Request): Promise<string | null> {
  const raw: unknown = await myStoreCookie.parse(request.headers.get('cookie'));
  const parsed = storeIdSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie header that makes `storeId` the shopper's store. */
export function myStoreSetCookie(storeId: string, secure: boolean): Promise<string> {
  return myStoreCookie.serialize(storeId, { secure });
}
