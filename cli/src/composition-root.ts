import { join } from 'node:path';
import { Container } from 'inversify';
import { ResultAsync, okAsync } from 'neverthrow';
import {
  AddCardPayment, AddToCart, AuthenticateOrder, ExpressCheckout, SetBillingAddress, PlaceOrder, SelectShippingMethod, SetShippingAddress, SignIn, StartGuestSession,
  SITES, type Clock, type KeyValueStore, type RandomSource, type SiteId, type SupportApi,
} from '@switchback/core';
import { createCookieJarFetch, createHttpCommerceClient, type HttpCommerceClient } from '@switchback/http';
import { FileKeyValueStore } from '@switchback/storage/file';
import { AccountAdmin } from './account/account-admin';
import { ListCatalog } from './catalog/list-catalog';
import { ScriptedCheckout } from './checkout/scripted-checkout';
import { VerifyContract } from './contract/verify-contract';
import { ReplayOrder, type ReplayShopper } from './order/replay-order';
import type { CliError } from './shared/cli-error';
import { type CliSession, type CliSessionConfig } from './shared/cli-session';
import { cryptoRandomSource, systemClock } from './shared/node-system';
import { CLI_STATE_FILE } from './shared/runtime-env';

/**
 * The CLI's composition root: the only place that knows inversify, and the only CLI file that may import
 * @switchback/commerce-api (to start the embedded engine in-process, issue 2 §5).
 */
export const TOKENS = {
  Clock: Symbol('Clock'),
  RandomSource: Symbol('RandomSource'),
  KeyValueStore: Symbol('KeyValueStore'),
  CommerceClient: Symbol('CommerceClient'),
  StartGuestSession: Symbol('StartGuestSession'),
  AddToCart: Symbol('AddToCart'),
  SetShippingAddress: Symbol('SetShippingAddress'),
  SelectShippingMethod: Symbol('SelectShippingMethod'),
  AddCardPayment: Symbol('AddCardPayment'),
  PlaceOrder: Symbol('PlaceOrder'),
  SignIn: Symbol('SignIn'),
  ScriptedCheckout: Symbol('ScriptedCheckout'),
  ListCatalog: Symbol('ListCatalog'),
  VerifyContract: Symbol('VerifyContract'),
  // Issue 8 §4: the support commands.
  ReplayOrder: Symbol('ReplayOrder'),
} as const;

export interface CliContainerConfig {
  /** e.g. http://127.0.0.1:41234/api */
  readonly apiBaseUrl: string;
  readonly site: SiteId;
  /** The CLI's state file (basketId, last order). */
  readonly stateFilePath: string;
  readonly clock?: Clock;
  readonly random?: RandomSource;
  /** Issue 8 §4: the support key the `support` calls carry (none: the server refuses them). */
  readonly supportKey?: string;
}

/** Binds every port and use case with plain factories (no decorators). */
export function createCliContainer(config: CliContainerConfig): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const clock = config.clock ?? systemClock;
  const random = config.random ?? cryptoRandomSource;

  container.bind<Clock>(TOKENS.Clock).toConstantValue(clock);
  container.bind<RandomSource>(TOKENS.RandomSource).toConstantValue(random);
  container.bind<KeyValueStore>(TOKENS.KeyValueStore).toDynamicValue(() => new FileKeyValueStore(config.stateFilePath));
  const newClient = (site: SiteId) => createHttpCommerceClient({
    baseUrl: config.apiBaseUrl,
    // The guest token is an httpOnly cookie: the jar keeps it for the whole run, as a browser would.
    fetch: createCookieJarFetch(fetch, clock),
    site,
    locale: SITES[site].locale,
    clientApp: 'switchback-cli',
    channel: 'ECOMM',
    newId: () => random.uuid(),
    ...(config.supportKey !== undefined ? { supportKey: config.supportKey } : {}),
  });
  container.bind<HttpCommerceClient>(TOKENS.CommerceClient).toDynamicValue(() => newClient(config.site));

  const client = (ctx: { get<T>(id: symbol): T }) => ctx.get<HttpCommerceClient>(TOKENS.CommerceClient);
  const store = (ctx: { get<T>(id: symbol): T }) => ctx.get<KeyValueStore>(TOKENS.KeyValueStore);

  container.bind(TOKENS.StartGuestSession).toDynamicValue((ctx) => new StartGuestSession(client(ctx).auth, client(ctx).carts, store(ctx)));
  container.bind(TOKENS.AddToCart).toDynamicValue((ctx) => new AddToCart(client(ctx).carts, store(ctx)));
  container.bind(TOKENS.SetShippingAddress).toDynamicValue((ctx) => new SetShippingAddress(client(ctx).checkout));
  container.bind(TOKENS.SelectShippingMethod).toDynamicValue((ctx) => new SelectShippingMethod(client(ctx).checkout));
  container.bind(TOKENS.AddCardPayment).toDynamicValue((ctx) => new AddCardPayment(client(ctx).tokenizer, client(ctx).checkout));
  container.bind(TOKENS.PlaceOrder).toDynamicValue((ctx) =>
    new PlaceOrder(client(ctx).checkout, store(ctx), ctx.get<RandomSource>(TOKENS.RandomSource)));
  container.bind(TOKENS.SignIn).toDynamicValue((ctx) => new SignIn(client(ctx).account, store(ctx), ctx.get<RandomSource>(TOKENS.RandomSource)));
  container.bind(TOKENS.ScriptedCheckout).toDynamicValue((ctx) =>
    new ScriptedCheckout(
      {
        signIn: ctx.get<SignIn>(TOKENS.SignIn),
        expressCheckout: new ExpressCheckout(client(ctx).consumer, client(ctx).checkout),
        startGuestSession: ctx.get<StartGuestSession>(TOKENS.StartGuestSession),
        addToCart: ctx.get<AddToCart>(TOKENS.AddToCart),
        setShippingAddress: ctx.get<SetShippingAddress>(TOKENS.SetShippingAddress),
        selectShippingMethod: ctx.get<SelectShippingMethod>(TOKENS.SelectShippingMethod),
        addCardPayment: ctx.get<AddCardPayment>(TOKENS.AddCardPayment),
        placeOrder: ctx.get<PlaceOrder>(TOKENS.PlaceOrder),
        products: client(ctx).products,
        // Issue 9 §4: the script's coupons, loyalty voucher and gift cards.
        promotions: client(ctx).promotions,
        payments: client(ctx).checkout,
        // Issue 10 §3: 3-D Secure (the sandbox bank, PATCH order) and pay later's billing address.
        threeDs: { place: ctx.get<PlaceOrder>(TOKENS.PlaceOrder), bank: client(ctx).threeDsBank, authenticate: new AuthenticateOrder(client(ctx).payments, store(ctx)) },
        setBillingAddress: new SetBillingAddress(client(ctx).checkout),
        // Issue 10: the items' delivery choices and the pickup contact.
        fulfilment: { updateItem: client(ctx).carts.updateItem, setPickupContact: client(ctx).fulfilment.setPickupContact },
      },
      ctx.get<Clock>(TOKENS.Clock),
    ));
  container.bind(TOKENS.ListCatalog).toDynamicValue((ctx) => new ListCatalog(client(ctx).products));
  // The contract scenario brings its own client (cookie jar and capture of every exchange): it needs only the API's address.
  container.bind(TOKENS.VerifyContract).toDynamicValue(() => new VerifyContract(config.apiBaseUrl, config.supportKey));
  // `order replay`: every replay is a fresh guest with its own cookie jar, on the trail's site.
  container.bind(TOKENS.ReplayOrder).toDynamicValue((ctx) => new ReplayOrder(
    client(ctx).support, (site): ReplayShopper => newClient(site), ctx.get<Clock>(TOKENS.Clock), ctx.get<RandomSource>(TOKENS.RandomSource)));
  return container;
}

interface RunningApi {
  readonly apiBaseUrl: string;
  /** The internal caller secret this session may use (the embedded engine's own, or SWITCHBACK_INTERNAL_SECRET). */
  readonly internalSecret: string | undefined;
  /** The support key this session may use (the embedded engine's own, or SWITCHBACK_SUPPORT_KEY). */
  readonly supportKey: string | undefined;
  close(): Promise<void>;
}

/**
 * Starts the commerce engine in this process on a random loopback port, on the same data directory as `npm start`.
 * Loaded on demand, so `--api` runs and `--help` never load the database engine.
 */
export function startEmbeddedEngine(dataDir: string): ResultAsync<RunningApi, CliError> {
  // A secret only this process knows: the support reads (`account show`) are answered to this CLI and nobody else.
  const internalSecret = Buffer.from(cryptoRandomSource.bytes(32)).toString('base64url');
  // Likewise the support key (issue 8 §4): the `order` commands in-process, and nobody else.
  const supportKey = Buffer.from(cryptoRandomSource.bytes(32)).toString('base64url');
  const start = async () => (await import('@switchback/commerce-api')).startEngine({ dataDir, port: 0, logger: false, internalCallerSecret: internalSecret, mailLog: false, supportKey });
  return ResultAsync.fromPromise(start(), (cause): CliError => engineFailure(cause, dataDir))
    .map((engine) => ({ apiBaseUrl: engine.apiBaseUrl, internalSecret, supportKey, close: () => engine.close() }));
}

/** The engine signals a data directory held by another live process with `code: 'DATA_DIR_LOCKED'` (DataDirLockedError). */
function engineFailure(cause: unknown, dataDir: string): CliError {
  const failure = cause as { code?: unknown; dataDir?: unknown; message?: unknown } | null;
  if (failure?.code === 'DATA_DIR_LOCKED') {
    return { type: 'EngineLocked', dataDir: typeof failure.dataDir === 'string' ? failure.dataDir : dataDir };
  }
  return { type: 'EngineFailed', message: typeof failure?.message === 'string' ? failure.message : String(cause) };
}

/** Opens what a command needs: an API (embedded, or the `--api` origin) and the use cases wired to it. */
export function openCliSession(config: CliSessionConfig): ResultAsync<CliSession, CliError> {
  const api: ResultAsync<RunningApi, CliError> = config.api
    ? okAsync({ apiBaseUrl: `${config.api}/api`, internalSecret: config.internalSecret, supportKey: config.supportKey, close: async () => {} })
    : startEmbeddedEngine(config.dataDir);
  return api.map((running) => {
    const container = createCliContainer({
      apiBaseUrl: running.apiBaseUrl, site: config.site, stateFilePath: join(config.dataDir, CLI_STATE_FILE),
      ...(running.supportKey !== undefined ? { supportKey: running.supportKey } : {}),
    });
    return {
      locale: SITES[config.site].locale,
      checkout: container.get<ScriptedCheckout>(TOKENS.ScriptedCheckout),
      catalog: container.get<ListCatalog>(TOKENS.ListCatalog),
      contract: container.get<VerifyContract>(TOKENS.VerifyContract),
      account: container.get<HttpCommerceClient>(TOKENS.CommerceClient).account,
      admin: running.internalSecret !== undefined ? new AccountAdmin(running.apiBaseUrl, running.internalSecret) : undefined,
      support: running.supportKey !== undefined ? container.get<HttpCommerceClient>(TOKENS.CommerceClient).support as SupportApi : undefined,
      replay: running.supportKey !== undefined ? container.get<ReplayOrder>(TOKENS.ReplayOrder) : undefined,
      promotionSupport: running.supportKey !== undefined ? container.get<HttpCommerceClient>(TOKENS.CommerceClient).promotionSupport : undefined,
      stores: container.get<HttpCommerceClient>(TOKENS.CommerceClient).stores,
      products: container.get<HttpCommerceClient>(TOKENS.CommerceClient).products,
      productSaleSupport: running.supportKey !== undefined ? container.get<HttpCommerceClient>(TOKENS.CommerceClient).productSaleSupport : undefined,
      contentSupport: running.supportKey !== undefined ? container.get<HttpCommerceClient>(TOKENS.CommerceClient).contentSupport : undefined,
      close: () => running.close(),
    };
  });
}
