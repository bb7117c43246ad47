import type { CommerceError } from '@switchback/core';
import type { Drift } from '@switchback/http/contract';

/** Everything a CLI command can fail with, as data (STYLE §4). `exit-code.mapper.ts` is the one place that turns it into text and an exit code. */
export type CliError =
  | { readonly type: 'InvalidOption'; readonly option: string; readonly message: string }
  | { readonly type: 'ScriptUnreadable'; readonly path: string; readonly reason: 'missing' | 'unreadable' | 'not-json'; readonly message: string }
  | { readonly type: 'ScriptInvalid'; readonly field: string; readonly message: string }
  | { readonly type: 'NotInCatalogue'; readonly field: string; readonly message: string }
  | { readonly type: 'Commerce'; readonly error: CommerceError }
  | { readonly type: 'EngineLocked'; readonly dataDir: string }
  | { readonly type: 'EngineFailed'; readonly message: string }
  /** `contract verify`: an exchange left the contract (the first one; `drifting` calls in all). */
  | { readonly type: 'ContractDrift'; readonly call: string; readonly method: string; readonly path: string; readonly drift: Drift; readonly drifting: number }
  /** `contract verify`: the scenario could not go on (unreachable upstream, no product that fits, a failed step). */
  | { readonly type: 'ContractStopped'; readonly step: string; readonly reason: string }
  /** `order replay` (issue 8 §4): the trail cannot be replayed at all (none was recorded). */
  | { readonly type: 'ReplayImpossible'; readonly orderNumber: string; readonly reason: string }
  /** `order replay`: a call answered differently today (the first such call and what differs; `diverging` calls in all). */
  | { readonly type: 'ReplayDiverged'; readonly orderNumber: string; readonly seq: number; readonly endpoint: string; readonly what: string; readonly diverging: number };

export const commerceFailure = (error: CommerceError): CliError => ({ type: 'Commerce', error });
