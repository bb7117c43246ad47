import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, orderNumberSchema } from '@switchback/core';
import { startEmbeddedEngine } from './composition-root';
import { runSwitchback } from './testing/run-cli-process';

/**
 * The real CLI, as a user runs it: `node cli/bin/switchback.js …` in a child process, against the real engine
 * (embedded in the child, or started here and reached with --api) on a temporary data directory.
 */
const EXAMPLE = fileURLToPath(new URL('../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;

const switchback = (args: string[], options: { dataDir: string; cwd: string }) => runSwitchback(args, options.dataDir, options.cwd);

let work: string;
let example: Record<string, unknown>;
const scriptFile = async (name: string, script: unknown) => {
  const path = join(work, name);
  await writeFile(path, JSON.stringify(script));
  return path;
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-e2e-'));
  example = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback checkout, embedded engine (the default)', () => {
  const dataDir = () => join(work, 'embedded-data');

  it('the example script places an order: exit 0, only {"orderNumber","total","currency"} on stdout', async () => {
    const run = await switchback(['checkout', '--script', EXAMPLE, '--json'], { dataDir: dataDir(), cwd: work });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const receipt = JSON.parse(run.stdout) as { orderNumber: string; total: number; currency: string };
    expect(Object.keys(receipt)).toEqual(['orderNumber', 'total', 'currency']);
    expect(orderNumberSchema.safeParse(receipt.orderNumber).success).toBe(true);
    expect(Number.isInteger(receipt.total) && receipt.total > 0).toBe(true);
    expect(receipt.currency).toBe('USD');
  }, ENGINE_START);

  it('a declined card (4000000000000002) exits 3 printing PAYMENT_ERROR', async () => {
    const declined = await scriptFile('declined.json', { ...example, card: { ...(example.card as object), number: SANDBOX_CARDS.declines } });
    const run = await switchback(['checkout', '--script', declined], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/^✗ PAYMENT_ERROR: .+/m);
    expect(run.stdout).toMatch(/✓ Start the embedded engine \(\d+(\.\d)? m?s\)/);
    expect(run.stdout).toContain('✗ Place order');
    expect(run.stdout).not.toContain('placed');
  }, ENGINE_START);

  it('a script that fails validation exits 2 naming the field', async () => {
    const items = [{ ...(example.items as object[])[0], qty: 0 }];
    const invalid = await scriptFile('invalid.json', { ...example, items });
    const run = await switchback(['checkout', '--script', invalid], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('✗ script.items[0].qty: quantity is at least 1\n');
    expect(run.stdout).toBe('');
  }, ENGINE_START);

  it('a colour the product does not have exits 2 naming the field', async () => {
    const items = [{ ...(example.items as object[])[0], color: 'Plaid' }];
    const run = await switchback(['checkout', '--script', await scriptFile('plaid.json', { ...example, items })], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^✗ script\.items\[0\]\.color: product \w+ has no colour "Plaid"\n$/);
  }, ENGINE_START);
});

describe('switchback against a running server (--api)', () => {
  const dataDir = () => join(work, 'server-data');
  let engine: { apiBaseUrl: string; close(): Promise<void> } | undefined;
  let origin = '';

  beforeAll(async () => {
    engine = (await startEmbeddedEngine(dataDir()))._unsafeUnwrap();
    origin = new URL(engine.apiBaseUrl).origin;
  }, ENGINE_START);
  afterAll(async () => {
    await engine?.close();
  });

  it('checks out over HTTP and shows each step and the order number', async () => {
    const run = await switchback(['checkout', '--script', EXAMPLE, '--api', origin], { dataDir: dataDir(), cwd: work });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    for (const step of ['Start guest session', 'Resolve item 1', 'Add item 1 to cart', 'Set shipping address', 'Select shipping method standard', 'Add card payment', 'Place order']) {
      expect(run.stdout).toMatch(new RegExp(`✓ ${step}.* \\(\\d+(\\.\\d)? m?s\\)`));
    }
    expect(run.stdout).toMatch(/Order [A-Z0-9-]{6,32} placed · total \$\d+\.\d{2}/);
  }, ENGINE_START);

  it('without --api, a data directory held by the running server exits 1 telling the user to pass --api', async () => {
    const run = await switchback(['checkout', '--script', EXAMPLE], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('pass --api http://localhost:3000');
  }, ENGINE_START);

  it('catalog list --json lists every product with, per variant, colour, size, UPC and stock', async () => {
    const run = await switchback(['catalog', 'list', '--json', '--api', origin], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(0);
    const listed = JSON.parse(run.stdout) as { products: { productId: string; variants: { color: string; size: string; upc: string; stock: number }[] }[] };
    expect(listed.products.length).toBeGreaterThanOrEqual(60);
    expect(new Set(listed.products.map((p) => p.productId)).size).toBe(listed.products.length);
    const ordered = (example.items as { productId: string; size: string }[])[0]!;
    const product = listed.products.find((p) => p.productId === ordered.productId);
    expect(product?.variants.length).toBeGreaterThan(0);
    for (const variant of product!.variants) {
      expect(variant.upc).toMatch(/^\d{12}$/);
      expect(Number.isInteger(variant.stock)).toBe(true);
    }
  }, ENGINE_START);

  it('an --api that is not an origin is one clear line and a non-zero exit', async () => {
    const run = await switchback(['catalog', 'list', '--api', `${origin}/api`], { dataDir: dataDir(), cwd: work });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('✗ --api: must be an http(s) origin such as http://localhost:3000\n');
  }, ENGINE_START); // a child process that loads the CLI through tsx: seconds on a loaded machine
});
