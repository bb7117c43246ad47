import { ok } from 'neverthrow';
import { expect, it } from 'vitest';
import { InMemoryKeyValueStore } from './in-memory-key-value.store';
import { itBehavesAsAKeyValueStore } from './key-value-store.behaviour';

itBehavesAsAKeyValueStore('InMemoryKeyValueStore', () => new InMemoryKeyValueStore());

it('an in-memory store can start from given entries', async () => {
  const store = new InMemoryKeyValueStore({ 'switchback.basketId': 'bsk_seeded' });
  expect(await store.get('switchback.basketId')).toEqual(ok('bsk_seeded'));
});
