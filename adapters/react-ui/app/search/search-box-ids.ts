/**
 * The header search box's element ids, fixed rather than generated (the server renders with React, the browser
 * hydrates with Preact): the plain form and the combobox that replaces it share them.
 */
export const SEARCH_BOX_IDS = {
  root: 'site-search',
  label: 'site-search-label',
  input: 'site-search-input',
  listbox: 'site-search-listbox',
  option: (index: number) => `site-search-option-${index}`,
  group: (kind: string) => `site-search-group-${kind}`,
} as const;

export interface SearchComboboxProps {
  /** What the plain box already held when the combobox took its place. */
  readonly initialValue: string;
  /** The words of the search page shown (a new search shows its words in the box); '' elsewhere. */
  readonly searched: string;
  /** Whether the plain box had the focus (the combobox takes it over). */
  readonly focused: boolean;
}
