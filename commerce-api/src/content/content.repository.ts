import { contentDocumentSchema, type ContentDocType, type ContentDocument, type SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

interface DocumentRow { document: unknown; modified_at: Date | string; version: number }

/** A stored document with when it last changed. */
export interface StoredDocument {
  readonly document: ContentDocument;
  readonly modificationDate: string;
  readonly version: number;
}

/** Two dated versions of one (site, docType, key) whose schedules share a moment (refused at import). */
export interface ScheduleOverlap { readonly siteId: string; readonly docType: string; readonly key: string; readonly ids: readonly [string, string] }

export interface WriteSummary { readonly created: number; readonly updated: number; readonly unchanged: number }

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** A stored row, its jsonb parsed again by the contract (a row the schema refuses is a defect: it throws). */
const toStored = (row: DocumentRow): StoredDocument => ({
  document: contentDocumentSchema.parse(row.document),
  modificationDate: iso(row.modified_at),
  version: row.version,
});

const COLUMNS = 'document, modified_at, version';
/** Documents whose schedule may hold at $at (the service picks the version with core's pickScheduled). */
const HOLDS_AT = (param: string) => `(valid_from IS NULL OR valid_from <= ${param}) AND (valid_to IS NULL OR valid_to > ${param})`;

/** Issue 12 §1: content documents in PostgreSQL (migration 26). */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  /** Every version of (site, docType in types, key) whose schedule holds at `at`. */
  async versions(siteId: SiteId, docTypes: readonly ContentDocType[], key: string, at: Date): Promise<StoredDocument[]> {
    const r = await this.db.query<DocumentRow>(
      `SELECT ${COLUMNS} FROM content_documents WHERE site_id = $1 AND doc_type = ANY($2::text[]) AND key = $3 AND ${HOLDS_AT('$4')} ORDER BY id`,
      [siteId, docTypes, key, at.toISOString()]);
    return r.rows.map(toStored);
  }

  /** Every document of some types on a site whose schedule holds at `at` (all keys), in id order. */
  async ofTypes(siteId: SiteId, docTypes: readonly ContentDocType[], at: Date): Promise<StoredDocument[]> {
    const r = await this.db.query<DocumentRow>(
      `SELECT ${COLUMNS} FROM content_documents WHERE site_id = $1 AND doc_type = ANY($2::text[]) AND ${HOLDS_AT('$3')} ORDER BY id`,
      [siteId, docTypes, at.toISOString()]);
    return r.rows.map(toStored);
  }

  /** The documents under a parent page slug whose schedule holds at `at`. */
  async children(siteId: SiteId, parent: string, at: Date): Promise<StoredDocument[]> {
    const r = await this.db.query<DocumentRow>(
      `SELECT ${COLUMNS} FROM content_documents WHERE site_id = $1 AND parent = $2 AND ${HOLDS_AT('$3')} ORDER BY key, id`,
      [siteId, parent, at.toISOString()]);
    return r.rows.map(toStored);
  }

  /** Every document of a site (or of all), by site and id: what `content export` writes. */
  async all(siteId?: SiteId): Promise<StoredDocument[]> {
    const r = siteId === undefined
      ? await this.db.query<DocumentRow>(`SELECT ${COLUMNS} FROM content_documents ORDER BY site_id, id`)
      : await this.db.query<DocumentRow>(`SELECT ${COLUMNS} FROM content_documents WHERE site_id = $1 ORDER BY id`, [siteId]);
    return r.rows.map(toStored);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM content_documents LIMIT 1')).rows.length === 0;
  }

  /**
   * Writes documents (already valid): a document replaces the stored one of the same site and id; one that is the same
   * as stored is left alone (its modification date and version kept). Call inside a transaction after `lockForImport`.
   */
  async write(documents: readonly ContentDocument[], now: Date): Promise<WriteSummary> {
    let created = 0;
    let updated = 0;
    for (const doc of documents) {
      const sectioned = doc as { parent?: string; article?: { publishedAt: string; tags: string[] } };
      const r = await this.db.query<{ inserted: boolean }>(
        `INSERT INTO content_documents (site_id, id, doc_type, key, name, valid_from, valid_to, document, published_at, tags, parent, modified_at, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::text[], $11, $12, 1)
         ON CONFLICT (site_id, id) DO UPDATE SET doc_type = EXCLUDED.doc_type, key = EXCLUDED.key, name = EXCLUDED.name,
           valid_from = EXCLUDED.valid_from, valid_to = EXCLUDED.valid_to, document = EXCLUDED.document,
           published_at = EXCLUDED.published_at, tags = EXCLUDED.tags, parent = EXCLUDED.parent,
           modified_at = EXCLUDED.modified_at, version = content_documents.version + 1
         WHERE content_documents.document IS DISTINCT FROM EXCLUDED.document
         RETURNING (xmax = 0) AS inserted`,
        [doc.siteId, doc.id, doc.docType, doc.key, doc.name, doc.schedule?.from ?? null, doc.schedule?.to ?? null, JSON.stringify(doc),
          sectioned.article?.publishedAt ?? null, sectioned.article?.tags ?? [], sectioned.parent ?? null, now.toISOString()]);
      const row = r.rows[0];
      if (row === undefined) continue;
      if (row.inserted) created += 1;
      else updated += 1;
    }
    return { created, updated, unchanged: documents.length - created - updated };
  }

  /** Imports run one at a time: a second waits for the first to commit (so the overlap check below sees its rows). */
  async lockForImport(): Promise<void> {
    await this.db.query('LOCK TABLE content_documents IN SHARE ROW EXCLUSIVE MODE');
  }

  /** The first two dated versions of one (site, docType, key) whose schedules overlap, checked in SQL. */
  async firstOverlap(): Promise<ScheduleOverlap | undefined> {
    const r = await this.db.query<{ site_id: string; doc_type: string; key: string; a: string; b: string }>(
      `SELECT a.site_id, a.doc_type, a.key, a.id AS a, b.id AS b
       FROM content_documents a JOIN content_documents b
         ON a.site_id = b.site_id AND a.doc_type = b.doc_type AND a.key = b.key AND a.id < b.id
       WHERE (a.valid_from IS NOT NULL OR a.valid_to IS NOT NULL) AND (b.valid_from IS NOT NULL OR b.valid_to IS NOT NULL)
         AND COALESCE(a.valid_from, '-infinity') < COALESCE(b.valid_to, 'infinity')
         AND COALESCE(b.valid_from, '-infinity') < COALESCE(a.valid_to, 'infinity')
       ORDER BY a.site_id, a.doc_type, a.key, a.id, b.id LIMIT 1`);
    const row = r.rows[0];
    return row === undefined ? undefined : { siteId: row.site_id, docType: row.doc_type, key: row.key, ids: [row.a, row.b] };
  }
}
