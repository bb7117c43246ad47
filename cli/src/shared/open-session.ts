import type { ResultAsync } from 'neverthrow';
import type { CliError } from './cli-error';
import { ENGINE_STEP, type CliSession, type CliSessionConfig, type CommandContext } from './cli-session';
import { timedStep, type StepListener } from './steps';

/** Opens the session; starting the embedded engine is shown as a step (an --api origin needs no start). */
export function openSessionShown(context: CommandContext, config: CliSessionConfig, onStep: StepListener): ResultAsync<CliSession, CliError> {
  return config.api
    ? context.openSession(config)
    : timedStep(context.clock, onStep, ENGINE_STEP.id, () => context.openSession(config));
}
