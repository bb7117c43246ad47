import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 11): `stock set` on the embedded engine, with its own support key. */
const ENGINE_START = 180_000;
const UPC = '840121430030';

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-stock-'));
  dataDir = join(work, 'data');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback stock set', () => {
  it("sets a sold-out size's units (JSON), and refuses a UPC of another product with the API's error", async () => {
    const set = await switchback(['stock', 'set', '--product', 'SBJK0014', '--upc', UPC, '--qty', '4', '--json'], dataDir, work);
    expect(set.stderr).toBe('');
    expect(set.code).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ productId: 'SBJK0014', upc: UPC, qty: 4 });
    const wrong = await switchback(['stock', 'set', '--product', 'SBJK0013', '--upc', UPC, '--qty', '1'], dataDir, work);
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/^✗ VARIANT_NOT_FOUND: /);
  }, ENGINE_START * 2);
});
