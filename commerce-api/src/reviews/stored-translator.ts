import type { ReviewLanguage } from '@switchback/core';
import type { Database } from '../database/database.port';
import type { TranslatedReview, Translator } from './translator.port';

/** The default Translator: the translations stored in `review_translations` (the demo seed's), none otherwise. */
export class StoredTranslator implements Translator {
  constructor(private readonly db: Database) {}

  async available(reviewIds: readonly string[], language: ReviewLanguage): Promise<ReadonlySet<string>> {
    if (reviewIds.length === 0) return new Set();
    const rows = (await this.db.query<{ review_id: string }>(
      'SELECT review_id FROM review_translations WHERE review_id = ANY($1::text[]) AND language = $2', [reviewIds, language])).rows;
    return new Set(rows.map((row) => row.review_id));
  }

  async translate(reviewId: string, language: ReviewLanguage): Promise<TranslatedReview | undefined> {
    const row = (await this.db.query<{ title: string; body: string }>(
      'SELECT title, body FROM review_translations WHERE review_id = $1 AND language = $2', [reviewId, language])).rows[0];
    return row === undefined ? undefined : { title: row.title, text: row.body };
  }
}
