import { matchRoutes, type RouteObject } from 'react-router';

/** A route of React Router's manifest (`window.__reactRouterManifest.routes`): the fields matching reads. */
export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly index?: boolean;
  readonly caseSensitive?: boolean;
}

/** The manifest's flat routes as the nested route objects matching takes (children by `parentId`). */
export function routesFromManifest(routes: Readonly<Record<string, ManifestRoute>>): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(routes)) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route): RouteObject => (route.index === true
      ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) }));
  return tree(undefined);
}

/**
 * Creating React Router's browser router matches the location against every route twice (its hydration data, then
 * the router itself): each time it flattens, scores and ranks all the app's routes and compiles the paths it tries.
 * The first time, V8 also compiles those functions, which it does lazily, on their first call. The router's creation
 * was the longest of our tasks before hydrating in every Lighthouse run: 11-22 ms unthrottled on this VM, so 45-90 ms
 * on the phone Lighthouse simulates (issue 6 §6, TBT). Matching the location once beforehand, in a task of its own
 * (entry.client.tsx), against the same routes from the manifest the server wrote, compiles them there. Measured in
 * Lighthouse's traces, two rounds alternating the builds, 11 runs per page and build: the router's task, medians per
 * page and round, went from 11.4-18.1 ms to 6.2-7.9 ms, this one taking 4.1-7.2 ms.
 */
export function routeMatchingCompiled(): void {
  const manifest = (window as { __reactRouterManifest?: { routes?: Record<string, ManifestRoute> } }).__reactRouterManifest;
  if (manifest?.routes === undefined) return;
  matchRoutes(routesFromManifest(manifest.routes), window.location);
}
