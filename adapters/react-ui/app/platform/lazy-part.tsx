import { createContext, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * Parts of a page kept out of its first-visit JavaScript (issue 6 §4 budget) and out of its hydration's main-thread
 * work (§6 TBT): each is a chunk of its own the browser loads while, or after, hydrating.
 */

/**
 * Hydration in slices (app/entry.client.tsx, the Preact build): the state its slice gates read.
 *
 * `initialHydration` is true while the document's first hydration runs. A part whose code arrives later (the content
 * renderer, the rails) is hydrated when its chunk has arrived, after that first pass: its `LateHydration` scope tells
 * the gates inside it that their first render hydrates server HTML, so it is sliced like the document's, until no
 * slice is left to run (`settle`, called by entry.client.tsx when the last one has run).
 */
export interface LateHydrationScope {
  active: boolean;
}

export const hydrationPhase = {
  initialHydration: false,
  /** Slices queued or running. */
  slicesPending: false,
  scopes: new Set<LateHydrationScope>(),
  /** Who asked `settled()` while slices were pending. */
  waiting: [] as (() => void)[],
  settle(): void {
    this.initialHydration = false;
    this.slicesPending = false;
    for (const scope of this.scopes) scope.active = false;
    this.scopes.clear();
    for (const resume of this.waiting.splice(0)) resume();
  },
  /**
   * Resolves once no slice is pending (at once when none is): an element mounted while slices run may be gated like
   * a hydrating one, and shows nothing until its slice comes (entry.client.tsx, Gate).
   */
  settled(): Promise<void> {
    if (!this.initialHydration && !this.slicesPending) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  },
};

export const LateHydration = createContext<LateHydrationScope | null>(null);

/**
 * Server-rendered parts' components as the server has them: a `*.server.ts` module imported by a route's loader
 * fills it (so the browser build drops that import); the browser's stays empty.
 */
export const serverParts: Record<string, ComponentType<never>> = {};

/** A component loaded on its first render (React's `lazy` over a loader that gives the component itself). */
const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> =>
  lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;

type LateProps<P> = P & { readonly lateHydration: boolean };

/**
 * Tells the slice gates inside it, when `active`, that their first render is to be sliced (LateHydrationScope): until
 * no slice is left (hydrationPhase.settle), or at once if what it holds rendered without needing one.
 */
export function LateHydrationScopeProvider({ active, children }: { readonly active: boolean; readonly children: ReactNode }) {
  const [scope] = useState(() => {
    const late = { active };
    if (late.active) hydrationPhase.scopes.add(late);
    return late;
  });
  useEffect(() => {
    if (!hydrationPhase.slicesPending) scope.active = false;
  }, [scope]);
  return <LateHydration.Provider value={scope}>{children}</LateHydration.Provider>;
}

/**
 * A lazily loaded component that, when the part was first rendered during the document's hydration (its server HTML
 * kept meanwhile), tells the slice gates inside it that they hydrate that HTML: its hydration is sliced into short
 * tasks like the document's (issue 6 §6, TBT) instead of one long task when its chunk arrives. Only for parts that
 * mount nothing new while hydrating (a gate that suspends a new element shows nothing for a task): the content and
 * the rails; not the header's menus, whose small-screen menu swaps its server markup once hydrated.
 */
function lateHydrated<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent<LateProps<P>>(() => load().then((Component) =>
    function LateHydrated({ lateHydration, ...props }: LateProps<P>) {
      return <LateHydrationScopeProvider active={lateHydration}><Component {...(props as unknown as P)} /></LateHydrationScopeProvider>;
    }));
  return function Part(props: P) {
    const [lateHydration] = useState(() => hydrationPhase.initialHydration);
    return <Lazy {...props} lateHydration={lateHydration} />;
  };
}

/**
 * A part the server renders in full (the page works without JavaScript): the server renders the component itself
 * (registered in `serverParts` under `name`), with no Suspense boundary, so its HTML is in place rather than a streamed
 * segment revealed by a script; the browser renders the lazily loaded one, and Preact keeps the server's HTML of the
 * suspended part (its links and forms working) until the chunk has arrived; `sliced`: hydrated in slices (lateHydrated).
 *
 * The part must render exactly one element, always: Preact keeps one DOM node for a suspended component, so a part
 * rendering several (or none) would hand its other nodes to the parts after it, which hydration then removes.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>, options: { sliced?: boolean } = {}): ComponentType<P> {
  const Lazy = options.sliced === true ? lateHydrated(load) : lazyComponent(load);
  return function Part(props: P) {
    const ServerPart = typeof document === 'undefined' ? serverParts[name] as ComponentType<P> | undefined : undefined;
    if (ServerPart !== undefined) return <ServerPart {...props} />;
    return <Suspense fallback={null}><Lazy {...props} /></Suspense>;
  };
}

/**
 * A part with nothing to render on the server (behaviour, or what needs JavaScript anyway): mounted after hydration
 * (an effect), so hydration never meets a suspending boundary without HTML (Preact would then take the next element
 * for the part's and render its siblings twice).
 */
export function clientPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load);
  return function ClientPart(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    return mounted ? <Suspense fallback={null}><Lazy {...props} /></Suspense> : null;
  };
}
