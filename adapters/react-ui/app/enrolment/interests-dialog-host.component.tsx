import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../platform/use-hydrated';
import type { InterestsWelcome } from './enrolment-paths';

/** The dialog (its form, Radix) loads only when a sign-up asks for it: no page ships it up front. */
const InterestsDialog = lazy(() => import('./interests-dialog.component').then((module) => ({ default: module.InterestsDialog })));

/**
 * storefront-experience §4: the optional interests dialog after a sign-up, over whatever page the sign-up led to. The
 * site layout loader hands over `pending` once (the flash cookie the sign-up action set); the dialog stays open until
 * the shopper saves or says "Not now", whatever the layout's later loads say. Never server-rendered: without
 * JavaScript the sign-up goes through the interests page instead.
 */
export function InterestsDialogHost({ pending }: { pending: InterestsWelcome | null }) {
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(pending);
  const [dialog, setDialog] = useState<{ welcome: InterestsWelcome; open: boolean } | null>(pending === null ? null : { welcome: pending, open: true });
  if (pending !== seen) {
    setSeen(pending);
    if (pending !== null) setDialog({ welcome: pending, open: true });
  }
  if (!hydrated || dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <InterestsDialog welcome={dialog.welcome} open={dialog.open} onClose={() => setDialog({ ...dialog, open: false })} />
    </Suspense>
  );
}
