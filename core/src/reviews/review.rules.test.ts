import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { characterCount } from '../validation/form-validators';
import { DEFAULT_REVIEW_SETTINGS, hiddenByFlags, histogramShare, ratingSummary, REVIEW_RATINGS, reviewTextTooLong } from './review.rules';

const countsArb = fc.record({ 1: fc.nat(500), 2: fc.nat(500), 3: fc.nat(500), 4: fc.nat(500), 5: fc.nat(500) });

describe('rating summary', () => {
  it('the histogram has one bar per rating, 1 to 5, and its counts add up to the count', () => {
    fc.assert(fc.property(countsArb, (counts) => {
      const summary = ratingSummary(counts);
      expect(summary.histogram.map((bar) => bar.rating)).toEqual([...REVIEW_RATINGS]);
      expect(summary.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(summary.count);
      expect(summary.count).toBe(counts[1] + counts[2] + counts[3] + counts[4] + counts[5]);
    }));
  });

  it('the average is the mean rating of the reviews to one decimal, between the lowest and highest rating given', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 300 }), (ratings) => {
      const counts: Record<number, number> = {};
      for (const r of ratings) counts[r] = (counts[r] ?? 0) + 1;
      const summary = ratingSummary(counts);
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(Math.abs(summary.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      expect(summary.average).toBeGreaterThanOrEqual(Math.min(...ratings));
      expect(summary.average).toBeLessThanOrEqual(Math.max(...ratings));
      expect(Number.isInteger(Math.round(summary.average * 10))).toBe(true);
      expect(summary.average * 10).toBeCloseTo(Math.round(summary.average * 10), 9);
    }));
  });

  it('rounds half up like PostgreSQL numeric round: 4 and 5 average 4.5, 4,4,5,4 average 4.3', () => {
    expect(ratingSummary({ 4: 1, 5: 1 }).average).toBe(4.5);
    expect(ratingSummary({ 4: 3, 5: 1 }).average).toBe(4.3);
  });

  it('no review: average 0, count 0, every bar 0 and every share 0%', () => {
    const summary = ratingSummary({});
    expect(summary).toEqual({ average: 0, count: 0, histogram: REVIEW_RATINGS.map((rating) => ({ rating, count: 0 })) });
    for (const rating of REVIEW_RATINGS) expect(histogramShare(summary, rating)).toBe(0);
  });

  it('each bar share is within 0 to 100%', () => {
    fc.assert(fc.property(countsArb, (counts) => {
      const summary = ratingSummary(counts);
      for (const rating of REVIEW_RATINGS) {
        const share = histogramShare(summary, rating);
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(100);
      }
    }));
  });
});

describe('review rules', () => {
  it('REV410: a text is too long exactly when it has more characters than the maximum (core reviewLengthCode)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60, unit: 'grapheme' }), fc.integer({ min: 1, max: 40 }), (text, maxLength) => {
      expect(reviewTextTooLong(text, { maxLength })).toBe(characterCount(text) > maxLength);
    }));
  });

  it('a review is hidden at the flag threshold, not before', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 50 }), fc.nat(100), (flagThreshold, flags) => {
      expect(hiddenByFlags(flags, { flagThreshold })).toBe(flags >= flagThreshold);
    }));
    expect(hiddenByFlags(DEFAULT_REVIEW_SETTINGS.flagThreshold - 1, DEFAULT_REVIEW_SETTINGS)).toBe(false);
    expect(hiddenByFlags(DEFAULT_REVIEW_SETTINGS.flagThreshold, DEFAULT_REVIEW_SETTINGS)).toBe(true);
  });
});
