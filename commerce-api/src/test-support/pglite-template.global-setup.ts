import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resolveEngineConfig } from '../engine/engine-config';
import { openStorage } from '../engine/open-storage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory migrated and seeded as a default engine's (see startTestEngine). */
    pgliteTemplate: string;
  }
}

/**
 * Builds one embedded database, migrated and seeded with the demo catalogue, stores, sets and content, once for the
 * whole run: an engine of a test file starts from a copy of it instead of creating, migrating and seeding its own
 * (about fifteen seconds each on a two-core machine). The engine still migrates and seeds on start: both find the work
 * done, so what a test sees is what a fresh engine would have.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(join(tmpdir(), 'sb-pglite-template-'));
  const storage = await openStorage(resolveEngineConfig({ dataDir: join(root, 'engine') }, {}, root));
  await storage.close();
  const template = join(root, 'pgdata');
  cpSync(join(root, 'engine', 'pgdata'), template, { recursive: true });
  project.provide('pgliteTemplate', template);
  return () => rmSync(root, { recursive: true, force: true });
}
