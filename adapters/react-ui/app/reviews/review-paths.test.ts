import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isReviewNotice, REVIEW_NOTICES, REVIEW_QUERY, reviewPath, withNotice } from './review-paths';

describe('reviews paths and notices', () => {
  it('only the listed notices are read from an address, nothing else', () => {
    for (const notice of REVIEW_NOTICES) expect(isReviewNotice(notice)).toBe(true);
    fc.assert(fc.property(fc.string(), (text) => {
      expect(isReviewNotice(text)).toBe((REVIEW_NOTICES as readonly string[]).includes(text));
    }));
    expect(isReviewNotice(null)).toBe(false);
  });

  it('a notice is added to the path, keeping its query, with the reviews section as the fragment', () => {
    expect(withNotice('/en-us/p/ridge-SBTR0001?color=ember&rnotice=reviews.notice.failed', 'reviews.notice.voted'))
      .toBe('/en-us/p/ridge-SBTR0001?color=ember&rnotice=reviews.notice.voted#reviews');
    const url = new URL(withNotice('/fr-fr/p/a-SBTR0001', 'reviews.notice.written'), 'http://x');
    expect(url.searchParams.get(REVIEW_QUERY.notice)).toBe('reviews.notice.written');
  });

  it('the write page and the actions are paths of the site', () => {
    expect(reviewPath.write({ id: 'en-gb' }, 'SBTR0001')).toBe('/en-gb/reviews/write/SBTR0001');
    expect(reviewPath.actions({ id: 'fr-fr' })).toBe('/fr-fr/reviews/actions');
  });
});
