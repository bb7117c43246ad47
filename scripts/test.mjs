#!/usr/bin/env node
// The whole test suite, in the order issue 2 §1 fixes: typecheck, lint, dependency rule,
// every workspace's vitest suite, the contract tests, the storefront build and its JavaScript budget
// (issue 6 §4), the browser end-to-end suite (which reuses that build).
// Prints a summary and exits non-zero if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { stripVTControlCharacters } from 'node:util';

const isCI = process.env.CI === 'true';
const results = [];

/** The last lines a step printed, kept so that a failure's own report is printed again under the summary. */
const KEPT_LINES = 400;
/** Colour codes out (`util.stripVTControlCharacters`), so the report reads as plain text. */
const stripAnsi = (text) => stripVTControlCharacters(text);

/** Runs a step, its output passed through as it comes; resolves to whether it exited 0. */
function run(name, cmd, args, env = {}, cwd = process.cwd()) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const kept = [];
  let partial = '';
  const keep = (chunk) => {
    const lines = (partial + stripAnsi(chunk.toString('utf8'))).split('\n');
    partial = lines.pop() ?? '';
    kept.push(...lines);
    if (kept.length > KEPT_LINES) kept.splice(0, kept.length - KEPT_LINES);
  };
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], cwd, env: { ...process.env, ...env } });
    child.stdout.on('data', (chunk) => { process.stdout.write(chunk); keep(chunk); });
    child.stderr.on('data', (chunk) => { process.stderr.write(chunk); keep(chunk); });
    child.on('close', (code) => {
      if (partial) kept.push(partial);
      const ok = code === 0;
      results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), report: ok ? [] : failureReport(kept) });
      resolve(ok);
    });
  });
}

/** What a failed step said about its failure: vitest's "Failed Tests" section when there is one, else its last lines. */
function failureReport(lines) {
  const start = lines.findIndex((l) => /Failed Tests \d+|FAIL /.test(l));
  const from = start >= 0 ? start : Math.max(0, lines.length - 60);
  return lines.slice(from, from + 150).filter((l) => l.trim() !== '');
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

async function databaseEnv() {
  if (process.env.DATABASE_URL) return { TEST_DATABASE_URL: process.env.DATABASE_URL };
  if (await portAnswers('127.0.0.1', 5432)) return { TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' };
  if (isCI) {
    console.error('✗ PostgreSQL is required under CI=true: set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432.');
    process.exit(1);
  }
  console.warn('⚠ NOTICE: no PostgreSQL (DATABASE_URL unset, 127.0.0.1:5432 silent): PostgreSQL tests are SKIPPED; PGlite tests still run.');
  return {};
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium not found: installing it with apt-get install -y chromium …');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error('✗ Chromium is needed for the browser tests: install it with `apt-get install -y chromium` (or set CHROMIUM_PATH).');
  return undefined;
}

const dbEnv = await databaseEnv();
const workspaces = ['core', 'adapters/http', 'adapters/storage', 'commerce-api', 'adapters/react-ui', 'cli'];

await run('typecheck', 'npm', ['run', 'typecheck']);
await run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
await run('dependency rule', 'npm', ['run', 'depcruise']);
for (const ws of workspaces) {
  const args = ws === 'core' ? ['vitest', 'run', '--coverage'] : ['vitest', 'run'];
  await run(`unit: ${ws}`, 'npx', args, dbEnv, ws);
}
await run('contract tests', 'npx', ['vitest', 'run'], dbEnv, 'contract-tests');
// The production client build, then the gzipped JS each page type downloads on a first visit against its budget.
if (await run('storefront build', 'npm', ['run', 'build', '--workspace', '@switchback/react-ui'], { NODE_ENV: 'production' })) {
  await run('JS budget', 'npm', ['run', 'budget', '--workspace', '@switchback/react-ui']);
} else {
  results.push({ name: 'JS budget', ok: false, seconds: '0.0' });
}
const chromium = chromiumPath();
if (chromium) {
  await run('browser end-to-end', 'npm', ['run', 'e2e', '--workspace', '@switchback/react-ui'], { ...dbEnv, CHROMIUM_PATH: chromium });
} else {
  results.push({ name: 'browser end-to-end', ok: false, seconds: '0.0' });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(28)} ${r.seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
for (const r of results.filter((x) => !x.ok && x.report?.length)) {
  console.log(`\n━━ what ${r.name} said about its failure ━━`);
  for (const line of r.report) console.log(line);
}
process.exit(failed === 0 ? 0 : 1);
