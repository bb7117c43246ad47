import { resolve } from 'node:path';
import { formatMoney } from '@switchback/core';
import { checkoutOptionsSchema, parseOptions } from '../shared/cli-options.schema';
import type { CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, type StepView } from '../shared/steps';
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

  const session = await context.openSession({ api, site: script.value.site, dataDir: dataDirFrom(context.env, context.cwd) });
  if (session.isErr()) return reportFailure(io, session.error, json);
  const { checkout, target, locale } = session.value;

  const screen = screenOutput(CheckoutScreen, io, json);
  let props: CheckoutScreenProps = { target, site: script.value.site, steps: pendingSteps(checkoutPlan(script.value)) };
  const update = (steps: StepView[]) => {
    props = { ...props, steps };
    screen.show(props);
  };
  try {
    screen.show(props);
    const receipt = await checkout.run(script.value, (event) => update(applyStepEvent(props.steps, event)));
    if (receipt.isErr()) {
      await screen.finish(props);
      return reportFailure(io, receipt.error, json);
    }
    const { orderNumber, total, currency } = receipt.value;
    await screen.finish({ ...props, outcome: { orderNumber, totalText: formatMoney(total, currency, locale) } });
    if (json) io.stdout.write(`${JSON.stringify({ orderNumber, total, currency })}\n`);
    return EXIT.ok;
  } finally {
    await session.value.close();
  }
}
