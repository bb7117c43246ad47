import { createContext } from 'react';

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
  settle(): void {
    this.initialHydration = false;
    this.slicesPending = false;
    for (const scope of this.scopes) scope.active = false;
    this.scopes.clear();
  },
};

export const LateHydration = createContext<LateHydrationScope | null>(null);
