import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  activeRefinements, LIST_REFINEMENTS, onPage, parseSearchUrl, SEARCH_SORTS, withoutRefinement, withoutRefinements, withSearchQuery,
  type ActiveRefinement, type ProductCallout, type ProductCard as ProductCardData, type SearchFacet, type SearchFacetId, type SearchSort, type SearchState,
} from '@switchback/core';
import { Pagination } from '../catalog/pagination.component';
import { ProductCard } from '../catalog/product-card.component';
import { useHydrated } from '../platform/use-hydrated';
import { unpack, type Packed } from '../platform/packed-data';

/** The facets' names when the API has not named them (a selected value the answer no longer lists). */
const FACET_NAMES: Readonly<Record<SearchFacetId, string>> = {
  brand: 'search.facet.brand',
  color: 'search.facet.color',
  size: 'search.facet.size',
  price: 'search.facet.price',
  availability: 'search.facet.availability',
};

const SORT_NAMES: Readonly<Record<SearchSort, string>> = {
  relevance: 'search.sort.relevance',
  newest: 'search.sort.newest',
  'price-asc': 'search.sort.priceAsc',
  'price-desc': 'search.sort.priceDesc',
  rating: 'search.sort.rating',
};

export interface SearchResultsData {
  readonly state: SearchState;
  readonly total: number;
  /** Packed (platform/packed-data.ts): a page of 24 cards and their facets are most of a listing's data. */
  readonly hits: Packed<readonly ProductCardData[]>;
  readonly facets: Packed<readonly SearchFacet[]>;
  readonly page: number;
  readonly pages: number;
  readonly callouts: Readonly<Record<string, readonly ProductCallout[]>>;
}

/**
 * Issue 11 §3: results with their facets, sort, active refinements and pages, for the search page and the category
 * listings alike. Everything is in the URL: the facets and the sort are one GET form to `path` (with JavaScript off,
 * its "Apply" button), the pages and the chips are links. With JavaScript, a change applies at once without a full
 * reload; the results are marked busy meanwhile, and focus moves to the result count once they have arrived.
 */
export function SearchResults({ path, results, count, listLabel, empty }: {
  /** The page the form and links go to (`/en-us/search`, a category's path). */
  readonly path: string;
  readonly results: SearchResultsData;
  /** The result count line ("12 results for “tent”"). */
  readonly count: ReactNode;
  /** The accessible name of the list of products. */
  readonly listLabel: string;
  /** What shows instead of the list when there is no result. */
  readonly empty: ReactNode;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { state, page, pages, callouts } = results;
  const hits = unpack(results.hits);
  const facets = unpack(results.facets);
  const pending = navigation.state === 'loading' && navigation.location.pathname === path;
  const countRef = useRef<HTMLParagraphElement>(null);
  // The phone's folded filters stay open from one change to the next (the form is rendered anew for each URL).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const shownSearch = useRef(location.search);
  useEffect(() => {
    if (shownSearch.current === location.search) return;
    shownSearch.current = location.search;
    countRef.current?.focus({ preventScroll: true });
  }, [location.search]);

  /** JavaScript on: the form's new state as its one URL (no default sort in it), without reloading the page. */
  const apply = (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') query.append(name, value);
    void navigate(withSearchQuery(path, parseSearchUrl(query)), { preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => apply(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  const chips = activeRefinements(state);
  const formKey = withSearchQuery(path, state);
  return (
    <div className="search-results">
      <form key={formKey} method="get" action={path} className="search-refine" onChange={onChange} onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'search.refine.label' })}>
        {state.q === '' ? null : <input type="hidden" name="q" value={state.q} />}
        <div className="search-toolbar">
          <p className="search-count" ref={countRef} tabIndex={-1}>
            {count}
            {pages > 1 ? <> · <FormattedMessage id="listing.page" values={{ page, pages }} /></> : null}
          </p>
          <div className="field search-sort">
            <label htmlFor="search-sort"><FormattedMessage id="search.sort.label" /></label>
            <select id="search-sort" name="sort" defaultValue={state.sort}>
              {SEARCH_SORTS.map((sort) => (
                <option key={sort} value={sort}>{intl.formatMessage({ id: SORT_NAMES[sort] })}</option>
              ))}
            </select>
          </div>
        </div>
        {facets.length === 0 ? null : (
          // Folded on a phone (the results come first; the summary opens them, without JavaScript too); always open on
          // a wide screen, beside the results (app.css: the summary is hidden and the content shown).
          <details className="search-facets" open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
            <summary><FormattedMessage id="search.filters" /></summary>
            <div className="search-facets__list">
              {facets.map((facet) => <FacetFieldset key={facet.id} facet={facet} state={state} />)}
            </div>
          </details>
        )}
        {/* Facets the answer does not list but the URL selects stay selected when another one changes. */}
        {LIST_REFINEMENTS.flatMap((facet) => state[facet]
          .filter((value) => !facets.some((f) => f.id === facet && f.values.some((v) => v.value === value)))
          .map((value) => <input key={`${facet}-${value}`} type="hidden" name={facet} value={value} />))}
        {state.inStock && !facets.some((f) => f.id === 'availability') ? <input type="hidden" name="availability" value="in-stock" /> : null}
        <button type="submit" className={hydrated ? 'visually-hidden' : 'button button--secondary'} tabIndex={hydrated ? -1 : undefined}>
          <FormattedMessage id="search.apply" />
        </button>
      </form>
      <div className="search-results__main" aria-busy={pending || undefined}>
        {chips.length === 0 ? null : (
          <div className="search-chips">
            <ul aria-label={intl.formatMessage({ id: 'search.chips.label' })}>
              {chips.map((chip) => (
                <li key={`${chip.facet}-${chip.value}`}>
                  <Link className="search-chip" to={withSearchQuery(path, withoutRefinement(state, chip))} preventScrollReset
                    aria-label={intl.formatMessage({ id: 'search.chip.remove' }, { facet: facetName(intl, facets, chip.facet), value: valueLabel(intl, facets, chip) })}>
                    {valueLabel(intl, facets, chip)} <span aria-hidden="true">×</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={withSearchQuery(path, withoutRefinements(state))} preventScrollReset className="search-chips__clear">
              <FormattedMessage id="search.clearAll" />
            </Link>
          </div>
        )}
        {hits.length === 0 ? empty : (
          <ul className="product-grid" aria-label={listLabel}>
            {hits.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 4} callouts={callouts[product.id]} />
            ))}
          </ul>
        )}
        <Pagination current={page} count={pages} hrefFor={(p) => withSearchQuery(path, onPage(state, p))} />
      </div>
    </div>
  );
}

type Intl = ReturnType<typeof useIntl>;

const facetName = (intl: Intl, facets: readonly SearchFacet[], id: SearchFacetId): string =>
  facets.find((facet) => facet.id === id)?.label ?? intl.formatMessage({ id: FACET_NAMES[id] });

const valueLabel = (intl: Intl, facets: readonly SearchFacet[], chip: ActiveRefinement): string =>
  facets.find((facet) => facet.id === chip.facet)?.values.find((value) => value.value === chip.value)?.label
  ?? (chip.facet === 'availability' ? intl.formatMessage({ id: 'search.inStock' }) : chip.value);

/** One facet: a fieldset of checkboxes (several values may be ticked), each with its count; colours with their swatch. */
function FacetFieldset({ facet, state }: { facet: SearchFacet; state: SearchState }) {
  const intl = useIntl();
  const name = facet.id;
  const isSelected = (value: string) => (name === 'availability' ? state.inStock : state[name].includes(value));
  return (
    <fieldset className={`search-facet search-facet--${name}`}>
      <legend>{facet.label}</legend>
      <ul>
        {facet.values.map((value) => {
          const checked = value.selected || isSelected(value.value);
          const id = `facet-${name}-${value.value}`.replace(/[^\w-]/g, '_');
          return (
            <li key={value.value}>
              <input type="checkbox" id={id} name={name} value={value.value} defaultChecked={checked} disabled={value.count === 0 && !checked} />
              <label htmlFor={id}>
                {value.swatch === undefined ? null : <span className="swatch" style={{ background: value.swatch }} aria-hidden="true" />}
                {value.label}{' '}
                <span className="search-facet__count">({intl.formatNumber(value.count)})</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
