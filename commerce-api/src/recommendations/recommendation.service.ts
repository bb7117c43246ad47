import { errAsync, ResultAsync } from 'neverthrow';
import {
  productCallouts, recToken, type Clock, type Promotion, type Recommendation, type RecommendationsResponse, type RecommendationType,
  type recommendationsQuerySchema, type SiteId,
} from '@switchback/core';
import type { z } from 'zod';
import type { ApiFailure } from '../errors/api-failure';
import type { ProductUrls } from '../catalog/product-urls';
import type { RecommendationAsk, RecommendationRepository, RecommendedRow } from './recommendation.repository';

type Query = z.output<typeof recommendationsQuerySchema>;

const fromDb = <T>(promise: Promise<T>): ResultAsync<T, ApiFailure> => ResultAsync.fromSafePromise(promise);

/**
 * Issue 11 §1/§2 recommendations: often bought together (placed orders), similar (category and attributes), and a
 * cart's (both, for its products). Each answer leaves out the asked-about products, the excluded ones and what
 * cannot be ordered on the site; cards carry the site's names, prices and callouts, and a recToken each.
 */
export class RecommendationService {
  constructor(
    private readonly repo: RecommendationRepository,
    private readonly urls: ProductUrls,
    /** Issue 9 §4: the site's promotions, for the product-level callouts every card shows (core `productCallouts`). */
    private readonly promotions: (siteId: SiteId) => Promise<readonly Promotion[]>,
    private readonly clock: Clock,
  ) {}

  recommendations(siteId: SiteId, query: Query): ResultAsync<RecommendationsResponse, ApiFailure> {
    const anchorId = query.type === 'cart' ? undefined : query.productId;
    const ask: RecommendationAsk = {
      anchors: anchorId !== undefined ? [anchorId] : query.productIds,
      // productIds given with a product's rail are left out too (the contract: "for exclusion").
      exclude: [...new Set([...query.exclude, ...(anchorId !== undefined ? query.productIds : [])])],
      count: query.count,
    };
    const rows = (): Promise<RecommendedRow[]> => {
      switch (query.type) {
        case 'often-bought-together': return this.repo.oftenBoughtTogether(siteId, ask);
        case 'similar': return this.repo.similar(siteId, ask);
        case 'cart': return this.repo.forCart(siteId, ask);
      }
    };
    const known = anchorId === undefined ? Promise.resolve(true) : this.repo.productExists(anchorId);
    return fromDb(known).andThen((exists) => (exists
      ? fromDb(Promise.all([rows(), this.promotions(siteId)])).map(([found, promotions]) => ({
        type: query.type,
        recommendations: found.map((row, index) => this.recommendation(siteId, query.type, anchorId, row, index + 1, promotions)),
      }))
      : errAsync<RecommendationsResponse, ApiFailure>({ type: 'ProductNotFound', productId: anchorId! })));
  }

  private recommendation(
    siteId: SiteId, type: RecommendationType, anchorId: string | undefined, row: RecommendedRow, position: number, promotions: readonly Promotion[],
  ): Recommendation {
    return {
      id: row.id,
      title: row.name,
      brand: row.brand,
      slug: row.slug,
      url: this.urls.page(siteId, row.slug, row.id),
      image: { url: row.first_color ? this.urls.image(siteId, row.id, row.first_color) : '', alt: row.name },
      currency: row.currency,
      price: { highCurrent: row.sale_minor, lowCurrent: row.sale_minor, highOriginal: row.list_minor, lowOriginal: row.list_minor },
      ...(row.rating_score !== null && row.reviews_count !== null ? { rating: { score: row.rating_score, reviewsCount: row.reviews_count } } : {}),
      promotions: productCallouts(promotions, { productId: row.id, categoryId: row.category_id }, { siteId, now: this.clock.now() }),
      recToken: recToken({ type, anchorId, productId: row.id, position }),
    };
  }
}
