import {
  checkExchange, RECORDED_ERROR_STATUS, RECORDED_ERRORS, recordedCalls, type Expectation, type Recording, type RecordingSet,
} from '@switchback/http/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordings } from './recordings.store';

type Path = readonly (string | number)[];

/** Every path inside a JSON value (objects' keys, arrays' indexes), parents before children. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((element, index) => [[...prefix, index], ...pathsOf(element, [...prefix, index])]);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, element]) => [[...prefix, key], ...pathsOf(element, [...prefix, key])]);
  }
  return [];
}

const fieldOf = (path: Path) => path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${key}`), 'response.body');

/** The value at path replaced by one of another JSON type: a string becomes a number, null a boolean, anything else a string. */
function retyped(recording: Recording, path: Path): Recording {
  const copy = structuredClone(recording);
  const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], copy.response.body) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const was = parent[key];
  parent[key] = typeof was === 'string' ? 12345 : was === null ? true : 'drift';
  return copy;
}

let recordings: RecordingSet;
beforeAll(async () => {
  recordings = await loadRecordings();
});

/** Every field the check let through or blamed on another field, as `field → what the check said`. */
function missedFields(recording: Recording, expected?: Expectation): string[] {
  const paths = pathsOf(recording.response.body);
  expect(paths.length).toBeGreaterThan(0);
  return paths
    .map((path) => ({ field: fieldOf(path), drift: checkExchange(retyped(recording, path), expected) }))
    .filter(({ field, drift }) => drift === undefined || !(drift.field === field || drift.field.startsWith(`${field}.`) || drift.field.startsWith(`${field}[`)))
    .map(({ field, drift }) => `${field} → ${drift ? drift.field : 'accepted'}`);
}

describe('no recorded field escapes the check', () => {
  it.each(recordedCalls)('%s: retyping any field of the recorded answer is rejected, naming that field (or one inside it)', (call) => {
    expect(missedFields(recordings.successes.get(call)!)).toEqual([]);
  });

  it.each(RECORDED_ERRORS)('%s: retyping any field of the recorded §8 error answer is rejected, naming that field', (errorId) => {
    const expected: Expectation = { success: false, error: { errorId, status: RECORDED_ERROR_STATUS[errorId] } };
    expect(missedFields(recordings.errors.get(errorId)!, expected)).toEqual([]);
  });
});
