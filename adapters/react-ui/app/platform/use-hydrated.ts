import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
