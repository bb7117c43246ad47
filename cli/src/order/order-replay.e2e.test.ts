import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '@switchback/core';
import { startEmbeddedEngine } from '../composition-root';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 8 §4 `order replay`), embedded engine on a temporary data directory, or --api. */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;


interface ReplayJson {
  orderNumber: string;
  diverged: boolean;
  newBasketId: string | null;
  placedOrderNumber?: string;
  calls: { seq: number; endpoint: string; replayed: boolean; then: { status: number }; now: { status: number } | null; divergences: { kind: string; text: string }[] }[];
}

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-replay-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback order replay (embedded engine)', () => {
  const dataDir = () => join(work, 'embedded');
  let orderNumber = '';

  beforeAll(async () => {
    const placed = await switchback(['checkout', '--script', EXAMPLE, '--json'], dataDir(), work);
    expect(placed.stderr).toBe('');
    orderNumber = (JSON.parse(placed.stdout) as { orderNumber: string }).orderNumber;
  }, ENGINE_START);

  it('an unchanged order replays with nothing diverged: exit 0, only JSON on stdout, payment calls not replayed', async () => {
    const run = await switchback(['order', 'replay', orderNumber, '--json'], dataDir(), work);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const replay = JSON.parse(run.stdout) as ReplayJson;
    expect(replay.orderNumber).toBe(orderNumber);
    expect(replay.diverged).toBe(false);
    expect(replay.newBasketId).toMatch(/\S/);
    expect(replay.calls.map((call) => call.endpoint)).toEqual([
      'createCart', 'addItem', 'setShippingAddress', 'selectShippingMethod', 'setBillingAddress', 'addPaymentInstrument', 'prepareOrder', 'placeOrder',
    ]);
    // The replay stops before payment: the payment and every call after it.
    expect(replay.calls.filter((call) => !call.replayed).map((call) => call.endpoint)).toEqual(['addPaymentInstrument', 'prepareOrder', 'placeOrder']);
    for (const call of replay.calls.filter((c) => c.replayed)) expect(call.now!.status).toBe(call.then.status);
  }, ENGINE_START);

  it('the screen shows each call then and now side by side, and that nothing diverged', async () => {
    const run = await switchback(['order', 'replay', orderNumber], dataDir(), work);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Replay of order ${orderNumber}`);
    expect(run.stdout).toMatch(/✓ #2 addItem POST \/cart\/v1\/item \(\d+(\.\d)? m?s\) 200 → 200/);
    expect(run.stdout).toMatch(/^ {4}200 · total \$\d+\.\d{2} · 1 line\s+200 · total \$\d+\.\d{2} · 1 line$/m);
    expect(run.stdout).toMatch(/^ {4}200 · total .+not replayed: stopped before payment \(--place replays it\)$/m);
    expect(run.stdout).toMatch(/✓ nothing diverged: 5 replayed calls answer as they did/);
  }, ENGINE_START);

  it('--place with a sandbox card replays the payment and places a new order; a real card number is refused (exit 2)', async () => {
    const placed = await switchback(['order', 'replay', orderNumber, '--place', '--card', SANDBOX_CARDS.authorises, '--json'], dataDir(), work);
    expect(placed.stderr).toBe('');
    expect(placed.code).toBe(0);
    const replay = JSON.parse(placed.stdout) as ReplayJson;
    expect(replay.calls.every((call) => call.replayed)).toBe(true);
    expect(replay.placedOrderNumber).toMatch(/^[A-Z0-9-]{6,32}$/);
    expect(replay.placedOrderNumber).not.toBe(orderNumber);

    const real = await switchback(['order', 'replay', orderNumber, '--place', '--card', '5555555555554444'], dataDir(), work);
    expect(real.code).toBe(2);
    expect(real.stderr).toMatch(/^✗ --card: is not a sandbox card/);
    expect(real.stderr).not.toContain('5555555555554444');
    const noCard = await switchback(['order', 'replay', orderNumber, '--place'], dataDir(), work);
    expect(noCard.code).toBe(2);
    expect(noCard.stderr).toContain('--card: is required with --place');
  }, ENGINE_START);

  it('after a price change in the database, the replay exits 4 naming the line and both prices', async () => {
    // The engine is not running between commands: its PGlite database is opened here directly.
    const db = await PGlite.create(join(dataDir(), 'pgdata'));
    const before = (await db.query<{ sale_minor: number }>("SELECT sale_minor FROM product_prices WHERE product_id = 'SBTR0001' AND site_id = 'en-us'")).rows[0]!.sale_minor;
    await db.query("UPDATE product_prices SET list_minor = list_minor + 1500, sale_minor = sale_minor + 1500 WHERE product_id = 'SBTR0001' AND site_id = 'en-us'");
    await db.close();
    const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

    const run = await switchback(['order', 'replay', orderNumber], dataDir(), work);
    expect(run.code).toBe(4);
    const priceLine = new RegExp(`price of .+ \\(Slate.* / 9\\) UPC \\d{12}: \\${dollars(before)} → \\${dollars(before + 1500)}`);
    expect(run.stderr).toMatch(new RegExp(`^✗ order ${orderNumber} diverges at call #2 addItem: .*${priceLine.source}`));
    expect(run.stdout).toMatch(new RegExp(`≠ ${priceLine.source}`));
    expect(run.stdout).toMatch(/✗ \d+ of 5 replayed calls answer differently today, first at #2/);

    const json = await switchback(['order', 'replay', orderNumber, '--json'], dataDir(), work);
    expect(json.code).toBe(4);
    const replay = JSON.parse(json.stdout) as ReplayJson;
    expect(replay.diverged).toBe(true);
    expect(replay.calls[1]!.divergences).toContainEqual(expect.objectContaining({ kind: 'linePrice', then: before, now: before + 1500 }));
  }, ENGINE_START);

  it('an unknown order exits 3 with ORDER_NOT_FOUND; a malformed number exits 2', async () => {
    const unknown = await switchback(['order', 'replay', 'SB-NOPE-000'], dataDir(), work);
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain('ORDER_NOT_FOUND');
    const malformed = await switchback(['order', 'replay', 'no such'], dataDir(), work);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^✗ NUMBER: /);
  }, ENGINE_START);
});

describe('switchback order replay --api (support key)', () => {
  const dataDir = () => join(work, 'server');
  let engine: { apiBaseUrl: string; supportKey: string | undefined; close(): Promise<void> } | undefined;
  let origin = '';
  let orderNumber = '';

  beforeAll(async () => {
    engine = (await startEmbeddedEngine(dataDir()))._unsafeUnwrap();
    origin = new URL(engine.apiBaseUrl).origin;
    const placed = await switchback(['checkout', '--script', EXAMPLE, '--api', origin, '--json'], dataDir(), work);
    orderNumber = (JSON.parse(placed.stdout) as { orderNumber: string }).orderNumber;
  }, ENGINE_START);
  afterAll(async () => {
    await engine?.close();
  });

  it('without SWITCHBACK_SUPPORT_KEY exits 2 with one clear line', async () => {
    const run = await switchback(['order', 'replay', orderNumber, '--api', origin], dataDir(), work, { SWITCHBACK_SUPPORT_KEY: undefined });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^✗ SWITCHBACK_SUPPORT_KEY: is not set: .+\n$/);
  }, ENGINE_START);

  it('a wrong key exits 3 with SUPPORT_KEY_INVALID; the server\'s key replays (exit 0)', async () => {
    const wrong = await switchback(['order', 'replay', orderNumber, '--api', origin], dataDir(), work, { SWITCHBACK_SUPPORT_KEY: 'not-the-key-of-this-server' });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('SUPPORT_KEY_INVALID');
    const right = await switchback(['order', 'replay', orderNumber, '--api', origin, '--json'], dataDir(), work, { SWITCHBACK_SUPPORT_KEY: engine!.supportKey });
    expect(right.stderr).toBe('');
    expect(right.code).toBe(0);
    expect((JSON.parse(right.stdout) as ReplayJson).diverged).toBe(false);
  }, ENGINE_START);
});
