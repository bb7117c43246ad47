import type { SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

/** A support case as it is stored (migration 10). */
export interface SupportCaseRow {
  readonly caseNumber: string;
  readonly kind: 'CONTACT' | 'WARRANTY';
  readonly siteId: SiteId;
  readonly principalId: string;
  readonly principalKind: 'guest' | 'registered';
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly categoryId: string | null;
  readonly subjectId: string | null;
  readonly message: string;
  readonly orderNumber: string | null;
  readonly upc: string | null;
  readonly createdAt: string;
}

interface StoredRow {
  case_number: string; kind: 'CONTACT' | 'WARRANTY'; site_id: SiteId; principal_id: string; principal_kind: 'guest' | 'registered';
  email: string; first_name: string; last_name: string; category_id: string | null; subject_id: string | null; message: string;
  order_number: string | null; upc: string | null; created_at: Date | string;
}

const fromStored = (row: StoredRow): SupportCaseRow => ({
  caseNumber: row.case_number, kind: row.kind, siteId: row.site_id, principalId: row.principal_id, principalKind: row.principal_kind,
  email: row.email, firstName: row.first_name, lastName: row.last_name, categoryId: row.category_id, subjectId: row.subject_id,
  message: row.message, orderNumber: row.order_number, upc: row.upc, createdAt: new Date(row.created_at).toISOString(),
});

/** Support cases. The case number is unique in the database (PRIMARY KEY), not just by chance of the generator. */
export class SupportCaseRepository {
  constructor(private readonly db: Database) {}

  /** Stores the case; false (nothing stored) when its number is already taken, so the caller draws another. */
  async insert(row: SupportCaseRow): Promise<boolean> {
    const inserted = await this.db.query(`
      INSERT INTO support_cases (case_number, kind, site_id, principal_id, principal_kind, email, first_name, last_name,
                                 category_id, subject_id, message, order_number, upc, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
      ON CONFLICT (case_number) DO NOTHING`,
    [row.caseNumber, row.kind, row.siteId, row.principalId, row.principalKind, row.email, row.firstName, row.lastName,
      row.categoryId, row.subjectId, row.message, row.orderNumber, row.upc, row.createdAt]);
    return inserted.rowCount === 1;
  }

  async byNumber(caseNumber: string): Promise<SupportCaseRow | undefined> {
    const row = (await this.db.query<StoredRow>('SELECT * FROM support_cases WHERE case_number = $1', [caseNumber])).rows[0];
    return row === undefined ? undefined : fromStored(row);
  }
}
