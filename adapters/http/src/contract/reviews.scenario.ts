import { DEFAULT_REVIEW_SETTINGS, type ReviewsPage } from '@switchback/core';
import type { HttpCommerceClient } from '../commerce-client';
import { signUpAndIn } from './consumer.scenario';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import { expectApiError, expectOk, ScenarioStopped, selectRecordings, type ScenarioOptions } from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

/** The first product of the catalogue whose reviews include one with a translation into the site's language. */
async function productWithTranslatedReview(client: HttpCommerceClient): Promise<ReviewsPage> {
  const catalog = await expectOk('catalog', client.products.catalog());
  for (const category of catalog.categories) {
    const page = await expectOk('productSearch', client.products.search({ categoryId: category.id, count: 100 }));
    for (const hit of page.hits) {
      const reviews = await expectOk('getReviews', client.reviews.reviews(hit.id, { count: 50 }));
      if (reviews.reviews.some((review) => review.translationAvailable)) return reviews;
    }
  }
  throw new ScenarioStopped('getReviews', 'no product has a review with a translation into English');
}

/**
 * Reviews and questions (issue 11 §1), every exchange captured: a guest reads a product's reviews (sorted) and
 * questions, votes on a review, reports one, reads a stored translation; a registered shopper writes a review, asks a
 * question and answers it; the guest votes on the answer. Then the errors a client must understand: a second review,
 * a review too long (REV410), a second vote and a second report, an unknown review and answer, no translation.
 */
export async function runReviewsScenario(apiBaseUrl: string, options: ScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = () => scenarioClient(capture.fetch, apiBaseUrl, options);
  const guest = newClient();
  await expectOk('guestToken', guest.auth.guestToken());
  const page = await productWithTranslatedReview(guest);
  const { productId } = page;
  await expectOk('getReviews (highest first)', guest.reviews.reviews(productId, { sort: 'highest', start: 0, count: 5 }));
  await expectOk('getQuestions', guest.reviews.questions(productId));
  const translatable = page.reviews.find((review) => review.translationAvailable)!;
  await expectOk('translateReview', guest.reviews.translate(translatable.id, 'en'));
  const [voted, flagged] = page.reviews.filter((review) => !review.yours);
  if (!voted || !flagged) throw new ScenarioStopped('getReviews', 'the product has fewer than two reviews');
  await expectOk('voteReview', guest.reviews.vote(productId, voted.id, true));
  await expectOk('flagReview', guest.reviews.flag(productId, flagged.id));

  const shopper = newClient();
  await signUpAndIn(shopper, 'reviews');
  const review = await expectOk('writeReview', shopper.reviews.writeReview(productId, { rating: 4, title: 'Warm and light', text: 'Kept me warm on a cold ridge.' }));
  const question = await expectOk('postQuestion (ask)', shopper.reviews.postQuestion({ productId, question: 'Does it pack small?' }));
  const answered = await expectOk('postQuestion (answer)', shopper.reviews.postQuestion({ questionId: question.id, answer: 'Yes, into its own pocket.' }));
  const answer = answered.answers[0];
  if (!answer) throw new ScenarioStopped('postQuestion (answer)', 'answered no answer');
  await expectOk('voteAnswer', guest.reviews.voteAnswer(productId, answer.id, true));

  await expectApiError(capture, 'writeReview (again)', () => shopper.reviews.writeReview(productId, { rating: 5, title: 'Again', text: 'Second review.' }), 'REVIEW_ALREADY_WRITTEN');
  const other = newClient();
  await signUpAndIn(other, 'reviews-long');
  await expectApiError(capture, 'writeReview (too long)', () => other.reviews.writeReview(productId, {
    rating: 3, title: 'Long', text: 'x'.repeat(DEFAULT_REVIEW_SETTINGS.maxLength + 1),
  }), 'REVIEW_TOO_LONG');
  await expectApiError(capture, 'voteReview (again)', () => guest.reviews.vote(productId, voted.id, false), 'REVIEW_ALREADY_VOTED');
  await expectApiError(capture, 'flagReview (again)', () => guest.reviews.flag(productId, flagged.id), 'REVIEW_ALREADY_FLAGGED');
  await expectApiError(capture, 'voteReview (unknown review)', () => guest.reviews.vote(productId, 'rev_unknown000', true), 'REVIEW_NOT_FOUND');
  await expectApiError(capture, 'voteAnswer (unknown answer)', () => guest.reviews.voteAnswer(productId, 'ans_unknown000', true), 'QUESTION_NOT_FOUND');
  await expectApiError(capture, 'translateReview (none stored)', () => guest.reviews.translate(review.id, 'fr'), 'TRANSLATION_UNAVAILABLE');
  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
