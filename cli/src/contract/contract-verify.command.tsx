import type { CallVerdict } from '@switchback/http/contract';
import { parseOptions } from '../shared/cli-options.schema';
import type { CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { supportEnvSchema } from '../order/order-options.schema';
import { contractVerifyOptionsSchema } from './contract-verify.options';
import { ContractVerifyScreen, type ContractVerifyScreenProps } from './contract-verify.screen';
import { contractOutcome } from './verify-contract';

/**
 * `switchback contract verify --api ORIGIN [--json]`: replays the recorded guest scenario against a live upstream and
 * says, per call, whether the answer keeps to the contract. Exit 0 when every call matches, 4 on drift, 1 when the
 * scenario cannot run to its end, 2 for a bad option.
 */
export async function contractVerifyCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(contractVerifyOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { api, json } = options.value;

  const screen = screenOutput(ContractVerifyScreen, io, json);
  let props: ContractVerifyScreenProps = { target: api, calls: [] };
  const update = (next: Partial<ContractVerifyScreenProps>) => {
    props = { ...props, ...next };
    screen.show(props);
  };
  screen.show(props);

  // --api only: no engine starts, the site is the scenario's own (en-us).
  // With the upstream's support key (SWITCHBACK_SUPPORT_KEY, optional here) the support calls are checked too.
  const { SWITCHBACK_SUPPORT_KEY: supportKey } = supportEnvSchema.parse(context.env);
  const session = await context.openSession({ api, site: 'en-us', dataDir: dataDirFrom(context.env, context.cwd), ...(supportKey !== undefined ? { supportKey } : {}) });
  if (session.isErr()) {
    await screen.finish({ ...props, finished: { holds: false } });
    return reportFailure(io, session.error, false);
  }
  try {
    const calls: CallVerdict[] = [];
    const ran = await session.value.contract.run((verdict) => {
      calls.push(verdict);
      update({ calls: [...calls] });
    });
    if (ran.isErr()) {
      const stopped = ran.error.type === 'ContractStopped' ? { step: ran.error.step, reason: ran.error.reason } : undefined;
      await screen.finish({ ...props, finished: { holds: false }, ...(stopped ? { stopped } : {}) });
      return reportFailure(io, ran.error, false);
    }
    const report = ran.value;
    const outcome = contractOutcome(report);
    await screen.finish({ ...props, calls: report.calls, finished: { holds: outcome.isOk() }, ...(report.stopped ? { stopped: report.stopped } : {}) });
    if (json) io.stdout.write(`${JSON.stringify({ api, holds: outcome.isOk(), ...report }, null, 2)}\n`);
    return outcome.isOk() ? EXIT.ok : reportFailure(io, outcome.error, false);
  } finally {
    await session.value.close();
  }
}
