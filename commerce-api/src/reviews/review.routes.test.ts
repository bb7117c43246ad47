import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingSummary } from '@switchback/core';
import { describePostgres } from '../test-support/postgres-test-database';
import {
  call, consumerCookie, expectError, expectOk, guestCookie, startPostgresTestEngine, startTestEngine, type TestEngine,
} from '../test-support/test-engine';

const SETTINGS = { maxLength: 60, flagThreshold: 3 } as const;

/** The same behaviour on both engines: PGlite (embedded) and real PostgreSQL. */
function reviewSuite(start: () => Promise<TestEngine>): void {
  let engine: TestEngine;
  /** Seeded products with several reviews; `translated`: a review with a stored translation and its target language. */
  let productId: string;
  let otherProductId: string;
  let translated: { reviewId: string; language: 'en' | 'fr' };
  let untranslated: { reviewId: string; language: 'en' | 'fr' };

  const query = async <R>(sql: string, params: unknown[] = []): Promise<R[]> => (await engine.internals.db.query<R>(sql, params)).rows;
  const page = async (cookie: string, id = productId, q: Record<string, string> = {}) =>
    expectOk('getReviews', await call(engine.app, 'getReviews', { cookie, params: { productId: id }, query: { count: '50', ...q } }));
  const ratingOf = async (id: string) => (await query<{ score: number; reviews_count: number }>(
    'SELECT score, reviews_count FROM product_ratings WHERE product_id = $1', [id]))[0];

  beforeAll(async () => {
    engine = await start();
    const busy = await query<{ product_id: string }>(
      `SELECT product_id FROM reviews GROUP BY product_id HAVING count(DISTINCT rating) >= 3 AND count(*) >= 5 ORDER BY product_id LIMIT 2`);
    productId = busy[0]!.product_id;
    otherProductId = busy[1]!.product_id;
    translated = (await query<{ reviewId: string; language: 'en' | 'fr' }>(
      'SELECT review_id AS "reviewId", language FROM review_translations ORDER BY review_id LIMIT 1'))[0]!;
    untranslated = (await query<{ reviewId: string; language: 'en' | 'fr' }>(
      `SELECT r.id AS "reviewId", CASE r.language WHEN 'en' THEN 'fr' ELSE 'en' END AS language FROM reviews r
       WHERE NOT EXISTS (SELECT 1 FROM review_translations t WHERE t.review_id = r.id) ORDER BY r.id LIMIT 1`))[0]!;
  });
  afterAll(async () => {
    await engine?.close();
  });

  describe('reading', () => {
    it('the summary matches the visible reviews: histogram sums to the total, average as product_ratings has it', async () => {
      const reviews = await page(await guestCookie(engine.app));
      const counts: Record<number, number> = {};
      for (const review of reviews.reviews) counts[review.rating] = (counts[review.rating] ?? 0) + 1;
      expect(reviews.total).toBe(reviews.reviews.length);
      expect(reviews.summary).toEqual(ratingSummary(counts));
      expect(reviews.summary.histogram.reduce((n, bar) => n + bar.count, 0)).toBe(reviews.total);
      expect(await ratingOf(productId)).toEqual({ score: reviews.summary.average, reviews_count: reviews.total });
    });

    it('sorts: newest, highest, lowest and most helpful first; pages with start and count', async () => {
      const cookie = await guestCookie(engine.app);
      const dates = (await page(cookie, productId, { sort: 'newest' })).reviews.map((r) => r.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const highest = (await page(cookie, productId, { sort: 'highest' })).reviews.map((r) => r.rating);
      expect(highest).toEqual([...highest].sort((a, b) => b - a));
      const lowest = (await page(cookie, productId, { sort: 'lowest' })).reviews.map((r) => r.rating);
      expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
      const helpful = (await page(cookie, productId, { sort: 'helpful' })).reviews.map((r) => r.helpfulCount);
      expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
      const all = (await page(cookie, productId)).reviews.map((r) => r.id);
      const second = expectOk('getReviews', await call(engine.app, 'getReviews', { cookie, params: { productId }, query: { start: '2', count: '2' } }));
      expect(second.reviews.map((r) => r.id)).toEqual(all.slice(2, 4));
      expect(second).toMatchObject({ start: 2, count: 2, total: all.length });
    });

    it('each review says whether a translation into the site language exists', async () => {
      const review = (await query<{ product_id: string; language: string }>('SELECT product_id, language FROM reviews WHERE id = $1', [translated.reviewId]))[0]!;
      const site = translated.language === 'fr' ? 'fr-fr' : 'en-us';
      const reviews = expectOk('getReviews', await call(engine.app, 'getReviews', {
        cookie: await guestCookie(engine.app), params: { productId: review.product_id }, query: { count: '50' }, headers: { 'x-site-id': site },
      }));
      expect(reviews.reviews.find((r) => r.id === translated.reviewId)).toMatchObject({ language: review.language, translationAvailable: true });
      for (const r of reviews.reviews.filter((x) => x.language === translated.language)) expect(r.translationAvailable).toBe(false);
    });

    it('an unknown product is 404; a bad sort is 400', async () => {
      const cookie = await guestCookie(engine.app);
      expectError(await call(engine.app, 'getReviews', { cookie, params: { productId: 'SBZZ9999' } }), 404, 'PRODUCT_NOT_FOUND');
      expect((await call(engine.app, 'getReviews', { cookie, params: { productId }, query: { sort: 'random' } })).statusCode).toBe(400);
    });
  });

  describe('writing', () => {
    it('a guest cannot write a review (401), nothing stored', async () => {
      const before = (await page(await guestCookie(engine.app))).total;
      const response = await call(engine.app, 'writeReview', {
        cookie: await guestCookie(engine.app), params: { productId }, body: { rating: 5, title: 'Great', text: 'Lovely.' },
      });
      expect(response.statusCode).toBe(401);
      expect((await page(await guestCookie(engine.app))).total).toBe(before);
    });

    it('a registered shopper writes one review, in the site language, shown as theirs; a second is REVIEW_ALREADY_WRITTEN', async () => {
      const { cookie } = await consumerCookie(engine);
      const written = expectOk('writeReview', await call(engine.app, 'writeReview', {
        cookie, params: { productId }, body: { rating: 2, title: 'Trop petit', text: 'Taille petit.' }, headers: { 'x-site-id': 'fr-fr' },
      }));
      expect(written).toMatchObject({ rating: 2, title: 'Trop petit', text: 'Taille petit.', language: 'fr', yours: true, helpfulCount: 0 });
      const mine = await page(cookie);
      expect(mine.youReviewed).toBe(true);
      expect(mine.reviews.find((r) => r.id === written.id)).toMatchObject({ yours: true });
      expectError(await call(engine.app, 'writeReview', {
        cookie, params: { productId }, body: { rating: 5, title: 'Again', text: 'Second try.' },
      }), 409, 'REVIEW_ALREADY_WRITTEN');
      expect((await query('SELECT 1 FROM reviews WHERE product_id = $1 AND title = $2', [productId, 'Again']))).toHaveLength(0);
    });

    it('REV410: a text longer than the configured maximum is REVIEW_TOO_LONG at `text`, nothing stored; the maximum itself is fine', async () => {
      const { cookie } = await consumerCookie(engine);
      const answer = expectError(await call(engine.app, 'writeReview', {
        cookie, params: { productId: otherProductId }, body: { rating: 4, title: 'Long', text: 'x'.repeat(SETTINGS.maxLength + 1) },
      }), 400, 'REVIEW_TOO_LONG');
      expect(answer.errorDetails[0]!.field).toBe('text');
      expect(await query('SELECT 1 FROM reviews WHERE product_id = $1 AND title = $2', [otherProductId, 'Long'])).toHaveLength(0);
      expectOk('writeReview', await call(engine.app, 'writeReview', {
        cookie, params: { productId: otherProductId }, body: { rating: 4, title: 'Long', text: 'é'.repeat(SETTINGS.maxLength) },
      }));
    });

    it('a rating outside 1 to 5, an empty title or an unknown product is refused, nothing stored', async () => {
      const { cookie, customerId } = await consumerCookie(engine);
      for (const body of [{ rating: 0, title: 'T', text: 'x' }, { rating: 6, title: 'T', text: 'x' }, { rating: 3.5, title: 'T', text: 'x' }, { rating: 3, title: ' ', text: 'x' }, { rating: 3, title: 'T', text: 'a\u0000b' }, { rating: 3, title: 'T\u0007', text: 'x' }]) {
        expect((await call(engine.app, 'writeReview', { cookie, params: { productId }, body })).statusCode).toBe(400);
      }
      expectError(await call(engine.app, 'writeReview', { cookie, params: { productId: 'SBZZ9999' }, body: { rating: 3, title: 'T', text: 'x' } }), 404, 'PRODUCT_NOT_FOUND');
      expect(await query('SELECT 1 FROM reviews WHERE consumer_id = $1', [customerId])).toHaveLength(0);
    });
  });

  describe('reporting and voting', () => {
    it('a review reported by the configured number of shoppers is hidden: the page, summary and product rating change', async () => {
      const cookies = await Promise.all([1, 2, 3].map(() => guestCookie(engine.app)));
      const before = await page(cookies[0]!, otherProductId);
      const target = before.reviews.find((r) => !r.yours)!;
      for (const [index, cookie] of cookies.entries()) {
        expectOk('flagReview', await call(engine.app, 'flagReview', { cookie, params: { productId: otherProductId, reviewId: target.id }, body: {} }));
        if (index === 0) {
          expectError(await call(engine.app, 'flagReview', { cookie, params: { productId: otherProductId, reviewId: target.id }, body: {} }), 409, 'REVIEW_ALREADY_FLAGGED');
          expect((await page(cookie, otherProductId)).reviews.find((r) => r.id === target.id)).toMatchObject({ flaggedByYou: true });
        }
        if (index < SETTINGS.flagThreshold - 1) expect((await page(cookie, otherProductId)).total).toBe(before.total);
      }
      const after = await page(cookies[0]!, otherProductId);
      expect(after.total).toBe(before.total - 1);
      expect(after.reviews.map((r) => r.id)).not.toContain(target.id);
      expect(after.summary.histogram[target.rating - 1]!.count).toBe(before.summary.histogram[target.rating - 1]!.count - 1);
      expect((await ratingOf(otherProductId))?.reviews_count).toBe(before.total - 1);
      // Hidden: not found any more, to report, vote or translate.
      const cookie = await guestCookie(engine.app);
      expectError(await call(engine.app, 'flagReview', { cookie, params: { productId: otherProductId, reviewId: target.id }, body: {} }), 404, 'REVIEW_NOT_FOUND');
      expectError(await call(engine.app, 'voteReview', { cookie, params: { productId: otherProductId, reviewId: target.id }, body: { helpful: true } }), 404, 'REVIEW_NOT_FOUND');
      expectError(await call(engine.app, 'translateReview', { params: { reviewId: target.id }, body: { language: 'fr' } }), 404, 'REVIEW_NOT_FOUND');
    });

    it('one vote per shopper per review: counted once, shown as theirs; a second is REVIEW_ALREADY_VOTED', async () => {
      const cookie = await guestCookie(engine.app);
      const target = (await page(cookie)).reviews[0]!;
      const voted = expectOk('voteReview', await call(engine.app, 'voteReview', { cookie, params: { productId, reviewId: target.id }, body: { helpful: true } }));
      expect(voted).toEqual({ reviewId: target.id, helpfulCount: target.helpfulCount + 1, unhelpfulCount: target.unhelpfulCount, yourVote: 'helpful' });
      expectError(await call(engine.app, 'voteReview', { cookie, params: { productId, reviewId: target.id }, body: { helpful: false } }), 409, 'REVIEW_ALREADY_VOTED');
      expect((await page(cookie)).reviews.find((r) => r.id === target.id)).toMatchObject({ helpfulCount: target.helpfulCount + 1, yourVote: 'helpful' });
      const other = await guestCookie(engine.app);
      expect((await page(other)).reviews.find((r) => r.id === target.id)).toMatchObject({ yourVote: null });
    });

    it('an unknown review, or a review of another product than the path, is REVIEW_NOT_FOUND (404), nothing recorded', async () => {
      const cookie = await guestCookie(engine.app);
      const target = (await page(cookie)).reviews[0]!;
      for (const reviewId of ['rev_nothere00', target.id]) {
        const params = { productId: reviewId === target.id ? otherProductId : productId, reviewId };
        expectError(await call(engine.app, 'flagReview', { cookie, params, body: {} }), 404, 'REVIEW_NOT_FOUND');
        expectError(await call(engine.app, 'voteReview', { cookie, params, body: { helpful: true } }), 404, 'REVIEW_NOT_FOUND');
      }
      expect((await page(cookie)).reviews.find((r) => r.id === target.id)).toMatchObject({ yourVote: null, flaggedByYou: false });
    });

    it('a vote or a report needs a token (401)', async () => {
      const params = { productId, reviewId: 'rev_nothere00' };
      expect((await call(engine.app, 'voteReview', { params, body: { helpful: true } })).statusCode).toBe(401);
      expect((await call(engine.app, 'flagReview', { params, body: {} })).statusCode).toBe(401);
    });
  });

  describe('translation', () => {
    it('a stored translation is answered', async () => {
      const stored = (await query<{ title: string; body: string }>('SELECT title, body FROM review_translations WHERE review_id = $1 AND language = $2',
        [translated.reviewId, translated.language]))[0]!;
      expect(expectOk('translateReview', await call(engine.app, 'translateReview', { params: { reviewId: translated.reviewId }, body: { language: translated.language } })))
        .toEqual({ reviewId: translated.reviewId, language: translated.language, title: stored.title, text: stored.body });
    });

    it('none stored: TRANSLATION_UNAVAILABLE (404), never a made-up one; its own language: the original', async () => {
      expectError(await call(engine.app, 'translateReview', { params: { reviewId: untranslated.reviewId }, body: { language: untranslated.language } }), 404, 'TRANSLATION_UNAVAILABLE');
      const own = untranslated.language === 'en' ? 'fr' : 'en';
      const original = (await query<{ title: string; body: string }>('SELECT title, body FROM reviews WHERE id = $1', [untranslated.reviewId]))[0]!;
      expect(expectOk('translateReview', await call(engine.app, 'translateReview', { params: { reviewId: untranslated.reviewId }, body: { language: own } })))
        .toMatchObject({ title: original.title, text: original.body });
      expectError(await call(engine.app, 'translateReview', { params: { reviewId: 'rev_nothere00' }, body: { language: 'fr' } }), 404, 'REVIEW_NOT_FOUND');
      expect((await call(engine.app, 'translateReview', { params: { reviewId: untranslated.reviewId }, body: { language: 'de' } })).statusCode).toBe(400);
    });
  });

  describe('questions and answers', () => {
    it('a registered shopper asks, another answers; the answer is voted on once; a guest cannot ask (401)', async () => {
      const asker = await consumerCookie(engine);
      const question = expectOk('postQuestion', await call(engine.app, 'postQuestion', {
        cookie: asker.cookie, body: { productId, question: 'Does it run small?' },
      }));
      expect(question).toMatchObject({ productId, text: 'Does it run small?', language: 'en', answers: [] });
      const answerer = await consumerCookie(engine);
      const answered = expectOk('postQuestion', await call(engine.app, 'postQuestion', {
        cookie: answerer.cookie, body: { questionId: question.id, answer: 'Non, taille normale.' }, headers: { 'x-site-id': 'fr-fr' },
      }));
      expect(answered.answers).toHaveLength(1);
      expect(answered.answers[0]).toMatchObject({ text: 'Non, taille normale.', language: 'fr', helpfulCount: 0 });
      const listed = expectOk('getQuestions', await call(engine.app, 'getQuestions', { cookie: asker.cookie, params: { productId }, query: { count: '50' } }));
      expect(listed.questions.find((q) => q.id === question.id)).toMatchObject({ answers: [{ id: answered.answers[0]!.id }] });
      const answerId = answered.answers[0]!.id;
      expectOk('voteAnswer', await call(engine.app, 'voteAnswer', { cookie: asker.cookie, params: { productId, answerId }, body: { helpful: true } }));
      expectError(await call(engine.app, 'voteAnswer', { cookie: asker.cookie, params: { productId, answerId }, body: { helpful: true } }), 409, 'REVIEW_ALREADY_VOTED');
      expectError(await call(engine.app, 'voteAnswer', { cookie: asker.cookie, params: { productId: otherProductId, answerId }, body: { helpful: true } }), 404, 'QUESTION_NOT_FOUND');
      expectError(await call(engine.app, 'voteAnswer', { cookie: asker.cookie, params: { productId, answerId: 'ans_nothere00' }, body: { helpful: true } }), 404, 'QUESTION_NOT_FOUND');
      const again = expectOk('getQuestions', await call(engine.app, 'getQuestions', { cookie: asker.cookie, params: { productId }, query: { count: '50' } }));
      expect(again.questions.find((q) => q.id === question.id)!.answers[0]).toMatchObject({ helpfulCount: 1, yourVote: 'helpful' });
      expect((await call(engine.app, 'postQuestion', { cookie: await guestCookie(engine.app), body: { productId, question: 'Guest?' } })).statusCode).toBe(401);
    });

    it('answering an unknown question is QUESTION_NOT_FOUND; a question too long is REV410 at `question`', async () => {
      const { cookie } = await consumerCookie(engine);
      expectError(await call(engine.app, 'postQuestion', { cookie, body: { questionId: 'qst_nothere00', answer: 'Yes' } }), 404, 'QUESTION_NOT_FOUND');
      const long = expectError(await call(engine.app, 'postQuestion', { cookie, body: { productId, question: 'q'.repeat(SETTINGS.maxLength + 1) } }), 400, 'REVIEW_TOO_LONG');
      expect(long.errorDetails[0]!.field).toBe('question');
      expectError(await call(engine.app, 'postQuestion', { cookie, body: { productId: 'SBZZ9999', question: 'Where?' } }), 404, 'PRODUCT_NOT_FOUND');
    });
  });
}

describe('reviews and questions (PGlite)', () => {
  reviewSuite(() => startTestEngine({ reviews: SETTINGS }));
});

describePostgres('reviews and questions (PostgreSQL)', (url) => {
  reviewSuite(() => startPostgresTestEngine(url, { reviews: SETTINGS }));

  describe('concurrency', () => {
    let engine: TestEngine;
    let productId: string;
    let reviewIds: string[];
    beforeAll(async () => {
      engine = await startPostgresTestEngine(url, { reviews: SETTINGS });
      const rows = (await engine.internals.db.query<{ id: string; product_id: string }>(
        `SELECT id, product_id FROM reviews WHERE product_id = (SELECT product_id FROM reviews GROUP BY product_id HAVING count(*) >= 3 ORDER BY product_id LIMIT 1)
         ORDER BY id`)).rows;
      productId = rows[0]!.product_id;
      reviewIds = rows.map((r) => r.id);
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('20 concurrent votes by one shopper on one review: 1 counted, 19 REVIEW_ALREADY_VOTED', async () => {
      const cookie = await guestCookie(engine.app);
      const reviewId = reviewIds[0]!;
      const before = (await engine.internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1', [reviewId])).rows[0]!.n;
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) =>
        call(engine.app, 'voteReview', { cookie, params: { productId, reviewId }, body: { helpful: i % 2 === 0 } })));
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 409, 'REVIEW_ALREADY_VOTED');
      const after = (await engine.internals.db.query<{ n: number }>('SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1', [reviewId])).rows[0]!.n;
      expect(after).toBe(before + 1);
    });

    it('concurrent reports by different shoppers: every one recorded, and the review is hidden (threshold reached)', async () => {
      const reviewId = reviewIds[1]!;
      const cookies = await Promise.all(Array.from({ length: 6 }, () => guestCookie(engine.app)));
      const responses = await Promise.all(cookies.map((cookie) => call(engine.app, 'flagReview', { cookie, params: { productId, reviewId }, body: {} })));
      const accepted = responses.filter((r) => r.statusCode === 200).length;
      // Reports after the hiding one find the review gone (404); at least the threshold's worth were accepted.
      expect(accepted).toBe(SETTINGS.flagThreshold);
      for (const r of responses.filter((x) => x.statusCode !== 200)) expectError(r, 404, 'REVIEW_NOT_FOUND');
      const row = (await engine.internals.db.query<{ hidden: boolean; flags: number }>(
        'SELECT hidden, (SELECT count(*)::int FROM review_flags WHERE review_id = $1) AS flags FROM reviews WHERE id = $1', [reviewId])).rows[0]!;
      expect(row).toEqual({ hidden: true, flags: SETTINGS.flagThreshold });
    });
  });
});
