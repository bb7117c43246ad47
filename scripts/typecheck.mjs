#!/usr/bin/env node
// `npm run typecheck`: the root scripts' project and every workspace's own `typecheck` script, two or more at a time.
// Each is one single-threaded `tsc` (react-ui runs `react-router typegen` first); on a two-core machine two at once took
// 67 s against 83 s one after another (each tsc runs slower beside another). A job's output is printed whole when it
// ends, so the jobs' lines never interleave. Exits non-zero when any job failed, after all have run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const jobs = [
  { name: 'scripts', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.scripts.json'] },
  ...root.workspaces.map((ws) => ({ name: ws, cmd: 'npm', args: ['run', 'typecheck', '--if-present', '--workspace', ws] })),
];
const concurrency = Math.max(2, availableParallelism());

function run(job) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(job.cmd, job.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} typecheck ${job.name} (${seconds}s)\n`);
      if (code !== 0) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const queue = [...jobs];
const results = [];
await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
  for (let job = queue.shift(); job !== undefined; job = queue.shift()) results.push(await run(job));
}));
process.exit(results.every(Boolean) ? 0 : 1);
