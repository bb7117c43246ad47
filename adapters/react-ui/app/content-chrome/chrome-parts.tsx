import { useEffect, useState, type ComponentProps } from 'react';
import { clientPart, hydrationPhase, LateHydrationScopeProvider, lazyPart, serverParts } from '../platform/lazy-part';
import type { BenefitBar as BenefitBarPart } from './benefit-bar.component';
import type { PopUpManager as PopUpManagerPart } from './pop-up-manager.component';
import type { ConsentBanner as ConsentBannerPart, ConsentPreferencesLink as ConsentPreferencesLinkPart } from '../consent/consent-banner.component';
import type { HeaderMenus as HeaderMenusComponent } from '../site/mega-menu/header-menus.component';
import type { StickyHeader as StickyHeaderComponent } from '../site/sticky-header.component';

/**
 * The chrome's content parts (menus, benefit bar, pop-up, consent) are server rendered in full (the page works
 * without JavaScript) but stay out of the first-visit bundle (issue 6 §4 JS budget): each is a lazy part
 * (platform/lazy-part.tsx). The server has them imported directly (chrome-parts.server.ts, imported by the site
 * layout's loader only, so the browser build drops it), so its HTML holds them at once.
 */
export const BenefitBar = lazyPart<ComponentProps<typeof BenefitBarPart>>('BenefitBar', () => import('./benefit-bar.component').then((module) => module.BenefitBar));
export const PopUpManager = lazyPart<ComponentProps<typeof PopUpManagerPart>>('PopUpManager', () => import('./pop-up-manager.component').then((module) => module.PopUpManager));
export const ConsentBanner = lazyPart<ComponentProps<typeof ConsentBannerPart>>('ConsentBanner', () => import('../consent/consent-banner.component').then((module) => module.ConsentBanner));
export const ConsentPreferencesLink = lazyPart<ComponentProps<typeof ConsentPreferencesLinkPart>>('ConsentPreferencesLink', () => import('../consent/consent-banner.component').then((module) => module.ConsentPreferencesLink));

const StickyHeaderPart = clientPart<ComponentProps<typeof StickyHeaderComponent>>(() => import('../site/sticky-header.component').then((module) => module.StickyHeader));
const ToasterHostPart = clientPart<Record<string, never>>(() => import('../overlays/toast-host.component').then((module) => module.ToasterHost));

/**
 * The header's menus: an island. The server renders them in a part (a `display: contents` box) of their wrapper; the
 * browser first keeps the server's HTML as it is (the part's innerHTML, so hydration neither suspends nor doubles the
 * header's bar), then loads the menus' chunk after hydration and renders them for real beside it, hidden, in slices
 * (a LateHydrationScopeProvider: the menus' first render was one task of 14–29 ms on this VM, issue 6 §6 TBT). Once no slice
 * is pending, one render shows the menus and drops the server's. Until then the server's stay in place: swapped in
 * the same box, the new elements each waiting for a slice, the header had lost the menus' height for 35–70 ms (on a
 * desktop listing, the page below moved up and back: two layout shifts of 0.03).
 */
const HeaderMenusLazyLoad = () => import('../site/mega-menu/header-menus.component').then((module) => module.HeaderMenus);
const HEADER_MENUS_ID = 'header-menus';
const SERVER_PART = `#${HEADER_MENUS_ID} > .header-menus__part`;
export function HeaderMenus(props: ComponentProps<typeof HeaderMenusComponent>) {
  const [Loaded, setLoaded] = useState<typeof HeaderMenusComponent | null>(null);
  const [shown, setShown] = useState(false);
  const [serverHtml] = useState(() => (typeof document === 'undefined' ? '' : document.querySelector(SERVER_PART)?.innerHTML ?? ''));
  useEffect(() => {
    let live = true;
    void HeaderMenusLazyLoad().then((component) => { if (live) setLoaded(() => component); });
    return () => { live = false; };
  }, []);
  useEffect(() => {
    if (Loaded === null) return;
    let live = true;
    void hydrationPhase.settled().then(() => { if (live) setShown(true); });
    return () => { live = false; };
  }, [Loaded]);
  const ServerPart = typeof document === 'undefined' ? serverParts.HeaderMenus as typeof HeaderMenusComponent | undefined : undefined;
  if (ServerPart !== undefined) return <div id={HEADER_MENUS_ID} className="header-menus"><div className="header-menus__part"><ServerPart {...props} /></div></div>;
  return (
    <div id={HEADER_MENUS_ID} className="header-menus">
      {shown ? null : <div key="server" className="header-menus__part" dangerouslySetInnerHTML={{ __html: serverHtml }} />}
      {Loaded === null ? null : (
        <div key="client" className="header-menus__part" hidden={!shown}>
          <LateHydrationScopeProvider active><Loaded {...props} /></LateHydrationScopeProvider>
        </div>
      )}
    </div>
  );
}
/** Behaviour only (they render nothing on the server): loaded after hydration. */
export const StickyHeader = StickyHeaderPart;
export const ToasterHost = ToasterHostPart;
