import { Box, Text } from 'ink';
import type { OpeningStatus, StoreSearchResponse, StoreSearchResult } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';

export interface StoresScreenProps {
  readonly heading: string;
  readonly steps: readonly StepView[];
  /** The answer, once the search is done. */
  readonly found?: StoreSearchResponse;
  /** Whether a size's stock was asked for (a column then). */
  readonly withStock?: boolean;
}

const DAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Open now (until when), or when it opens next, in the store's own time. */
export function openingText(status: OpeningStatus): string {
  if (status.openNow) return `open until ${status.closesAt ?? '?'}`;
  return status.opensAt === null ? 'closed' : `closed, opens ${DAYS[status.opensAt.day]} ${status.opensAt.time}`;
}

const cell = (text: string, width: number): string => (text.length >= width ? `${text.slice(0, width - 1)} ` : text.padEnd(width));

/** One store: distance (km), id, name, postcode, opening, services, and the size's stock when asked. */
export function storeRow(store: StoreSearchResult, withStock: boolean): string {
  const services = store.services.map((s) => (s === 'pickup' ? 'pickup' : 'sts')).join('+') || '—';
  const values: [string, number][] = [
    [`${store.distanceKm.toFixed(1)} km`, 10], [store.id, 12], [store.name, 32], [store.address.postalCode, 10],
    [openingText(store.openingStatus), 26], [services, 12],
  ];
  if (withStock) values.push([store.stock ? `${store.stock.quantity} ${store.stock.stockStatus.replace(/_/g, ' ')}` : '—', 16]);
  return values.map(([value, width]) => cell(value, width)).join('').trimEnd();
}

/** `stores search`: the steps, then the stores nearest first (or that the place is unknown). */
export function StoresScreen({ heading, steps, found, withStock = false }: StoresScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {found && found.location === null && <Text color="yellow">No such place is known: no stores.</Text>}
      {found && found.location !== null && (
        <Box flexDirection="column">
          <Text dimColor>{`from ${found.location.label ?? `${found.location.latitude}, ${found.location.longitude}`}`}</Text>
          {found.stores.map((store) => <Text key={store.id}>{storeRow(store, withStock)}</Text>)}
          <Text dimColor>{`${found.stores.length} store${found.stores.length === 1 ? '' : 's'}`}</Text>
        </Box>
      )}
    </Box>
  );
}
