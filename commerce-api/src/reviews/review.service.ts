import { err, errAsync, ok, ResultAsync, type Result } from 'neverthrow';
import {
  hiddenByFlags, ratingSummary, reviewTextTooLong, SITES, type Answer, type AnswerVoteResponse, type Clock, type FlagReviewResponse,
  type PostQuestionRequest, type Question, type QuestionsPage, type RandomSource, type Review, type ReviewLanguage, type ReviewSettings,
  type ReviewSort, type ReviewsPage, type ReviewTranslation, type ReviewVoteResponse, type SiteId, type Vote,
} from '@switchback/core';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestIdentity } from '../identity/guest-token.service';
import { randomId } from '../platform/random-id';
import type { AnswerRow, QuestionRow, ReviewRepository, ReviewRow } from './review.repository';
import type { Translator } from './translator.port';

const iso = (value: Date | string): string => new Date(value).toISOString();
const voteOf = (helpful: boolean | null): Vote | null => (helpful === null ? null : helpful ? 'helpful' : 'unhelpful');

/** The name shown on what a shopper writes when their profile has no first name. */
const ANONYMOUS: Record<ReviewLanguage, string> = { en: 'Switchback shopper', fr: 'Client Switchback' };

export interface ReviewsRequest { readonly sort: ReviewSort; readonly start: number; readonly count?: number | undefined; readonly language?: ReviewLanguage | undefined }
export interface WriteReviewCommand { readonly rating: number; readonly title: string; readonly text: string }

/**
 * Reviews and questions (issue 11 §2): reading pages with the rating summary, writing (registered shoppers, once per
 * product, REV410 beyond the configured length, in the site's language), reporting (once per shopper; the report that
 * reaches the configured threshold hides the review, under the review's row lock), helpful votes (once per shopper:
 * the votes' primary key), and translations through the Translator port.
 */
export class ReviewService {
  constructor(
    private readonly db: Database,
    private readonly reviews: ReviewRepository,
    private readonly translator: Translator,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly settings: ReviewSettings,
  ) {}

  private tx<T>(work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(this.db.transaction(work));
  }

  private run<T>(work: () => Promise<Result<T, ApiFailure>>): ResultAsync<T, ApiFailure> {
    return new ResultAsync(work());
  }

  private review(row: ReviewRow, callerId: string, translated: ReadonlySet<string>): Review {
    return {
      id: row.id,
      productId: row.product_id,
      rating: row.rating,
      title: row.title,
      text: row.body,
      author: row.author_name,
      language: row.language,
      translationAvailable: translated.has(row.id),
      createdAt: iso(row.created_at),
      helpfulCount: row.helpful,
      unhelpfulCount: row.unhelpful,
      yourVote: voteOf(row.my_vote),
      flaggedByYou: row.flagged_by_me,
      yours: row.consumer_id !== null && row.consumer_id === callerId,
    };
  }

  /** The ids of these reviews, written in another language than `language`, that the Translator can translate. */
  private async translatable(rows: readonly ReviewRow[], language: ReviewLanguage): Promise<ReadonlySet<string>> {
    return this.translator.available(rows.filter((row) => row.language !== language).map((row) => row.id), language);
  }

  /** A page of a product's visible reviews; translations are looked for in `language` (default: the site's). */
  page(caller: GuestIdentity, siteId: SiteId, productId: string, request: ReviewsRequest): ResultAsync<ReviewsPage, ApiFailure> {
    return this.run(async () => {
      if (!(await this.reviews.productExists(productId))) return err({ type: 'ProductNotFound', productId });
      const count = request.count ?? this.settings.reviewsPageSize;
      const [rows, counts, total, youReviewed] = await Promise.all([
        this.reviews.page(productId, caller.customerId, request.sort, request.start, count),
        this.reviews.ratingCounts(productId),
        this.reviews.reviewCount(productId),
        caller.kind === 'registered' ? this.reviews.hasReviewed(productId, caller.customerId) : Promise.resolve(false),
      ]);
      const translated = await this.translatable(rows, request.language ?? SITES[siteId].language);
      return ok({
        productId, summary: ratingSummary(counts), sort: request.sort, youReviewed,
        reviews: rows.map((row) => this.review(row, caller.customerId, translated)), total, start: request.start, count,
      });
    });
  }

  private async authorOf(consumerId: string, language: ReviewLanguage): Promise<string> {
    return (await this.reviews.authorName(consumerId)) ?? ANONYMOUS[language];
  }

  /** A registered shopper's review, in the site's language: REV410 when the text is too long, once per product. */
  write(consumerId: string, siteId: SiteId, productId: string, command: WriteReviewCommand): ResultAsync<Review, ApiFailure> {
    if (reviewTextTooLong(command.text, this.settings)) {
      return errAsync({ type: 'ReviewTooLong', field: 'text', max: this.settings.maxLength });
    }
    return this.tx(async () => {
      if (!(await this.reviews.productExists(productId))) return err({ type: 'ProductNotFound', productId });
      const language = SITES[siteId].language;
      const id = randomId(this.random, 'rev_', 16);
      const written = await this.reviews.insert({
        id, productId, siteId, language, consumerId, authorName: await this.authorOf(consumerId, language), rating: command.rating,
        title: command.title, body: command.text, now: this.clock.now(),
      });
      if (!written) return err({ type: 'ReviewAlreadyWritten', productId });
      const row = await this.reviews.review(id, consumerId);
      return ok(this.review(row!, consumerId, new Set()));
    });
  }

  /**
   * A shopper's report of a visible review of this product (another product's review, a hidden or unknown one: 404),
   * once each. The review's row is locked first, so the reports of one review are counted one after the other and the
   * one that reaches the threshold hides it.
   */
  flag(caller: GuestIdentity, productId: string, reviewId: string): ResultAsync<FlagReviewResponse, ApiFailure> {
    return this.tx(async () => {
      const target = await this.reviews.visible(productId, reviewId, true);
      if (target === undefined) return err({ type: 'ReviewNotFound', reviewId });
      if (!(await this.reviews.addFlag(reviewId, caller.customerId, this.clock.now()))) return err({ type: 'ReviewAlreadyFlagged', id: reviewId });
      if (hiddenByFlags(await this.reviews.flagCount(reviewId), this.settings)) await this.reviews.hide(reviewId);
      return ok({ reviewId, flagged: true as const });
    });
  }

  /** A shopper's helpful (or not) vote on a visible review of this product, once each. */
  vote(caller: GuestIdentity, productId: string, reviewId: string, helpful: boolean): ResultAsync<ReviewVoteResponse, ApiFailure> {
    return this.tx(async () => {
      if ((await this.reviews.visible(productId, reviewId)) === undefined) return err({ type: 'ReviewNotFound', reviewId });
      if (!(await this.reviews.addVote('review_votes', reviewId, caller.customerId, helpful, this.clock.now()))) {
        return err({ type: 'ReviewAlreadyVoted', id: reviewId });
      }
      const counts = await this.reviews.voteCounts('review_votes', reviewId, caller.customerId);
      return ok({ reviewId, helpfulCount: counts.helpful, unhelpfulCount: counts.unhelpful, yourVote: voteOf(counts.mine) });
    });
  }

  /** A shopper's vote on an answer to a question about this product (otherwise QUESTION_NOT_FOUND), once each. */
  voteAnswer(caller: GuestIdentity, productId: string, answerId: string, helpful: boolean): ResultAsync<AnswerVoteResponse, ApiFailure> {
    return this.tx(async () => {
      if (!(await this.reviews.answerOf(productId, answerId))) return err({ type: 'QuestionNotFound', id: answerId });
      if (!(await this.reviews.addVote('answer_votes', answerId, caller.customerId, helpful, this.clock.now()))) {
        return err({ type: 'ReviewAlreadyVoted', id: answerId });
      }
      const counts = await this.reviews.voteCounts('answer_votes', answerId, caller.customerId);
      return ok({ answerId, helpfulCount: counts.helpful, unhelpfulCount: counts.unhelpful, yourVote: voteOf(counts.mine) });
    });
  }

  /**
   * A visible review in `language`: itself when written in it, else the Translator's translation, else
   * TRANSLATION_UNAVAILABLE (never a made-up one).
   */
  translate(reviewId: string, language: ReviewLanguage): ResultAsync<ReviewTranslation, ApiFailure> {
    return this.run(async () => {
      const review = await this.reviews.visibleById(reviewId);
      if (review === undefined) return err({ type: 'ReviewNotFound', reviewId });
      if (review.language === language) return ok({ reviewId, language, title: review.title, text: review.body });
      const translated = await this.translator.translate(reviewId, language);
      if (translated === undefined) return err({ type: 'TranslationUnavailable', reviewId, language });
      return ok({ reviewId, language, title: translated.title, text: translated.text });
    });
  }

  private question(row: QuestionRow, answers: readonly AnswerRow[]): Question {
    return {
      id: row.id, productId: row.product_id, text: row.body, author: row.author_name, language: row.language, createdAt: iso(row.created_at),
      answers: answers.filter((a) => a.question_id === row.id).map((a): Answer => ({
        id: a.id, text: a.body, author: a.author_name, language: a.language, createdAt: iso(a.created_at),
        helpfulCount: a.helpful, unhelpfulCount: a.unhelpful, yourVote: voteOf(a.my_vote),
      })),
    };
  }

  /** A page of a product's questions, newest first, each with its answers. */
  questions(caller: GuestIdentity, productId: string, page: { start: number; count?: number | undefined }): ResultAsync<QuestionsPage, ApiFailure> {
    return this.run(async () => {
      if (!(await this.reviews.productExists(productId))) return err({ type: 'ProductNotFound', productId });
      const count = page.count ?? this.settings.questionsPageSize;
      const [rows, total] = await Promise.all([this.reviews.questionPage(productId, page.start, count), this.reviews.questionCount(productId)]);
      const answers = await this.reviews.answers(rows.map((row) => row.id), caller.customerId);
      return ok({ productId, questions: rows.map((row) => this.question(row, answers)), total, start: page.start, count });
    });
  }

  /** A registered shopper asks a question about a product or answers one (REV410 beyond the review maximum). */
  post(consumerId: string, siteId: SiteId, request: PostQuestionRequest): ResultAsync<Question, ApiFailure> {
    const [field, text] = 'question' in request ? ['question', request.question] : ['answer', request.answer];
    if (reviewTextTooLong(text, this.settings)) {
      return errAsync({ type: 'ReviewTooLong', field, max: this.settings.maxLength });
    }
    return this.tx(async () => {
      const language = SITES[siteId].language;
      const authorName = await this.authorOf(consumerId, language);
      const now = this.clock.now();
      let question: QuestionRow | undefined;
      if ('question' in request) {
        if (!(await this.reviews.productExists(request.productId))) return err({ type: 'ProductNotFound', productId: request.productId });
        const id = randomId(this.random, 'qst_', 16);
        await this.reviews.insertQuestion({ id, productId: request.productId, siteId, language, consumerId, authorName, body: text, now });
        question = await this.reviews.question(id);
      } else {
        question = await this.reviews.question(request.questionId);
        if (question === undefined) return err({ type: 'QuestionNotFound', id: request.questionId });
        await this.reviews.insertAnswer({ id: randomId(this.random, 'ans_', 16), questionId: question.id, siteId, language, consumerId, authorName, body: text, now });
      }
      return ok(this.question(question!, await this.reviews.answers([question!.id], consumerId)));
    });
  }
}
