/**
 * §3 pop-up `routes`: path patterns after the locale, `*` standing for any characters (`/c/*`, `/p/*`, `/`). A pop-up
 * without routes shows on every page. A trailing slash or a query never matters.
 */
export function routeMatchesPattern(route: string, pattern: string): boolean {
  const clean = (path: string) => (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const source = clean(pattern.trim()).split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${source}$`).test(clean(route));
}

/** The pop-ups that apply to a route, in their order. */
export const popUpsForRoute = <P extends { readonly routes?: readonly string[] | undefined }>(popUps: readonly P[], route: string): P[] =>
  popUps.filter((popUp) => popUp.routes === undefined || popUp.routes.length === 0 || popUp.routes.some((pattern) => routeMatchesPattern(route, pattern)));
