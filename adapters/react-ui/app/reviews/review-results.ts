import type { QuestionsPage, ReviewSort, ReviewsPage, ReviewTranslation } from '@switchback/core';
import type { UiMessage, UiText } from '../errors/ui-message';
import type { ReviewNotice } from './review-paths';

export interface ReviewDraft {
  readonly rating: string;
  readonly title: string;
  readonly text: string;
}

/** A write attempt's answer to its form: the errors at their fields (or at the top), and what was typed. */
export type WriteReviewResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: Partial<Record<'rating' | 'title' | 'text' | 'form', UiMessage>>; readonly values: ReviewDraft };

/** What the product page's reviews and questions section shows (loaded beside the product; a failure hides only it). */
export interface ReviewsSectionData {
  readonly page: ReviewsPage | null;
  readonly questions: QuestionsPage | null;
  readonly sort: ReviewSort;
  /** The review shown translated (`?translate=`), or why it could not be. */
  readonly translation: ReviewTranslation | null;
  readonly translationError: { readonly reviewId: string; readonly message: UiText } | null;
  readonly notice: ReviewNotice | null;
  readonly signedIn: boolean;
}

