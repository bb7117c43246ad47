import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errAsync } from 'neverthrow';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_SITES, DEFAULT_SITE_ID, SANDBOX_CARDS } from '@switchback/core';
import { FakeCommerce, aCard } from '@switchback/core/testing';
import { runCli } from './program';
import { EXIT_CODES_HELP } from './shared/exit-code.mapper';
import type { CliSessionConfig, OpenCliSession } from './shared/cli-session';
import { captureIo } from './testing/capture-io';
import { SteppingClock, aScript, fakeSessionOpener } from './testing/fake-session';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'switchback-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cli(args: string[], options: { script?: unknown; fake?: FakeCommerce } = {}) {
  if (options.script !== undefined) await writeFile(join(dir, 'script.json'), JSON.stringify(options.script));
  const fake = options.fake ?? new FakeCommerce();
  const opener = fakeSessionOpener(fake);
  const configs: CliSessionConfig[] = [];
  const open: OpenCliSession = (config) => {
    configs.push(config);
    return opener.open(config);
  };
  const { io, stdout, stderr } = captureIo();
  const code = await runCli(['node', 'switchback', ...args], { io, env: { SWITCHBACK_DATA_DIR: 'data' }, cwd: dir, openSession: open, clock: new SteppingClock() });
  return { code, stdout: stdout(), stderr: stderr(), configs, closed: opener.closed(), fake };
}

describe('switchback checkout', () => {
  it('--json prints only {"orderNumber","total","currency"} on stdout and exits 0', async () => {
    const run = await cli(['checkout', '--script', 'script.json', '--json'], { script: aScript() });
    expect(run.code).toBe(0);
    const order = run.fake.orders()[0]!;
    expect(run.stdout).toBe(`${JSON.stringify({ orderNumber: order.orderNumber, total: order.totals.total, currency: 'USD' })}\n`);
    expect(run.closed).toBe(1);
  });

  it('without --json, shows every step ✓ and the order number', async () => {
    const run = await cli(['checkout', '--script', 'script.json'], { script: aScript() });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✓ Start the embedded engine (25 ms)');
    expect(run.stdout).toContain('✓ Start guest session');
    expect(run.stdout).toContain('✓ Place order');
    expect(run.stdout).toMatch(new RegExp(`Order ${run.fake.orders()[0]!.orderNumber} placed · total \\$\\d+\\.\\d{2}`));
    expect(run.stderr).toBe('');
  });

  it('by default the engine is embedded on the data dir from SWITCHBACK_DATA_DIR; --api passes the origin', async () => {
    const embedded = await cli(['checkout', '--script', 'script.json', '--json'], { script: aScript() });
    expect(embedded.configs).toEqual([{ api: undefined, site: 'en-us', dataDir: join(dir, 'data') }]);
    const remote = await cli(['checkout', '--script', 'script.json', '--api', 'http://127.0.0.1:3000/'], { script: aScript() });
    expect(remote.configs[0]).toMatchObject({ api: 'http://127.0.0.1:3000' });
    expect(remote.stdout).toContain('Guest checkout · en-us · http://127.0.0.1:3000');
    expect(remote.stdout).not.toContain('embedded engine');
  });

  it('a script that fails validation exits 2 naming the field, before anything starts', async () => {
    const run = await cli(['checkout', '--script', 'script.json'], { script: { ...aScript(), items: [{ ...aScript().items[0], qty: 0 }] } });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('✗ script.items[0].qty: quantity is at least 1\n');
    expect(run.configs).toEqual([]);
  });

  it('an unknown colour exits 2 naming the field', async () => {
    const run = await cli(['checkout', '--script', 'script.json'], { script: aScript({ items: [{ productId: 'TRAILRUN01', color: 'Teal', size: '9', qty: 1 }] }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('✗ script.items[0].color: product TRAILRUN01 has no colour "Teal"\n');
    expect(run.stdout).toContain('✗ Resolve item 1');
  });

  it('a declined card exits 3 printing PAYMENT_ERROR and its message; --json also answers the error as JSON', async () => {
    const run = await cli(['checkout', '--script', 'script.json', '--json'], { script: aScript({ card: aCard({ number: SANDBOX_CARDS.declines }) }) });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe('✗ PAYMENT_ERROR: Your payment was declined. Please use another card.\n');
    expect(JSON.parse(run.stdout)).toEqual({ error: { exitCode: 3, errorId: 'PAYMENT_ERROR', message: 'PAYMENT_ERROR: Your payment was declined. Please use another card.' } });
    expect(run.closed).toBe(1);
  });

  it('an embedded engine that cannot open the data directory exits 1 and says to pass --api', async () => {
    const { io, stdout, stderr } = captureIo();
    const locked: OpenCliSession = () => errAsync({ type: 'EngineLocked', dataDir: '/srv/data' });
    await writeFile(join(dir, 'script.json'), JSON.stringify(aScript()));
    const code = await runCli(['node', 'switchback', 'checkout', '--script', 'script.json'], { io, env: {}, cwd: dir, openSession: locked, clock: new SteppingClock() });
    expect(code).toBe(1);
    expect(stdout()).toContain('✗ Start the embedded engine (25 ms)');
    expect(stdout()).toContain('· Start guest session');
    expect(stderr()).toBe('✗ the data directory /srv/data is in use by a running Switchback server: pass --api http://localhost:3000 to talk to it\n');
  });

  it('a missing script file exits 2', async () => {
    const run = await cli(['checkout', '--script', 'nope.json']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`✗ script ${join(dir, 'nope.json')}: no such file\n`);
  });

  it('a bad option prints one clear line and exits non-zero', async () => {
    for (const args of [
      ['checkout', '--script', 'script.json', '--api', 'localhost:3000'],
      ['checkout', '--script', 'script.json', '--bogus'],
      ['checkout'],
      ['frobnicate'],
    ]) {
      const run = await cli(args, { script: aScript() });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
      expect(run.configs).toEqual([]);
    }
  });
});

describe('switchback catalog list', () => {
  it('--json lists products with, per variant, colour, size, UPC and stock', async () => {
    const run = await cli(['catalog', 'list', '--json']);
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as { site: string; products: { productId: string; variants: object[] }[] };
    expect(listed.site).toBe('en-us');
    expect(listed.products[0]!.productId).toBe('TRAILRUN01');
    expect(listed.products[0]!.variants[0]).toEqual({ color: 'BLK', colorName: 'Black', size: '8', upc: '000000000108', stock: 5, status: 'IN_STOCK', price: 9_000 });
  });

  it('lists in text by default and honours --site', async () => {
    const run = await cli(['catalog', 'list', '--site', 'en-gb']);
    expect(run.code).toBe(0);
    expect(run.configs[0]).toMatchObject({ site: 'en-gb' });
    expect(run.stdout).toContain('TRAILRUN01 Trail Runner (Switchback)');
    expect(run.stdout).toContain('UPC 000000000108');
  });

  it('--help lists the exit codes, drift (4) apart from an upstream refusal (3)', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(EXIT_CODES_HELP);
    expect(help.stdout).toMatch(/^ {2}3 {2}the upstream refused/m);
    expect(help.stdout).toMatch(/^ {2}4 {2}drift or divergence: .*contract verify.*order replay/m);
  });

  it('--site offers the sites of core’s one table, its default site by default', async () => {
    const help = await cli(['catalog', 'list', '--help']);
    expect(help.stdout).toContain(`site to list (${ALL_SITES.map((site) => site.id).join(', ')})`);
    expect(help.stdout).toContain(`(default: "${DEFAULT_SITE_ID}")`);
    for (const site of ALL_SITES) {
      const run = await cli(['catalog', 'list', '--site', site.id, '--json']);
      expect(run.code).toBe(0);
      expect(run.configs[0]).toMatchObject({ site: site.id });
    }
  });

  it('an unknown site is a bad option', async () => {
    const run = await cli(['catalog', 'list', '--site', 'xx-yy']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('✗ --site: must be one of "en-us", "en-gb", "fr-fr"\n');
  });
});
