/**
 * Re-records contract-tests/recordings from a real guest checkout against a freshly started commerce API
 * (embedded database in a temporary directory, random port). Run: npm run record -w @switchback/contract-tests
 */
import { startEngine } from '@switchback/commerce-api';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDED_ERRORS, recordedCalls, runAccountScenario, runGuestCheckoutScenario } from '@switchback/http/contract';
import { RECORDINGS_DIR, writeRecordings } from './recordings.store';

const dataDir = await mkdtemp(join(tmpdir(), 'switchback-record-'));
const ASSOCIATE = { storeId: 'STR-DEN-01', employeeId: 'E1001', password: 'Associate-Pass-1' };
const engine = await startEngine({ dataDir, port: 0, logger: false, demoAssociatePassword: ASSOCIATE.password, mailLog: false });

/** The reset token of the newest mail to `email` in the engine's outbox (quoted-printable decoded). */
async function readResetToken(email: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  for (const name of (await readdir(outbox)).sort().reverse()) {
    const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = text.includes(`To: ${email}`) ? /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] : undefined;
    if (token !== undefined) return token;
  }
  throw new Error(`no reset mail to ${email} in ${outbox}`);
}

try {
  const guest = await runGuestCheckoutScenario(engine.apiBaseUrl);
  // Issue 7: the account scenario's recordings join the guest's (the guest's token call stays the guestToken recording).
  const account = await runAccountScenario(engine.apiBaseUrl, { readResetToken, associate: ASSOCIATE });
  const set = {
    successes: new Map([...account.successes, ...guest.successes]),
    errors: new Map([...guest.errors, ...account.errors]),
  };
  const missing = recordedCalls.filter((call) => !set.successes.has(call));
  if (missing.length > 0) throw new Error(`the scenario made no successful ${missing.join(', ')} call`);
  const unprovoked = RECORDED_ERRORS.filter((errorId) => !set.errors.has(errorId));
  if (unprovoked.length > 0) throw new Error(`the scenario did not record the errors ${unprovoked.join(', ')}`);
  const written = await writeRecordings(set);
  console.log(`recorded ${written.length} answers from ${engine.apiBaseUrl} into ${RECORDINGS_DIR}:\n  ${written.join('\n  ')}`);
} finally {
  await engine.close();
  await rm(dataDir, { recursive: true, force: true });
}
