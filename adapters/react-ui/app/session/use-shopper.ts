import { useRouteLoaderData } from 'react-router';
import { GUEST_SHOPPER, type InStoreSession, type Shopper } from './shopper';

/** What the site layout loader ('site') tells every page about the session (see site-layout.route.tsx). */
interface SiteSessionData {
  readonly shopper?: Shopper;
  readonly inStore?: InStoreSession | null;
}

/**
 * The signed-in shopper of the page (from the site layout loader): `signedIn`, name, employee flags. Every route of
 * a site can read it; a page outside a site (or its error page before the layout loaded) sees a guest.
 */
export function useShopper(): Shopper {
  return (useRouteLoaderData('site') as SiteSessionData | undefined)?.shopper ?? GUEST_SHOPPER;
}

/** The in-store associate session (§3 buy-in-store), or null: no favorites or saved-for-later in that mode. */
export function useInStoreAssociate(): InStoreSession | null {
  return (useRouteLoaderData('site') as SiteSessionData | undefined)?.inStore ?? null;
}
