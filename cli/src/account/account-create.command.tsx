import { err, ok } from 'neverthrow';
import { accountCreateOptionsSchema } from './account-options.schema';
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

const CREATE_STEP = { id: 'sign-up', label: 'Create the account (sign-up call: argon2id, welcome mail)' } as const;

/**
 * `switchback account create --email … --password … [--first-name …] [--last-name …] [--site …] [--api …] [--json]`:
 * a test consumer made through the API's own sign-up call (no back door: the same rules, the same bot-defence check).
 */
export async function accountCreateCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(accountCreateOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, site, email, password, firstName, lastName } = options.value;
  const config: CliSessionConfig = { api, site, dataDir: dataDirFrom(context.env, context.cwd) };
  const screen = screenOutput(AccountScreen, io, json);
  let props: AccountScreenProps = { heading: `Account · create · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), CREATE_STEP]) };
  const update = (next: Partial<AccountScreenProps>) => {
    props = { ...props, ...next };
    screen.show(props);
  };
  screen.show(props);
  const onStep = (event: Parameters<typeof applyStepEvent>[1]) => update({ steps: applyStepEvent(props.steps, event) });
  return runOnSession({ context, config, onStep, screen, json, failed: () => ({ ...props, failed: true }) }, async (session) => {
    const created = await timedStep(context.clock, onStep, CREATE_STEP.id, () =>
      session.account.signUp({ email, password, ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) }).mapErr(commerceFailure),
    (answer) => `consumer ${answer.consumerNo}`);
    if (created.isErr()) return err(created.error);
    await screen.finish({ ...props, created: { consumerNo: created.value.consumerNo, email: created.value.email } });
    if (json) io.stdout.write(`${JSON.stringify(created.value, null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
