/**
 * Re-records contract-tests/recordings from a real guest checkout against a freshly started commerce API
 * (embedded database in a temporary directory, random port). Run: npm run record -w @switchback/contract-tests
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  mergeRecordingSets, RECORDED_ERRORS, recordedCalls, runAccountScenario, runConsumerScenario, runGuestCheckoutScenario, runOrderScenario,
  runPromotionScenario, runStoreScenario, runAddressScenario, runPaymentsScenario, runFulfilmentScenario, runSearchScenario, runMerchandisingScenario,
  runRecommendationsScenario, runReviewsScenario, runContentScenario, runExperienceScenario, runEnrolmentScenario,
} from '@switchback/http/contract';
import { outboxResetToken, RECORDING_ASSOCIATE, RECORDING_SUPPORT_KEY, startRecordingEngine } from './recording-engine';
import { RECORDINGS_DIR, writeRecordings } from './recordings.store';

const dataDir = await mkdtemp(join(tmpdir(), 'switchback-record-'));
const ASSOCIATE = RECORDING_ASSOCIATE;
const engine = await startRecordingEngine(dataDir, { demoAssociatePassword: ASSOCIATE.password, mailLog: false, supportKey: RECORDING_SUPPORT_KEY });

const readResetToken = (email: string) => outboxResetToken(dataDir, email);

try {
  const guest = await runGuestCheckoutScenario(engine.apiBaseUrl);
  // Issue 7: the account scenario's recordings join the guest's (the guest's token call stays the guestToken recording).
  const account = await runAccountScenario(engine.apiBaseUrl, { readResetToken, associate: ASSOCIATE });
  // Issue 7 consumer: a registered consumer's account calls, for the calls and errors the others did not record.
  const consumer = await runConsumerScenario(engine.apiBaseUrl);
  const set = mergeRecordingSets({
    successes: new Map([...account.successes, ...guest.successes]),
    errors: new Map([...guest.errors, ...account.errors]),
  }, consumer,
  // Issue 8: after the purchase, and the support calls.
  await runOrderScenario(engine.apiBaseUrl, { supportKey: RECORDING_SUPPORT_KEY }),
  // Issue 9: money in the cart, with the scenario's own promotions and gift cards (support key), and the associate.
  await runPromotionScenario(engine.apiBaseUrl, { supportKey: RECORDING_SUPPORT_KEY, associate: ASSOCIATE }),
  // Issue 10: stores, collection points, stock per store, availability, utilities.
  await runStoreScenario(engine.apiBaseUrl),
  // Issue 10 §2: address validation and removal; support's product sale state.
  await runAddressScenario(engine.apiBaseUrl, { supportKey: RECORDING_SUPPORT_KEY }),
  // Issue 10 §3: the device fingerprint, a 3-D Secure order and its PATCH.
  await runPaymentsScenario(engine.apiBaseUrl),
  // Issue 10 §2, §3: a cart with an item in one call, a pickup reservation, the pickup contact, support's store stock, a wallet session.
  await runFulfilmentScenario(engine.apiBaseUrl, { supportKey: RECORDING_SUPPORT_KEY }),
  // Issue 11 §1: productSearch with a query, refinements and each sort, a typo, a French query; autoSuggest.
  await runSearchScenario(engine.apiBaseUrl),
  // Issue 11: product sets, notify-me for a sold-out size, and their errors.
  await runMerchandisingScenario(engine.apiBaseUrl),
  // Issue 11: recommendations (similar, often bought together, a cart's).
  await runRecommendationsScenario(engine.apiBaseUrl),
  // Issue 11: reviews and questions, with their REV errors.
  await runReviewsScenario(engine.apiBaseUrl),
  // Issue 12: content (every caas call live and in preview, articles), experience (decide, datafile, events, web vitals), enrolment.
  await runContentScenario(engine.apiBaseUrl, { supportKey: RECORDING_SUPPORT_KEY }),
  await runExperienceScenario(engine.apiBaseUrl),
  await runEnrolmentScenario(engine.apiBaseUrl));
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

