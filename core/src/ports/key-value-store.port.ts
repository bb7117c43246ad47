import type { ResultAsync } from 'neverthrow';

export type StorageError = { readonly type: 'StorageError'; readonly message: string };

/** Browser storage, a file for the CLI, or memory for tests. Values are strings; callers parse them with zod. */
export interface KeyValueStore {
  get(key: string): ResultAsync<string | null, StorageError>;
  set(key: string, value: string): ResultAsync<void, StorageError>;
  remove(key: string): ResultAsync<void, StorageError>;
}

/** Keys the storefront and CLI persist (§4: cart, favorites id and last order are persisted locally). */
export const STORAGE_KEYS = { basketId: 'switchback.basketId', lastOrder: 'switchback.lastOrder' } as const;
