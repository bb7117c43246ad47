import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import appRoutes from '../routes';
import { routesFromManifest, type ManifestRoute } from './route-matching-warm-up';

/** The manifest React Router writes for the app's route table: flat, each route naming its parent. */
function manifestOf(entries: readonly RouteConfigEntry[]): Record<string, ManifestRoute> {
  const routes: Record<string, ManifestRoute> = { root: { id: 'root', path: '' } };
  const add = (list: readonly RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '');
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      add(entry.children ?? [], id);
    }
  };
  add(entries, 'root');
  return routes;
}

const leafOf = (pathname: string) => matchRoutes(routesFromManifest(manifestOf(appRoutes)), pathname)?.at(-1)?.route.id;

describe('the route matching warm-up (issue 6 §6 TBT)', () => {
  it('nests the manifest\'s flat routes so they match as the app\'s route table does', () => {
    expect(leafOf('/')).toBe('site/root-redirect.route');
    expect(leafOf('/en-us')).toBe('catalog/home.route');
    expect(leafOf('/en-us/c/trail-running-shoes-1001')).toBe('catalog/category-listing.route');
    expect(leafOf('/fr-fr/p/ridge-trail-runner-SBTR0001')).toBe('catalog/product-detail.route');
    expect(leafOf('/en-us/account/orders/SB1234/invoice')).toBe('orders/invoice.route');
    expect(leafOf('/en-gb/pages/about')).toBe('content-page');
    expect(leafOf('/en-us/no-such-page/at-all')).toBe('site/site-not-found.route');
  });

  it('keeps every route of the manifest, under its parent', () => {
    const manifest = manifestOf(appRoutes);
    const ids: string[] = [];
    const walk = (routes: ReturnType<typeof routesFromManifest>, parentId: string | undefined) => {
      for (const route of routes) {
        expect(manifest[route.id!]?.parentId).toBe(parentId);
        ids.push(route.id!);
        walk(route.children ?? [], route.id);
      }
    };
    walk(routesFromManifest(manifest), undefined);
    expect(ids.sort()).toEqual(Object.keys(manifest).sort());
  });
});
