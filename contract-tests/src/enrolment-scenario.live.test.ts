import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkExchange, runEnrolmentScenario, type CapturedExchange, type Drift, type RecordedCall } from '@switchback/http/contract';
import { startRecordingEngine } from './recording-engine';

let dataDir: string;
let close: (() => Promise<void>) | undefined;
let apiBaseUrl: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-enrolment-live-'));
  const engine = await startRecordingEngine(dataDir, { mailLog: false });
  close = engine.close;
  apiBaseUrl = engine.apiBaseUrl;
}, 120_000);
afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

it('the enrolment scenario runs against a live engine, every exchange as the contract says (issue 12 forms)', async () => {
  const checked: { call: RecordedCall; drift: Drift | undefined }[] = [];
  const onExchange = ({ recording, expected }: CapturedExchange) => checked.push({ call: recording.call, drift: checkExchange(recording, expected) });
  await runEnrolmentScenario(apiBaseUrl, { onExchange });
  expect(checked.filter((c) => c.drift !== undefined)).toEqual([]);
  const calls = new Set(checked.map((c) => c.call));
  for (const name of ['newsletterSubscribe', 'getEvent', 'registerForEvent', 'getEventRegistration', 'loyaltyEnrol']) expect(calls).toContain(name);
}, 120_000);
