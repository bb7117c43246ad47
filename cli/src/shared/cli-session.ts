import type { ResultAsync } from 'neverthrow';
import type { AccountApi, Clock, ContentSupportApi, ProductApi, ProductSaleSupportApi, PromotionSupportApi, SiteId, StoreApi, SupportApi } from '@switchback/core';
import type { AccountAdmin } from '../account/account-admin';
import type { ListCatalog } from '../catalog/list-catalog';
import type { ScriptedCheckout } from '../checkout/scripted-checkout';
import type { VerifyContract } from '../contract/verify-contract';
import type { ReplayOrder } from '../order/replay-order';
import type { CliError } from './cli-error';

export interface CliSessionConfig {
  /** `--api ORIGIN` (already an origin); absent = start the embedded engine in-process. */
  readonly api?: string;
  readonly site: SiteId;
  readonly dataDir: string;
  /** A running server's internal caller secret (SWITCHBACK_INTERNAL_SECRET), for `account show --api`. */
  readonly internalSecret?: string;
  /** Issue 8 §4: a running server's support key (SWITCHBACK_SUPPORT_KEY), for the `order` commands with --api. */
  readonly supportKey?: string;
}

/** What a command gets from the composition root: the use cases wired to a live API, and how to let go of it. */
export interface CliSession {
  /** The site's locale, e.g. en-US. */
  readonly locale: string;
  readonly checkout: ScriptedCheckout;
  readonly catalog: ListCatalog;
  /** The recorded guest scenario, replayed against this session's API and checked against the contract. */
  readonly contract: VerifyContract;
  /** Issue 7: the account calls (sign-up through the API, as anyone would). */
  readonly account: AccountApi;
  /** Support reads of accounts (the API's internal route), when this session knows the secret: else undefined. */
  readonly admin: AccountAdmin | undefined;
  /** Issue 8 §4: the support calls (the embedded engine's own key, or SWITCHBACK_SUPPORT_KEY with --api); else undefined. */
  readonly support: SupportApi | undefined;
  /** `order replay`: the trail through `support`, replayed on a fresh guest of this session's API; undefined without a key. */
  readonly replay: ReplayOrder | undefined;
  /** Issue 9 §4: support's promotions and gift cards (`promo list|create`, `giftcard issue`), with the same key as `support`. */
  readonly promotionSupport: PromotionSupportApi | undefined;
  /** Issue 10 §5: the store finder (`stores search`), the storefront's own StoreApi. */
  readonly stores: StoreApi;
  /** Issue 11: product search (`search`), the storefront's own ProductApi. */
  readonly products: ProductApi;
  /** Issue 11: support's stock correction (`stock set`, which mails the notify-me requests of a size back in stock), with the same key as `support`. */
  readonly productSaleSupport: ProductSaleSupportApi | undefined;
  /** Issue 12: content authoring (`content export|import`), with the same key as `support`. */
  readonly contentSupport: ContentSupportApi | undefined;
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
  /** Step durations are read from here (the system clock in main.ts). */
  readonly clock: Clock;
}

/** Where calls go, for the screen's heading. */
export const targetLabel = (config: CliSessionConfig): string => config.api ?? `embedded engine (${config.dataDir})`;

/** Starting the embedded engine takes seconds (database, migrations, seed): it is a step of its own on screen. */
export const ENGINE_STEP = { id: 'engine', label: 'Start the embedded engine' } as const;
export const sessionSteps = (config: CliSessionConfig) => (config.api ? [] : [ENGINE_STEP]);
