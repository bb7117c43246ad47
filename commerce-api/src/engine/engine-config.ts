import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Clock, RandomSource } from '@switchback/core';
import { TOKEN_SECRET_FILE_NAME } from '../identity/token-secret';

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
}

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

const envSchema = z.object({
  SWITCHBACK_DATA_DIR: z.string().min(1).optional(),
  SWITCHBACK_TOKEN_SECRET: secretList('SWITCHBACK_TOKEN_SECRET').optional(),
});

const optionsSchema = z.object({
  dataDir: z.string().min(1).optional(),
  databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'databaseUrl must be a postgres:// URL').optional(),
  basePath: z.string().regex(/^(\/[A-Za-z0-9._-]+)*$/, "basePath is '' or like '/api' (no trailing slash)").default('/api'),
  seed: z.boolean().default(true),
  logger: z.boolean().default(false),
  databaseSchema: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'databaseSchema is a lower-case SQL identifier').optional(),
  tokenSecret: secretList('tokenSecret').optional(),
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
}

/** Options and environment, parsed with zod at the edge (a bad value fails start-up naming it). */
export function resolveEngineConfig(options: EngineOptions, env: Record<string, string | undefined>, cwd: string): EngineConfig {
  const e = envSchema.parse({ SWITCHBACK_DATA_DIR: env.SWITCHBACK_DATA_DIR || undefined, SWITCHBACK_TOKEN_SECRET: env.SWITCHBACK_TOKEN_SECRET || undefined });
  const o = optionsSchema.parse({
    dataDir: options.dataDir, databaseUrl: options.databaseUrl, basePath: options.basePath, seed: options.seed,
    logger: options.logger, databaseSchema: options.databaseSchema, tokenSecret: options.tokenSecret,
  });
  const dataDir = resolve(cwd, o.dataDir ?? e.SWITCHBACK_DATA_DIR ?? '.switchback');
  const storage: StorageChoice = o.databaseUrl
    ? { kind: 'postgres', url: o.databaseUrl, schema: o.databaseSchema }
    : { kind: 'pglite', dataDir };
  return {
    storage, basePath: o.basePath, seed: o.seed, logger: o.logger,
    tokenSecrets: o.tokenSecret ?? e.SWITCHBACK_TOKEN_SECRET,
    tokenSecretFile: join(dataDir, TOKEN_SECRET_FILE_NAME),
  };
}
