import { LOCALE_SEGMENT_PATTERN, pageTypeFromPath, type PageType } from './page-type';

/** §2: logging out from the cart, checkout, favorites or account areas sends the user to home. */
export const PROTECTED_PAGE_TYPES: readonly PageType[] = ['cart', 'checkout', 'favorites', 'account'];

/** The home path of the locale the path is in (`/en-gb`), or `/` when the path has no locale segment. */
export function homePathOf(path: string): string {
  const first = path.split(/[?#]/, 1)[0]!.split('/').find((segment) => segment !== '');
  return first !== undefined && LOCALE_SEGMENT_PATTERN.test(first) ? `/${first}` : '/';
}

/** §2/§4 logout: where the user goes after logging out from `path` — home from a protected area, otherwise stay. */
export function logoutDestination(path: string): { readonly redirect: true; readonly to: string } | { readonly redirect: false } {
  return PROTECTED_PAGE_TYPES.includes(pageTypeFromPath(path)) ? { redirect: true, to: homePathOf(path) } : { redirect: false };
}
