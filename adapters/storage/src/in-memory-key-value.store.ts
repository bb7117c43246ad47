import type { KeyValueStore, StorageError } from '@switchback/core';
import { okAsync, type ResultAsync } from 'neverthrow';

/** A KeyValueStore in memory: for tests and for server-side rendering, where nothing must persist. */
export class InMemoryKeyValueStore implements KeyValueStore {
  private readonly entries: Map<string, string>;

  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.entries = new Map(Object.entries(initial));
  }

  get(key: string): ResultAsync<string | null, StorageError> {
    return okAsync(this.entries.get(key) ?? null);
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    this.entries.set(key, value);
    return okAsync(undefined);
  }

  remove(key: string): ResultAsync<void, StorageError> {
    this.entries.delete(key);
    return okAsync(undefined);
  }
}
