import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { BrowserKeyValueStore, type WebStorage } from './browser-key-value.store';
import { itBehavesAsAKeyValueStore } from './key-value-store.behaviour';

/** Web Storage as browsers implement it: string values, and DOMExceptions when full or blocked. */
class FakeStorage implements WebStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly limits: { quotaChars?: number; blocked?: boolean } = {}) {}

  private guard(): void {
    if (this.limits.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  }

  getItem(key: string): string | null {
    this.guard();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.guard();
    const used = [...this.items].reduce((sum, [k, v]) => (k === key ? sum : sum + k.length + v.length), 0);
    if (this.limits.quotaChars !== undefined && used + key.length + value.length > this.limits.quotaChars) {
      throw new DOMException("Failed to execute 'setItem' on 'Storage': exceeded the quota.", 'QuotaExceededError');
    }
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.guard();
    this.items.delete(key);
  }
}

itBehavesAsAKeyValueStore('BrowserKeyValueStore', () => new BrowserKeyValueStore(new FakeStorage()));

describe('BrowserKeyValueStore', () => {
  it('writes through to the given Storage, so another tab sees the value', async () => {
    const storage = new FakeStorage();
    await new BrowserKeyValueStore(storage).set('switchback.basketId', 'bsk_shared');
    expect(await new BrowserKeyValueStore(storage).get('switchback.basketId')).toEqual(ok('bsk_shared'));
  });

  it('a full storage answers a StorageError, never throws, and keeps the old value', async () => {
    const storage = new FakeStorage({ quotaChars: 40 });
    const store = new BrowserKeyValueStore(storage);
    await store.set('k', 'small');

    const result = await store.set('k', 'x'.repeat(100));

    expect(result).toEqual(err({ type: 'StorageError', message: 'browser storage is full: could not save k' }));
    expect(await store.get('k')).toEqual(ok('small'));
  });

  it('storage blocked by privacy settings answers a StorageError on every operation', async () => {
    const store = new BrowserKeyValueStore(new FakeStorage({ blocked: true }));
    const blocked = (action: string) =>
      err({ type: 'StorageError', message: `browser storage is blocked by the browser's privacy settings: could not ${action}` });

    expect(await store.get('k')).toEqual(blocked('read k'));
    expect(await store.set('k', 'v')).toEqual(blocked('save k'));
    expect(await store.remove('k')).toEqual(blocked('remove k'));
  });

  it('any other failure of the storage is a StorageError naming it', async () => {
    const broken: WebStorage = {
      getItem: () => {
        throw new TypeError('storage went away');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(await new BrowserKeyValueStore(broken).get('k')).toEqual(
      err({ type: 'StorageError', message: 'browser storage failed (TypeError): could not read k' }),
    );
  });
});
