import { MAX_RECOMMENDATION_PRODUCT_IDS, type RecommendationRequest, type RecommendationType } from '../contract';
import { RECOMMENDATION_CARDS_PER_VIEW } from '../content/content.constants';

/** Cards a page's rail asks for: two views of the widest carousel (6 cards, §9), so Next has somewhere to go. */
export const RAIL_RECOMMENDATION_COUNT = RECOMMENDATION_CARDS_PER_VIEW['six-cards'] * 2;

/** Issue 11 §3: the product page's rails, in the order they show. */
export const PRODUCT_PAGE_RAILS = ['often-bought-together', 'similar'] as const satisfies readonly RecommendationType[];

/** The distinct product ids of a list, first seen first, at most the contract's limit. */
const distinctIds = (ids: readonly string[]): string[] => [...new Set(ids)].slice(0, MAX_RECOMMENDATION_PRODUCT_IDS);

/** A product page's rails: each about the product, leaving out what is already in the shopper's cart. */
export function productPageRecommendationRequests(
  productId: string, cartProductIds: readonly string[], count: number = RAIL_RECOMMENDATION_COUNT,
): RecommendationRequest[] {
  const exclude = distinctIds(cartProductIds.filter((id) => id !== productId));
  return PRODUCT_PAGE_RAILS.map((type) => ({ type, productId, exclude, count }));
}

/** The cart page's "You may also like": about the cart's products (none: no rail, so no request). */
export function cartRecommendationRequest(cartProductIds: readonly string[], count: number = RAIL_RECOMMENDATION_COUNT): RecommendationRequest | null {
  const productIds = distinctIds(cartProductIds);
  return productIds.length === 0 ? null : { type: 'cart', productIds, count };
}
