import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createEngine, type EngineOptions } from '@switchback/commerce-api';

/** The sandbox associate the account scenario signs in as (the engine's demo associates, its password). */
export const RECORDING_ASSOCIATE = { storeId: 'STR-DEN-01', employeeId: 'E1001', password: 'Associate-Pass-1' } as const;

/** The reset token of the newest mail to `email` in the engine's outbox under `dataDir` (quoted-printable decoded). */
export async function outboxResetToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (const name of (await readdir(outbox)).sort().reverse()) {
    const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = text.includes(`To: ${email}`) ? /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] : undefined;
    if (token !== undefined) return token;
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

/**
 * A commerce API for recording and live checks: the engine listening on a random loopback port, and (issue 7) a way
 * to get a registered consumer's cookie — a consumer made in the engine's database, as commerce-api's test-support
 * consumerCookie does — until the scenarios can sign up and sign in through the client (the auth area's calls).
 */
export async function startRecordingEngine(
  dataDir: string, options: EngineOptions = {},
): Promise<{ apiBaseUrl: string; consumerCookie(): Promise<string>; close(): Promise<void> }> {
  const engine = await createEngine({ ...options, dataDir, logger: false });
  try {
    await engine.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await engine.close();
    throw error;
  }
  const address = engine.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/api`,
    close: engine.close,
    async consumerCookie() {
      const { db, tokens, ids, clock } = engine.internals;
      const customerId = ids.customerId();
      const now = clock.now().toISOString();
      await db.query(
        `INSERT INTO consumers (customer_id, consumer_no, email, password_hash, consumer_type, site_id, created_at, updated_at)
         VALUES ($1, $2, $3, '!', 'REGISTERED', 'en-us', $4, $4)`,
        [customerId, `C${customerId.slice(-10)}`, `${customerId.toLowerCase()}@example.com`, now],
      );
      const token = await tokens.issueRegistered({ customerId, usid: ids.uuid() });
      if (token.isErr()) throw new Error("could not mint the recorded consumer's token");
      return `sb_guest_token=${token.value}`;
    },
  };
}
