import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startStorefrontProcess } from '../scripts/storefront-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — the storefront and, under /api, the commerce API. */
    storefrontOrigin: string;
    /** The server's data directory (issue 7: mail lands in its outbox/). */
    storefrontDataDir: string;
  }
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const serverBundle = path.join(packageDir, 'build', 'server', 'index.js');
/** Everything the storefront bundle is built from: a change here means the build is stale. */
const SOURCES = ['adapters/react-ui/app', 'core/src', 'adapters/http/src', 'adapters/storage/src'].map((dir) => path.join(REPO_ROOT, dir));
/** The demo associate's password in the e2e server (see the associate-mode tests). */
export const E2E_ASSOCIATE_PASSWORD = 'Associate-Pass-1';
/** Issue 8: the support key of the e2e server (the orders tests ship and deliver an order as support would). */
export const E2E_SUPPORT_KEY = 'e2e-support-key-0123456789abcdef';
/** Issue 9: the password of the demo consumers (loyalty member, employee …) the loyalty tests sign in as. */
export const E2E_DEMO_CONSUMER_PASSWORD = 'Demo-Consumer-Pass-1';

function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceMtime(full));
    else if (!entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Build the storefront when there is no build or a source file is newer than it. */
function buildIfNeeded(): void {
  const builtAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.filter((dir) => existsSync(dir)).map(newestSourceMtime));
  if (builtAt > changedAt) return;
  console.log('e2e: building the storefront (react-router build)…');
  // vitest runs with NODE_ENV=test; the bundle under test is the production one `npm start` serves.
  const built = spawnSync('npm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (built.status !== 0) throw new Error('e2e: `npm run build -w @switchback/react-ui` failed');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'switchback-e2e-'));
  // Issue 7: the demo associate (E1001 in every store) for the associate-mode tests.
  const server = await startStorefrontProcess({ dataDir, env: {
    SWITCHBACK_DEMO_ASSOCIATE_PASSWORD: E2E_ASSOCIATE_PASSWORD,
    // Issue 7: simplified enrolment replaces the sign-in dialog on en-gb only (auth-dialog.test.ts drives both).
    SWITCHBACK_SIMPLIFIED_ENROLLMENT: 'en-gb',
    // Issue 8: the support routes (ship, deliver) answer the orders tests.
    SWITCHBACK_SUPPORT_KEY: E2E_SUPPORT_KEY,
    // Issue 9: the demo consumers (loyalty member, employee) for loyalty.test.ts.
    SWITCHBACK_DEMO_CONSUMER_PASSWORD: E2E_DEMO_CONSUMER_PASSWORD,
    // Issue 9: no demo promotions (npm start shows them): each test makes the promotions it is about through support,
    // so a free gift or a threshold discount of the demo never changes another test's cart.
    SWITCHBACK_DEMO_PROMOTIONS: 'false',
  } });
  project.provide('storefrontOrigin', server.origin);
  project.provide('storefrontDataDir', dataDir);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
