import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { KeyValueStore, StorageError } from '../ports';

type Operation = 'get' | 'set' | 'remove';

/** A KeyValueStore in a Map; `failOn` makes an operation fail, to test that storage trouble is handled. */
export class FakeKeyValueStore implements KeyValueStore {
  readonly values = new Map<string, string>();
  private readonly failing = new Set<Operation>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  failOn(operation: Operation): this {
    this.failing.add(operation);
    return this;
  }

  get(key: string): ResultAsync<string | null, StorageError> {
    return this.run('get', () => this.values.get(key) ?? null);
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    return this.run('set', () => void this.values.set(key, value));
  }

  remove(key: string): ResultAsync<void, StorageError> {
    return this.run('remove', () => void this.values.delete(key));
  }

  private run<T>(operation: Operation, action: () => T): ResultAsync<T, StorageError> {
    if (this.failing.has(operation)) return errAsync({ type: 'StorageError', message: `storage ${operation} failed` });
    return okAsync(action());
  }
}
