import { err, ok, type ResultAsync } from 'neverthrow';
import { DEFAULT_SITE_ID } from '@switchback/core';
import type { ComponentType } from 'react';
import type { CliError } from './cli-error';
import { sessionSteps, targetLabel, type CliSession, type CliSessionConfig, type CommandContext } from './cli-session';
import { EXIT, type ExitCode } from './exit-code.mapper';
import { screenOutput } from './ink/screen-output';
import { runOnSession } from './open-session';
import { reportFailure } from './report-failure';
import { dataDirFrom } from './runtime-env';
import { applyStepEvent, pendingSteps, timedStep, type StepEvent, type StepPlan, type StepView } from './steps';
import { supportKeyFor } from '../order/order-options.schema';

/** What a support screen shows: a heading and the steps, then what the call answered. */
export interface SupportScreenBase {
  readonly heading: string;
  readonly steps: readonly StepView[];
}

export interface SupportCall<A, T, P extends SupportScreenBase> {
  readonly heading: string;
  readonly step: StepPlan;
  readonly work: (support: A) => ResultAsync<T, CliError>;
  readonly detail: (value: T) => string;
  /** What the screen shows once the call answered. */
  readonly shown: (value: T) => Partial<P>;
  /** What --json prints (only JSON on stdout). */
  readonly json: (value: T) => unknown;
}

/**
 * The support commands' one shape (`order` of issue 8, `promo` and `giftcard` of issue 9): the support key
 * (SWITCHBACK_SUPPORT_KEY with --api; the embedded engine's own otherwise), a session, one call of the session's support
 * API shown as a step, the answer on screen or as JSON.
 */
export async function runSupportCall<A, T, P extends SupportScreenBase>(
  context: CommandContext,
  options: { readonly api?: string | undefined; readonly json: boolean },
  Screen: ComponentType<P>,
  /** The screen's own props besides the heading and steps (e.g. its locale). */
  initial: Omit<P, keyof SupportScreenBase>,
  /** The session's support API the call uses (undefined: no support key for it). */
  supportOf: (session: CliSession) => A | undefined,
  call: SupportCall<A, T, P>,
): Promise<ExitCode> {
  const { io } = context;
  const { api, json } = options;
  const supportKey = supportKeyFor(api, context.env);
  if (supportKey.isErr()) return reportFailure(io, supportKey.error, json);
  const config: CliSessionConfig = { api, site: DEFAULT_SITE_ID, dataDir: dataDirFrom(context.env, context.cwd), ...(supportKey.value ? { supportKey: supportKey.value } : {}) };
  const screen = screenOutput(Screen, io, json);
  // P is the initial props with the heading and the steps: what the screen shows before the call answers.
  let props = { ...initial, heading: `${call.heading} · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), call.step]) } as unknown as P;
  const onStep = (event: StepEvent) => {
    props = { ...props, steps: applyStepEvent(props.steps, event) };
    screen.show(props);
  };
  screen.show(props);
  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const support = supportOf(session);
    if (support === undefined) return err({ type: 'InvalidOption', option: 'SWITCHBACK_SUPPORT_KEY', message: 'is not set' });
    const answer = await timedStep(context.clock, onStep, call.step.id, () => call.work(support), call.detail);
    if (answer.isErr()) return err(answer.error);
    await screen.finish({ ...props, ...call.shown(answer.value) });
    if (json) io.stdout.write(`${JSON.stringify(call.json(answer.value), null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
