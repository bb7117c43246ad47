import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

/**
 * Parts of a page kept out of its first-visit JavaScript (issue 6 §4 budget) and out of its hydration's main-thread
 * work (§6 TBT): each is a chunk of its own the browser loads while, or after, hydrating.
 */

/**
 * Server-rendered parts' components as the server has them: a `*.server.ts` module imported by a route's loader
 * fills it (so the browser build drops that import); the browser's stays empty.
 */
export const serverParts: Record<string, ComponentType<never>> = {};

/**
 * A part the server renders in full (the page works without JavaScript): the server renders the component itself
 * (registered in `serverParts` under `name`), with no Suspense boundary, so its HTML is in place rather than a streamed
 * segment revealed by a script; the browser renders the lazily loaded one, and Preact keeps the server's HTML of the
 * suspended part (its links and forms working) until the chunk has arrived.
 *
 * The part must render exactly one element, always: Preact keeps one DOM node for a suspended component, so a part
 * rendering several (or none) would hand its other nodes to the parts after it, which hydration then removes.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Part(props: P) {
    const ServerPart = typeof document === 'undefined' ? serverParts[name] as ComponentType<P> | undefined : undefined;
    if (ServerPart !== undefined) return <ServerPart {...props} />;
    const Component = Lazy as unknown as ComponentType<P>;
    return <Suspense fallback={null}><Component {...props} /></Suspense>;
  };
}

/**
 * A part with nothing to render on the server (behaviour, or what needs JavaScript anyway): mounted after hydration
 * (an effect), so hydration never meets a suspending boundary without HTML (Preact would then take the next element
 * for the part's and render its siblings twice).
 */
export function clientPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function ClientPart(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    const Component = Lazy as unknown as ComponentType<P>;
    return mounted ? <Suspense fallback={null}><Component {...props} /></Suspense> : null;
  };
}
