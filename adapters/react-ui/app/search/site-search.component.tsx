import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { parseSearchUrl, searchPath } from '@switchback/core';
import { useSite } from '../site/use-site';
import { SEARCH_BOX_IDS, type SearchComboboxProps } from './search-box-ids';

/**
 * The header's search box (issue 11 §3). The server renders a plain GET form to the search page, which is all a
 * browser without JavaScript gets. Once the page is hydrated and the browser is idle (or as soon as the box gets
 * focus), the autosuggest combobox (search-combobox.component.tsx, with Downshift) loads as a chunk of its own and
 * takes the form's place, with the same size, the words typed so far and the focus: it never counts against the
 * first visit's JavaScript budget, and nothing moves.
 */
export function SiteSearch() {
  const site = useSite();
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const searched = useSearchedWords();
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const load = useRef<() => void>(() => {});

  useEffect(() => {
    let started = false;
    load.current = () => {
      if (started) return;
      started = true;
      void import('./search-combobox.component').then((module) => setCombobox(() => module.SearchCombobox));
    };
    const idle = window.requestIdleCallback?.(() => load.current()) ?? window.setTimeout(() => load.current(), 1000);
    return () => (window.cancelIdleCallback === undefined ? window.clearTimeout(idle) : window.cancelIdleCallback(idle));
  }, []);

  if (Combobox !== null) {
    const field = input.current;
    return <Combobox initialValue={field?.value ?? searched} searched={searched} focused={field !== null && document.activeElement === field} />;
  }
  return (
    <form method="get" action={searchPath(site.id)} role="search" className="site-search">
      <label id={SEARCH_BOX_IDS.label} htmlFor={SEARCH_BOX_IDS.input} className="visually-hidden"><FormattedMessage id="search.box.label" /></label>
      <div className="site-search__field">
        <input key={searched} ref={input} id={SEARCH_BOX_IDS.input} type="search" name="q" defaultValue={searched} maxLength={100} autoComplete="off"
          placeholder={intl.formatMessage({ id: 'search.box.placeholder' })} onFocus={() => load.current()} />
        {/* Named "Search products" (its visible "Search" first): not one more button named just "Search" on every page. */}
        <button type="submit" className="site-search__submit" aria-label={intl.formatMessage({ id: 'search.box.label' })}><FormattedMessage id="search.box.submit" /></button>
      </div>
    </form>
  );
}

/** On the search page, the words it shows results for (the box shows them); elsewhere none. */
export function useSearchedWords(): string {
  const site = useSite();
  const { pathname, search } = useLocation();
  return pathname === searchPath(site.id) ? parseSearchUrl(search).q : '';
}
