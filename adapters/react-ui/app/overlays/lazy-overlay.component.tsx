import { lazy, Suspense, useState } from 'react';
import type { OverlayProps } from './overlay.component';

/** Radix Dialog stays out of the first-visit bundle: the overlay's chunk loads when an overlay first opens. */
const Overlay = lazy(() => import('./overlay.component').then((module) => ({ default: module.Overlay })));

/**
 * The one Overlay (dialog or panel), loaded on first open. Closed and never opened, it renders nothing and loads
 * nothing; once loaded it stays mounted so its closing transition and focus return run.
 */
export function LazyOverlay(props: OverlayProps) {
  const [everOpened, setEverOpened] = useState(props.open);
  if (props.open && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}
