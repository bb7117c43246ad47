import { cartRecommendationRequest, productPageRecommendationRequests, visibleBlocks, type Cart, type RecommendationRequest } from '@switchback/core';
import type { Storefront } from '../composition-root.server';
import { serverParts } from '../platform/lazy-part';
import { RecommendationRailsSection } from './recommendation-rail.component';
import type { RecommendationRailData } from './recommendation-rail-data';

// The product page's and the cart's rails are a lazy part (recommendation-rails.part.tsx): the server renders them directly.
Object.assign(serverParts, { RecommendationRails: RecommendationRailsSection });

/**
 * The rails of a page, each asked for side by side. A rail whose call fails renders nothing (the page's own content
 * never waits on it failing), and the failure is logged; an empty rail is hidden (core `visibleBlocks`).
 */
export async function loadRecommendationRails(storefront: Storefront, requests: readonly RecommendationRequest[]): Promise<RecommendationRailData[]> {
  const rails = await Promise.all(requests.map(async (request): Promise<RecommendationRailData | null> => {
    try {
      const answer = await storefront.recommendations.recommendations(request);
      if (answer.isOk()) return { type: 'recommendation', rail: answer.value.type, items: answer.value.recommendations };
      const error = answer.error;
      console.warn('storefront: the %s recommendations rail failed (%s)', request.type, error.type === 'ApiError' ? `${error.errorId} ${error.statusCode}` : error.type);
    } catch (error) {
      console.warn('storefront: the %s recommendations rail failed (%s)', request.type, error instanceof Error ? error.message : String(error));
    }
    return null;
  }));
  return visibleBlocks(rails);
}

/** The product IDs in the shopper's cart (none without a cart, or when it cannot be read: the rails then leave nothing out). */
async function cartProductIds(storefront: Storefront): Promise<string[]> {
  const { session, carts } = storefront;
  if (session.basketId === null) return [];
  const cart = await carts.get(session.basketId);
  return cart.isOk() ? cart.value.items.map((item) => item.productId) : [];
}

/** The product page's rails (often bought together, similar), leaving out what is already in the cart. */
export async function productPageRails(storefront: Storefront, productId: string): Promise<RecommendationRailData[]> {
  const inCart = await cartProductIds(storefront).catch(() => []);
  return loadRecommendationRails(storefront, productPageRecommendationRequests(productId, inCart));
}

/** The cart page's "You may also like", from the cart's products (free gifts are the promotion's, not the shopper's choice). */
export async function cartPageRails(storefront: Storefront, cart: Cart | null): Promise<RecommendationRailData[]> {
  const request = cartRecommendationRequest((cart?.items ?? []).filter((item) => !item.bonus).map((item) => item.productId));
  return request === null ? [] : loadRecommendationRails(storefront, [request]);
}
