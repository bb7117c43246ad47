import { catalogListOptionsSchema, parseOptions } from '../shared/cli-options.schema';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { CatalogScreen, type CatalogScreenProps } from './catalog.screen';

/** `switchback catalog list [--api ORIGIN] [--json] [--site en-us]`: every product with, per variant, colour, size, UPC and stock. */
export async function catalogListCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const { io } = context;
  const options = parseOptions(catalogListOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(io, options.error, false);
  const { json, api, site } = options.value;

  const session = await context.openSession({ api, site, dataDir: dataDirFrom(context.env, context.cwd) });
  if (session.isErr()) return reportFailure(io, session.error, json);
  const { catalog, target, locale } = session.value;

  const screen = screenOutput(CatalogScreen, io, json);
  let props: CatalogScreenProps = { target, site, locale };
  screen.show(props);
  try {
    const listed = await catalog.run((progress) => {
      props = { ...props, progress };
      screen.show(props);
    });
    if (listed.isErr()) {
      await screen.finish({ ...props, failed: true });
      return reportFailure(io, commerceFailure(listed.error), json);
    }
    await screen.finish({ ...props, products: listed.value });
    if (json) io.stdout.write(`${JSON.stringify({ site, products: listed.value }, null, 2)}\n`);
    return EXIT.ok;
  } finally {
    await session.value.close();
  }
}
