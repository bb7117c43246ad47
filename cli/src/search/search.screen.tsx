import { Box, Text } from 'ink';
import { formatMoney, SITES, type ProductCard, type ProductSearchResponse, type SiteId } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';

export interface SearchScreenProps {
  readonly heading: string;
  readonly steps: readonly StepView[];
  readonly site: SiteId;
  /** The answer, once the search is done. */
  readonly found?: ProductSearchResponse;
}

const cell = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)} ` : text.padEnd(width));

/** One hit: product id, title, brand, current price in the site's money, rating when it has one. */
export function hitRow(card: ProductCard, site: SiteId): string {
  const rating = card.rating ? `★ ${card.rating.score.toFixed(1)} (${card.rating.reviewsCount})` : '';
  return [
    cell(card.id, 12), cell(card.title, 36), cell(card.brand, 14), cell(formatMoney(card.price.lowCurrent, card.currency, SITES[site].locale), 14), rating,
  ].join('').trimEnd();
}

/** A facet on one line: `Brand: Cairn (4), Northwind* (8)` (a star marks a refined value). */
export function facetLine(facet: ProductSearchResponse['facets'][number]): string {
  return `${facet.label}: ${facet.values.map((v) => `${v.label}${v.selected ? '*' : ''} (${v.count})`).join(', ') || '—'}`;
}

/** `search`: the steps, then the hits in order, the facets, and "did you mean" or popular products when nothing matched. */
export function SearchScreen({ heading, steps, site, found }: SearchScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {found && (
        <Box flexDirection="column">
          {found.suggestion !== undefined && <Text color="yellow">{`Did you mean “${found.suggestion}”?`}</Text>}
          {found.hits.map((card) => <Text key={card.id}>{hitRow(card, site)}</Text>)}
          <Text dimColor>{`${found.start + 1 > found.total ? 0 : found.start + 1}–${found.start + found.count} of ${found.total} (sort: ${found.sort})`}</Text>
          {found.facets.map((facet) => <Text key={facet.id} dimColor>{facetLine(facet)}</Text>)}
          {found.total === 0 && found.popular.length > 0 && (
            <Box flexDirection="column">
              <Text>Nothing found. Popular instead:</Text>
              {found.popular.map((card) => <Text key={card.id}>{hitRow(card, site)}</Text>)}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
