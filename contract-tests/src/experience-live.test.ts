import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange, runExperienceScenario, type CapturedExchange, type Drift, type RecordedCall } from '@switchback/http/contract';
import { startRecordingEngine } from './recording-engine';

let dataDir: string;
let close: (() => Promise<void>) | undefined;
const checked: { call: RecordedCall; drift: Drift | undefined }[] = [];
let calls: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-experience-live-'));
  const engine = await startRecordingEngine(dataDir, { mailLog: false });
  close = engine.close;
  const set = await runExperienceScenario(engine.apiBaseUrl, {
    onExchange: ({ recording, expected }: CapturedExchange) => checked.push({ call: recording.call, drift: checkExchange(recording, expected) }),
  });
  calls = [...set.successes.keys()];
});

afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the experience scenario against a freshly started commerce-api (issue 12, before its recordings exist)', () => {
  it('decide, the datafile, the event log and web vitals succeed and keep to the contract', () => {
    expect(calls).toEqual(expect.arrayContaining(['decide', 'experimentationDatafile', 'experimentationEvents', 'performanceIngest']));
    expect(checked.filter((exchange) => exchange.drift !== undefined)).toEqual([]);
  });
});
