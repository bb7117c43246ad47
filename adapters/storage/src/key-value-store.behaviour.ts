import type { KeyValueStore } from '@switchback/core';
import { STORAGE_KEYS } from '@switchback/core';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';

/** The KeyValueStore port's rules, run against every implementation. */
export function itBehavesAsAKeyValueStore(name: string, makeStore: () => KeyValueStore | Promise<KeyValueStore>): void {
  describe(`${name} as a KeyValueStore`, () => {
    it('a key never set reads as null', async () => {
      const store = await makeStore();
      expect(await store.get(STORAGE_KEYS.basketId)).toEqual(ok(null));
    });

    it('a value set is read back unchanged, and setting again replaces it', async () => {
      const store = await makeStore();
      expect(await store.set(STORAGE_KEYS.basketId, 'bsk_first')).toEqual(ok(undefined));
      expect(await store.set(STORAGE_KEYS.basketId, 'bsk_second')).toEqual(ok(undefined));
      expect(await store.get(STORAGE_KEYS.basketId)).toEqual(ok('bsk_second'));
    });

    it('keys are independent, and removing one leaves the others', async () => {
      const store = await makeStore();
      await store.set(STORAGE_KEYS.basketId, 'bsk_1');
      await store.set(STORAGE_KEYS.lastOrder, '{"orderNumber":"SB-1"}');
      expect(await store.remove(STORAGE_KEYS.basketId)).toEqual(ok(undefined));
      expect(await store.get(STORAGE_KEYS.basketId)).toEqual(ok(null));
      expect(await store.get(STORAGE_KEYS.lastOrder)).toEqual(ok('{"orderNumber":"SB-1"}'));
    });

    it('removing a key that is not there is not an error', async () => {
      const store = await makeStore();
      expect(await store.remove('never-set')).toEqual(ok(undefined));
    });

    it('values keep any text, including empty strings and unicode', async () => {
      const store = await makeStore();
      await store.set('empty', '');
      await store.set('text', 'Größe 42 — "quoted"\n');
      expect(await store.get('empty')).toEqual(ok(''));
      expect(await store.get('text')).toEqual(ok('Größe 42 — "quoted"\n'));
    });
  });
}
