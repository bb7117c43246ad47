import type { ReviewApi } from '@switchback/core';
import type { EndpointCaller } from './endpoint-caller';

/** Reviews and questions (issue 11) over HTTP: one registry call each. */
export function createReviewClient(call: EndpointCaller): ReviewApi {
  return {
    reviews: (productId, query = {}) => call('getReviews', { params: { productId }, query }),
    writeReview: (productId, request) => call('writeReview', { params: { productId }, body: request }),
    questions: (productId, query = {}) => call('getQuestions', { params: { productId }, query }),
    postQuestion: (request) => call('postQuestion', { body: request }),
    flag: (productId, reviewId) => call('flagReview', { params: { productId, reviewId }, body: {} }),
    vote: (productId, reviewId, helpful) => call('voteReview', { params: { productId, reviewId }, body: { helpful } }),
    voteAnswer: (productId, answerId, helpful) => call('voteAnswer', { params: { productId, answerId }, body: { helpful } }),
    translate: (reviewId, language) => call('translateReview', { params: { reviewId }, body: { language } }),
  };
}
