import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchResponseSchema } from '@switchback/core';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 11 `search`), on the embedded engine and its demo catalogue. */
const ENGINE_START = 180_000;

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-search-'));
  dataDir = join(work, 'data');
}, ENGINE_START);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('switchback search (embedded engine)', () => {
  it('a French query without accents on fr-fr, a typo with its suggestion, a refined category sorted by price', async () => {
    const french = await switchback(['search', 'chaussure', 'randonnee', 'moraine', '--site', 'fr-fr', '--json'], dataDir, work);
    expect(french.stderr).toBe('');
    expect(french.code).toBe(0);
    expect(productSearchResponseSchema.parse(JSON.parse(french.stdout)).hits[0]!.id).toBe('SBHK0006');

    const typo = await switchback(['search', 'rdige', 'runner'], dataDir, work);
    expect(typo.code).toBe(0);
    expect(typo.stdout).toContain('Did you mean “ridge runner”?');
    expect(typo.stdout).toMatch(/SBTR0001\s+Ridge Trail Runner/);

    const refined = await switchback(['search', '--category', '1001', '--in-stock', '--sort', 'price-desc', '--site', 'en-gb', '--json'], dataDir, work);
    expect(refined.code).toBe(0);
    const answer = productSearchResponseSchema.parse(JSON.parse(refined.stdout));
    const prices = answer.hits.map((h) => h.price.lowCurrent);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(answer.facets.find((f) => f.id === 'availability')!.values[0]).toMatchObject({ selected: true, count: answer.total });
  }, ENGINE_START * 3);
});
