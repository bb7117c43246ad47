import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExchange, runContentScenario, type CapturedExchange, type Drift, type RecordedCall, type RecordingSet } from '@switchback/http/contract';
import { RECORDING_SUPPORT_KEY, startRecordingEngine } from './recording-engine';

/** Issue 12: the content scenario against a freshly started engine (before the lead re-records): every exchange keeps to the contract. */
let dataDir: string;
let close: (() => Promise<void>) | undefined;
let set: RecordingSet;
const checked: { call: RecordedCall; drift: Drift | undefined }[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'switchback-content-scenario-'));
  const engine = await startRecordingEngine(dataDir, { mailLog: false, supportKey: RECORDING_SUPPORT_KEY });
  close = engine.close;
  const onExchange = ({ recording, expected }: CapturedExchange) => checked.push({ call: recording.call, drift: checkExchange(recording, expected) });
  set = await runContentScenario(engine.apiBaseUrl, { onExchange, supportKey: RECORDING_SUPPORT_KEY });
}, 180_000);

afterAll(async () => {
  await close?.();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the content scenario on a live engine', () => {
  it('every exchange keeps to the contract, request and answer', () => {
    expect(checked.length).toBeGreaterThan(20);
    expect(checked.filter((exchange) => exchange.drift !== undefined)).toEqual([]);
  });

  it('records a success of every content, internal content and authoring call, and CONTENT_NOT_FOUND', () => {
    const calls: RecordedCall[] = ['contentAugmentedPage', 'contentCategory', 'contentSearch', 'contentFooter', 'contentFragment', 'contentMenu', 'contentPage',
      'contentChildren', 'contentPopUps', 'contentProduct', 'contentShowcase', 'articleSearch', 'componentCompare', 'componentCollections', 'componentFooter',
      'componentFootSizes', 'componentSearchHub', 'componentSizeChart', 'componentUtility', 'pageLocationSelector', 'internalPage', 'supportContentExport', 'supportContentImport'];
    expect(calls.filter((call) => !set.successes.has(call))).toEqual([]);
    expect(set.errors.get('CONTENT_NOT_FOUND')?.response.status).toBe(404);
  });
});
