import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** The CLI as a user runs it: `node cli/bin/switchback.js`. */
const BIN = fileURLToPath(new URL('../../bin/switchback.js', import.meta.url));

export interface CliRun { code: number | null; stdout: string; stderr: string }

/**
 * `switchback ARGS` in a child process on the data directory `dataDir`, without colour; `env` adds variables (an
 * undefined value removes one). Spawns asynchronously: an engine started in the test's process must keep serving
 * while the child runs.
 */
export function runSwitchback(args: readonly string[], dataDir: string, cwd: string, env: Record<string, string | undefined> = {}): Promise<CliRun> {
  // A new data directory starts from the run's seeded database (engine-template.global-setup.ts).
  const template = inject('engineTemplate') as string | undefined;
  if (template !== undefined && !existsSync(join(dataDir, 'pgdata'))) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, SWITCHBACK_DATA_DIR: dataDir, NO_COLOR: '1', ...env };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
    const child = spawn(process.execPath, [BIN, ...args], { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
