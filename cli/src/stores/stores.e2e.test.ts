import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSearchResponseSchema } from '@switchback/core';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 10 §5 `stores search`), on the embedded engine and its demo stores. */
const ENGINE_START = 180_000;

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-stores-'));
  dataDir = join(work, 'data');
}, ENGINE_START);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback stores search (embedded engine)', () => {
  it('near a UK postcode with a size: the contract\'s answer on stdout, nearest first, each with the size\'s stock; a malformed postcode exits 3', async () => {
    const catalog = await switchback(['catalog', 'list', '--site', 'en-gb', '--json'], dataDir, work);
    expect(catalog.code).toBe(0);
    const product = (JSON.parse(catalog.stdout) as { products: { productId: string; variants: { upc: string }[] }[] }).products[0]!;
    const upc = product.variants[0]!.upc;

    const found = await switchback(['stores', 'search', '--postcode', 'M1 1WR', '--site', 'en-gb', '--radius', '500', '--product', product.productId, '--upc', upc, '--json'], dataDir, work);
    expect(found.stderr).toBe('');
    expect(found.code).toBe(0);
    const answer = storeSearchResponseSchema.parse(JSON.parse(found.stdout));
    expect(answer.location?.label).toBe('Manchester');
    expect(answer.stores.length).toBeGreaterThan(1);
    expect(answer.stores.every((store) => store.address.countryCode === 'GB' && store.stock !== undefined)).toBe(true);
    const distances = answer.stores.map((store) => store.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const shown = await switchback(['stores', 'search', '--city', 'Paris', '--site', 'fr-fr'], dataDir, work);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/from Paris/);
    expect(shown.stdout).toMatch(/\d+\.\d km\s+STR-PAR-0\d\s+Switchback Paris/);

    const malformed = await switchback(['stores', 'search', '--postcode', 'ZZ', '--site', 'fr-fr'], dataDir, work);
    expect(malformed.code).toBe(3);
    expect(malformed.stderr).toMatch(/^✗ POSTCODE_INVALID: .*\(field postcode\)/);
  }, ENGINE_START * 4);
});
