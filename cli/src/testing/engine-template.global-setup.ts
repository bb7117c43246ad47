import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedEngine } from '../composition-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The `pgdata` of an embedded engine started once and closed: migrated and seeded (see runSwitchback). */
    engineTemplate: string;
  }
}

/**
 * One embedded engine's database, created, migrated and seeded once for the run: a child CLI's data directory starts
 * from a copy of it instead of seeding its own (many seconds each on a two-core machine). The CLI's engine still
 * migrates and seeds on start and finds the work done.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'sb-cli-engine-template-'));
  const engine = (await startEmbeddedEngine(root))._unsafeUnwrap();
  await engine.close();
  project.provide('engineTemplate', join(root, 'pgdata'));
  return () => rmSync(root, { recursive: true, force: true });
}
