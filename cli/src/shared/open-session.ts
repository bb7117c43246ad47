import { err, type Result, type ResultAsync } from 'neverthrow';
import type { CliError } from './cli-error';
import { ENGINE_STEP, type CliSession, type CliSessionConfig, type CommandContext } from './cli-session';
import type { ExitCode } from './exit-code.mapper';
import type { ScreenOutput } from './ink/screen-output';
import { reportFailure } from './report-failure';
import { timedStep, type StepListener } from './steps';

/** Opens the session; starting the embedded engine is shown as a step (an --api origin needs no start). */
export function openSessionShown(context: CommandContext, config: CliSessionConfig, onStep: StepListener): ResultAsync<CliSession, CliError> {
  return config.api
    ? context.openSession(config)
    : timedStep(context.clock, onStep, ENGINE_STEP.id, () => context.openSession(config));
}

/** A command's screen and options, as `runOnSession` needs them. */
export interface SessionCommand<P extends object> {
  readonly context: CommandContext;
  readonly config: CliSessionConfig;
  readonly onStep: StepListener;
  readonly screen: ScreenOutput<P>;
  readonly json: boolean;
  /** The screen's last frame when the command fails (read at that moment). */
  readonly failed: () => P;
}

/**
 * A command's run on a session: the session opens (shown as a step), `work` runs on it, and the session is closed
 * whatever happens. A failure, opening the session or in `work`, finishes the screen as `failed()` says and is
 * reported once (one line on stderr, and `{"error": …}` on stdout with --json); otherwise `work` answers the exit code.
 */
export async function runOnSession<P extends object>(
  command: SessionCommand<P>,
  work: (session: CliSession) => Promise<Result<ExitCode, CliError>>,
): Promise<ExitCode> {
  const session = await openSessionShown(command.context, command.config, command.onStep);
  const done = session.isErr() ? err(session.error) : await work(session.value).finally(() => session.value.close());
  if (done.isOk()) return done.value;
  await command.screen.finish(command.failed());
  return reportFailure(command.context.io, done.error, command.json);
}
