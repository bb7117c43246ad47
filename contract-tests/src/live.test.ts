import { errorAnswerSchema } from '@switchback/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shapeOf } from './body-shape';
import {
  checkExchange, mergeRecordingSets, runAccountScenario, type CapturedExchange, RECORDED_ERRORS, recordedCalls, runConsumerScenario, runGuestCheckoutScenario, runOrderScenario, runPromotionScenario, runStoreScenario, runAddressScenario, runPaymentsScenario, runFulfilmentScenario, runSearchScenario, runMerchandisingScenario, runRecommendationsScenario, runReviewsScenario, runContentScenario, runExperienceScenario, runEnrolmentScenario, schemasOf, type Drift, type RecordedCall, type RecordingSet,
} from '@switchback/http/contract';
import { outboxResetToken, RECORDING_ASSOCIATE, RECORDING_SUPPORT_KEY, startRecordingEngine } from './recording-engine';
import { loadRecordings } from './recordings.store';

let recorded: RecordingSet;
let live: RecordingSet;
let dataDir: string;
let close: (() => Promise<void>) | undefined;
/** Every exchange of the live run, checked against the contract as it happened. */
const checked: { call: RecordedCall; drift: Drift | undefined }[] = [];

beforeAll(async () => {
  recorded = await loadRecordings();
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-contract-live-'));
  const engine = await startRecordingEngine(dataDir, { demoAssociatePassword: RECORDING_ASSOCIATE.password, mailLog: false, supportKey: RECORDING_SUPPORT_KEY });
  close = engine.close;
  const onExchange = ({ recording, expected }: CapturedExchange) =>
    checked.push({ call: recording.call, drift: checkExchange(recording, expected) });
  const guest = await runGuestCheckoutScenario(engine.apiBaseUrl, { onExchange });
  // Issue 7: the account scenario (auth), as the recorder runs it.
  const account = await runAccountScenario(engine.apiBaseUrl, {
    onExchange, readResetToken: (email) => outboxResetToken(dataDir, email), associate: RECORDING_ASSOCIATE,
  });
  live = mergeRecordingSets(
    { successes: new Map([...account.successes, ...guest.successes]), errors: new Map([...guest.errors, ...account.errors]) },
    // Issue 7: a registered consumer's account.
    await runConsumerScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 8: after the purchase, and the support calls.
    await runOrderScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY }),
    // Issue 9: money in the cart (the scenario's own promotions and gift cards), and the associate's price adjustments.
    await runPromotionScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY, associate: RECORDING_ASSOCIATE }),
    // Issue 10: stores, collection points, stock per store, availability, utilities.
    await runStoreScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 10 §2: address validation and removal; support's product sale state.
    await runAddressScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY }),
    // Issue 10 §3: the device fingerprint, a 3-D Secure order and its PATCH.
    await runPaymentsScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 10 §2, §3: a cart with an item in one call, a pickup reservation, the pickup contact, support's store stock, a wallet session.
    await runFulfilmentScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY }),
    // Issue 11 §1: productSearch with a query, refinements and each sort, a typo, a French query; autoSuggest.
    await runSearchScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 11: product sets, notify-me for a sold-out size, and their errors.
    await runMerchandisingScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 11: recommendations (similar, often bought together, a cart's).
    await runRecommendationsScenario(engine.apiBaseUrl, { onExchange }),
    // Issue 11: reviews and questions, with their REV errors.
    await runReviewsScenario(engine.apiBaseUrl, { onExchange }),
    await runContentScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY }),
    await runExperienceScenario(engine.apiBaseUrl, { onExchange }),
    await runEnrolmentScenario(engine.apiBaseUrl, { onExchange }),
  );
});

afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the recordings still describe a freshly started commerce-api', () => {
  it('every exchange of the live scenario keeps to the contract, request and answer', () => {
    expect(checked.length).toBeGreaterThanOrEqual(recordedCalls.length + RECORDED_ERRORS.length);
    expect(checked.filter((exchange) => exchange.drift !== undefined)).toEqual([]);
  });

  it.each(recordedCalls)('%s: the live answer parses with the same schema and has the recorded shape', (call) => {
    const was = recorded.successes.get(call);
    const now = live.successes.get(call);
    expect(now, `the live scenario made no successful ${call} call`).toBeDefined();
    expect(now?.response.status).toBe(was?.response.status);
    expect(schemasOf(call).response.safeParse(now?.response.body).error?.issues ?? []).toEqual([]);
    expect(shapeOf(now?.response.body)).toEqual(shapeOf(was?.response.body));
    expect(now?.response.headers).toEqual(was?.response.headers);
  });

  it.each(RECORDED_ERRORS)('%s: the live error answer has the recorded status, errorId and shape', (errorId) => {
    const was = recorded.errors.get(errorId);
    const now = live.errors.get(errorId);
    expect(now, `the live scenario did not meet ${errorId}`).toBeDefined();
    expect(now?.call).toBe(was?.call);
    expect(now?.response.status).toBe(was?.response.status);
    expect(errorAnswerSchema.parse(now?.response.body).errorDetails[0]?.errorId).toBe(errorId);
    expect(shapeOf(now?.response.body)).toEqual(shapeOf(was?.response.body));
  });
});
