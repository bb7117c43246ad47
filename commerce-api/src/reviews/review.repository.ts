import type { ReviewLanguage, ReviewSort, SiteId } from '@switchback/core';
import type { Database } from '../database/database.port';

export interface ReviewRow {
  id: string; product_id: string; rating: number; title: string; body: string; author_name: string; language: ReviewLanguage;
  created_at: Date | string; consumer_id: string | null; helpful: number; unhelpful: number; my_vote: boolean | null; flagged_by_me: boolean;
}

export interface AnswerRow {
  id: string; question_id: string; body: string; author_name: string; language: ReviewLanguage; created_at: Date | string;
  helpful: number; unhelpful: number; my_vote: boolean | null;
}

export interface QuestionRow {
  id: string; product_id: string; body: string; author_name: string; language: ReviewLanguage; created_at: Date | string;
}

/** The target review's row as a flag or a vote sees it (`hidden` ones are not found). */
export interface ReviewTarget { id: string; product_id: string; language: ReviewLanguage; title: string; body: string }

const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id',
  highest: 'r.rating DESC, r.created_at DESC, r.id',
  lowest: 'r.rating ASC, r.created_at DESC, r.id',
  helpful: 'v.helpful DESC, r.created_at DESC, r.id',
};

const VOTE_COUNTS = (table: string, key: string, on: string) => `LEFT JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE helpful))::int AS helpful, (count(*) FILTER (WHERE NOT helpful))::int AS unhelpful
    FROM ${table} WHERE ${key} = ${on}) v ON true`;

/** A review row (ReviewRow) as `r`, its vote counts, and the caller's ($2) own vote and flag. */
const REVIEW_SELECT = `
      SELECT r.id, r.product_id, r.rating, r.title, r.body, r.author_name, r.language, r.created_at, r.consumer_id,
             v.helpful, v.unhelpful, mv.helpful AS my_vote, (mf.review_id IS NOT NULL) AS flagged_by_me
      FROM reviews r
      ${VOTE_COUNTS('review_votes', 'review_id', 'r.id')}
      LEFT JOIN review_votes mv ON mv.review_id = r.id AND mv.voter_id = $2
      LEFT JOIN review_flags mf ON mf.review_id = r.id AND mf.flagger_id = $2`;

/**
 * Reviews, their flags, votes and questions. Hidden reviews are invisible to every read here. One vote or flag per
 * shopper is the tables' primary key; a flag counts under the review's row lock (`lockVisible`).
 */
export class ReviewRepository {
  constructor(private readonly db: Database) {}

  async productExists(productId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM products WHERE id = $1', [productId])).rows.length > 0;
  }

  /** A page of a product's visible reviews with their vote counts and the caller's vote and flag. */
  async page(productId: string, callerId: string, sort: ReviewSort, start: number, count: number): Promise<ReviewRow[]> {
    return (await this.db.query<ReviewRow>(`
      ${REVIEW_SELECT}
      WHERE r.product_id = $1 AND NOT r.hidden
      ORDER BY ${ORDER[sort]}
      LIMIT $3 OFFSET $4`, [productId, callerId, count, start])).rows;
  }

  /** The number of visible reviews of each rating. */
  async ratingCounts(productId: string): Promise<Partial<Record<1 | 2 | 3 | 4 | 5, number>>> {
    const rows = (await this.db.query<{ rating: 1 | 2 | 3 | 4 | 5; n: number }>(
      'SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = $1 AND NOT hidden GROUP BY rating', [productId])).rows;
    return Object.fromEntries(rows.map((row) => [row.rating, row.n]));
  }

  /** Whether this consumer has written a review of the product (hidden or not: either way they cannot write another). */
  async hasReviewed(productId: string, consumerId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM reviews WHERE product_id = $1 AND consumer_id = $2', [productId, consumerId])).rows.length > 0;
  }

  async review(reviewId: string, callerId: string): Promise<ReviewRow | undefined> {
    return (await this.db.query<ReviewRow>(`
      ${REVIEW_SELECT}
      WHERE r.id = $1`, [reviewId, callerId])).rows[0];
  }

  /** A consumer's display name for what they write: first name and last initial, when their profile has them. */
  async authorName(consumerId: string): Promise<string | undefined> {
    const row = (await this.db.query<{ first_name: string | null; last_name: string | null }>(
      'SELECT first_name, last_name FROM consumers WHERE customer_id = $1', [consumerId])).rows[0];
    const first = row?.first_name?.trim();
    if (!first) return undefined;
    const initial = row?.last_name?.trim().charAt(0);
    return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
  }

  /** Inserts a review; false when the consumer already has one of this product (the unique index decides). */
  async insert(review: {
    id: string; productId: string; siteId: SiteId; language: ReviewLanguage; consumerId: string; authorName: string; rating: number;
    title: string; body: string; now: Date;
  }): Promise<boolean> {
    return (await this.db.query(`
      INSERT INTO reviews (id, product_id, site_id, language, consumer_id, author_name, rating, title, body, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
      ON CONFLICT (product_id, consumer_id) WHERE consumer_id IS NOT NULL DO NOTHING`,
    [review.id, review.productId, review.siteId, review.language, review.consumerId, review.authorName, review.rating, review.title,
      review.body, review.now])).rowCount > 0;
  }

  /** A visible review of this product; `lock` holds its row (flags of one review queue up behind it). */
  async visible(productId: string, reviewId: string, lock = false): Promise<ReviewTarget | undefined> {
    return (await this.db.query<ReviewTarget>(
      `SELECT id, product_id, language, title, body FROM reviews WHERE id = $1 AND product_id = $2 AND NOT hidden${lock ? ' FOR UPDATE' : ''}`,
      [reviewId, productId])).rows[0];
  }

  /** A visible review, whatever its product (the translate call names the review only). */
  async visibleById(reviewId: string): Promise<ReviewTarget | undefined> {
    return (await this.db.query<ReviewTarget>(
      'SELECT id, product_id, language, title, body FROM reviews WHERE id = $1 AND NOT hidden', [reviewId])).rows[0];
  }

  /** Records the shopper's report; false when they had already reported it. */
  async addFlag(reviewId: string, flaggerId: string, now: Date): Promise<boolean> {
    return (await this.db.query(
      'INSERT INTO review_flags (review_id, flagger_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [reviewId, flaggerId, now])).rowCount > 0;
  }

  /** The number of shoppers who reported the review (read under its row lock: no report can be added meanwhile). */
  async flagCount(reviewId: string): Promise<number> {
    return (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_flags WHERE review_id = $1', [reviewId])).rows[0]?.n ?? 0;
  }

  async hide(reviewId: string): Promise<void> {
    await this.db.query('UPDATE reviews SET hidden = true WHERE id = $1', [reviewId]);
  }

  /** Records the shopper's vote; false when they had already voted (the primary key decides, even concurrently). */
  async addVote(table: 'review_votes' | 'answer_votes', id: string, voterId: string, helpful: boolean, now: Date): Promise<boolean> {
    const key = table === 'review_votes' ? 'review_id' : 'answer_id';
    return (await this.db.query(
      `INSERT INTO ${table} (${key}, voter_id, helpful, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [id, voterId, helpful, now])).rowCount > 0;
  }

  async voteCounts(table: 'review_votes' | 'answer_votes', id: string, voterId: string): Promise<{ helpful: number; unhelpful: number; mine: boolean | null }> {
    const key = table === 'review_votes' ? 'review_id' : 'answer_id';
    const row = (await this.db.query<{ helpful: number; unhelpful: number; mine: boolean | null }>(`
      SELECT (count(*) FILTER (WHERE helpful))::int AS helpful, (count(*) FILTER (WHERE NOT helpful))::int AS unhelpful,
             bool_or(helpful) FILTER (WHERE voter_id = $2) AS mine
      FROM ${table} WHERE ${key} = $1`, [id, voterId])).rows[0];
    return row ?? { helpful: 0, unhelpful: 0, mine: null };
  }

  /** An answer to a question about this product. */
  async answerOf(productId: string, answerId: string): Promise<boolean> {
    return (await this.db.query(
      `SELECT 1 FROM product_answers a JOIN product_questions q ON q.id = a.question_id WHERE a.id = $1 AND q.product_id = $2`,
      [answerId, productId])).rows.length > 0;
  }

  async questionPage(productId: string, start: number, count: number): Promise<QuestionRow[]> {
    return (await this.db.query<QuestionRow>(`
      SELECT id, product_id, body, author_name, language, created_at FROM product_questions
      WHERE product_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`, [productId, count, start])).rows;
  }

  async questionCount(productId: string): Promise<number> {
    return (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_questions WHERE product_id = $1', [productId])).rows[0]?.n ?? 0;
  }

  async reviewCount(productId: string): Promise<number> {
    return (await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1 AND NOT hidden', [productId])).rows[0]?.n ?? 0;
  }

  async question(questionId: string): Promise<QuestionRow | undefined> {
    return (await this.db.query<QuestionRow>(
      'SELECT id, product_id, body, author_name, language, created_at FROM product_questions WHERE id = $1', [questionId])).rows[0];
  }

  /** The answers to these questions, oldest first, with their vote counts and the caller's vote. */
  async answers(questionIds: readonly string[], callerId: string): Promise<AnswerRow[]> {
    if (questionIds.length === 0) return [];
    return (await this.db.query<AnswerRow>(`
      SELECT a.id, a.question_id, a.body, a.author_name, a.language, a.created_at, v.helpful, v.unhelpful, mv.helpful AS my_vote
      FROM product_answers a
      ${VOTE_COUNTS('answer_votes', 'answer_id', 'a.id')}
      LEFT JOIN answer_votes mv ON mv.answer_id = a.id AND mv.voter_id = $2
      WHERE a.question_id = ANY($1::text[])
      ORDER BY a.created_at, a.id`, [questionIds, callerId])).rows;
  }

  async insertQuestion(q: { id: string; productId: string; siteId: SiteId; language: ReviewLanguage; consumerId: string; authorName: string; body: string; now: Date }): Promise<void> {
    await this.db.query(`
      INSERT INTO product_questions (id, product_id, site_id, language, consumer_id, author_name, body, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [q.id, q.productId, q.siteId, q.language, q.consumerId, q.authorName, q.body, q.now]);
  }

  async insertAnswer(a: { id: string; questionId: string; siteId: SiteId; language: ReviewLanguage; consumerId: string; authorName: string; body: string; now: Date }): Promise<void> {
    await this.db.query(`
      INSERT INTO product_answers (id, question_id, site_id, language, consumer_id, author_name, body, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [a.id, a.questionId, a.siteId, a.language, a.consumerId, a.authorName, a.body, a.now]);
  }
}
