import type { ResultAsync } from 'neverthrow';
import type {
  AnswerVoteResponse, FlagReviewResponse, PostQuestionRequest, Question, QuestionsPage, QuestionsQuery, Review, ReviewLanguage,
  ReviewsPage, ReviewsQuery, ReviewTranslation, ReviewVoteResponse, WriteReviewRequest,
} from '../contract';
import type { CommerceError } from '../errors';

/** Reviews and questions (issue 11) over the upstream. */
export interface ReviewApi {
  reviews(productId: string, query?: ReviewsQuery): ResultAsync<ReviewsPage, CommerceError>;
  writeReview(productId: string, request: WriteReviewRequest): ResultAsync<Review, CommerceError>;
  questions(productId: string, query?: QuestionsQuery): ResultAsync<QuestionsPage, CommerceError>;
  /** Ask a question ({ productId, question }) or answer one ({ questionId, answer }). */
  postQuestion(request: PostQuestionRequest): ResultAsync<Question, CommerceError>;
  flag(productId: string, reviewId: string): ResultAsync<FlagReviewResponse, CommerceError>;
  vote(productId: string, reviewId: string, helpful: boolean): ResultAsync<ReviewVoteResponse, CommerceError>;
  voteAnswer(productId: string, answerId: string, helpful: boolean): ResultAsync<AnswerVoteResponse, CommerceError>;
  translate(reviewId: string, language: ReviewLanguage): ResultAsync<ReviewTranslation, CommerceError>;
}
