import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOYALTY_SETTINGS, DEFAULT_WISHLIST_SETTINGS, type Clock, type LoyaltySettings, type RandomSource, type ReviewSettings, type WishlistSettings } from '@switchback/core';
import { TOKEN_SECRET_FILE_NAME } from '../identity/token-secret';
import { resolvePaymentsConfig, type PaymentsConfig, type PaymentsOptions } from '../payments/payments-config';
import { resolveReviewSettings } from '../reviews/review-config';

export const ENGINE_VERSION = '0.1.0';

/** Options of `createEngine` (issue 2's agreed interface), plus a few extras for tests. */
export interface EngineOptions {
  /** PGlite data directory. Default: SWITCHBACK_DATA_DIR, else `.switchback/` under the working directory. */
  dataDir?: string;
  /** PostgreSQL connection string: use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Where the API is mounted. Default '/api'. */
  basePath?: string;
  /** Load the demo catalogue when the catalogue is empty. Default true. */
  seed?: boolean;
  clock?: Clock;
  /** Log requests (pino, card data and cookies redacted). Default false. */
  logger?: boolean;
  /** Extras: randomness port, PostgreSQL schema (search_path), log destination, token signing secrets (comma-separated). */
  random?: RandomSource;
  databaseSchema?: string;
  logDestination?: { write(line: string): void };
  tokenSecret?: string;
  /** Rate limits; default from SWITCHBACK_RATE_LIMIT_* or DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /** Fastify `trustProxy`: which proxies' X-Forwarded-For/-Proto count. Default TRUST_PROXY, else off. */
  trustProxy?: TrustProxy;
  /**
   * A per-process secret (≥ 32 characters) the storefront's server sends in `x-switchback-internal`: only then does
   * its `x-switchback-shopper-ip` decide which client the rate limits count. Default none (`npm start` generates one).
   */
  internalCallerSecret?: string;
  /**
   * Production mode (default: SWITCHBACK_PRODUCTION=true): a missing or failed bot-defence check fails closed
   * (AUT403), and the engine refuses to start without RECAPTCHA_SECRET (no sandbox verifier). NODE_ENV alone does not
   * decide it: `npm start` sets NODE_ENV=production by default for React's build, demo and tests included.
   */
  production?: boolean;
  /** Where password reset links point (the storefront's public origin). Default SWITCHBACK_STOREFRONT_URL, else http://localhost:3000. */
  storefrontUrl?: string;
  /** Send mail through this SMTP server (nodemailer). Default SMTP_URL; unset: `.eml` files in `<data dir>/outbox/`. */
  smtpUrl?: string;
  /** Argon2id cost (tests lower it): default OWASP's m=19456 KiB, t=2, p=1. */
  passwordHashing?: { memoryCost: number; timeCost: number };
  /** Demo associates (employee E1001 in every store) with this password. Default SWITCHBACK_DEMO_ASSOCIATE_PASSWORD; unset: none. */
  demoAssociatePassword?: string;
  /** Issue 9 demo consumers (loyalty member, employee, athlete, prosumers) with this password. Default SWITCHBACK_DEMO_CONSUMER_PASSWORD; unset: none. */
  demoConsumerPassword?: string;
  /** Issue 9: load the demo promotions and coupons (promotions/promotion-seed.ts). Default SWITCHBACK_DEMO_PROMOTIONS=true; else none. */
  demoPromotions?: boolean;
  /** Say where each outbox mail was written (stderr, or the request log when `logger` is on). Default true. */
  mailLog?: boolean;
  /** Issue 8 §4: the key the support routes require. Default SWITCHBACK_SUPPORT_KEY; unset: support routes refuse every call. */
  supportKey?: string;
  /** Issue 8 §2: days after delivery a return label can be made. Default SWITCHBACK_RETURN_WINDOW_DAYS, else 30. */
  returnWindowDays?: number;
  /** Favorites and saved-for-later settings (allowFavorites, page sizes); default core's DEFAULT_WISHLIST_SETTINGS. */
  wishlists?: Partial<WishlistSettings>;
  /** Issue 9 loyalty: minimum points of a LOYALTY_POINTS payment, a point's value. Default SWITCHBACK_LOYALTY_*, else core's DEFAULT_LOYALTY_SETTINGS. */
  loyalty?: Partial<LoyaltySettings>;
  /** Issue 10 §3: the sandbox fraud rule and the 3-D Secure challenge's minutes (payments/payments-config.ts). */
  payments?: PaymentsOptions;
  /** Issue 11 reviews: maximum length (REV410), flag threshold, page sizes (reviews/review-config.ts). */
  reviews?: Partial<ReviewSettings>;
}

/** Off, on (any proxy), a number of hops, or the proxy addresses/CIDRs to trust. */
export type TrustProxy = boolean | number | readonly string[];

/**
 * TRUST_PROXY: unset/'false' → off (X-Forwarded-Proto and -For are ignored); 'true' → trust any proxy; a number →
 * trust that many hops; otherwise a comma-separated list of proxy addresses or CIDRs (e.g. '127.0.0.1,10.0.0.0/8').
 */
export const trustProxySchema = z.string().trim().transform((raw, ctx): TrustProxy => {
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((e) => e.trim()).filter((e) => e.length > 0);
  const bad = entries.find((e) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(e) && !['loopback', 'linklocal', 'uniquelocal'].includes(e));
  if (bad !== undefined || entries.length === 0) {
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY is true, false, a hop count or addresses/CIDRs; not "${bad ?? raw}"` });
    return z.NEVER;
  }
  return entries;
});

/** Requests per client (IP, as Fastify's trustProxy sees it) per window on the rate-limited endpoints. */
export interface RateLimits {
  /** POST /token/v2/auth/token. */
  readonly token: number;
  /** The sandbox tokeniser (a card-testing tool without a limit). */
  readonly tokenize: number;
  /** Sign-in, sign-up, lookup, password reset and agent login, each (issue 7 §2: per client). */
  readonly auth: number;
  readonly windowSeconds: number;
}

/** Generous enough for the storefront, the CLI and the test suites; `npm run bench` raises them explicitly. */
export const DEFAULT_RATE_LIMITS: RateLimits = { token: 600, tokenize: 120, auth: 30, windowSeconds: 60 };

export interface StartEngineOptions extends EngineOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

/** A comma-separated list of signing secrets, each at least 32 characters: the first signs, all verify. */
const secretList = (name: string) => z.string()
  .transform((raw) => raw.split(',').map((s) => s.trim()).filter((s) => s.length > 0))
  .pipe(z.array(z.string().min(32, `every ${name} secret must be at least 32 characters`)).min(1, `${name} needs at least one secret`));

const limit = z.coerce.number().int().min(1).max(1_000_000_000);
const envSchema = z.object({
  SWITCHBACK_DATA_DIR: z.string().min(1).optional(),
  SWITCHBACK_RATE_LIMIT_TOKEN: limit.optional(),
  SWITCHBACK_RATE_LIMIT_TOKENIZE: limit.optional(),
  SWITCHBACK_RATE_LIMIT_AUTH: limit.optional(),
  SWITCHBACK_STOREFRONT_URL: z.url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL is an smtp:// or smtps:// URL').optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  SWITCHBACK_PRODUCTION: z.enum(['true', 'false']).optional(),
  SWITCHBACK_DEMO_ASSOCIATE_PASSWORD: z.string().min(8, 'SWITCHBACK_DEMO_ASSOCIATE_PASSWORD is at least 8 characters').optional(),
  SWITCHBACK_DEMO_PROMOTIONS: z.enum(['true', 'false'], 'SWITCHBACK_DEMO_PROMOTIONS is true or false').optional(),
  SWITCHBACK_RATE_LIMIT_WINDOW_SECONDS: limit.max(86_400).optional(),
  SWITCHBACK_DEMO_CONSUMER_PASSWORD: z.string().min(8, 'SWITCHBACK_DEMO_CONSUMER_PASSWORD is at least 8 characters').optional(),
  SWITCHBACK_TOKEN_SECRET: secretList('SWITCHBACK_TOKEN_SECRET').optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  SWITCHBACK_SUPPORT_KEY: z.string().min(16, 'SWITCHBACK_SUPPORT_KEY is at least 16 characters').optional(),
  SWITCHBACK_RETURN_WINDOW_DAYS: z.coerce.number().int('SWITCHBACK_RETURN_WINDOW_DAYS is a whole number of days').min(1).max(365).optional(),
  SWITCHBACK_LOYALTY_MIN_POINTS: z.coerce.number().int('SWITCHBACK_LOYALTY_MIN_POINTS is a whole number of points').min(1).max(10_000_000).optional(),
  SWITCHBACK_LOYALTY_POINT_VALUE: z.coerce.number().int('SWITCHBACK_LOYALTY_POINT_VALUE is whole minor units').min(1).max(10_000).optional(),
});

const optionsSchema = z.object({
  dataDir: z.string().min(1).optional(),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'databaseUrl must be a postgres:// URL').optional(),
  basePath: z.string().regex(/^(\/[A-Za-z0-9._-]+)*$/, "basePath is '' or like '/api' (no trailing slash)").default('/api'),
  seed: z.boolean().default(true),
  logger: z.boolean().default(false),
  databaseSchema: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'databaseSchema is a lower-case SQL identifier').optional(),
  tokenSecret: secretList('tokenSecret').optional(),
  rateLimits: z.object({ token: limit.optional(), tokenize: limit.optional(), auth: limit.optional(), windowSeconds: limit.max(86_400).optional() }).optional(),
  internalCallerSecret: z.string().min(32, 'internalCallerSecret is at least 32 characters').optional(),
  supportKey: z.string().min(16, 'supportKey is at least 16 characters').optional(),
  returnWindowDays: z.number().int().min(1).max(365).optional(),
  production: z.boolean().optional(),
  storefrontUrl: z.url().optional(),
  smtpUrl: z.string().regex(/^smtps?:\/\//, 'smtpUrl is an smtp:// or smtps:// URL').optional(),
  passwordHashing: z.object({ memoryCost: z.number().int().min(1024), timeCost: z.number().int().min(1) }).optional(),
  wishlists: z.strictObject({
    allowFavorites: z.boolean().optional(),
    favoritesPageSize: z.number().int().min(1).max(100).optional(),
    saveForLaterPageSize: z.number().int().min(1).max(100).optional(),
  }).optional(),
});

export type StorageChoice =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema: string | undefined };

export interface EngineConfig {
  readonly storage: StorageChoice;
  readonly basePath: string;
  readonly seed: boolean;
  readonly logger: boolean;
  /** Configured signing secrets (first signs), or undefined to use `tokenSecretFile`. */
  readonly tokenSecrets: readonly string[] | undefined;
  /** The generated secret's file: `<data dir>/token-secret` (with DATABASE_URL and no data dir: `.switchback/`). */
  readonly tokenSecretFile: string;
  readonly rateLimits: RateLimits;
  readonly trustProxy: TrustProxy;
  /** The storefront server's secret for naming the shopper to the rate limits, or undefined. */
  readonly internalCallerSecret: string | undefined;
  /** Bot defence fails closed; no sandbox verifier. */
  readonly production: boolean;
  readonly storefrontUrl: string;
  readonly smtpUrl: string | undefined;
  /** The outbox of the default mailer: `<data dir>/outbox`. */
  readonly outboxDir: string;
  readonly recaptchaSecret: string | undefined;
  readonly passwordHashing: { readonly memoryCost: number; readonly timeCost: number } | undefined;
  readonly demoAssociatePassword: string | undefined;
  readonly demoConsumerPassword: string | undefined;
  readonly demoPromotions: boolean;
  readonly mailLog: boolean;
  readonly wishlists: WishlistSettings;
  readonly supportKey: string | undefined;
  readonly returnWindowDays: number;
  readonly loyalty: LoyaltySettings;
  readonly payments: PaymentsConfig;
  readonly reviews: ReviewSettings;
}

/** Options and environment, parsed with zod at the edge (a bad value fails start-up naming it). */
export function resolveEngineConfig(options: EngineOptions, env: Record<string, string | undefined>, cwd: string): EngineConfig {
  const e = envSchema.parse({
    SWITCHBACK_DATA_DIR: env.SWITCHBACK_DATA_DIR || undefined,
    SWITCHBACK_TOKEN_SECRET: env.SWITCHBACK_TOKEN_SECRET || undefined,
    SWITCHBACK_RATE_LIMIT_TOKEN: env.SWITCHBACK_RATE_LIMIT_TOKEN || undefined,
    SWITCHBACK_RATE_LIMIT_TOKENIZE: env.SWITCHBACK_RATE_LIMIT_TOKENIZE || undefined,
    SWITCHBACK_RATE_LIMIT_AUTH: env.SWITCHBACK_RATE_LIMIT_AUTH || undefined,
    SWITCHBACK_STOREFRONT_URL: env.SWITCHBACK_STOREFRONT_URL || undefined,
    SMTP_URL: env.SMTP_URL || undefined,
    RECAPTCHA_SECRET: env.RECAPTCHA_SECRET || undefined,
    SWITCHBACK_PRODUCTION: env.SWITCHBACK_PRODUCTION || undefined,
    SWITCHBACK_DEMO_ASSOCIATE_PASSWORD: env.SWITCHBACK_DEMO_ASSOCIATE_PASSWORD || undefined,
    SWITCHBACK_DEMO_PROMOTIONS: env.SWITCHBACK_DEMO_PROMOTIONS || undefined,
    SWITCHBACK_RATE_LIMIT_WINDOW_SECONDS: env.SWITCHBACK_RATE_LIMIT_WINDOW_SECONDS || undefined,
    SWITCHBACK_DEMO_CONSUMER_PASSWORD: env.SWITCHBACK_DEMO_CONSUMER_PASSWORD || undefined,
    TRUST_PROXY: env.TRUST_PROXY || undefined,
    SWITCHBACK_SUPPORT_KEY: env.SWITCHBACK_SUPPORT_KEY || undefined,
    SWITCHBACK_RETURN_WINDOW_DAYS: env.SWITCHBACK_RETURN_WINDOW_DAYS || undefined,
    SWITCHBACK_LOYALTY_MIN_POINTS: env.SWITCHBACK_LOYALTY_MIN_POINTS || undefined,
    SWITCHBACK_LOYALTY_POINT_VALUE: env.SWITCHBACK_LOYALTY_POINT_VALUE || undefined,
  });
  const o = optionsSchema.parse({
    dataDir: options.dataDir, databaseUrl: options.databaseUrl, basePath: options.basePath, seed: options.seed,
    logger: options.logger, databaseSchema: options.databaseSchema, tokenSecret: options.tokenSecret, rateLimits: options.rateLimits,
    internalCallerSecret: options.internalCallerSecret, production: options.production, storefrontUrl: options.storefrontUrl,
    smtpUrl: options.smtpUrl, passwordHashing: options.passwordHashing, wishlists: options.wishlists,
    supportKey: options.supportKey, returnWindowDays: options.returnWindowDays,
  });
  const dataDir = resolve(cwd, o.dataDir ?? e.SWITCHBACK_DATA_DIR ?? '.switchback');
  const storage: StorageChoice = o.databaseUrl
    ? { kind: 'postgres', url: o.databaseUrl, schema: o.databaseSchema }
    : { kind: 'pglite', dataDir };
  return {
    storage, basePath: o.basePath, seed: o.seed, logger: o.logger,
    tokenSecrets: o.tokenSecret ?? e.SWITCHBACK_TOKEN_SECRET,
    tokenSecretFile: join(dataDir, TOKEN_SECRET_FILE_NAME),
    rateLimits: {
      token: o.rateLimits?.token ?? e.SWITCHBACK_RATE_LIMIT_TOKEN ?? DEFAULT_RATE_LIMITS.token,
      tokenize: o.rateLimits?.tokenize ?? e.SWITCHBACK_RATE_LIMIT_TOKENIZE ?? DEFAULT_RATE_LIMITS.tokenize,
      auth: o.rateLimits?.auth ?? e.SWITCHBACK_RATE_LIMIT_AUTH ?? DEFAULT_RATE_LIMITS.auth,
      windowSeconds: o.rateLimits?.windowSeconds ?? e.SWITCHBACK_RATE_LIMIT_WINDOW_SECONDS ?? DEFAULT_RATE_LIMITS.windowSeconds,
    },
    trustProxy: options.trustProxy ?? e.TRUST_PROXY ?? false,
    internalCallerSecret: o.internalCallerSecret,
    production: o.production ?? e.SWITCHBACK_PRODUCTION === 'true',
    storefrontUrl: (o.storefrontUrl ?? e.SWITCHBACK_STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: o.smtpUrl ?? e.SMTP_URL,
    outboxDir: join(dataDir, 'outbox'),
    recaptchaSecret: e.RECAPTCHA_SECRET,
    passwordHashing: o.passwordHashing,
    demoAssociatePassword: options.demoAssociatePassword ?? e.SWITCHBACK_DEMO_ASSOCIATE_PASSWORD,
    demoConsumerPassword: options.demoConsumerPassword ?? e.SWITCHBACK_DEMO_CONSUMER_PASSWORD,
    demoPromotions: options.demoPromotions ?? e.SWITCHBACK_DEMO_PROMOTIONS === 'true',
    mailLog: options.mailLog ?? true,
    supportKey: o.supportKey ?? e.SWITCHBACK_SUPPORT_KEY,
    returnWindowDays: o.returnWindowDays ?? e.SWITCHBACK_RETURN_WINDOW_DAYS ?? 30,
    loyalty: {
      ...DEFAULT_LOYALTY_SETTINGS,
      minimumPoints: options.loyalty?.minimumPoints ?? e.SWITCHBACK_LOYALTY_MIN_POINTS ?? DEFAULT_LOYALTY_SETTINGS.minimumPoints,
      pointValue: options.loyalty?.pointValue ?? e.SWITCHBACK_LOYALTY_POINT_VALUE ?? DEFAULT_LOYALTY_SETTINGS.pointValue,
      pointsPerUnit: options.loyalty?.pointsPerUnit ?? DEFAULT_LOYALTY_SETTINGS.pointsPerUnit,
      welcomeCouponCode: options.loyalty?.welcomeCouponCode ?? DEFAULT_LOYALTY_SETTINGS.welcomeCouponCode,
    },
    payments: resolvePaymentsConfig(options.payments, env),
    reviews: resolveReviewSettings(options.reviews, env),
    wishlists: {
      allowFavorites: o.wishlists?.allowFavorites ?? DEFAULT_WISHLIST_SETTINGS.allowFavorites,
      favoritesPageSize: o.wishlists?.favoritesPageSize ?? DEFAULT_WISHLIST_SETTINGS.favoritesPageSize,
      saveForLaterPageSize: o.wishlists?.saveForLaterPageSize ?? DEFAULT_WISHLIST_SETTINGS.saveForLaterPageSize,
    },
  };
}
