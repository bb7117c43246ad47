import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AccountScenarioOptions } from '@switchback/http/contract';

/** The demo associate the recording engine is started with (`demoAssociatePassword`). */
export const RECORDING_ASSOCIATE = { storeId: 'STR-DEN-01', employeeId: 'E1001', password: 'Associate-Pass-1' } as const;

/** The reset token of the newest mail to `email` in the engine's outbox (quoted-printable decoded). */
async function readResetToken(dataDir: string, email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (const name of (await readdir(outbox)).sort().reverse()) {
    const text = (await readFile(join(outbox, name), 'utf8'))
      .replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = text.includes(`To: ${email}`) ? /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] : undefined;
    if (token !== undefined) return token;
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

/** What the account scenario needs from an engine we started: its outbox and its demo associate. */
export const accountScenarioOptions = (dataDir: string): AccountScenarioOptions => ({
  readResetToken: (email) => readResetToken(dataDir, email),
  associate: RECORDING_ASSOCIATE,
});
