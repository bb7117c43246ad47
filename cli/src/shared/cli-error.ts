import type { CommerceError } from '@switchback/core';

/** Everything a CLI command can fail with, as data (STYLE §4). `exit-code.mapper.ts` is the one place that turns it into text and an exit code. */
export type CliError =
  | { readonly type: 'InvalidOption'; readonly option: string; readonly message: string }
  | { readonly type: 'ScriptUnreadable'; readonly path: string; readonly reason: 'missing' | 'unreadable' | 'not-json'; readonly message: string }
  | { readonly type: 'ScriptInvalid'; readonly field: string; readonly message: string }
  | { readonly type: 'NotInCatalogue'; readonly field: string; readonly message: string }
  | { readonly type: 'Commerce'; readonly error: CommerceError }
  | { readonly type: 'EngineLocked'; readonly dataDir: string }
  | { readonly type: 'EngineFailed'; readonly message: string };

export const commerceFailure = (error: CommerceError): CliError => ({ type: 'Commerce', error });
