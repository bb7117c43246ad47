import { endpoint, type Endpoint } from './endpoint';
import { localeQuerySchema } from './common.contract';
import {
  answerVoteParamsSchema, answerVoteResponseSchema, flagReviewRequestSchema, flagReviewResponseSchema, postQuestionRequestSchema,
  productReviewsParamsSchema, questionSchema, questionsPageSchema, questionsQuerySchema, reviewParamsSchema, reviewSchema,
  reviewsPageSchema, reviewsQuerySchema, reviewTranslationSchema, reviewVoteResponseSchema, translateParamsSchema,
  translateRequestSchema, voteRequestSchema, writeReviewRequestSchema,
} from './reviews.contract';

/** Reviews and questions (issue 11 §1): list, summary, write, flag, vote, questions, answers' votes, translate. Owned by the reviews work. */
export const reviewsEndpoints = {
  getReviews: endpoint({ method: 'GET', path: '/products/v1/products/{productId}/reviews', summary: "A page of a product's visible reviews with its rating summary, and the caller's votes and flags", params: productReviewsParamsSchema, query: reviewsQuerySchema, response: reviewsPageSchema, auth: true }),
  writeReview: endpoint({ method: 'POST', path: '/products/v1/products/{productId}/reviews', summary: 'Write a review (registered shoppers, once per product; REV410 when too long)', params: productReviewsParamsSchema, query: localeQuerySchema, body: writeReviewRequestSchema, response: reviewSchema, auth: true, registered: true }),
  getQuestions: endpoint({ method: 'GET', path: '/products/v1/products/{productId}/reviews/questions', summary: "A page of a product's questions with their answers", params: productReviewsParamsSchema, query: questionsQuerySchema, response: questionsPageSchema, auth: true }),
  postQuestion: endpoint({ method: 'POST', path: '/products/v1/reviews/questions', summary: 'Ask a question about a product, or answer one (registered shoppers)', query: localeQuerySchema, body: postQuestionRequestSchema, response: questionSchema, auth: true, registered: true }),
  flagReview: endpoint({ method: 'POST', path: '/products/v1/products/{productId}/review/{reviewId}/flag', summary: 'Report a review (once per shopper; hidden at the configured number of reports)', params: reviewParamsSchema, query: localeQuerySchema, body: flagReviewRequestSchema, response: flagReviewResponseSchema, auth: true }),
  voteReview: endpoint({ method: 'POST', path: '/products/v1/products/{productId}/review/{reviewId}/vote', summary: 'Vote a review helpful or not (once per shopper)', params: reviewParamsSchema, query: localeQuerySchema, body: voteRequestSchema, response: reviewVoteResponseSchema, auth: true }),
  voteAnswer: endpoint({ method: 'POST', path: '/products/v1/products/{productId}/review/{answerId}/questions/vote', summary: 'Vote an answer helpful or not (once per shopper)', params: answerVoteParamsSchema, query: localeQuerySchema, body: voteRequestSchema, response: answerVoteResponseSchema, auth: true }),
  translateReview: endpoint({ method: 'POST', path: '/products/v1/review/{reviewId}/translate', summary: "A review's stored translation (TRANSLATION_UNAVAILABLE when there is none)", params: translateParamsSchema, query: localeQuerySchema, body: translateRequestSchema, response: reviewTranslationSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;
