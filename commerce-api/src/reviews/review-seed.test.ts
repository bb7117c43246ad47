import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../catalog/demo-seed';
import { buildReviewSeed, SEED_REVIEWS_PER_PRODUCT_MAX } from './review-seed';

const catalogue = buildDemoCatalogue();

describe('the demo review seed', () => {
  it('is deterministic: the same catalogue rows give the same reviews, translations, votes and questions', () => {
    expect(buildReviewSeed(catalogue)).toEqual(buildReviewSeed(buildDemoCatalogue()));
  });

  it('gives every physical product of the rows passed in 0 to 12 reviews, none to a digital one, none to another product', () => {
    const seed = buildReviewSeed(catalogue);
    const physical = new Set(catalogue.products.filter((p) => !p.isDigital).map((p) => p.id));
    const perProduct = new Map<string, number>();
    for (const review of seed.reviews) perProduct.set(review.productId, (perProduct.get(review.productId) ?? 0) + 1);
    for (const [productId, count] of perProduct) {
      expect(physical.has(productId)).toBe(true);
      expect(count).toBeLessThanOrEqual(SEED_REVIEWS_PER_PRODUCT_MAX);
    }
    expect(perProduct.size).toBeGreaterThan(physical.size / 2);
  });

  it('covers products added to the catalogue: a new row gets reviews derived from its id, the others keep theirs', () => {
    const extra = Array.from({ length: 20 }, (_, i) => ({
      ...catalogue.products[0]!, id: `SBNEW${String(i).padStart(4, '0')}`, slug: `new-${i}`, name: `New product ${i}`,
    }));
    const grown = buildReviewSeed({ products: [...catalogue.products, ...extra], productTranslations: catalogue.productTranslations });
    const base = buildReviewSeed(catalogue);
    expect(grown.reviews.filter((r) => r.productId.startsWith('SBNEW')).length).toBeGreaterThan(0);
    expect(grown.reviews.filter((r) => !r.productId.startsWith('SBNEW'))).toEqual(base.reviews);
  });

  it('is varied enough to sort and translate: every rating, both languages, stored translations both ways, votes, questions with answers', () => {
    const seed = buildReviewSeed(catalogue);
    expect(new Set(seed.reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(seed.reviews.map((r) => r.language))).toEqual(new Set(['en', 'fr']));
    const languageOf = new Map(seed.reviews.map((r) => [r.id, r.language]));
    expect(new Set(seed.translations.map((t) => `${languageOf.get(t.reviewId)}→${t.language}`))).toEqual(new Set(['en→fr', 'fr→en']));
    expect(seed.votes.length).toBeGreaterThan(0);
    expect(seed.questions.length).toBeGreaterThan(0);
    expect(new Set(seed.answers.map((a) => a.questionId))).toEqual(new Set(seed.questions.map((q) => q.id)));
    // Each review names the product in its own language (the French name for a French review, when the catalogue has one).
    const frenchNames = new Map(catalogue.productTranslations.filter((t) => t.language === 'fr').map((t) => [t.productId, t.name]));
    const names = new Map(catalogue.products.map((p) => [p.id, p.name]));
    for (const review of seed.reviews) {
      const name = review.language === 'fr' ? frenchNames.get(review.productId) ?? names.get(review.productId)! : names.get(review.productId)!;
      expect(review.body).toContain(name);
    }
  });
});
