import { contractHolds, firstDrift, verifyContract, type CallVerdict, type ContractReport } from '@switchback/http/contract';
import { err, ok, ResultAsync, type Result } from 'neverthrow';
import type { CliError } from '../shared/cli-error';

/**
 * `switchback contract verify`: replays the recorded guest scenario against a live upstream and checks every
 * exchange against the contract (adapters/http/src/contract). Resolves with the whole report, whatever it says.
 */
export class VerifyContract {
  constructor(private readonly apiBaseUrl: string, private readonly supportKey?: string) {}

  run(onVerdict: (verdict: CallVerdict) => void): ResultAsync<ContractReport, CliError> {
    return ResultAsync.fromPromise(verifyContract(this.apiBaseUrl, onVerdict, 'switchback-cli', this.supportKey), (cause): CliError => ({
      type: 'ContractStopped',
      step: 'scenario',
      reason: cause instanceof Error ? cause.message : String(cause),
    }));
  }
}

/** A report as the command's outcome: the report when the contract holds; otherwise the first drift, or where the run stopped. */
export function contractOutcome(report: ContractReport): Result<ContractReport, CliError> {
  if (contractHolds(report)) return ok(report);
  const drifted = firstDrift(report);
  if (drifted) {
    return err({
      type: 'ContractDrift',
      call: drifted.call,
      method: drifted.method,
      path: drifted.path,
      drift: drifted.drift,
      drifting: report.calls.filter((verdict) => verdict.drift !== undefined).length,
    });
  }
  return err({ type: 'ContractStopped', step: report.stopped?.step ?? 'scenario', reason: report.stopped?.reason ?? 'stopped' });
}
