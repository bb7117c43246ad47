import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type { BenefitBar as BenefitBarPart } from './benefit-bar.component';
import type { PopUpManager as PopUpManagerPart } from './pop-up-manager.component';
import type { ConsentBanner as ConsentBannerPart, ConsentPreferencesLink as ConsentPreferencesLinkPart } from '../consent/consent-banner.component';
import type { HeaderMenus as HeaderMenusComponent } from '../site/mega-menu/header-menus.component';
import type { StickyHeader as StickyHeaderComponent } from '../site/sticky-header.component';

/**
 * The chrome's content parts (menus, benefit bar, pop-up, consent) are server rendered in full (the page works
 * without JavaScript) but stay out of the first-visit bundle (issue 6 §4 JS budget): each is a lazily imported chunk.
 * The server has them imported directly (chrome-parts.server.ts, imported by the site layout's loader only, so the
 * browser build drops it), so its HTML holds them at once; the browser hydrates each Suspense boundary when its chunk
 * has arrived (the server's HTML meanwhile).
 */
/** The parts' components as the server has them (chrome-parts.server.ts fills it; the browser's stays empty). */
export const serverParts: Record<string, ComponentType<never>> = {};

function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Part(props: P) {
    // The server renders the part itself, no boundary (so its HTML is in place, not a streamed segment revealed by a
    // script); the browser (Preact: no boundary markers to match) the lazy one, the server's HTML staying meanwhile.
    const ServerPart = typeof document === 'undefined' ? serverParts[name] as ComponentType<P> | undefined : undefined;
    if (ServerPart !== undefined) return <ServerPart {...props} />;
    const Component = Lazy as unknown as ComponentType<P>;
    return <Suspense fallback={null}><Component {...props} /></Suspense>;
  }
  return { Part };
}

const benefitBar = lazyPart<ComponentProps<typeof BenefitBarPart>>('BenefitBar', () => import('./benefit-bar.component').then((module) => module.BenefitBar));
const popUpManager = lazyPart<ComponentProps<typeof PopUpManagerPart>>('PopUpManager', () => import('./pop-up-manager.component').then((module) => module.PopUpManager));
const consentBanner = lazyPart<ComponentProps<typeof ConsentBannerPart>>('ConsentBanner', () => import('../consent/consent-banner.component').then((module) => module.ConsentBanner));
const consentLink = lazyPart<ComponentProps<typeof ConsentPreferencesLinkPart>>('ConsentPreferencesLink', () => import('../consent/consent-banner.component').then((module) => module.ConsentPreferencesLink));

/**
 * A part with nothing to render on the server (behaviour only): mounted after hydration (an effect), so hydration
 * never meets a suspending boundary without HTML (Preact would then take the next element for the part's and render
 * its siblings twice).
 */
function clientPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function ClientPart(props: P) {
    const [mounted, setMounted] = useState(false);
    useEffect(() => setMounted(true), []);
    const Component = Lazy as unknown as ComponentType<P>;
    return mounted ? <Suspense fallback={null}><Component {...props} /></Suspense> : null;
  };
}

const StickyHeaderPart = clientPart<ComponentProps<typeof StickyHeaderComponent>>(() => import('../site/sticky-header.component').then((module) => module.StickyHeader));
const ToasterHostPart = clientPart<Record<string, never>>(() => import('../overlays/toast-host.component').then((module) => module.ToasterHost));

export const BenefitBar = benefitBar.Part;
export const PopUpManager = popUpManager.Part;
export const ConsentBanner = consentBanner.Part;
export const ConsentPreferencesLink = consentLink.Part;
/**
 * The header's menus: an island. The server renders them in a `display: contents` wrapper; the browser first keeps
 * the server's HTML as it is (the wrapper's innerHTML, so hydration neither suspends nor doubles the header's bar),
 * then loads the menus' chunk after hydration and renders them for real in the same wrapper.
 */
const HeaderMenusLazyLoad = () => import('../site/mega-menu/header-menus.component').then((module) => module.HeaderMenus);
const HEADER_MENUS_ID = 'header-menus';
export function HeaderMenus(props: ComponentProps<typeof HeaderMenusComponent>) {
  const [Loaded, setLoaded] = useState<typeof HeaderMenusComponent | null>(null);
  const [serverHtml] = useState(() => (typeof document === 'undefined' ? '' : document.getElementById(HEADER_MENUS_ID)?.innerHTML ?? ''));
  useEffect(() => {
    let live = true;
    void HeaderMenusLazyLoad().then((component) => { if (live) setLoaded(() => component); });
    return () => { live = false; };
  }, []);
  const ServerPart = typeof document === 'undefined' ? serverParts.HeaderMenus as typeof HeaderMenusComponent | undefined : undefined;
  if (ServerPart !== undefined) return <div id={HEADER_MENUS_ID} className="header-menus"><ServerPart {...props} /></div>;
  if (Loaded !== null) return <div id={HEADER_MENUS_ID} className="header-menus"><Loaded {...props} /></div>;
  return <div id={HEADER_MENUS_ID} className="header-menus" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
}
/** Behaviour only (they render nothing on the server): loaded after hydration. */
export const StickyHeader = StickyHeaderPart;
export const ToasterHost = ToasterHostPart;
