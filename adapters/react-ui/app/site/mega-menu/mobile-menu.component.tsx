import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MegaMenuEntry } from '@switchback/core';
import { ContentLink } from '../../content-chrome/content-link.component';
import { LazyOverlay } from '../../overlays/lazy-overlay.component';
import { useHydrated } from '../../platform/use-hydrated';
import { useSite } from '../use-site';

/**
 * The small-screen menu's accordion: level 1 expands to its level-2 columns, each expanding to its level-3 links
 * (native `<details>`: keyboard, screen readers and no-JavaScript for free); shop all first in each level.
 */
export function MobileMenuAccordion({ entries, onNavigate }: { readonly entries: readonly MegaMenuEntry[]; readonly onNavigate?: () => void }) {
  const site = useSite();
  const intl = useIntl();
  return (
    <ul className="mobile-menu__list">
      {entries.map((entry) => (
        <li key={entry.id} className={`mobile-menu__item mobile-menu__item--${entry.menuStyle ?? 'default'}`}>
          {entry.columns.length === 0 ? (
            <ContentLink siteId={site.id} url={entry.url} className="mobile-menu__link" onClick={onNavigate}>{entry.title}</ContentLink>
          ) : (
            <details className="mobile-menu__level">
              <summary className="mobile-menu__summary">{entry.title}</summary>
              <ul className="mobile-menu__list mobile-menu__list--nested">
                {entry.hideShopAll?.sm === true ? null : (
                  <li><ContentLink siteId={site.id} url={entry.overrideShopAll?.url ?? entry.url} className="mobile-menu__link mobile-menu__link--shop-all" onClick={onNavigate}>
                    {entry.overrideShopAll?.text ?? intl.formatMessage({ id: 'menu.shopAll' }, { title: entry.title })}
                  </ContentLink></li>
                )}
                {entry.columns.map((column) => (
                  <li key={column.id}>
                    {column.children.length === 0 ? (
                      <ContentLink siteId={site.id} url={column.url} className="mobile-menu__link" onClick={onNavigate}>{column.title}</ContentLink>
                    ) : (
                      <details className="mobile-menu__level">
                        <summary className="mobile-menu__summary">{column.title}</summary>
                        <ul className="mobile-menu__list mobile-menu__list--nested">
                          <li><ContentLink siteId={site.id} url={column.url} className="mobile-menu__link mobile-menu__link--shop-all" onClick={onNavigate}>
                            {intl.formatMessage({ id: 'menu.shopAll' }, { title: column.title })}
                          </ContentLink></li>
                          {column.children.map((link) => (
                            <li key={link.id}><ContentLink siteId={site.id} url={link.url} className="mobile-menu__link" onClick={onNavigate}>{link.title}</ContentLink></li>
                          ))}
                        </ul>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 12 §2 the small-screen menu: a Menu button opening a full-height panel (the one Overlay: focus trapped,
 * Escape, focus back to the button) holding the accordion. Without JavaScript the button is a `<details>` disclosure.
 */
export function MobileMenu({ entries }: { readonly entries: readonly MegaMenuEntry[] }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  if (!hydrated) {
    return (
      <details className="mobile-menu mobile-menu--static">
        <summary className="mobile-menu__button"><FormattedMessage id="menu.open" /></summary>
        <div className="mobile-menu__static-panel"><MobileMenuAccordion entries={entries} /></div>
      </details>
    );
  }
  return (
    <div className="mobile-menu">
      <button type="button" className="mobile-menu__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <FormattedMessage id="menu.open" />
      </button>
      <LazyOverlay open={open} onOpenChange={setOpen} kind="panel" size="full" title={intl.formatMessage({ id: 'menu.label' })} closeLabel={intl.formatMessage({ id: 'overlay.close' })}>
        {/* The panel is titled "Main menu" already: no second landmark of that name. */}
        <MobileMenuAccordion entries={entries} onNavigate={() => setOpen(false)} />
      </LazyOverlay>
    </div>
  );
}
