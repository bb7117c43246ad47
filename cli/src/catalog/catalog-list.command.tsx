import { err, ok } from 'neverthrow';
import { SITES } from '@switchback/core';
import { catalogListOptionsSchema, parseOptions } from '../shared/cli-options.schema';
import { commerceFailure } from '../shared/cli-error';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps } from '../shared/steps';
import { CatalogScreen, type CatalogScreenProps } from './catalog.screen';

/** `switchback catalog list [--api ORIGIN] [--json] [--site en-us]`: every product with, per variant, colour, size, UPC and stock. */
export async function catalogListCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(catalogListOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, site } = options.value;
  const config: CliSessionConfig = { api, site, dataDir: dataDirFrom(context.env, context.cwd) };

  const screen = screenOutput(CatalogScreen, io, json);
  let props: CatalogScreenProps = { target: targetLabel(config), site, locale: SITES[site].locale, steps: pendingSteps(sessionSteps(config)) };
  const update = (next: Partial<CatalogScreenProps>) => {
    props = { ...props, ...next };
    screen.show(props);
  };
  screen.show(props);

  const onStep = (event: Parameters<typeof applyStepEvent>[1]) => update({ steps: applyStepEvent(props.steps, event) });
  return runOnSession({ context, config, onStep, screen, json, failed: () => ({ ...props, failed: true }) }, async (session) => {
    const listed = await session.catalog.run((progress) => update({ progress }));
    if (listed.isErr()) return err(commerceFailure(listed.error));
    await screen.finish({ ...props, products: listed.value });
    if (json) io.stdout.write(`${JSON.stringify({ site, products: listed.value }, null, 2)}\n`);
    return ok(EXIT.ok);
  });
}
