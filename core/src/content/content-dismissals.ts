import { okAsync, type ResultAsync } from 'neverthrow';
import type { KeyValueStore } from '../ports';

/** Content a shopper can close for good: the benefit bar and pop-ups. */
export type DismissibleContent = 'benefit-bar' | 'pop-up';

export const dismissalKey = (kind: DismissibleContent, id: string): string => `switchback.dismissed.${kind}.${id}`;

/**
 * §4 "Benefit bar: visible until the close button is pressed, then hidden; the closed state is stored." and
 * "Pop-up ... Once closed it stays dismissed (stored)." Storage trouble never hides content nor fails a close:
 * an unreadable store counts as not dismissed, a failed write is dropped.
 */
export class ContentDismissals {
  constructor(private readonly store: KeyValueStore) {}

  isDismissed(kind: DismissibleContent, id: string): ResultAsync<boolean, never> {
    return this.store.get(dismissalKey(kind, id)).map((value) => value === 'true').orElse(() => okAsync(false));
  }

  dismiss(kind: DismissibleContent, id: string): ResultAsync<void, never> {
    return this.store.set(dismissalKey(kind, id), 'true').orElse(() => okAsync(undefined));
  }
}

/** §4 benefit bar: shown unless its close button was pressed (stored). */
export const benefitBarVisible = (closed: boolean): boolean => !closed;
