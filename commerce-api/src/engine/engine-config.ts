import { resolve } from 'node:path';
import { z } from 'zod';
import type { Clock, RandomSource } from '@switchback/core';

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
  /** Extras: randomness port, PostgreSQL schema (search_path), log destination, token signing secret. */
  random?: RandomSource;
  databaseSchema?: string;
  logDestination?: { write(line: string): void };
  tokenSecret?: string;
}

export interface StartEngineOptions extends EngineOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

const envSchema = z.object({
  SWITCHBACK_DATA_DIR: z.string().min(1).optional(),
  SWITCHBACK_TOKEN_SECRET: z.string().min(32, 'SWITCHBACK_TOKEN_SECRET must be at least 32 characters').optional(),
});

const optionsSchema = z.object({
  dataDir: z.string().min(1).optional(),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'databaseUrl must be a postgres:// URL').optional(),
  basePath: z.string().regex(/^(\/[A-Za-z0-9._-]+)*$/, "basePath is '' or like '/api' (no trailing slash)").default('/api'),
  seed: z.boolean().default(true),
  logger: z.boolean().default(false),
  databaseSchema: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'databaseSchema is a lower-case SQL identifier').optional(),
  tokenSecret: z.string().min(32, 'tokenSecret must be at least 32 characters').optional(),
});

export type StorageChoice =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | { readonly kind: 'postgres'; readonly url: string; readonly schema: string | undefined };

export interface EngineConfig {
  readonly storage: StorageChoice;
  readonly basePath: string;
  readonly seed: boolean;
  readonly logger: boolean;
  readonly tokenSecret: string | undefined;
}

/** Options and environment, parsed with zod at the edge (a bad value fails start-up naming it). */
export function resolveEngineConfig(options: EngineOptions, env: Record<string, string | undefined>, cwd: string): EngineConfig {
  const e = envSchema.parse({ SWITCHBACK_DATA_DIR: env.SWITCHBACK_DATA_DIR || undefined, SWITCHBACK_TOKEN_SECRET: env.SWITCHBACK_TOKEN_SECRET || undefined });
  const o = optionsSchema.parse({
    dataDir: options.dataDir, databaseUrl: options.databaseUrl, basePath: options.basePath, seed: options.seed,
    logger: options.logger, databaseSchema: options.databaseSchema, tokenSecret: options.tokenSecret,
  });
  const storage: StorageChoice = o.databaseUrl
    ? { kind: 'postgres', url: o.databaseUrl, schema: o.databaseSchema }
    : { kind: 'pglite', dataDir: resolve(cwd, o.dataDir ?? e.SWITCHBACK_DATA_DIR ?? '.switchback') };
  return { storage, basePath: o.basePath, seed: o.seed, logger: o.logger, tokenSecret: o.tokenSecret ?? e.SWITCHBACK_TOKEN_SECRET };
}
