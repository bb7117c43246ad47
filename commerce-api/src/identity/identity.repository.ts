import type { SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface ConsumerAccountRow {
  customer_id: string;
  consumer_no: string;
  email: string;
  password_hash: string;
  consumer_type: 'REGISTERED' | 'EMPLOYEE';
  site_id: SiteId;
  first_name: string | null;
  employee_terms_accepted_at: Date | null;
}

const ACCOUNT_COLUMNS = 'customer_id, consumer_no, email, password_hash, consumer_type, site_id, first_name, employee_terms_accepted_at';

/** What the lockout counter says about an attempt it has just reserved. */
export interface AttemptReservation {
  /** Attempts in the current window, this one included. */
  readonly attempts: number;
  /** Set while the e-mail is locked. */
  readonly lockedUntil: Date | null;
}

/**
 * The identity tables of migration 6 and the account columns of `consumers`. Every secret is stored as a hash.
 * Concurrency promises are kept in single SQL statements (an upsert, a conditional UPDATE … RETURNING).
 */
export class IdentityRepository {
  constructor(private readonly db: Database) {}

  async accountByEmail(email: string): Promise<ConsumerAccountRow | undefined> {
    return (await this.db.query<ConsumerAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM consumers WHERE email = $1`, [email])).rows[0];
  }

  async accountById(customerId: string): Promise<ConsumerAccountRow | undefined> {
    return (await this.db.query<ConsumerAccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM consumers WHERE customer_id = $1`, [customerId])).rows[0];
  }

  /** Inserts an account; false when the e-mail (or the generated number) is taken (unique violation, nothing written). */
  async insertAccount(account: {
    customerId: string; consumerNo: string; email: string; passwordHash: string; siteId: SiteId;
    firstName?: string | undefined; lastName?: string | undefined; birthDate?: string | undefined; phone?: string | undefined; postalCode?: string | undefined;
    now: Date;
  }): Promise<boolean> {
    const r = await this.db.query(
      `INSERT INTO consumers (customer_id, consumer_no, email, password_hash, site_id, first_name, last_name, birth_date, phone, postal_code, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
       ON CONFLICT DO NOTHING`,
      [account.customerId, account.consumerNo, account.email, account.passwordHash, account.siteId, account.firstName ?? null,
        account.lastName ?? null, account.birthDate ?? null, account.phone ?? null, account.postalCode ?? null, account.now],
    );
    return r.rowCount === 1;
  }

  /** Locks the consumer's row for the transaction: concurrent sign-ins of one consumer merge one after the other. */
  async lockAccount(customerId: string): Promise<void> {
    await this.db.query('SELECT 1 FROM consumers WHERE customer_id = $1 FOR UPDATE', [customerId]);
  }

  async setPasswordHash(customerId: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.query('UPDATE consumers SET password_hash = $2, updated_at = $3 WHERE customer_id = $1', [customerId, passwordHash, now]);
  }

  /**
   * Reserves one sign-in attempt for this e-mail, atomically: a window older than `windowStart` starts again at 1;
   * going past `maxAttempts` locks until `lockUntil` (that attempt is refused, its password never checked). A locked e-mail's attempts are not counted (the lock does not grow).
   */
  async reserveAttempt(email: string, now: Date, windowStart: Date, maxAttempts: number, lockUntil: Date): Promise<AttemptReservation> {
    const r = await this.db.query<{ attempts: number; locked_until: Date | null }>(
      `INSERT INTO sign_in_attempts AS a (email, attempts, window_started_at, locked_until)
       VALUES ($1, 1, $2, NULL)
       ON CONFLICT (email) DO UPDATE SET
         attempts = CASE
           WHEN a.locked_until IS NOT NULL AND a.locked_until > $2 THEN a.attempts
           WHEN a.window_started_at <= $3 OR a.locked_until IS NOT NULL THEN 1
           ELSE a.attempts + 1 END,
         window_started_at = CASE
           WHEN a.locked_until IS NOT NULL AND a.locked_until > $2 THEN a.window_started_at
           WHEN a.window_started_at <= $3 OR a.locked_until IS NOT NULL THEN $2
           ELSE a.window_started_at END,
         locked_until = CASE
           WHEN a.locked_until IS NOT NULL AND a.locked_until > $2 THEN a.locked_until
           WHEN a.window_started_at > $3 AND a.locked_until IS NULL AND a.attempts + 1 > $4 THEN $5::timestamptz
           ELSE NULL END
       RETURNING attempts, locked_until`,
      [email, now, windowStart, maxAttempts, lockUntil],
    );
    const row = r.rows[0]!;
    return { attempts: row.attempts, lockedUntil: row.locked_until !== null && new Date(row.locked_until) > now ? new Date(row.locked_until) : null };
  }

  async clearAttempts(email: string): Promise<void> {
    await this.db.query('DELETE FROM sign_in_attempts WHERE email = $1', [email]);
  }

  async insertCode(code: { codeHash: string; customerId: string; challenge: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO authorization_codes (code_hash, customer_id, code_challenge, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [code.codeHash, code.customerId, code.challenge, code.now, code.expiresAt],
    );
  }

  /** Spends a code: only one caller ever gets the row back (used_at set in the same statement). */
  async spendCode(codeHash: string, now: Date): Promise<{ customer_id: string; code_challenge: string; expires_at: Date } | undefined> {
    return (await this.db.query<{ customer_id: string; code_challenge: string; expires_at: Date }>(
      'UPDATE authorization_codes SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL RETURNING customer_id, code_challenge, expires_at',
      [codeHash, now],
    )).rows[0];
  }

  /** A spent code presented again: marked replayed (waits for an exchange of it still running); false if never spent. */
  async markCodeReplayed(codeHash: string, now: Date): Promise<boolean> {
    return (await this.db.query(
      'UPDATE authorization_codes SET replayed_at = COALESCE(replayed_at, $2) WHERE code_hash = $1 AND used_at IS NOT NULL RETURNING 1',
      [codeHash, now])).rows.length > 0;
  }

  /** Inside the exchange's transaction: locks the code's row until commit; true when it was replayed meanwhile. */
  async lockCodeForExchange(codeHash: string): Promise<boolean> {
    const row = (await this.db.query<{ replayed_at: Date | null }>('SELECT replayed_at FROM authorization_codes WHERE code_hash = $1 FOR UPDATE', [codeHash])).rows[0];
    return row === undefined || row.replayed_at !== null;
  }

  async insertFamily(family: { id: string; customerId: string; codeHash: string | null; usid: string; now: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO refresh_families (id, customer_id, code_hash, usid, created_at) VALUES ($1, $2, $3, $4, $5)',
      [family.id, family.customerId, family.codeHash, family.usid, family.now],
    );
  }

  async insertRefreshToken(token: { tokenHash: string; familyId: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [token.tokenHash, token.familyId, token.now, token.expiresAt],
    );
  }

  /**
   * Spends a refresh token of a live family: only one concurrent caller gets `spent: true`. Otherwise the token's row
   * as it is (rotated earlier, expired, or its family revoked), or undefined when unknown.
   */
  async spendRefreshToken(tokenHash: string, now: Date): Promise<
    | { spent: true; familyId: string; customerId: string; usid: string }
    | { spent: false; familyId: string; rotatedAt: Date | null; expired: boolean; revoked: boolean }
    | undefined
  > {
    const spent = (await this.db.query<{ family_id: string; customer_id: string; usid: string }>(
      `UPDATE refresh_tokens t SET rotated_at = $2
       FROM refresh_families f
       WHERE t.token_hash = $1 AND t.rotated_at IS NULL AND t.expires_at > $2 AND f.id = t.family_id AND f.revoked_at IS NULL
       RETURNING t.family_id, f.customer_id, f.usid`,
      [tokenHash, now],
    )).rows[0];
    if (spent) return { spent: true, familyId: spent.family_id, customerId: spent.customer_id, usid: spent.usid };
    const row = (await this.db.query<{ family_id: string; rotated_at: Date | null; expires_at: Date; revoked_at: Date | null }>(
      `SELECT t.family_id, t.rotated_at, t.expires_at, f.revoked_at FROM refresh_tokens t JOIN refresh_families f ON f.id = t.family_id
       WHERE t.token_hash = $1`,
      [tokenHash],
    )).rows[0];
    if (!row) return undefined;
    return {
      spent: false, familyId: row.family_id, rotatedAt: row.rotated_at === null ? null : new Date(row.rotated_at),
      expired: new Date(row.expires_at) <= now, revoked: row.revoked_at !== null,
    };
  }

  async familyOf(familyId: string): Promise<{ customer_id: string; usid: string; revoked_at: Date | null } | undefined> {
    return (await this.db.query<{ customer_id: string; usid: string; revoked_at: Date | null }>(
      'SELECT customer_id, usid, revoked_at FROM refresh_families WHERE id = $1', [familyId])).rows[0];
  }

  async familyRevoked(familyId: string): Promise<boolean> {
    const row = (await this.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM refresh_families WHERE id = $1', [familyId])).rows[0];
    return row === undefined || row.revoked_at !== null;
  }

  async revokeFamily(familyId: string, reason: string, now: Date): Promise<void> {
    await this.db.query('UPDATE refresh_families SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [familyId, now, reason]);
  }

  async revokeFamiliesOfCode(codeHash: string, reason: string, now: Date): Promise<void> {
    await this.db.query('UPDATE refresh_families SET revoked_at = $2, revoked_reason = $3 WHERE code_hash = $1 AND revoked_at IS NULL', [codeHash, now, reason]);
  }

  /** Every family of the consumer but `keep` (a password change keeps the session that made it). */
  async revokeFamiliesOf(customerId: string, reason: string, now: Date, keep?: string): Promise<void> {
    await this.db.query(
      'UPDATE refresh_families SET revoked_at = $2, revoked_reason = $3 WHERE customer_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $4',
      [customerId, now, reason, keep ?? null],
    );
  }

  async insertReset(reset: { tokenHash: string; customerId: string; now: Date; expiresAt: Date }): Promise<void> {
    await this.db.query(
      'INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [reset.tokenHash, reset.customerId, reset.now, reset.expiresAt],
    );
  }

  /** Spends a reset token that is unused and unexpired: only one caller gets the consumer back. */
  async spendReset(tokenHash: string, now: Date): Promise<string | undefined> {
    return (await this.db.query<{ customer_id: string }>(
      'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING customer_id',
      [tokenHash, now],
    )).rows[0]?.customer_id;
  }

  async associate(storeId: string, employeeId: string): Promise<{ name: string; password_hash: string; store_name: string } | undefined> {
    return (await this.db.query<{ name: string; password_hash: string; store_name: string }>(
      `SELECT a.name, a.password_hash, s.name AS store_name FROM store_associates a JOIN stores s ON s.id = a.store_id
       WHERE a.store_id = $1 AND a.employee_id = $2`,
      [storeId, employeeId],
    )).rows[0];
  }

  async insertAssociate(associate: { storeId: string; employeeId: string; name: string; passwordHash: string; now: Date }): Promise<boolean> {
    const r = await this.db.query(
      `INSERT INTO store_associates (store_id, employee_id, name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (store_id, employee_id) DO UPDATE SET name = EXCLUDED.name, password_hash = EXCLUDED.password_hash`,
      [associate.storeId, associate.employeeId, associate.name, associate.passwordHash, associate.now],
    );
    return r.rowCount === 1;
  }
}
