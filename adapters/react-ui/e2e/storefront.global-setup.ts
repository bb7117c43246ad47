import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — the storefront and, under /api, the commerce API. */
    storefrontOrigin: string;
    /** The server's data directory (issue 7: mail lands in its outbox/). */
    storefrontDataDir: string;
  }
}

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');
const serverBundle = path.join(packageDir, 'build', 'server', 'index.js');
/** Everything the storefront bundle is built from: a change here means the build is stale. */
const SOURCES = ['adapters/react-ui/app', 'core/src', 'adapters/http/src', 'adapters/storage/src'].map((dir) => path.join(repoRoot, dir));
const STARTED_LINE = /Switchback storefront at http:\/\/localhost:(\d+)/;
const START_TIMEOUT_MS = 180_000;
/** The demo associate's password in the e2e server (see the associate-mode tests). */
export const E2E_ASSOCIATE_PASSWORD = 'Associate-Pass-1';

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Start `tsx scripts/start.ts` and wait for its "storefront at" line. */
function startServer(port: number, dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  // Issue 7: the demo associate (E1001 in every store) for the associate-mode tests.
  const env: NodeJS.ProcessEnv = {
    ...process.env, PORT: String(port), SWITCHBACK_DATA_DIR: dataDir, NODE_ENV: 'production', SWITCHBACK_DEMO_ASSOCIATE_PASSWORD: E2E_ASSOCIATE_PASSWORD,
  };
  delete env.DATABASE_URL; // the suite always runs on its own embedded database
  delete env.HOST;
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['scripts/start.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`e2e: the server did not start within ${START_TIMEOUT_MS / 1000}s:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const started = STARTED_LINE.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve({ child, origin: `http://127.0.0.1:${started[1]}` });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`e2e: the server exited (code ${code}) before it started:\n${output}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'switchback-e2e-'));
  const { child, origin } = await startServer(await freePort(), dataDir);
  project.provide('storefrontOrigin', origin);
  project.provide('storefrontDataDir', dataDir);
  return async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
