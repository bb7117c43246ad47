import { err, ok } from 'neverthrow';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itBehavesAsAKeyValueStore } from '../key-value-store.behaviour';
import { FileKeyValueStore } from './file-key-value.store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'switchback-file-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

itBehavesAsAKeyValueStore('FileKeyValueStore', () => new FileKeyValueStore(join(dir, 'store.json')));

describe('FileKeyValueStore', () => {
  it('values survive a new store on the same file, as a CLI restart would', async () => {
    const file = join(dir, 'nested', 'state', 'store.json');
    await new FileKeyValueStore(file).set('switchback.basketId', 'bsk_persisted');

    expect(await new FileKeyValueStore(file).get('switchback.basketId')).toEqual(ok('bsk_persisted'));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ version: 1, entries: { 'switchback.basketId': 'bsk_persisted' } });
  });

  it('writes go through a temporary file and a rename: no temporary file is left behind', async () => {
    const store = new FileKeyValueStore(join(dir, 'store.json'));
    await store.set('a', '1');
    await store.set('b', '2');
    await store.remove('a');

    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('concurrent writes from two stores on one file lose nothing', async () => {
    const file = join(dir, 'store.json');
    const first = new FileKeyValueStore(file);
    const second = new FileKeyValueStore(file);

    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? first : second).set(`key-${i}`, `value-${i}`)));

    const stored = JSON.parse(await readFile(file, 'utf8')) as { entries: Record<string, string> };
    expect(Object.keys(stored.entries)).toHaveLength(20);
  });

  it('a corrupted file answers a StorageError and is kept aside, never silently overwritten', async () => {
    const file = join(dir, 'store.json');
    await writeFile(file, '{"version":1,"entries":{"switchback.basketId":"bsk_');
    const store = new FileKeyValueStore(file);

    expect(await store.set('switchback.basketId', 'bsk_new')).toEqual(
      err({
        type: 'StorageError',
        message: `${file} was corrupted: it is not valid JSON. It was kept as ${file}.corrupt; the store starts empty.`,
      }),
    );
    expect(await readFile(`${file}.corrupt`, 'utf8')).toBe('{"version":1,"entries":{"switchback.basketId":"bsk_');
    expect(await store.get('switchback.basketId')).toEqual(ok(null));
    expect(await store.set('switchback.basketId', 'bsk_new')).toEqual(ok(undefined));
    expect(await store.get('switchback.basketId')).toEqual(ok('bsk_new'));
  });

  it('a file of the wrong shape is a StorageError naming the bad row, and an earlier copy aside is not overwritten', async () => {
    const file = join(dir, 'store.json');
    await writeFile(`${file}.corrupt`, 'older copy');
    await writeFile(file, JSON.stringify({ version: 1, entries: { 'switchback.basketId': 42 } }));

    const result = await new FileKeyValueStore(file).get('switchback.basketId');

    expect(result._unsafeUnwrapErr().message).toBe(
      `${file} was corrupted: it is not a Switchback store file (entries.switchback.basketId: Invalid input: expected string, received number). It was kept as ${file}.corrupt-2; the store starts empty.`,
    );
    expect(await readFile(`${file}.corrupt`, 'utf8')).toBe('older copy');
  });

  it('a path that cannot be written is a StorageError, not an exception', async () => {
    const blocker = join(dir, 'not-a-dir');
    await writeFile(blocker, 'a file where a folder should be');

    const result = await new FileKeyValueStore(join(blocker, 'store.json')).set('k', 'v');

    expect(result._unsafeUnwrapErr()).toEqual({ type: 'StorageError', message: expect.stringMatching(/^cannot (write|read) /) });
  });
});
