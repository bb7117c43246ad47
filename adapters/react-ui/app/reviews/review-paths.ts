import type { Site } from '@switchback/core';

type S = Pick<Site, 'id'>;

/** The reviews area's own pages and actions (issue 11 §3); the reviews themselves show on the product page. */
export const reviewPath = {
  /** Write a review of a product (sign-in needed): the page, and the action the product page's form posts to. */
  write: (site: S, productId: string) => `/${site.id}/reviews/write/${encodeURIComponent(productId)}`,
  /** Report, vote, ask, answer: the action every other reviews form posts to. */
  actions: (site: S) => `/${site.id}/reviews/actions`,
};

/** The product page's query parameters of the reviews section: sort, first review shown, translated review, notice. */
export const REVIEW_QUERY = { sort: 'rsort', start: 'rstart', translate: 'translate', notice: 'rnotice' } as const;

/**
 * The notices a plain form post (JavaScript off) may ask the product page to show after its redirect: only these
 * keys are read from the address, never any other text.
 */
export const REVIEW_NOTICES = [
  'reviews.notice.written', 'reviews.notice.voted', 'reviews.notice.flagged', 'reviews.notice.asked', 'reviews.notice.answered',
  'reviews.notice.failed', 'reviews.errors.notFound', 'reviews.errors.questionNotFound', 'reviews.errors.tooLong',
  'reviews.errors.alreadyWritten', 'reviews.errors.alreadyFlagged', 'reviews.errors.alreadyVoted', 'reviews.errors.translationUnavailable',
  'reviews.ask.required',
] as const;
export type ReviewNotice = (typeof REVIEW_NOTICES)[number];

export const isReviewNotice = (value: string | null): value is ReviewNotice => (REVIEW_NOTICES as readonly string[]).includes(value ?? '');

/** A path with the notice added to its query and the reviews section as its fragment. */
export function withNotice(path: string, notice: ReviewNotice, fragment = 'reviews'): string {
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.set(REVIEW_QUERY.notice, notice);
  return `${url.pathname}${url.search}#${fragment}`;
}
