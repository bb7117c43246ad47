import type { CliError } from './cli-error';

/**
 * Exit codes of every command, each with one meaning a script can act on: 0 success, 1 runtime failure (network,
 * engine, a scenario that cannot run), 2 bad input (an option or the script; the field is named), 3 the upstream
 * refused (a business error: its errorId is printed), 4 the upstream drifts from the contract (`contract verify`) or a
 * replayed order diverges from its trail (`order replay`).
 */
export const EXIT = { ok: 0, failure: 1, badInput: 2, upstream: 3, drift: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface ExitOutcome {
  readonly exitCode: ExitCode;
  /** One clear line for the terminal. */
  readonly line: string;
  /** The upstream errorId, when there is one. */
  readonly errorId?: string;
}

/** The exit codes as `--help` and the README list them. */
export const EXIT_CODES_HELP = [
  'Exit codes:',
  `  ${EXIT.ok}  success`,
  `  ${EXIT.failure}  unexpected failure: the upstream cannot be reached, the embedded engine cannot start, the scenario cannot run to its end`,
  `  ${EXIT.badInput}  invalid input: an option or the checkout script (the field is named)`,
  `  ${EXIT.upstream}  the upstream refused the request (its errorId and message are printed, e.g. PAYMENT_ERROR)`,
  `  ${EXIT.drift}  drift or divergence: the upstream's answers no longer keep to the contract (contract verify), or a replayed order's calls answer differently today (order replay)`,
].join('\n');

const unreachable = (value: never): never => {
  throw new Error(`unmapped CLI error: ${JSON.stringify(value)}`);
};

/** The CLI's one exhaustive mapper from an error to an exit code and a line of text (STYLE §4). */
export function toExitOutcome(error: CliError): ExitOutcome {
  switch (error.type) {
    case 'InvalidOption':
      return { exitCode: EXIT.badInput, line: `${error.option}: ${error.message}` };
    case 'ScriptUnreadable':
      return { exitCode: EXIT.badInput, line: `script ${error.path}: ${error.message}` };
    case 'ScriptInvalid':
    case 'NotInCatalogue':
      return { exitCode: EXIT.badInput, line: `${error.field}: ${error.message}` };
    case 'EngineLocked':
      return {
        exitCode: EXIT.failure,
        line: `the data directory ${error.dataDir} is in use by a running Switchback server: pass --api http://localhost:3000 to talk to it`,
      };
    case 'EngineFailed':
      return { exitCode: EXIT.failure, line: `the embedded commerce engine failed to start: ${error.message}` };
    case 'ContractDrift': {
      const more = error.drifting > 1 ? ` (${error.drifting - 1} more call${error.drifting === 2 ? '' : 's'} drift)` : '';
      const { field, expected, received } = error.drift;
      return { exitCode: EXIT.drift, line: `contract drift at ${error.call} (${error.method} ${error.path}): ${field} expected ${expected}, received ${received}${more}` };
    }
    case 'ContractStopped':
      return { exitCode: EXIT.failure, line: `the contract scenario stopped at ${error.step}: ${error.reason}` };
    case 'ReplayImpossible':
      return { exitCode: EXIT.failure, line: `order ${error.orderNumber} cannot be replayed: ${error.reason}` };
    case 'ReplayDiverged': {
      const more = error.diverging > 1 ? ` (${error.diverging - 1} more call${error.diverging === 2 ? '' : 's'} diverge)` : '';
      return { exitCode: EXIT.drift, line: `order ${error.orderNumber} diverges at call #${error.seq} ${error.endpoint}: ${error.what}${more}` };
    }
    case 'Commerce': {
      const failure = error.error;
      switch (failure.type) {
        case 'ApiError': {
          const field = failure.field ? ` (field ${failure.field})` : '';
          const correlation = failure.correlationId ? ` [correlationId ${failure.correlationId}]` : '';
          return { exitCode: EXIT.upstream, errorId: failure.errorId, line: `${failure.errorId}: ${failure.message}${field}${correlation}` };
        }
        case 'InvalidInput':
          return { exitCode: EXIT.badInput, line: `${failure.field}: ${failure.message}` };
        case 'NetworkError':
          return { exitCode: EXIT.failure, line: `network error: ${failure.message}` };
        case 'InvalidResponse':
          return { exitCode: EXIT.failure, line: `the commerce API sent an invalid response: ${failure.message}` };
        default:
          return unreachable(failure);
      }
    }
    default:
      return unreachable(error);
  }
}
