import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { RandomSource } from '@switchback/core';
import type { Database } from '../database/database.port';

/** Where the generated secret lives: a file of the data directory (or `.switchback/` with DATABASE_URL). */
export const TOKEN_SECRET_FILE_NAME = 'token-secret';
const LEGACY_SECRET_NAME = 'guest-token-hs256';
const encode = (secret: string): Uint8Array => new TextEncoder().encode(secret);

/**
 * Reads the secret file, or creates it once with 0600 permissions (exclusively: two engines starting together agree
 * on the file the first one wrote). A file readable by others is narrowed to 0600.
 */
function secretFromFile(path: string, fresh: () => string): string {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(path, `${fresh()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`the token secret in ${path} is shorter than 32 characters: delete the file to generate a new one`);
  return secret;
}

/**
 * Versions before this one kept the secret in the database (`engine_secrets`). It moves to the file (when no
 * file and no SWITCHBACK_TOKEN_SECRET exist yet, so every guest keeps their session) and the table is dropped.
 */
async function takeLegacySecret(db: Database): Promise<string | undefined> {
  const table = (await db.query<{ t: string | null }>("SELECT to_regclass('engine_secrets')::text AS t")).rows[0]?.t;
  if (!table) return undefined;
  const row = (await db.query<{ value: string }>('SELECT value FROM engine_secrets WHERE name = $1', [LEGACY_SECRET_NAME])).rows[0];
  return row?.value;
}

export interface TokenSecretSource {
  /** SWITCHBACK_TOKEN_SECRET (or the tokenSecret option): comma-separated, the first signs, all verify. */
  readonly configured: readonly string[] | undefined;
  /** The file used when nothing is configured. */
  readonly file: string;
}

/**
 * The HS256 keys of guest tokens, never stored in the database: the configured list when given (rotation: put the
 * new key first and keep the old one until its tokens have expired), otherwise one key generated once into the
 * secret file. The first key signs; every key verifies.
 */
export async function loadTokenKeys(db: Database, random: RandomSource, source: TokenSecretSource): Promise<Uint8Array[]> {
  const legacy = await takeLegacySecret(db);
  const keys = source.configured ?? [secretFromFile(source.file, () => legacy ?? Buffer.from(random.bytes(32)).toString('base64url'))];
  await db.exec('DROP TABLE IF EXISTS engine_secrets');
  return keys.map(encode);
}
