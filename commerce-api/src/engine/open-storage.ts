import { join } from 'node:path';
import { buildDemoCatalogue } from '../catalog/demo-seed';
import { seedWhenEmpty } from '../catalog/catalog-seeder';
import { DataDirLock } from '../database/data-dir-lock';
import type { Database } from '../database/database.port';
import { migrate } from '../database/migrate';
import { migrations } from '../database/migrations';
import { PgliteDatabase } from '../database/pglite.database';
import { PostgresDatabase } from '../database/postgres.database';
import { seedDemoStores } from '../stores/store-seed';
import { seedDemoProductSets } from '../merchandising/product-set-seed';
import { seedDemoContent } from '../content/content-seed';
import type { EngineConfig } from './engine-config';

export interface OpenedStorage {
  readonly db: Database;
  close(): Promise<void>;
}

/**
 * Opens the database (PGlite under the data dir, holding its lock; or PostgreSQL), applies migrations and, when
 * asked, seeds the demo catalogue into an empty catalogue. On failure nothing stays open or locked.
 */
export async function openStorage(config: EngineConfig): Promise<OpenedStorage> {
  let lock: DataDirLock | undefined;
  let db: Database | undefined;
  const close = async () => {
    try {
      await db?.close();
    } finally {
      lock?.release();
    }
  };
  try {
    if (config.storage.kind === 'pglite') {
      lock = DataDirLock.acquire(config.storage.dataDir);
      db = await PgliteDatabase.open(join(config.storage.dataDir, 'pgdata'));
    } else {
      db = await PostgresDatabase.open(config.storage.url, config.storage.schema);
    }
    await migrate(db, migrations);
    if (config.seed) await seedWhenEmpty(db, buildDemoCatalogue());
    if (config.seed) await seedDemoStores(db);
    if (config.seed) await seedDemoProductSets(db);
    if (config.seed) await seedDemoContent(db, config.basePath);
    return { db, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
