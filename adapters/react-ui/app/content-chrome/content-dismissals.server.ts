import { ContentDismissals, type DismissibleContent } from '@switchback/core';
import { CookieKeyValueStore } from './request-cookies.server';

/** core's ContentDismissals over the request's cookies: whether each id was dismissed (ids the page may show). */
export async function dismissedIds(request: Request, kind: DismissibleContent, ids: readonly string[]): Promise<ReadonlySet<string>> {
  const dismissals = new ContentDismissals(new CookieKeyValueStore(request, false));
  const flags = await Promise.all(ids.map(async (id) => ((await dismissals.isDismissed(kind, id)).unwrapOr(false) ? id : null)));
  return new Set(flags.filter((id): id is string => id !== null));
}

/** The Set-Cookie headers that dismiss one benefit bar or pop-up for good. */
export async function dismissCookies(request: Request, kind: DismissibleContent, id: string, secure: boolean): Promise<readonly string[]> {
  const store = new CookieKeyValueStore(request, secure);
  await new ContentDismissals(store).dismiss(kind, id);
  return store.setCookies;
}
