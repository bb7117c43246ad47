import type { ContractRouter } from '../http/contract-router';
import type { ReviewService } from './review.service';

/**
 * Reviews and questions (issue 11 §1). Reading, reporting and voting: any token holder (the shopper is the token's
 * principal, guest or registered); writing a review, asking or answering a question: registered shoppers only (the
 * contract's `registered`, 401 for a guest); a translation: anyone. Reviews, answers and questions are public ids:
 * the id must belong to the product in the path, or it is not found.
 */
export function registerReviewRoutes(router: ContractRouter, reviews: ReviewService): void {
  router.guest('getReviews', ({ guest, site, params, query }) => reviews.page(guest, site, params.productId, query));
  router.consumer('writeReview', ({ consumer, site, params, body }) => reviews.write(consumer.customerId, site, params.productId, body));
  router.guest('getQuestions', ({ guest, params, query }) => reviews.questions(guest, params.productId, query));
  router.consumer('postQuestion', ({ consumer, site, body }) => reviews.post(consumer.customerId, site, body));
  router.guest('flagReview', ({ guest, params }) => reviews.flag(guest, params.productId, params.reviewId));
  router.guest('voteReview', ({ guest, params, body }) => reviews.vote(guest, params.productId, params.reviewId, body.helpful));
  router.guest('voteAnswer', ({ guest, params, body }) => reviews.voteAnswer(guest, params.productId, params.answerId, body.helpful));
  router.public('translateReview', ({ params, body }) => reviews.translate(params.reviewId, body.language));
}
