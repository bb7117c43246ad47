export interface RenderedAnswer {
  /** The request carried a Cookie header: the shopper may have a session, so the page may show their cart. */
  readonly requestHasCookie: boolean;
  /** The answer sets a cookie (a new guest session, a cart id): it belongs to this shopper only. */
  readonly setsCookie: boolean;
  /** The Cache-Control a route chose itself (a resource route such as robots.txt), if any. */
  readonly routeCacheControl: string | null;
}

/** Per-shopper: no shared cache may keep it and the browser does not store it (back/forward re-asks). */
export const PER_SHOPPER = 'private, no-store';
/** The same for everyone, but always revalidated: a deploy or a price change shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a server-rendered answer (page, data request, resource route). A page that may show a
 * shopper's cart or session is never cached; a cookieless page may be kept but is revalidated every time; a route
 * that chose its own policy keeps it, unless the answer sets a cookie.
 */
export function renderedCacheControl(answer: RenderedAnswer): string {
  if (answer.setsCookie) return PER_SHOPPER;
  if (answer.routeCacheControl !== null && answer.routeCacheControl.trim() !== '') return answer.routeCacheControl;
  return answer.requestHasCookie ? PER_SHOPPER : REVALIDATE;
}
