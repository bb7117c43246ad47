import { errorAnswerSchema, SANDBOX_CARDS } from '@switchback/core';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_ERRORS } from './guest-checkout.scenario';
import { recordedCalls, schemasOf, TOKENIZE_CARD, type RecordingSet } from './recording.schema';
import { loadRecordings, RECORDINGS_DIR } from './recordings.store';

/** The status each provoked error must answer with (issue 2 and the catalogue's transport kinds). */
const EXPECTED_STATUS: Record<(typeof RECORDED_ERRORS)[number], number> = {
  CART_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  ITEM_OOS: 409,
  PAYMENT_ERROR: 402,
};

let recordings: RecordingSet;
beforeAll(async () => {
  recordings = await loadRecordings();
});

describe('recordings', () => {
  it('there is a recording for every call of the registry, and for the sandbox tokeniser', () => {
    expect([...recordings.successes.keys()].sort()).toEqual([...recordedCalls].sort());
  });

  it.each(recordedCalls)('the recorded answer of %s parses with its response schema', (call) => {
    const recording = recordings.successes.get(call);
    expect(recording?.response.status).toBeGreaterThanOrEqual(200);
    expect(recording?.response.status).toBeLessThan(300);
    expect(recording?.response.headers['content-type']).toMatch(/^application\/json/);
    const parsed = schemasOf(call).response.safeParse(recording?.response.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(recordedCalls)('the recorded request of %s is valid under its request schema', (call) => {
    const recording = recordings.successes.get(call);
    const { body } = schemasOf(call);
    // The tokeniser's card number is masked in the recording, so only the schema's other fields can hold.
    if (body === undefined || call === TOKENIZE_CARD) return;
    expect(body.safeParse(recording?.request.body).error?.issues ?? []).toEqual([]);
  });

  it('every provoked error is recorded, and nothing else', () => {
    expect([...recordings.errors.keys()].sort()).toEqual([...RECORDED_ERRORS].sort());
  });

  it.each(RECORDED_ERRORS)('the recorded %s answer is the §8 error shape with its errorId and status', (errorId) => {
    const recording = recordings.errors.get(errorId);
    const answer = errorAnswerSchema.parse(recording?.response.body);
    expect(answer.errorDetails[0]?.errorId).toBe(errorId);
    expect(recording?.response.status).toBe(EXPECTED_STATUS[errorId]);
    expect(answer.statusCode).toBe(EXPECTED_STATUS[errorId]);
  });

  it('no recording holds a card number or a cookie value', async () => {
    const files = [
      ...(await readdir(RECORDINGS_DIR)).map((name) => join(RECORDINGS_DIR, name)),
      ...(await readdir(join(RECORDINGS_DIR, 'errors'))).map((name) => join(RECORDINGS_DIR, 'errors', name)),
    ].filter((path) => path.endsWith('.json'));
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const card of Object.values(SANDBOX_CARDS)) expect(text, file).not.toContain(card);
    }
    for (const recording of [...recordings.successes.values(), ...recordings.errors.values()]) {
      const cookie = recording.response.headers['set-cookie'];
      if (cookie !== undefined) expect(cookie).toMatch(/^[^=;]+=<redacted>/);
    }
  });
});
