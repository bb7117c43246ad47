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
import { searchOptionsSchema, searchQueryOf } from './search-options.schema';
import { SearchScreen, type SearchScreenProps } from './search.screen';

/**
 * Issue 11: `switchback search <words…> [--site SITE] [--category ID] [--brand …] [--color …] [--size …] [--price …]
 * [--in-stock] [--sort SORT] [--count N] [--api ORIGIN] [--json]`: what a shopper of that site finds (support checks a
 * complaint "I can't find it"): the hits in order, the facets with their counts, "did you mean", popular products.
 * The same ProductApi the storefront uses, over HTTP to a running server or the embedded engine.
 */
export async function searchCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(searchOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { api, json, site, words } = options.value;
  const query = searchQueryOf(options.value);
  const config: CliSessionConfig = { api, site, dataDir: dataDirFrom(context.env, context.cwd) };
  const step = { id: 'search', label: words === '' ? `List the products of ${site}` : `Search ${site} for “${words}”` };
  const screen = screenOutput(SearchScreen, io, json);
  let props: SearchScreenProps = { heading: `Search · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), step]), site };
  const onStep = (event: StepEvent) => {
    props = { ...props, steps: applyStepEvent(props.steps, event) };
    screen.show(props);
  };
  screen.show(props);
  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const found = await timedStep(context.clock, onStep, step.id, () => session.products.search(query).mapErr(commerceFailure),
      (answer) => `${answer.total} product${answer.total === 1 ? '' : 's'}`);
    if (found.isErr()) return err(found.error);
    await screen.finish({ ...props, found: found.value });
    if (json) io.stdout.write(`${JSON.stringify({ site, query, ...found.value }, null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
