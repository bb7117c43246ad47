import { err, ok } from 'neverthrow';
import { commerceFailure } from '../shared/cli-error';
import { parseOptions } from '../shared/cli-options.schema';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, timedStep, type StepEvent } from '../shared/steps';
import { storeSearchRequestOf, storesSearchOptionsSchema } from './stores-options.schema';
import { StoresScreen, type StoresScreenProps } from './stores.screen';

/**
 * `switchback stores search --postcode P | --city C [--site SITE] [--product ID --upc U] [--radius KM] [--api ORIGIN]
 * [--json]`: the site's stores near a place, nearest first, with opening status and (given a size) its stock in each.
 * The same StoreApi the storefront uses, over HTTP to a running server or the embedded engine.
 */
export async function storesSearchCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(storesSearchOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { api, json, site } = options.value;
  const request = storeSearchRequestOf(options.value);
  const config: CliSessionConfig = { api, site, dataDir: dataDirFrom(context.env, context.cwd) };
  const where = options.value.postcode ?? options.value.city ?? '';
  const step = { id: 'search', label: `Search stores of ${site} near ${where}` };
  const screen = screenOutput(StoresScreen, io, json);
  let props: StoresScreenProps = {
    heading: `Stores · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), step]), withStock: request.upc !== undefined,
  };
  const onStep = (event: StepEvent) => {
    props = { ...props, steps: applyStepEvent(props.steps, event) };
    screen.show(props);
  };
  screen.show(props);
  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const found = await timedStep(context.clock, onStep, step.id, () => session.stores.search(request).mapErr(commerceFailure),
      (answer) => `${answer.stores.length} store${answer.stores.length === 1 ? '' : 's'}`);
    if (found.isErr()) return err(found.error);
    await screen.finish({ ...props, found: found.value });
    if (json) io.stdout.write(`${JSON.stringify({ site, ...found.value }, null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
