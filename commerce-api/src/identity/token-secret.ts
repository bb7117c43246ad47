import type { RandomSource } from '@switchback/core';
import type { Database } from '../database/database.port';

const SECRET_NAME = 'guest-token-hs256';

/**
 * The HS256 signing secret for guest tokens: from SWITCHBACK_TOKEN_SECRET when given (at least 32 characters),
 * otherwise generated once and kept in the database, so a restart keeps every guest's session.
 */
export async function loadTokenSecret(db: Database, random: RandomSource, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv !== undefined) return new TextEncoder().encode(fromEnv);
  const fresh = Buffer.from(random.bytes(32)).toString('base64url');
  await db.query('INSERT INTO engine_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, fresh]);
  const row = (await db.query<{ value: string }>('SELECT value FROM engine_secrets WHERE name = $1', [SECRET_NAME])).rows[0];
  return new TextEncoder().encode(row!.value);
}
