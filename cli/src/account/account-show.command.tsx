import { err, ok } from 'neverthrow';
import { DEFAULT_SITE_ID } from '@switchback/core';
import { accountShowOptionsSchema } from './account-options.schema';
import { parseOptions } from '../shared/cli-options.schema';
import { commerceFailure } from '../shared/cli-error';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, timedStep } from '../shared/steps';
import { AccountScreen, type AccountScreenProps } from './account.screen';

const SHOW_STEP = { id: 'read', label: 'Read the account (internal, secret-guarded)' } as const;

/**
 * `switchback account show --email … [--api …] [--json]`: what support needs to know of a test consumer (number,
 * type, lock, sessions, carts, orders), read through the API's internal route that only a caller with the process's
 * internal secret may use: the CLI's own embedded engine, or a running server with SWITCHBACK_INTERNAL_SECRET.
 */
export async function accountShowCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(accountShowOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, email } = options.value;
  const internalSecret = context.env.SWITCHBACK_INTERNAL_SECRET || undefined;
  if (api !== undefined && internalSecret === undefined) {
    return reportFailure(io, { type: 'InvalidOption', option: '--api', message: 'account show against a running server needs its internal secret in SWITCHBACK_INTERNAL_SECRET (or leave out --api to use the embedded engine)' }, json);
  }
  const config: CliSessionConfig = { api, site: DEFAULT_SITE_ID, dataDir: dataDirFrom(context.env, context.cwd), ...(internalSecret ? { internalSecret } : {}) };
  const screen = screenOutput(AccountScreen, io, json);
  let props: AccountScreenProps = { heading: `Account · ${email} · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), SHOW_STEP]) };
  const update = (next: Partial<AccountScreenProps>) => {
    props = { ...props, ...next };
    screen.show(props);
  };
  screen.show(props);
  const onStep = (event: Parameters<typeof applyStepEvent>[1]) => update({ steps: applyStepEvent(props.steps, event) });
  return runOnSession({ context, config, onStep, screen, json, failed: () => ({ ...props, failed: true }) }, async (session) => {
    const admin = session.admin;
    if (admin === undefined) return err({ type: 'InvalidOption', option: '--api', message: 'no internal secret for this server' });
    const shown = await timedStep(context.clock, onStep, SHOW_STEP.id, () => admin.show(email).mapErr(commerceFailure), (s) => s.consumerNo);
    if (shown.isErr()) return err(shown.error);
    await screen.finish({ ...props, summary: shown.value });
    if (json) io.stdout.write(`${JSON.stringify(shown.value, null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
