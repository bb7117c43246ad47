import { err, ok } from 'neverthrow';
import { resolve } from 'node:path';
import { formatMoney } from '@switchback/core';
import { checkoutOptionsSchema, parseOptions } from '../shared/cli-options.schema';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, type StepEvent } from '../shared/steps';
import { readCheckoutScript } from './checkout-script.schema';
import { CheckoutScreen, type CheckoutScreenProps } from './checkout.screen';
import { checkoutPlan } from './scripted-checkout';

/** `switchback checkout --script FILE [--api ORIGIN] [--json]`: options → script → session → the checkout use cases, shown step by step. */
export async function checkoutCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(checkoutOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, script: scriptPath } = options.value;

  const script = await readCheckoutScript(resolve(context.cwd, scriptPath));
  if (script.isErr()) return reportFailure(io, script.error, json);
  const config: CliSessionConfig = { api, site: script.value.site, dataDir: dataDirFrom(context.env, context.cwd) };

  const screen = screenOutput(CheckoutScreen, io, json);
  let props: CheckoutScreenProps = {
    target: targetLabel(config),
    site: config.site,
    steps: pendingSteps([...sessionSteps(config), ...checkoutPlan(script.value)]),
  };
  const onStep = (event: StepEvent) => {
    props = { ...props, steps: applyStepEvent(props.steps, event) };
    screen.show(props);
  };
  screen.show(props);

  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const receipt = await session.checkout.run(script.value, onStep);
    if (receipt.isErr()) return err(receipt.error);
    const { orderNumber, total, currency, paid } = receipt.value;
    const money = (minor: number) => formatMoney(minor, currency, session.locale);
    const paidText = paid === undefined ? undefined : [
      ...(paid.reward > 0 ? [`reward ${money(paid.reward)}`] : []),
      ...(paid.giftCards > 0 ? [`gift cards ${money(paid.giftCards)}`] : []),
      ...(paid.card > 0 ? [`card ${money(paid.card)}`] : []),
    ].join(' · ');
    await screen.finish({ ...props, outcome: { orderNumber, totalText: money(total), ...(paidText ? { paidText } : {}) } });
    if (json) io.stdout.write(`${JSON.stringify({ orderNumber, total, currency, ...(paid ? { paid } : {}) })}\n`);
    return ok(EXIT.ok);
  });
}
