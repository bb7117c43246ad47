import type { ReviewLanguage } from '@switchback/core';

/** A review's title and text in another language. */
export interface TranslatedReview {
  readonly title: string;
  readonly text: string;
}

/**
 * Translation of reviews (issue 11 §2): the default adapter (StoredTranslator) answers the translation the database
 * holds and nothing otherwise; a machine-translation service would be another adapter of this port, bound in the
 * composition root instead. Never a made-up translation: `undefined` means none is available.
 */
export interface Translator {
  /** The ids among `reviewIds` that have a translation into `language`. */
  available(reviewIds: readonly string[], language: ReviewLanguage): Promise<ReadonlySet<string>>;
  translate(reviewId: string, language: ReviewLanguage): Promise<TranslatedReview | undefined>;
}
