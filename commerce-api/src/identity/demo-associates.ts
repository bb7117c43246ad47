import type { Clock } from '@switchback/core';
import type { Database } from '../database/database.port';
import type { IdentityRepository } from './identity.repository';
import type { PasswordHasher } from './password-hasher';

/** The demo associate of every store: employee id and name (their password is configured, never built in). */
export const DEMO_ASSOCIATE = { employeeId: 'E1001', name: 'Sam Rivera' } as const;

/**
 * Demo data for associate mode: with SWITCHBACK_DEMO_ASSOCIATE_PASSWORD set, every store gets the demo associate
 * with that password (argon2id), so `/associate-login` can be tried and tested. Without it, no associate exists.
 */
export async function seedDemoAssociates(db: Database, identity: IdentityRepository, hasher: PasswordHasher, clock: Clock, password: string): Promise<void> {
  const stores = (await db.query<{ id: string }>('SELECT id FROM stores ORDER BY id')).rows;
  const passwordHash = await hasher.hash(password);
  for (const store of stores) {
    await identity.insertAssociate({ storeId: store.id, employeeId: DEMO_ASSOCIATE.employeeId, name: DEMO_ASSOCIATE.name, passwordHash, now: clock.now() });
  }
}
