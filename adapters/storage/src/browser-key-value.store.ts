import type { KeyValueStore, StorageError } from '@switchback/core';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { errorName, storageError } from './storage.errors';

/** The part of the Web Storage API this store uses; window.localStorage satisfies it. */
export interface WebStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const QUOTA_ERRORS = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

const fromBrowserError = (cause: unknown, action: string): StorageError => {
  const name = errorName(cause);
  if (name !== undefined && QUOTA_ERRORS.has(name)) return storageError(`browser storage is full: could not ${action}`);
  if (name === 'SecurityError') return storageError(`browser storage is blocked by the browser's privacy settings: could not ${action}`);
  return storageError(`browser storage failed (${name ?? 'unknown error'}): could not ${action}`);
};

/** Runs a synchronous Web Storage operation; whatever it throws becomes a StorageError. */
function attempt<T>(operation: () => T, action: string): ResultAsync<T, StorageError> {
  try {
    return okAsync(operation());
  } catch (cause) {
    return errAsync(fromBrowserError(cause, action));
  }
}

/** A KeyValueStore over localStorage (cart id, last order). Quota and security errors become StorageError; never throws. */
export class BrowserKeyValueStore implements KeyValueStore {
  constructor(private readonly storage: WebStorage) {}

  get(key: string): ResultAsync<string | null, StorageError> {
    return attempt(() => this.storage.getItem(key), `read ${key}`);
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    return attempt(() => this.storage.setItem(key, value), `save ${key}`);
  }

  remove(key: string): ResultAsync<void, StorageError> {
    return attempt(() => this.storage.removeItem(key), `remove ${key}`);
  }
}
