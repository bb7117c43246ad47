import { errAsync, ResultAsync } from 'neverthrow';
import {
  recToken, type RecommendationsResponse, type recommendationsQuerySchema, type SiteId,
} from '@switchback/core';
import type { z } from 'zod';
import type { ApiFailure } from '../errors/api-failure';
import type { CatalogService } from '../catalog/catalog.service';
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
    /** The catalogue's cards (names, prices, image, rating, callouts): a recommendation is a card with its recToken. */
    private readonly catalog: CatalogService,
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
      ? fromDb(rows().then((found) => this.catalog.cards(siteId, found))).map((cards) => ({
        type: query.type,
        recommendations: cards.map((card, index) => ({
          ...card, recToken: recToken({ type: query.type, anchorId, productId: card.id, position: index + 1 }),
        })),
      }))
      : errAsync<RecommendationsResponse, ApiFailure>({ type: 'ProductNotFound', productId: anchorId! })));
  }
}
