import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';
import { resolveEngineConfig } from '../engine/engine-config';
import { CryptoRandomSource } from '../platform/crypto-random-source';
import { guestCookie, call, expectError, expectOk, startTestEngine, tempDir } from '../test-support/test-engine';
import { loadTokenKeys, TOKEN_SECRET_FILE_NAME } from './token-secret';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function migratedDb(): Promise<PgliteDatabase> {
  const db = await PgliteDatabase.open(undefined);
  cleanups.push(() => db.close());
  await migrate(db, migrations);
  return db;
}
const hasSecretsTable = async (db: PgliteDatabase) =>
  (await db.query<{ t: string | null }>("SELECT to_regclass('engine_secrets')::text AS t")).rows[0]?.t !== null;
const text = (key: Uint8Array) => new TextDecoder().decode(key);

describe('the token signing secret lives outside the database', () => {
  it('unset: generated once into <data dir>/token-secret with 0600 permissions, the same on every start', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const file = join(dir.path, TOKEN_SECRET_FILE_NAME);
    const first = await loadTokenKeys(await migratedDb(), new CryptoRandomSource(), { configured: undefined, file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(text(first[0]!).length).toBeGreaterThanOrEqual(32);
    const again = await loadTokenKeys(await migratedDb(), new CryptoRandomSource(), { configured: undefined, file });
    expect(again.map(text)).toEqual(first.map(text));
  });

  it('nothing of it is in the database: the engine_secrets table is dropped', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const db = await migratedDb();
    expect(await hasSecretsTable(db)).toBe(true);
    await loadTokenKeys(db, new CryptoRandomSource(), { configured: undefined, file: join(dir.path, TOKEN_SECRET_FILE_NAME) });
    expect(await hasSecretsTable(db)).toBe(false);
  });

  it('a secret an older version kept in the database moves to the file (sessions survive), then the table is dropped', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const db = await migratedDb();
    const legacy = 'legacy-secret-from-the-database-0123456789';
    await db.query("INSERT INTO engine_secrets (name, value) VALUES ('guest-token-hs256', $1)", [legacy]);
    const file = join(dir.path, TOKEN_SECRET_FILE_NAME);
    const keys = await loadTokenKeys(db, new CryptoRandomSource(), { configured: undefined, file });
    expect(keys.map(text)).toEqual([legacy]);
    expect(readFileSync(file, 'utf8').trim()).toBe(legacy);
    expect(await hasSecretsTable(db)).toBe(false);
  });

  it('a secret file readable by others is narrowed to 0600', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const file = join(dir.path, TOKEN_SECRET_FILE_NAME);
    writeFileSync(file, 'a-secret-someone-wrote-by-hand-0123456789\n', { mode: 0o644 });
    const keys = await loadTokenKeys(await migratedDb(), new CryptoRandomSource(), { configured: undefined, file });
    expect(text(keys[0]!)).toBe('a-secret-someone-wrote-by-hand-0123456789');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('SWITCHBACK_TOKEN_SECRET is a comma-separated list (first signs): no file is written; short secrets are refused', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const [a, b] = ['n'.repeat(32), 'o'.repeat(40)];
    const config = resolveEngineConfig({ dataDir: dir.path }, { SWITCHBACK_TOKEN_SECRET: `${a}, ${b}` }, '/');
    expect(config.tokenSecrets).toEqual([a, b]);
    const keys = await loadTokenKeys(await migratedDb(), new CryptoRandomSource(), { configured: config.tokenSecrets, file: config.tokenSecretFile });
    expect(keys.map(text)).toEqual([a, b]);
    expect(existsSync(config.tokenSecretFile)).toBe(false);
    expect(() => resolveEngineConfig({}, { SWITCHBACK_TOKEN_SECRET: `${a},short` }, '/')).toThrow(/at least 32 characters/);
  });

  it('with DATABASE_URL and no data directory the file is .switchback/token-secret under the working directory', () => {
    const config = resolveEngineConfig({ databaseUrl: 'postgres://localhost/x' }, {}, '/srv/app');
    expect(config.tokenSecretFile).toBe('/srv/app/.switchback/token-secret');
    expect(resolveEngineConfig({ databaseUrl: 'postgres://localhost/x' }, { SWITCHBACK_DATA_DIR: '/data' }, '/srv/app').tokenSecretFile).toBe('/data/token-secret');
  });

  it('a restarted engine keeps every guest session (the key comes back from the file)', async () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const first = await startTestEngine({ dataDir: dir.path });
    const cookie = await guestCookie(first.app);
    const basketId = expectOk('createCart', await call(first.app, 'createCart', { cookie, body: {} })).basketId;
    await first.close();
    const second = await startTestEngine({ dataDir: dir.path });
    cleanups.push(() => second.close());
    expectOk('getCart', await call(second.app, 'getCart', { cookie, params: { basketId } }));
    // A forged cookie (another key) is still nobody.
    expectError(await call(second.app, 'getCart', { cookie: `${cookie.slice(0, -3)}abc`, params: { basketId } }), 401, 'UNAUTHORIZED');
  });
});
