import { useEffect, useState } from 'react';

/**
 * True once the document's first page has been left by a client-side navigation: what mounts from then on is not
 * hydrating anything, so it renders hydrated at once. Until then (the first page and every part of it hydrated
 * later, lazily), a component starts as the server rendered it.
 */
let navigated = false;

/** Called by the root route when the first client-side navigation has happened. */
export function markNavigated(): void {
  navigated = true;
}

/**
 * False while rendering on the server and hydrating, true once React runs in the browser. A state set by an effect,
 * not `useSyncExternalStore`'s server snapshot: the browser build renders with Preact, whose `useSyncExternalStore`
 * has no server snapshot. It answered true while hydrating, Preact keeps the server's attributes while hydrating,
 * and no later render changed them: forms went on sending `enhanced=0` after hydration. The effect's re-render is
 * what brings the server's markup up to date.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(navigated);
  useEffect(() => setValue(true), []);
  return value;
}
