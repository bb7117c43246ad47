import type { KeyValueStore, StorageError } from '@switchback/core';
import type { ResultAsync } from 'neverthrow';

/**
 * One browser serves several sites, each with its own currency and therefore its own cart:
 * every key is kept under the site's prefix (`en-gb:switchback.basketId`).
 */
export class SiteScopedKeyValueStore implements KeyValueStore {
  constructor(
    private readonly inner: KeyValueStore,
    private readonly siteId: string,
  ) {}

  private key(key: string): string {
    return `${this.siteId}:${key}`;
  }

  get(key: string): ResultAsync<string | null, StorageError> {
    return this.inner.get(this.key(key));
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    return this.inner.set(this.key(key), value);
  }

  remove(key: string): ResultAsync<void, StorageError> {
    return this.inner.remove(this.key(key));
  }
}
