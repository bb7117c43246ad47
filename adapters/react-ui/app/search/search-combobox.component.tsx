import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCombobox } from 'downshift';
import { categoryPath, EMPTY_SEARCH, productPath, searchPath, type AutoSuggestResponse, type ProductCard } from '@switchback/core';
import { Price } from '../catalog/price.component';
import { useSite } from '../site/use-site';
import { SEARCH_BOX_IDS as IDS, type SearchComboboxProps } from './search-box-ids';

/** Wait this long after the last key before asking for suggestions. */
const DEBOUNCE_MS = 200;

type Suggestion =
  | { readonly kind: 'term'; readonly term: string }
  | { readonly kind: 'product'; readonly product: ProductCard }
  | { readonly kind: 'category'; readonly id: string; readonly name: string };

const GROUPS = [
  { kind: 'term', title: 'search.suggest.terms' },
  { kind: 'product', title: 'search.suggest.products' },
  { kind: 'category', title: 'search.suggest.categories' },
] as const;

const suggestionsOf = (answer: AutoSuggestResponse | undefined): Suggestion[] => answer === undefined ? [] : [
  ...answer.terms.map((term): Suggestion => ({ kind: 'term', term })),
  ...answer.products.map((product): Suggestion => ({ kind: 'product', product })),
  ...answer.categories.map(({ id, name }): Suggestion => ({ kind: 'category', id, name })),
];

const textOf = (item: Suggestion | null): string =>
  item === null ? '' : item.kind === 'term' ? item.term : item.kind === 'product' ? item.product.title : item.name;

/**
 * Issue 11 §3: the header's search box, an ARIA combobox (Downshift's `useCombobox`: role, aria-expanded,
 * aria-controls, aria-activedescendant, arrows, Enter, Escape, Home and End). While the shopper types, the
 * suggestions (completions, products, categories) load through `/{locale}/search/suggest` after a short pause.
 * Choosing one goes to its search, product or category; Enter with none highlighted searches the words typed.
 * It takes the place of site-search.component.tsx's plain GET form once loaded. The list is an overlay: nothing
 * moves under it.
 */
export function SearchCombobox({ initialValue, searched, focused }: SearchComboboxProps) {
  const site = useSite();
  const intl = useIntl();
  const navigate = useNavigate();
  const fetcher = useFetcher<AutoSuggestResponse>();
  const [inputValue, setInputValue] = useState(initialValue);
  const input = useRef<HTMLInputElement>(null);
  // A search page reached otherwise than by typing here ("Did you mean", a link): the box shows its words.
  const shown = useRef(searched);
  useEffect(() => {
    if (shown.current === searched) return;
    shown.current = searched;
    if (searched !== '') setInputValue(searched);
  }, [searched]);
  useEffect(() => {
    if (!focused || input.current === null) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [focused]);
  const typed = inputValue.replace(/\s+/g, ' ').trim();
  const answer = fetcher.data !== undefined && typed !== '' && fetcher.data.q === typed ? fetcher.data : undefined;
  const items = suggestionsOf(answer);

  useEffect(() => {
    if (typed === '') return undefined;
    const timer = setTimeout(() => {
      void fetcher.load(`/${site.id}/search/suggest?${new URLSearchParams({ q: typed }).toString()}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // fetcher.load is stable enough for this: the words typed decide when to ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, site.id]);

  const { isOpen, highlightedIndex, closeMenu, getInputProps, getMenuProps, getItemProps, getLabelProps } = useCombobox<Suggestion>({
    id: IDS.root,
    labelId: IDS.label,
    inputId: IDS.input,
    menuId: IDS.listbox,
    getItemId: IDS.option,
    items,
    inputValue,
    selectedItem: null,
    itemToString: textOf,
    onInputValueChange: ({ type, inputValue: value }) => {
      // `selectedItem: null` keeps nothing selected; Downshift's reaction to that (an empty box, a render later) would
      // wipe the words shown or being typed.
      if (type === useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem) return;
      setInputValue(value);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem === null || selectedItem === undefined) return;
      setInputValue(textOf(selectedItem));
      if (selectedItem.kind === 'term') void navigate(searchPath(site.id, { ...EMPTY_SEARCH, q: selectedItem.term }));
      else if (selectedItem.kind === 'product') void navigate(productPath(site.id, selectedItem.product.slug, selectedItem.product.id));
      else void navigate(categoryPath(site.id, selectedItem.name, selectedItem.id));
    },
  });
  const open = isOpen && items.length > 0;

  return (
    <form method="get" action={searchPath(site.id)} role="search" className="site-search"
      onSubmit={(event) => {
        event.preventDefault();
        closeMenu();
        void navigate(typed === '' ? searchPath(site.id) : searchPath(site.id, { ...EMPTY_SEARCH, q: typed }));
      }}>
      <label {...getLabelProps({ className: 'visually-hidden' })}><FormattedMessage id="search.box.label" /></label>
      <div className="site-search__field">
        <input {...getInputProps({
          ref: input, type: 'search', name: 'q', maxLength: 100, autoComplete: 'off', placeholder: intl.formatMessage({ id: 'search.box.placeholder' }),
          // Enter with no suggestion highlighted searches the words typed (Downshift would only close the list).
          onKeyDown: (event) => {
            if (event.key === 'Enter' && highlightedIndex < 0) (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          },
        })} />
        {/* Named "Search products" (its visible "Search" first): not one more button named just "Search" on every page. */}
        <button type="submit" className="site-search__submit" aria-label={intl.formatMessage({ id: 'search.box.label' })}><FormattedMessage id="search.box.submit" /></button>
        <div {...getMenuProps({ className: 'site-search__listbox', hidden: !open })}>
          {open && GROUPS.map((group) => {
            const members = items.map((item, index) => ({ item, index })).filter(({ item }) => item.kind === group.kind);
            if (members.length === 0) return null;
            return (
              <div key={group.kind} role="group" aria-labelledby={IDS.group(group.kind)} className="site-search__group">
                <div id={IDS.group(group.kind)} className="site-search__group-title"><FormattedMessage id={group.title} /></div>
                {members.map(({ item, index }) => (
                  <div key={`${item.kind}-${index}`} {...getItemProps({ item, index })}
                    className={index === highlightedIndex ? 'site-search__option site-search__option--active' : 'site-search__option'}>
                    {item.kind === 'product' ? <ProductOption product={item.product} /> : textOf(item)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {open ? <FormattedMessage id="search.suggest.count" values={{ count: items.length }} /> : null}
      </p>
    </form>
  );
}

function ProductOption({ product }: { product: ProductCard }) {
  return (
    <div className="site-search__product">
      <img src={product.image.url} alt="" width={40} height={40} loading="lazy" />
      <div>
        <span className="site-search__product-title">{product.title}</span>
        <Price currency={product.currency} range={product.price} className="site-search__price" />
      </div>
    </div>
  );
}
