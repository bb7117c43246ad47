/**
 * `npm start`: the storefront, the reference commerce API and its database, on one Node http server.
 *   /api/*         → the commerce engine (contract paths, /api/openapi.json, the sandbox tokeniser)
 *   everything else → the server-rendered React storefront (built client assets + SSR)
 * Environment (parsed with zod): PORT (default 3000), HOST (default 127.0.0.1), SWITCHBACK_DATA_DIR (embedded
 * PGlite data directory, default .switchback/), DATABASE_URL (use a PostgreSQL server instead of PGlite),
 * NODE_ENV (default production: React renders with its production build), TRUST_PROXY (default false: set it to
 * true only behind a reverse proxy that sets X-Forwarded-Proto; then `https` there counts as HTTPS),
 * SWITCHBACK_DEMO_PROMOTIONS (default true here: the demo shows issue 9's promotions and coupons; `false` for none).
 */
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { createApiNodeServer, createEngine } from '@switchback/commerce-api';

const API_BASE_PATH = '/api';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0, 'PORT is 0 to 65535').max(65535, 'PORT is 0 to 65535').default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  SWITCHBACK_DATA_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z.url('DATABASE_URL is a postgres:// URL').optional(),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0'], 'TRUST_PROXY is true or false').default('false').transform((v) => v === 'true' || v === '1'),
  /** Issue 7: set it to let `switchback account show --api` read accounts of this server (at least 32 characters). */
  SWITCHBACK_INTERNAL_SECRET: z.string().min(32, 'SWITCHBACK_INTERNAL_SECRET is at least 32 characters').optional(),
  SWITCHBACK_DEMO_PROMOTIONS: z.enum(['true', 'false'], 'SWITCHBACK_DEMO_PROMOTIONS is true or false').default('true').transform((v) => v === 'true'),
});

const parsedEnv = envSchema.safeParse({
  PORT: process.env.PORT || undefined,
  HOST: process.env.HOST || undefined,
  SWITCHBACK_DATA_DIR: process.env.SWITCHBACK_DATA_DIR || undefined,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  NODE_ENV: process.env.NODE_ENV || undefined,
  TRUST_PROXY: process.env.TRUST_PROXY || undefined,
  SWITCHBACK_INTERNAL_SECRET: process.env.SWITCHBACK_INTERNAL_SECRET || undefined,
  SWITCHBACK_DEMO_PROMOTIONS: process.env.SWITCHBACK_DEMO_PROMOTIONS || undefined,
});
if (!parsedEnv.success) {
  const issue = parsedEnv.error.issues[0];
  console.error(`✗ ${issue?.path.join('.') || 'environment'}: ${issue?.message ?? 'is not valid'}`);
  process.exit(2);
}
const env = parsedEnv.data;
// React picks its development or production build from NODE_ENV when first loaded, which happens below.
process.env.NODE_ENV = env.NODE_ENV;

/** A wildcard bind is reached over loopback by the server's own loaders. */
function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

const isApiPath = (url: string | undefined): boolean => {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path === API_BASE_PATH || path.startsWith(`${API_BASE_PATH}/`);
};

async function main(): Promise<void> {
  const { createStorefrontRequestHandler } = await import('@switchback/react-ui/server');
  // Shared by the API and the storefront only, never logged: with it the storefront's loopback calls name the shopper
  // (x-switchback-shopper-ip), so the API's rate limits count each shopper instead of one 127.0.0.1 for the store.
  const internalCallerSecret = env.SWITCHBACK_INTERNAL_SECRET ?? randomBytes(32).toString('base64url');
  const engine = await createEngine({
    internalCallerSecret,
    ...(env.SWITCHBACK_DATA_DIR === undefined ? {} : { dataDir: env.SWITCHBACK_DATA_DIR }),
    ...(env.DATABASE_URL === undefined ? {} : { databaseUrl: env.DATABASE_URL }),
    basePath: API_BASE_PATH,
    demoPromotions: env.SWITCHBACK_DEMO_PROMOTIONS,
  });

  // The storefront's loaders call the API over loopback on the port we get, so it is made once we listen.
  const storefront: { handle?: (req: http.IncomingMessage, res: http.ServerResponse) => void } = {};
  // Header/request/keep-alive timeouts and §8 answers for Node's own refusals (431, 408, 400): see commerce-api.
  const server = createApiNodeServer((req, res) => {
    if (isApiPath(req.url)) {
      engine.app.routing(req, res);
      return;
    }
    if (storefront.handle === undefined) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Starting…');
      return;
    }
    storefront.handle(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (error: unknown) => {
    await engine.close();
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `✗ Port ${env.PORT} is in use: set PORT to another port.` : `✗ Could not listen: ${String(error)}`);
    process.exit(1);
  });

  const { port } = server.address() as AddressInfo;
  storefront.handle = createStorefrontRequestHandler({
    apiBaseUrl: `http://${loopbackHost(env.HOST)}:${port}${API_BASE_PATH}`,
    trustProxy: env.TRUST_PROXY,
    internalCallerSecret,
  });
  console.log(`Switchback storefront at http://localhost:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down…`);
    server.close();
    server.closeAllConnections();
    engine
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('✗ The engine did not close cleanly:', error instanceof Error ? error.message : error);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('✗ Switchback could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
