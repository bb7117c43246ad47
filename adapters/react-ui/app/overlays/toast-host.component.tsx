import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toasts } from './toast-store';

const Toaster = lazy(() => import('./toaster.component').then((module) => ({ default: module.Toaster })));

const noToasts = () => ({ toasts: [], dismissAfterMs: 0 });

/** The layout's one toaster: nothing (and no Radix) until the first toast, then the lazily loaded Toaster. */
export function ToasterHost() {
  const state = useSyncExternalStore(toasts.subscribe, toasts.snapshot, noToasts);
  if (state.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster state={state} onDismiss={(title) => toasts.dismiss(title)} />
    </Suspense>
  );
}
