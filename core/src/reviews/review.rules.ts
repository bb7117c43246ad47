import { reviewLengthCode } from '../validation/error-code-rules';
import type { RatingHistogram, RatingSummary } from '../contract/reviews.contract';

/**
 * Review settings (commerce-core §8 REV410 "numeric bounds: not shown"; issue 11 §2 "hidden after a configurable
 * number of flags"): these are the defaults; commerce-api takes its own from its configuration (environment
 * SWITCHBACK_REVIEW_MAX_LENGTH, SWITCHBACK_REVIEW_FLAG_THRESHOLD) and the storefront's counter reads the same maximum.
 */
export interface ReviewSettings {
  /** The longest review text, question or answer, in characters (REV410 beyond). */
  readonly maxLength: number;
  /** The number of different shoppers' reports that hides a review. */
  readonly flagThreshold: number;
  readonly reviewsPageSize: number;
  readonly questionsPageSize: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { maxLength: 2000, flagThreshold: 3, reviewsPageSize: 5, questionsPageSize: 5 };

export { REVIEW_SORTS, type ReviewSort } from '../contract/review-terms';

/** The star ratings, 1 to 5. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];

/** Whether a text is within the review maximum: core's REV410 rule (reviewLengthCode), null when it is. */
export const reviewTextTooLong = (text: string, settings: Pick<ReviewSettings, 'maxLength'>): boolean =>
  reviewLengthCode(text, settings.maxLength) !== null;

/**
 * A rating summary from the number of visible reviews of each rating: count is their sum, the average the mean
 * rating rounded half up to one decimal (as the `product_ratings` view rounds it), 0 with no review.
 */
export function ratingSummary(countsByRating: Readonly<Partial<Record<ReviewRating, number>>>): RatingSummary {
  const histogram = REVIEW_RATINGS.map((rating) => ({ rating, count: countsByRating[rating] ?? 0 })) as RatingHistogram;
  const count = histogram.reduce((sum, bar) => sum + bar.count, 0);
  const stars = histogram.reduce((sum, bar) => sum + bar.rating * bar.count, 0);
  return { average: count === 0 ? 0 : Math.round((stars * 10) / count) / 10, count, histogram };
}

/** The share of reviews with a rating, as a whole percentage for the histogram's bars (0 with no review). */
export const histogramShare = (summary: RatingSummary, rating: ReviewRating): number =>
  summary.count === 0 ? 0 : Math.round((summary.histogram[rating - 1]!.count * 100) / summary.count);

/** Whether a review reported by `flags` different shoppers is hidden. */
export const hiddenByFlags = (flags: number, settings: Pick<ReviewSettings, 'flagThreshold'>): boolean => flags >= settings.flagThreshold;
