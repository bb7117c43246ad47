import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSwitchback as switchback } from '../testing/run-cli-process';

/** The real CLI in a child process (issue 12): `content export|import` on the embedded engine, with its own support key. */
const ENGINE_START = 180_000;

let work: string;
let dataDir: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'switchback-cli-content-'));
  dataDir = join(work, 'data');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out.set(path.slice(dir.length + 1), await readFile(path, 'utf8'));
    }
  }
  return out;
}

describe('switchback content', () => {
  it('export → import → export gives identical files; a bad file is refused with its path and nothing is imported', async () => {
    const first = join(work, 'first');
    const exported = await switchback(['content', 'export', first, '--site', 'en-gb', '--json'], dataDir, work);
    expect(exported.code, exported.stderr).toBe(0);
    const before = await filesUnder(first);
    expect(before.size).toBeGreaterThan(40);
    expect([...before.keys()]).toContain('en-gb/augmentedpage/aug-home-winter-sale.json');

    const imported = await switchback(['content', 'import', first, '--json'], dataDir, work);
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ dryRun: false, created: 0, updated: 0, unchanged: before.size });

    const second = join(work, 'second');
    expect((await switchback(['content', 'export', second, '--site', 'en-gb', '--json'], dataDir, work)).code).toBe(0);
    expect(await filesUnder(second)).toEqual(before);

    const home = JSON.parse(before.get('en-gb/augmentedpage/aug-home.json')!) as { sections: { main: { variant?: string }[] } };
    home.sections.main[0]!.variant = 'sideways';
    await writeFile(join(first, 'en-gb/augmentedpage/aug-home.json'), JSON.stringify(home, null, 2));
    const refused = await switchback(['content', 'import', first], dataDir, work);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^✗ en-gb\/augmentedpage\/aug-home\.json \(aug-home\): sections\.main\[0\]\.variant: /);
  }, ENGINE_START * 3);
});
