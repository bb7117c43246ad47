/**
 * Re-records contract-tests/recordings from a real guest checkout against a freshly started commerce API
 * (embedded database in a temporary directory, random port). Run: npm run record -w @switchback/contract-tests
 */
import { startEngine } from '@switchback/commerce-api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECORDED_ERRORS, recordedCalls, runAccountScenario, runGuestCheckoutScenario } from '@switchback/http/contract';
import { accountScenarioOptions, RECORDING_ASSOCIATE } from './account-scenario.options';
import { RECORDINGS_DIR, writeRecordings } from './recordings.store';

const dataDir = await mkdtemp(join(tmpdir(), 'switchback-record-'));
const engine = await startEngine({ dataDir, port: 0, logger: false, demoAssociatePassword: RECORDING_ASSOCIATE.password, mailLog: false });

try {
  const guest = await runGuestCheckoutScenario(engine.apiBaseUrl);
  // Issue 7: the account scenario's recordings join the guest's (the guest's token call stays the guestToken recording).
  const account = await runAccountScenario(engine.apiBaseUrl, accountScenarioOptions(dataDir));
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
