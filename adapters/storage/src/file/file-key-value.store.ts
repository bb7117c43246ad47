import type { KeyValueStore, StorageError } from '@switchback/core';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { errorCode, storageError } from '../storage.errors';

/** The file's rows, parsed with zod whenever the file is read. */
const storeFileSchema = z.strictObject({
  version: z.literal(1),
  entries: z.record(z.string(), z.string()),
});
type StoreFile = z.infer<typeof storeFileSchema>;

const EMPTY: StoreFile = { version: 1, entries: {} };

/** Operations on one file are serialised in this process, whichever store instance issues them. */
const queues = new Map<string, Promise<unknown>>();
let tempCounter = 0;

const exists = (path: string) => access(path).then(() => true, () => false);

/** The first free "<file>.corrupt", "<file>.corrupt-2", … name. */
async function asideName(filePath: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${filePath}.corrupt` : `${filePath}.corrupt-${n}`;
    if (!(await exists(candidate))) return candidate;
  }
}

/**
 * A KeyValueStore in a JSON file, for the CLI. Writes are atomic (temporary file, then rename), so a crash
 * never leaves half a file. A file that is not a valid store is never overwritten: it is moved aside to
 * "<file>.corrupt" and the operation that found it answers a StorageError saying where it went.
 */
export class FileKeyValueStore implements KeyValueStore {
  private readonly filePath: string;

  constructor(filePath: string) {
    this.filePath = resolve(filePath);
  }

  get(key: string): ResultAsync<string | null, StorageError> {
    return this.exclusive(async () => (await this.read()).map((file) => file.entries[key] ?? null));
  }

  set(key: string, value: string): ResultAsync<void, StorageError> {
    return this.exclusive(async () => {
      const file = await this.read();
      if (file.isErr()) return err(file.error);
      return this.write({ version: 1, entries: { ...file.value.entries, [key]: value } });
    });
  }

  remove(key: string): ResultAsync<void, StorageError> {
    return this.exclusive(async () => {
      const file = await this.read();
      if (file.isErr()) return err(file.error);
      if (!(key in file.value.entries)) return ok(undefined);
      const { [key]: _removed, ...entries } = file.value.entries;
      return this.write({ version: 1, entries });
    });
  }

  private exclusive<T>(operation: () => Promise<Result<T, StorageError>>): ResultAsync<T, StorageError> {
    const previous = queues.get(this.filePath) ?? Promise.resolve();
    const next = previous.then(operation);
    const settled = next.then(() => undefined, () => undefined);
    queues.set(this.filePath, settled);
    void settled.then(() => {
      if (queues.get(this.filePath) === settled) queues.delete(this.filePath);
    });
    return ResultAsync.fromPromise(next, (cause) => storageError(`${this.filePath}: unexpected failure (${errorCode(cause) ?? String(cause)})`))
      .andThen((result) => result);
  }

  private async read(): Promise<Result<StoreFile, StorageError>> {
    let text: string;
    try {
      text = await readFile(this.filePath, 'utf8');
    } catch (cause) {
      if (errorCode(cause) === 'ENOENT') return ok(EMPTY);
      return err(storageError(`cannot read ${this.filePath} (${errorCode(cause) ?? 'unknown error'})`));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.quarantine('it is not valid JSON');
    }
    const parsed = storeFileSchema.safeParse(json);
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0];
    return this.quarantine(`it is not a Switchback store file (${issue ? `${issue.path.join('.') || 'root'}: ${issue.message}` : 'unknown shape'})`);
  }

  private async quarantine(reason: string): Promise<Result<never, StorageError>> {
    try {
      const aside = await asideName(this.filePath);
      await rename(this.filePath, aside);
      return err(storageError(`${this.filePath} was corrupted: ${reason}. It was kept as ${aside}; the store starts empty.`));
    } catch (cause) {
      return err(storageError(`${this.filePath} is corrupted: ${reason}, and could not be moved aside (${errorCode(cause) ?? 'unknown error'}); it was left untouched.`));
    }
  }

  private async write(file: StoreFile): Promise<Result<void, StorageError>> {
    tempCounter += 1;
    const temp = `${this.filePath}.${process.pid}.${tempCounter}.tmp`;
    try {
      await mkdir(dirname(this.filePath), { recursive: true });
      await writeFile(temp, `${JSON.stringify(file, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
      await rename(temp, this.filePath);
      return ok(undefined);
    } catch (cause) {
      await rm(temp, { force: true }).catch(() => undefined);
      return err(storageError(`cannot write ${this.filePath} (${errorCode(cause) ?? 'unknown error'})`));
    }
  }
}
