/**
 * Re-records contract-tests/recordings from a real guest checkout against a freshly started commerce API
 * (embedded database in a temporary directory, random port). Run: npm run record -w @switchback/contract-tests
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  mergeRecordingSets, RECORDED_ERRORS, recordedCalls, runConsumerScenario, runGuestCheckoutScenario,
} from '@switchback/http/contract';
import { startRecordingEngine } from './recording-engine';
import { RECORDINGS_DIR, writeRecordings } from './recordings.store';

const dataDir = await mkdtemp(join(tmpdir(), 'switchback-record-'));
const engine = await startRecordingEngine(dataDir);
const { apiBaseUrl } = engine;
try {
  // The guest checkout, then (issue 7) a registered consumer's account.
  const set = mergeRecordingSets(
    await runGuestCheckoutScenario(apiBaseUrl),
    await runConsumerScenario(apiBaseUrl, { consumerCookie: await engine.consumerCookie() }),
  );
  const missing = recordedCalls.filter((call) => !set.successes.has(call));
  if (missing.length > 0) throw new Error(`the scenario made no successful ${missing.join(', ')} call`);
  const unprovoked = RECORDED_ERRORS.filter((errorId) => !set.errors.has(errorId));
  if (unprovoked.length > 0) throw new Error(`the scenario did not record the errors ${unprovoked.join(', ')}`);
  const written = await writeRecordings(set);
  console.log(`recorded ${written.length} answers from ${apiBaseUrl} into ${RECORDINGS_DIR}:\n  ${written.join('\n  ')}`);
} finally {
  await engine.close();
  await rm(dataDir, { recursive: true, force: true });
}

