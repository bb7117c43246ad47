import { hasErrorId, reviewSortSchema } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { uiMessage } from '../errors/ui-message';
import { isReviewNotice, REVIEW_QUERY } from './review-paths';
import type { ReviewsSectionData } from './review-results';
import { serverParts } from '../platform/lazy-part';
import { ReviewForm } from './review-form.component';

// The product page's review form is a lazy part (reviews-section.component.tsx): the server renders it directly.
Object.assign(serverParts, { ReviewForm });

/** The reviews section of a product page, from the page's address: sort, first review, translated review, notice. */
export async function loadReviewsSection(storefront: Storefront, productId: string, url: URL): Promise<ReviewsSectionData> {
  const sort = reviewSortSchema.safeParse(url.searchParams.get(REVIEW_QUERY.sort)).data ?? 'newest';
  const start = Math.max(0, Math.min(10_000, Number.parseInt(url.searchParams.get(REVIEW_QUERY.start) ?? '0', 10) || 0));
  const translate = url.searchParams.get(REVIEW_QUERY.translate);
  const notice = url.searchParams.get(REVIEW_QUERY.notice);
  const [page, questions, translated] = await Promise.all([
    storefront.reviews.reviews(productId, { sort, start }),
    storefront.reviews.questions(productId),
    translate === null || translate === '' ? Promise.resolve(null) : storefront.reviews.translate(translate, storefront.site.language),
  ]);
  return {
    page: page.unwrapOr(null),
    questions: questions.unwrapOr(null),
    sort,
    translation: translated?.unwrapOr(null) ?? null,
    translationError: translated?.isErr() && translate
      ? { reviewId: translate, message: hasErrorId(translated.error, 'TRANSLATION_UNAVAILABLE') ? { id: 'reviews.errors.translationUnavailable' } : uiMessage(translated.error) }
      : null,
    notice: isReviewNotice(notice) ? notice : null,
    signedIn: storefront.session.shopper.state.loggedIn,
  };
}
