import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import type { CommerceError, ReviewApi, WriteReviewRequest } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { writeReview } from './write-review.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** A storefront whose review port records what it is asked and answers `answer`. */
function storefrontAnswering(answer: () => ReturnType<ReviewApi['writeReview']>) {
  const calls: WriteReviewRequest[] = [];
  const reviews = { writeReview: (_productId: string, request: WriteReviewRequest) => { calls.push(request); return answer(); } } as unknown as ReviewApi;
  return { storefront: { reviews } as Storefront, calls };
}

const tooLong: CommerceError = { type: 'ApiError', statusCode: 400, errorId: 'REVIEW_TOO_LONG', code: 'REV410', kind: 'Invalid', message: 'too long', field: 'text' };

describe('writing a review from the form', () => {
  it('rating, title and text are required, said at their fields before any call', async () => {
    const { storefront, calls } = storefrontAnswering(() => okAsync({} as never));
    const result = await writeReview(storefront, 'SBTR0001', form({ rating: '', title: ' ', text: '' }));
    expect(result).toMatchObject({ ok: false, errors: { rating: { id: 'reviews.write.ratingRequired' }, title: { id: 'reviews.write.titleRequired' }, text: { id: 'reviews.write.textRequired' } } });
    expect(calls).toEqual([]);
    expect((await writeReview(storefront, 'SBTR0001', form({ rating: '6', title: 'T', text: 'x' }))).ok).toBe(false);
  });

  it('REV410 from the API shows at the text, keeping what was typed', async () => {
    const { storefront, calls } = storefrontAnswering(() => errAsync(tooLong));
    const result = await writeReview(storefront, 'SBTR0001', form({ rating: '4', title: 'Warm', text: 'long text' }));
    expect(calls).toEqual([{ rating: 4, title: 'Warm', text: 'long text' }]);
    expect(result).toMatchObject({ ok: false, errors: { text: { id: 'reviews.errors.tooLong' } }, values: { rating: '4', title: 'Warm', text: 'long text' } });
  });

  it('a written review is ok', async () => {
    const { storefront } = storefrontAnswering(() => okAsync({} as never));
    expect(await writeReview(storefront, 'SBTR0001', form({ rating: '5', title: 'Great', text: 'Light and warm.' }))).toEqual({ ok: true });
  });
});
