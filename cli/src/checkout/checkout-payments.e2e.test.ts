import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PAY_LATER, SANDBOX_THREE_DS_CARDS } from '@switchback/core';
import { startEmbeddedEngine } from '../composition-root';
import { runSwitchback } from '../testing/run-cli-process';

/**
 * Issue 10 §3: the checkout script's payment types, as a user runs them (`node cli/bin/switchback.js checkout …`
 * against a running engine): a 3-D Secure card approved or failed at the sandbox bank, and buy now pay later.
 */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;

let work: string;
let example: Record<string, unknown>;
let engine: { apiBaseUrl: string; close(): Promise<void> } | undefined;
let origin = '';
const dataDir = () => join(work, 'payments-data');
const scriptFile = async (name: string, script: unknown) => {
  const path = join(work, name);
  await writeFile(path, JSON.stringify(script));
  return path;
};
const checkout = async (name: string, script: Record<string, unknown>) =>
  runSwitchback(['checkout', '--script', await scriptFile(name, script), '--api', origin], dataDir(), work);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-payments-'));
  example = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
  engine = (await startEmbeddedEngine(dataDir()))._unsafeUnwrap();
  origin = new URL(engine.apiBaseUrl).origin;
}, ENGINE_START);
afterAll(async () => {
  await engine?.close();
  await rm(work, { recursive: true, force: true });
});

describe('switchback checkout: payment types (issue 10 §3)', () => {
  const challengeCard = () => ({ ...(example.card as object), number: SANDBOX_THREE_DS_CARDS.challenge });

  it('card with "threeDS": "approve": the bank asks, the challenge is approved, the order is placed', async () => {
    const run = await checkout('3ds-approve.json', { ...example, card: challengeCard(), payment: { type: 'card', threeDS: 'approve' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/✓ Place order.*the bank asks for 3-D Secure/);
    expect(run.stdout).toMatch(/✓ 3-D Secure challenge, if the card asks: approve.*authenticated/);
    expect(run.stdout).toMatch(/Order [A-Z0-9-]{6,32} placed/);
  }, ENGINE_START);

  it('card with "threeDS": "fail": PAYMENT_AUTHENTICATION_FAILED and a non-zero exit', async () => {
    const run = await checkout('3ds-fail.json', { ...example, card: challengeCard(), payment: { type: 'card', threeDS: 'fail' } });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/^✗ PAYMENT_AUTHENTICATION_FAILED: .+/m);
  }, ENGINE_START);

  it('a challenge card without "threeDS" names the field to set', async () => {
    const run = await checkout('3ds-missing.json', { ...example, card: challengeCard() });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/script\.payment\.threeDS: order [A-Z0-9-]+ waits for 3-D Secure/);
  }, ENGINE_START);

  it('bnpl pays the rest later in 4 instalments; the declining identity is PAY_LATER_DECLINED', async () => {
    const paid = await checkout('bnpl.json', { ...example, payment: { type: 'bnpl' } });
    expect(paid.stderr).toBe('');
    expect(paid.code).toBe(0);
    expect(paid.stdout).toMatch(/✓ Pay the rest later.*pay later: 4 instalments of about \$\d+\.\d{2}/);
    const address = { ...(example.shippingAddress as object), lastName: SANDBOX_PAY_LATER.declinedLastName };
    const declined = await checkout('bnpl-declined.json', { ...example, shippingAddress: address, payment: { type: 'bnpl' } });
    expect(declined.code).not.toBe(0);
    expect(declined.stderr).toMatch(/^✗ PAY_LATER_DECLINED: .+/m);
  }, ENGINE_START);
});
