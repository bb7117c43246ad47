import { z } from 'zod';
import { localeParamSchema, multilineTextSchema, productIdSchema, textSchema } from './common.contract';
import { REVIEW_SORTS } from './review-terms';

/**
 * The longest text the contract lets through (review, question, answer); the configured maximum (REV410, core
 * ReviewSettings.maxLength, at most this) is the API's rule, so a text between the two answers REVIEW_TOO_LONG.
 */
export const REVIEW_TEXT_HARD_MAX = 100_000;
const reviewText = (label: string) => multilineTextSchema(label, { min: 1, max: REVIEW_TEXT_HARD_MAX });

/**
 * Reviews and questions (issue 11 §1, commerce-core §7 Products and stores, §8 REV family). A review is written in
 * its site's language by a registered shopper; it is read with a rating summary, sorted and paged. Flags and votes
 * belong to the caller's principal (guest or registered), once each; a review flagged often enough is hidden.
 * A stored translation is read through the Translator port; none means TRANSLATION_UNAVAILABLE, never a made-up one.
 */
const publicIdSchema = (name: string) => z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, `${name} is 4 to 64 letters, digits, - or _`);
export const reviewIdSchema = publicIdSchema('reviewId');
export const questionIdSchema = publicIdSchema('questionId');
export const answerIdSchema = publicIdSchema('answerId');

/** The two languages a review or question may be written in (the sites' languages). */
export const reviewLanguageSchema = z.enum(['en', 'fr']);
export type ReviewLanguage = z.infer<typeof reviewLanguageSchema>;

/** The review sorts (core reviews/review.rules.ts: REVIEW_SORTS, zod-free for the storefront's bundle). */
export const reviewSortSchema = z.enum(REVIEW_SORTS);

const pageQuery = {
  locale: localeParamSchema,
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(50).optional(),
};
const pageFields = { total: z.number().int().min(0), start: z.number().int().min(0), count: z.number().int().min(1) };

/** The caller's helpful vote: helpful, not helpful, or none yet. */
export const voteSchema = z.enum(['helpful', 'unhelpful']);
export type Vote = z.infer<typeof voteSchema>;
const voteCounts = {
  helpfulCount: z.number().int().min(0),
  unhelpfulCount: z.number().int().min(0),
  /** The caller's own vote, if any. */
  yourVote: voteSchema.nullable(),
};

/** The number of visible reviews of each rating, 1 to 5 stars. */
export const ratingHistogramSchema = z.tuple([
  z.object({ rating: z.literal(1), count: z.number().int().min(0) }),
  z.object({ rating: z.literal(2), count: z.number().int().min(0) }),
  z.object({ rating: z.literal(3), count: z.number().int().min(0) }),
  z.object({ rating: z.literal(4), count: z.number().int().min(0) }),
  z.object({ rating: z.literal(5), count: z.number().int().min(0) }),
]);
export type RatingHistogram = z.infer<typeof ratingHistogramSchema>;

/** A product's rating over its visible reviews: mean to one decimal (0 with none), count, histogram. */
export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
  histogram: ratingHistogramSchema,
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewSchema = z.object({
  id: reviewIdSchema,
  productId: productIdSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  author: z.string(),
  /** The language it was written in. */
  language: reviewLanguageSchema,
  /** Whether a translation into the requested language (default: the site's) exists. */
  translationAvailable: z.boolean(),
  createdAt: z.iso.datetime(),
  ...voteCounts,
  /** Whether the caller has reported it. */
  flaggedByYou: z.boolean(),
  /** Whether the caller wrote it. */
  yours: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /products/v1/products/{productId}/reviews */
export const reviewsQuerySchema = z.strictObject({
  ...pageQuery,
  sort: reviewSortSchema.default('newest'),
  /** The language translations are looked for in; default the site's. */
  language: reviewLanguageSchema.optional(),
});
export type ReviewsQuery = z.input<typeof reviewsQuerySchema>;
export const productReviewsParamsSchema = z.strictObject({ productId: productIdSchema });

export const reviewsPageSchema = z.object({
  productId: productIdSchema,
  summary: ratingSummarySchema,
  sort: reviewSortSchema,
  reviews: z.array(reviewSchema),
  /** Whether the caller (a registered shopper) has already reviewed this product. */
  youReviewed: z.boolean(),
  ...pageFields,
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/**
 * POST /products/v1/products/{productId}/reviews (registered shoppers): one review per shopper and product
 * (REVIEW_ALREADY_WRITTEN), stored in the site's language. The text's maximum is configuration: a longer one is
 * REV410 (REVIEW_TOO_LONG, field `text`), decided by core's reviewLengthCode, so the schema sets no maximum.
 */
export const writeReviewRequestSchema = z.strictObject({
  rating: z.number().int('rating is a whole number of stars').min(1, 'rating is 1 to 5').max(5, 'rating is 1 to 5'),
  title: textSchema('title', { min: 1, max: 120 }),
  text: reviewText('text'),
});
export type WriteReviewRequest = z.input<typeof writeReviewRequestSchema>;

export const reviewParamsSchema = z.strictObject({ productId: productIdSchema, reviewId: reviewIdSchema });
export const flagReviewRequestSchema = z.strictObject({});
export const flagReviewResponseSchema = z.object({ reviewId: reviewIdSchema, flagged: z.literal(true) });
export type FlagReviewResponse = z.infer<typeof flagReviewResponseSchema>;

export const voteRequestSchema = z.strictObject({ helpful: z.boolean() });
export type VoteRequest = z.infer<typeof voteRequestSchema>;
export const reviewVoteResponseSchema = z.object({ reviewId: reviewIdSchema, ...voteCounts });
export type ReviewVoteResponse = z.infer<typeof reviewVoteResponseSchema>;

export const answerVoteParamsSchema = z.strictObject({ productId: productIdSchema, answerId: answerIdSchema });
export const answerVoteResponseSchema = z.object({ answerId: answerIdSchema, ...voteCounts });
export type AnswerVoteResponse = z.infer<typeof answerVoteResponseSchema>;

/** POST /products/v1/review/{reviewId}/translate */
export const translateParamsSchema = z.strictObject({ reviewId: reviewIdSchema });
export const translateRequestSchema = z.strictObject({ language: reviewLanguageSchema });
export const reviewTranslationSchema = z.object({
  reviewId: reviewIdSchema,
  language: reviewLanguageSchema,
  title: z.string(),
  text: z.string(),
});
export type ReviewTranslation = z.infer<typeof reviewTranslationSchema>;

export const answerSchema = z.object({
  id: answerIdSchema,
  text: z.string(),
  author: z.string(),
  language: reviewLanguageSchema,
  createdAt: z.iso.datetime(),
  ...voteCounts,
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: questionIdSchema,
  productId: productIdSchema,
  text: z.string(),
  author: z.string(),
  language: reviewLanguageSchema,
  createdAt: z.iso.datetime(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /products/v1/products/{productId}/reviews/questions: newest question first, answers oldest first. */
export const questionsQuerySchema = z.strictObject(pageQuery);
export type QuestionsQuery = z.input<typeof questionsQuerySchema>;
export const questionsPageSchema = z.object({ productId: productIdSchema, questions: z.array(questionSchema), ...pageFields });
export type QuestionsPage = z.infer<typeof questionsPageSchema>;

/**
 * POST /products/v1/reviews/questions (registered shoppers): ask a question about a product, or answer one. The
 * text's maximum is the review maximum (REV410, field `question` or `answer`).
 */
export const postQuestionRequestSchema = z.union([
  z.strictObject({
    productId: productIdSchema,
    question: reviewText('question'),
  }),
  z.strictObject({
    questionId: questionIdSchema,
    answer: reviewText('answer'),
  }),
]);
export type PostQuestionRequest = z.input<typeof postQuestionRequestSchema>;
