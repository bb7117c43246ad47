/**
 * Issue 12 §2 "Pages linked from content exist": storefront-experience §2's content pages, each at its path after
 * the locale, rendered from the content service's `page` call with the key below (the path's last segment).
 * `/pages/{key}` serves any other content page. app/routes.ts registers these paths; the sitemap lists them.
 */
export const CONTENT_PAGE_PATHS = [
  'help',
  'help/contact-us',
  'help/returns/how-to-return',
  'loyalty',
  'loyalty-terms',
  'brand-terms',
  'sale-terms',
  'sms-terms',
  'associate-discount-terms',
  'privacy',
] as const;
export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

/** The page key of a content page path (`help/returns/how-to-return` → `how-to-return`; `pages/x` → `x`). */
export function contentPageKey(pathAfterLocale: string): string | null {
  const segments = pathAfterLocale.split(/[?#]/)[0]?.split('/').filter((segment) => segment !== '') ?? [];
  const key = segments[segments.length - 1];
  return key !== undefined && /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(key) ? key : null;
}

/** The storefront path of a content page by key: its §2 path when it has one, else `/pages/{key}`. */
export function contentPagePath(siteId: string, key: string): string {
  const known = CONTENT_PAGE_PATHS.find((path) => contentPageKey(path) === key);
  return `/${siteId}/${known ?? `pages/${encodeURIComponent(key)}`}`;
}
