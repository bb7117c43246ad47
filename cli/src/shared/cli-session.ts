import type { ResultAsync } from 'neverthrow';
import type { SiteId } from '@switchback/core';
import type { ListCatalog } from '../catalog/list-catalog';
import type { ScriptedCheckout } from '../checkout/scripted-checkout';
import type { CliError } from './cli-error';

export interface CliSessionConfig {
  /** `--api ORIGIN` (already an origin); absent = start the embedded engine in-process. */
  readonly api?: string;
  readonly site: SiteId;
  readonly dataDir: string;
}

/** What a command gets from the composition root: the use cases wired to a live API, and how to let go of it. */
export interface CliSession {
  /** Where calls go, for the screen: "embedded engine (…/.switchback)" or the origin. */
  readonly target: string;
  /** The site's locale, e.g. en-US. */
  readonly locale: string;
  readonly checkout: ScriptedCheckout;
  readonly catalog: ListCatalog;
  close(): Promise<void>;
}

export type OpenCliSession = (config: CliSessionConfig) => ResultAsync<CliSession, CliError>;

export interface CliIo {
  readonly stdout: NodeJS.WriteStream;
  readonly stderr: NodeJS.WriteStream;
}

/** Everything a command needs from the outside world, handed in by main.ts. */
export interface CommandContext {
  readonly io: CliIo;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  readonly openSession: OpenCliSession;
}

/** A site id (en-us) as a BCP 47 locale (en-US). */
export const siteLocale = (site: SiteId): string => {
  const [language, region] = site.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
};
