import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createEngine, type EngineOptions } from '@switchback/commerce-api';

/** The sandbox associate the account scenario signs in as (the engine's demo associates, its password). */
export const RECORDING_ASSOCIATE = { storeId: 'STR-DEN-01', employeeId: 'E1001', password: 'Associate-Pass-1' } as const;

/** The support key the recording engine requires on its support routes (issue 8 §4); never written to a recording. */
export const RECORDING_SUPPORT_KEY = 'recording-support-key-0123456789';

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

/** A commerce API for recording and live checks: the engine listening on a random loopback port. */
export async function startRecordingEngine(dataDir: string, options: EngineOptions = {}): Promise<{ apiBaseUrl: string; close(): Promise<void> }> {
  const engine = await createEngine({ ...options, dataDir, logger: false });
  try {
    await engine.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await engine.close();
    throw error;
  }
  const address = engine.app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { apiBaseUrl: `http://127.0.0.1:${port}/api`, close: engine.close };
}
