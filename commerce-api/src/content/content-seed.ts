import { ok } from 'neverthrow';
import type { Database } from '../database/database.port';
import { ContentRepository } from './content.repository';
import { buildDemoContent } from './demo-content';

/** When the demo content was written (fixed, so recordings and exports are stable). */
export const DEMO_CONTENT_DATE = new Date('2026-11-01T00:00:00Z');

/** Issue 12: the demo content at first start (no content document stored yet), in one transaction. */
export async function seedDemoContent(db: Database, basePath: string): Promise<void> {
  const repo = new ContentRepository(db);
  await db.transaction(async () => {
    await repo.lockForImport();
    if (await repo.isEmpty()) await repo.write(buildDemoContent(basePath), DEMO_CONTENT_DATE);
    return ok(undefined);
  });
}
