import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import type { MegaMenuEntry } from '@switchback/core';
import { useHydrated } from '../../platform/use-hydrated';
import { ContentLink, targetOpensNewTab } from '../../content-chrome/content-link.component';
import { useSite } from '../use-site';

/** Hover intent: the pointer rests this long on a level-1 entry before its panel opens (or leaves before it closes). */
export const HOVER_INTENT_MS = 150;

/** The shop-all link of an entry: its override, else "Shop all" to the entry's own URL; hidden per breakpoint. */
function ShopAll({ entry, siteId, onNavigate }: { readonly entry: MegaMenuEntry; readonly siteId: string; readonly onNavigate?: () => void }) {
  const intl = useIntl();
  const hideSm = entry.hideShopAll?.sm === true;
  const hideLg = entry.hideShopAll?.lg === true;
  if (hideSm && hideLg) return null;
  const className = ['mega-menu__shop-all', hideSm ? 'mega-menu__shop-all--hide-sm' : '', hideLg ? 'mega-menu__shop-all--hide-lg' : ''].filter(Boolean).join(' ');
  const target = entry.overrideShopAll;
  return (
    <ContentLink siteId={siteId} url={target?.url ?? entry.url} className={className} newTab={target ? targetOpensNewTab(target) : false} onClick={onNavigate}>
      {target?.text ?? intl.formatMessage({ id: 'menu.shopAll' }, { title: entry.title })}
    </ContentLink>
  );
}

/** An entry's panel: its level-2 columns of level-3 links, visual selectors, the menu banner, shop all. */
export function MegaMenuPanelContent({ entry, onNavigate }: { readonly entry: MegaMenuEntry; readonly onNavigate?: () => void }) {
  const site = useSite();
  return (
    <div className="mega-menu__content">
      <ShopAll entry={entry} siteId={site.id} onNavigate={onNavigate} />
      <div className="mega-menu__columns">
        {entry.columns.map((column) => (
          <div className="mega-menu__column" key={column.id}>
            <ContentLink siteId={site.id} url={column.url} className="mega-menu__column-title" onClick={onNavigate}>{column.title}</ContentLink>
            <ul className="mega-menu__links">
              {column.children.map((link) => (
                <li key={link.id}><ContentLink siteId={site.id} url={link.url} className="mega-menu__link" onClick={onNavigate}>{link.title}</ContentLink></li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {entry.visualSelectors?.length ? (
        <div className="mega-menu__visual-selectors">
          {entry.visualSelectorsTitle ? <p className="mega-menu__visual-title">{entry.visualSelectorsTitle}</p> : null}
          <ul>
            {entry.visualSelectors.map((selector) => (
              <li key={selector.url}>
                <ContentLink siteId={site.id} url={selector.url} className="mega-menu__visual" onClick={onNavigate}>
                  <img src={selector.image.url} alt="" width={selector.image.width} height={selector.image.height} loading="lazy" />
                  <span>{selector.title}</span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {entry.menuBanner ? <MenuBanner banner={entry.menuBanner} siteId={site.id} onNavigate={onNavigate} /> : null}
    </div>
  );
}

function MenuBanner({ banner, siteId, onNavigate }: { readonly banner: NonNullable<MegaMenuEntry['menuBanner']>; readonly siteId: string; readonly onNavigate?: () => void }) {
  const media = banner.media.lg ?? banner.media.md ?? banner.media.sm;
  // With a title beside it the picture is decoration (its alt would say the title twice).
  const image = media.kind === 'image' ? <img src={media.url} alt={banner.title ? '' : media.alt} width={media.width} height={media.height} loading="lazy" /> : null;
  const body = <>{image}{banner.title ? <span className="mega-menu__banner-title">{banner.title}</span> : null}</>;
  return (
    <div className="mega-menu__banner">
      {banner.target ? <ContentLink siteId={siteId} url={banner.target.url} onClick={onNavigate}>{body}{banner.target.text ? <span className="mega-menu__banner-cta">{banner.target.text}</span> : null}</ContentLink> : body}
    </div>
  );
}

/** The viewport the mega-menu shows at (app.css: below it the menu bar is hidden and the Menu button shows). */
const MEGA_MENU_MEDIA = '(min-width: 1024px)';

/** The media query of the mega-menu's viewport: whether it matches now, and its changes (none without matchMedia). */
function megaMenuShows(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(MEGA_MENU_MEDIA) : undefined;
}

/**
 * A hydrated panel's links, hidden until it opens: rendered in a task of their own after the menu bar (a timer per
 * panel, in the bar's order), so the menus' first client render is the bar alone instead of every panel's
 * links at once, which made a long task on a phone (issue 6 §6, TBT). Below the mega-menu's breakpoint the bar is
 * hidden and no panel can open, so the links wait until the viewport reaches it (a phone never renders them: that
 * render was a task of 12–19 ms on this VM, unthrottled). A panel opened before its turn renders at once.
 */
function DeferredPanelContent({ entry, open, order, onNavigate }: { readonly entry: MegaMenuEntry; readonly open: boolean; readonly order: number; readonly onNavigate: () => void }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const media = megaMenuShows();
    const whenShown = () => {
      if (media !== undefined && !media.matches) return;
      media?.removeEventListener('change', whenShown);
      timer = setTimeout(() => setDue(true), order);
    };
    media?.addEventListener('change', whenShown);
    whenShown();
    return () => {
      media?.removeEventListener('change', whenShown);
      clearTimeout(timer);
    };
  }, [due, order]);
  return open || due ? <MegaMenuPanelContent entry={entry} onNavigate={onNavigate} /> : null;
}

/**
 * Issue 12 §2 the desktop mega-menu (disclosure pattern, not an ARIA menu). Without JavaScript each level-1 entry is
 * a link to its category and its panel opens on hover or when the focus is inside (CSS). Hydrated, each level-1 entry
 * is a button (`aria-expanded`, `aria-controls`): click, Enter or Space toggles it, hover opens it after a short
 * intent delay, Escape closes it and the focus returns to its button, a route change or a click elsewhere closes it;
 * one panel at a time.
 */
export function MegaMenu({ entries, onOpenChange }: { readonly entries: readonly MegaMenuEntry[]; readonly onOpenChange?: (open: boolean) => void }) {
  const intl = useIntl();
  const site = useSite();
  const hydrated = useHydrated();
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpenId(null), [location.pathname, location.search]);
  useEffect(() => onOpenChange?.(openId !== null), [openId, onOpenChange]);
  useEffect(() => () => clearTimeout(hoverTimer.current), []);
  useEffect(() => {
    if (openId === null) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (navRef.current !== null && !navRef.current.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openId]);

  const close = useCallback(() => setOpenId(null), []);
  const later = (next: string | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpenId(next), HOVER_INTENT_MS);
  };
  const onKeyDown = (entryId: string) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openId !== entryId) return;
    event.stopPropagation();
    setOpenId(null);
    document.getElementById(`${baseId}-${entryId}-button`)?.focus();
  };
  const onBlur = (entryId: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (openId === entryId && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  return (
    <nav ref={navRef} className={`mega-menu${hydrated ? '' : ' mega-menu--static'}`} aria-label={intl.formatMessage({ id: 'menu.label' })}>
      <ul className="mega-menu__bar">
        {entries.map((entry, order) => {
          const open = openId === entry.id;
          const panelId = `${baseId}-${entry.id}-panel`;
          const hasPanel = entry.columns.length > 0 || (entry.visualSelectors?.length ?? 0) > 0 || entry.menuBanner !== undefined;
          const className = `mega-menu__item mega-menu__item--${entry.menuStyle ?? 'default'} mega-menu__item--title-${entry.titleVisibility ?? 'always'}`;
          if (!hasPanel || !hydrated) {
            return (
              <li key={entry.id} className={className}>
                <ContentLink siteId={site.id} url={entry.url} className="mega-menu__top">{entry.title}</ContentLink>
                {hasPanel ? <div className="mega-menu__panel" id={panelId}><MegaMenuPanelContent entry={entry} /></div> : null}
              </li>
            );
          }
          return (
            <li key={entry.id} className={className} onKeyDown={onKeyDown(entry.id)} onBlur={onBlur(entry.id)}
              onPointerEnter={(event) => { if (event.pointerType === 'mouse') later(entry.id); }}
              onPointerLeave={(event) => { if (event.pointerType === 'mouse') later(null); }}>
              <button type="button" id={`${baseId}-${entry.id}-button`} className="mega-menu__top" aria-expanded={open} aria-controls={panelId}
                onClick={() => { clearTimeout(hoverTimer.current); setOpenId(open ? null : entry.id); }}>
                {entry.title}
              </button>
              <div className="mega-menu__panel" id={panelId} hidden={!open}>
                <DeferredPanelContent entry={entry} open={open} order={order} onNavigate={close} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
