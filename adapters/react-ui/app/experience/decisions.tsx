import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { SegmentContext } from '@switchback/core';

/** The window event that asks the page to decide again (§4 "It recalculates on a window event"). */
export const RECALCULATE_EVENT = 'switchback:recalculate';

/**
 * What a page's loader decided for its experiences (serialisable loader data; no SDK reaches the browser):
 * decision key → variant id, and the variants `p13n_testcontext` forces.
 */
export interface PageDecisions {
  readonly decisions: Readonly<Record<string, string>>;
  readonly testVariants: readonly string[];
  /** The shopper's §6 segment from the decide answer: present only with targeting consent (else segments show the baseline). */
  readonly segment?: SegmentContext;
}

export const NO_DECISIONS: PageDecisions = { decisions: {}, testVariants: [] };

const DecisionsContext = createContext<PageDecisions>(NO_DECISIONS);

export const useDecisions = (): PageDecisions => useContext(DecisionsContext);

/**
 * Gives the block renderer's experience and segmentation wrappers the page's decisions; a `switchback:recalculate`
 * window event runs the page's loaders again (the decisions with them).
 */
export function DecisionsProvider({ value, children }: { readonly value: PageDecisions | undefined; readonly children: ReactNode }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const recalculate = () => {
      void revalidator.revalidate();
    };
    window.addEventListener(RECALCULATE_EVENT, recalculate);
    return () => window.removeEventListener(RECALCULATE_EVENT, recalculate);
  }, [revalidator]);
  return <DecisionsContext.Provider value={value ?? NO_DECISIONS}>{children}</DecisionsContext.Provider>;
}
