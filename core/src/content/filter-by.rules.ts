import { parseCategoryRoute, parseProductRoute } from '../routing/page-type';
import type { RecommendationRequest } from '../contract/recommendations.contract';

/**
 * §2 "The filter-by block reads the product or category identifier from the path": bySku reads a product page's
 * id (`/p/{slug}-{id}`), byCategory a category page's (`/c/{slug}-{id}`). IN shows the components when the id is in
 * the list; NOT IN when it is not (a path without such an id counts as not in the list).
 */
export function filterByMatches(block: { readonly variant: 'bySku' | 'byCategory'; readonly filterBy: readonly string[]; readonly operator: 'IN' | 'NOT IN' }, path: string): boolean {
  const id = pathIdentifier(block.variant, path);
  const listed = id !== null && block.filterBy.some((entry) => entry.toLowerCase() === id.toLowerCase());
  return block.operator === 'IN' ? listed : !listed;
}

/** The product or category id of a path, or null when the path is not such a page. */
export function pathIdentifier(variant: 'bySku' | 'byCategory', path: string): string | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  const segments = clean.split('/').filter((segment) => segment !== '');
  const marker = variant === 'bySku' ? 'p' : 'c';
  const at = segments.lastIndexOf(marker);
  const segment = at === -1 ? undefined : segments[at + 1];
  if (segment === undefined) return null;
  const route = variant === 'bySku' ? parseProductRoute(segment).map((r) => r.productId) : parseCategoryRoute(segment).map((r) => r.categoryId);
  return route.unwrapOr(null);
}

/**
 * The recommendations call a product-recommendations block asks (§2 "two providers": the recommendations call here;
 * `popular` and `upsell` have no such call yet: null, and the block renders nothing). Similar and often bought
 * together are about the page's product (else the block's first listed one); cart is about the listed products.
 */
export function recommendationRequestOf(
  block: { readonly provider: 'similar' | 'often-bought-together' | 'cart' | 'popular' | 'upsell'; readonly productIds?: readonly string[] | undefined },
  pageProductId: string | null,
  count = 6,
): RecommendationRequest | null {
  switch (block.provider) {
    case 'similar':
    case 'often-bought-together': {
      const productId = pageProductId ?? block.productIds?.[0];
      return productId === undefined ? null : { type: block.provider, productId, count };
    }
    case 'cart':
      return (block.productIds?.length ?? 0) > 0 ? { type: 'cart', productIds: block.productIds, count } : null;
    case 'popular':
    case 'upsell':
      return null;
  }
}
