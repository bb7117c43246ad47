import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/**
 * The real CLI in a child process (issue 9 §4): `giftcard issue`, then a scripted checkout paying part with that gift
 * card, the card paying the rest. Embedded engine.
 */
const EXAMPLE = fileURLToPath(new URL('../../examples/guest-checkout.json', import.meta.url));
const ENGINE_START = 180_000;

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-money-'));
  dataDir = join(work, 'data');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback giftcard issue and a checkout script paying part with it', () => {
  it('issues a card (number and PIN once); the script pays 20.00 with it and the rest by card; the spent card is refused next time', async () => {
    const issued = await switchback(['giftcard', 'issue', '--amount', '20.00', '--currency', 'usd', '--json'], dataDir, work);
    expect(issued.stderr).toBe('');
    expect(issued.code).toBe(0);
    const card = JSON.parse(issued.stdout) as { number: string; pin: string; balance: number; currency: string };
    expect(card).toMatchObject({ balance: 2000, currency: 'USD' });

    const plain = JSON.parse(await readFile(EXAMPLE, 'utf8')) as Record<string, unknown>;
    const script = join(work, 'paid.json');
    await writeFile(script, JSON.stringify({
      ...plain,
      giftCards: [{ number: card.number, pin: card.pin }],
    }));
    const run = await switchback(['checkout', '--script', script, '--json'], dataDir, work);
    expect(run.code).toBe(0);
    const receipt = JSON.parse(run.stdout) as { total: number; paid?: { reward: number; giftCards: number; card: number } };
    expect(receipt.paid).toEqual({ reward: 0, giftCards: 2000, card: receipt.total - 2000 });

    const again = await switchback(['checkout', '--script', script], dataDir, work);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/^✗ GC_ZERO_BALANCE: /);
  }, ENGINE_START * 4);
});
