/**
 * `npm start` as a child process, for the tools that need a real storefront: the e2e suite's global setup and
 * `npm run bench`. One place starts it (fresh embedded database, a port the OS picks), waits for its
 * "Switchback storefront at" line, and stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is adapters/react-ui/scripts/). */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** The line `scripts/start.ts` prints once it listens; the port is the one it got. */
export const STARTED_LINE = /Switchback storefront at http:\/\/localhost:(\d+)/;

export interface StorefrontProcessOptions {
  /** The embedded database's directory (SWITCHBACK_DATA_DIR); DATABASE_URL is never passed on. */
  readonly dataDir: string;
  /** The process is killed and the start fails after this long without the started line. Default 180 s. */
  readonly startTimeoutMs?: number;
  /** What to run, from the repository root; default `tsx scripts/start.ts`. */
  readonly command?: readonly [string, ...string[]];
  /** Extra environment (NODE_ENV is production unless given). */
  readonly env?: NodeJS.ProcessEnv;
  /** Run from here instead of the repository root. */
  readonly cwd?: string;
}

export interface StorefrontProcess {
  readonly child: ChildProcess;
  /** e.g. http://127.0.0.1:41234: the storefront, and the commerce API under /api. */
  readonly origin: string;
  /** SIGTERM, then SIGKILL after `graceMs` (default 20 s); resolves once the process has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Stops a child process: SIGTERM, SIGKILL if it is still there after `graceMs`; resolves when it has exited. */
export function stopProcess(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the storefront on 127.0.0.1 and a port the OS picks (PORT=0: no race for a "free" port), on its own
 * embedded database, and resolves once it prints its started line. Rejects with its output when it exits first
 * or does not start in time (it is then stopped).
 */
export function startStorefrontProcess(options: StorefrontProcessOptions): Promise<StorefrontProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...options.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SWITCHBACK_DATA_DIR: options.dataDir,
  };
  delete env.DATABASE_URL; // always its own embedded database
  const [command, ...args] = options.command ?? [path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), 'scripts/start.ts'];
  const child = spawn(command, args, { cwd: options.cwd ?? REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const timeoutMs = options.startTimeoutMs ?? 180_000;
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stopProcess(child);
      reject(new Error(`the storefront did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const started = STARTED_LINE.exec(output);
      if (started) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        // Keep draining its output so a chatty server never blocks on a full pipe.
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ child, origin: `http://127.0.0.1:${started[1]}`, stop: (graceMs) => stopProcess(child, graceMs) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`the storefront could not be started: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the storefront exited (${signal ?? `code ${code}`}) before it started:\n${output}`));
    });
  });
}
