import type { CliError } from './cli-error';
import type { CliIo } from './cli-session';
import { toExitOutcome, type ExitCode } from './exit-code.mapper';

/**
 * Prints a failure once — one line on stderr — and, with --json, a JSON error object on stdout
 * so a script can read the errorId. Returns the exit code.
 */
export function reportFailure(io: CliIo, error: CliError, json: boolean): ExitCode {
  const outcome = toExitOutcome(error);
  io.stderr.write(`✗ ${outcome.line}\n`);
  if (json) {
    io.stdout.write(`${JSON.stringify({ error: { exitCode: outcome.exitCode, ...(outcome.errorId ? { errorId: outcome.errorId } : {}), message: outcome.line } })}\n`);
  }
  return outcome.exitCode;
}
