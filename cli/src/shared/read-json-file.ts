import { readFile } from 'node:fs/promises';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { CliError } from './cli-error';

const decodeJson = (path: string, text: string): Result<unknown, CliError> => {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (cause) {
    return err({ type: 'ScriptUnreadable', path, reason: 'not-json', message: `is not valid JSON (${(cause as Error).message})` });
  }
};

/** Reads and decodes a JSON file a command is given (a checkout script, a promotion): missing, unreadable or not JSON is exit 2. */
export function readJsonFile(path: string): ResultAsync<unknown, CliError> {
  return ResultAsync.fromPromise(readFile(path, 'utf8'), (cause): CliError => {
    const code = (cause as NodeJS.ErrnoException).code;
    return code === 'ENOENT'
      ? { type: 'ScriptUnreadable', path, reason: 'missing', message: 'no such file' }
      : { type: 'ScriptUnreadable', path, reason: 'unreadable', message: `cannot be read (${code ?? (cause as Error).message})` };
  }).andThen((text) => decodeJson(path, text));
}
