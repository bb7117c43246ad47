import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordingSchema, type Recording, type RecordedCall, type RecordingSet } from '@switchback/http/contract';

/** contract-tests/recordings: one file per call, and errors/<errorId>.json. */
export const RECORDINGS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'recordings');
const ERRORS_DIR = join(RECORDINGS_DIR, 'errors');

const jsonFiles = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();

async function readRecording(path: string): Promise<Recording> {
  const parsed = recordingSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid recording: ${parsed.error.message}`);
  return parsed.data;
}

/** Every recording on disk, keyed as the recorder wrote them. */
export async function loadRecordings(): Promise<RecordingSet> {
  const successes = new Map<RecordedCall, Recording>();
  for (const name of await jsonFiles(RECORDINGS_DIR)) {
    const recording = await readRecording(join(RECORDINGS_DIR, name));
    if (`${recording.call}.json` !== name) throw new Error(`${name} records ${recording.call}: file and call disagree`);
    successes.set(recording.call, recording);
  }
  const errors = new Map<string, Recording>();
  for (const name of await jsonFiles(ERRORS_DIR)) errors.set(name.replace(/\.json$/, ''), await readRecording(join(ERRORS_DIR, name)));
  return { successes, errors };
}

const serialise = (recording: Recording) => `${JSON.stringify(recording, null, 2)}\n`;

/** Replaces every recording on disk with the given set. */
export async function writeRecordings(set: RecordingSet): Promise<string[]> {
  await rm(RECORDINGS_DIR, { recursive: true, force: true });
  await mkdir(ERRORS_DIR, { recursive: true });
  const written: string[] = [];
  for (const [call, recording] of set.successes) {
    await writeFile(join(RECORDINGS_DIR, `${call}.json`), serialise(recording));
    written.push(`${call}.json`);
  }
  for (const [errorId, recording] of set.errors) {
    await writeFile(join(ERRORS_DIR, `${errorId}.json`), serialise(recording));
    written.push(`errors/${errorId}.json`);
  }
  return written;
}
