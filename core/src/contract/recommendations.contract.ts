import { z } from 'zod';
import { localeParamSchema, productIdSchema, PRODUCT_ID_PATTERN } from './common.contract';
import { productCardSchema } from './products.contract';

/**
 * Issue 11 §1/§2 recommendations (storefront-experience §3 Recommendation: id, title, url, image, rating, price,
 * recToken): "often bought together" from placed orders, "similar" from category and attributes, and the cart's
 * "you may also like", all computed in SQL and never holding what is in the cart.
 */

export const RECOMMENDATION_TYPES = ['often-bought-together', 'similar', 'cart'] as const;
export const recommendationTypeSchema = z.enum(RECOMMENDATION_TYPES);
export type RecommendationType = z.infer<typeof recommendationTypeSchema>;

/** Recommendations in one answer: 6 unless asked, at most 24. */
export const RECOMMENDATION_COUNT = { default: 6, max: 24 } as const;
/** Product ids in one `productIds` or `exclude` list (a cart holds at most this many distinct products worth asking about). */
export const MAX_RECOMMENDATION_PRODUCT_IDS = 50;

/** A comma-separated list of product ids in the query string (`SBTR0001,SBAC0003`); an empty string is no list. */
const productIdList = (name: string) => z.string().max(MAX_RECOMMENDATION_PRODUCT_IDS * 12).optional().transform((text, ctx) => {
  const ids = [...new Set((text ?? '').split(',').map((v) => v.trim()).filter((v) => v !== ''))];
  if (ids.length > MAX_RECOMMENDATION_PRODUCT_IDS) ctx.addIssue({ code: 'custom', message: `${name} takes at most ${MAX_RECOMMENDATION_PRODUCT_IDS} product ids` });
  if (ids.some((id) => !PRODUCT_ID_PATTERN.test(id))) ctx.addIssue({ code: 'custom', message: `each ${name} value is a product id (8 to 11 upper-case letters or digits)` });
  return ids;
});

/** GET /products/v1/widgetRecommendations */
export const recommendationsQuerySchema = z.strictObject({
  locale: localeParamSchema,
  type: recommendationTypeSchema,
  /** The product page's product: required by `often-bought-together` and `similar`. */
  productId: productIdSchema.optional(),
  /** The cart's products: required by `cart`; with the other types, left out of the answer too. */
  productIds: productIdList('productIds'),
  /** Products to leave out (what is in the cart). */
  exclude: productIdList('exclude'),
  count: z.coerce.number().int().min(1).max(RECOMMENDATION_COUNT.max).default(RECOMMENDATION_COUNT.default),
}).superRefine((query, ctx) => {
  if (query.type === 'cart') {
    if (query.productIds.length === 0) ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'cart recommendations need the cart\'s productIds' });
    if (query.productId !== undefined) ctx.addIssue({ code: 'custom', path: ['productId'], message: 'cart recommendations take productIds, not productId' });
  } else if (query.productId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['productId'], message: `${query.type} recommendations need a productId` });
  }
});
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;

/** What a caller asks (the port's shape): the lists as arrays, which the query string carries comma-separated. */
export interface RecommendationRequest {
  readonly type: RecommendationType;
  readonly productId?: string | undefined;
  readonly productIds?: readonly string[] | undefined;
  readonly exclude?: readonly string[] | undefined;
  readonly count?: number | undefined;
}

/** The query string of a request (an absent or empty list is left out). */
export const recommendationsQueryOf = (request: RecommendationRequest): RecommendationsQuery => ({
  type: request.type,
  ...(request.productId !== undefined ? { productId: request.productId } : {}),
  ...(request.productIds !== undefined && request.productIds.length > 0 ? { productIds: request.productIds.join(',') } : {}),
  ...(request.exclude !== undefined && request.exclude.length > 0 ? { exclude: request.exclude.join(',') } : {}),
  ...(request.count !== undefined ? { count: request.count } : {}),
});

/** storefront-experience §3 Recommendation: a product card (title, url, image, rating, price) and its recToken. */
export const recommendationSchema = productCardSchema.extend({
  /** Opaque: which rail, for which product, at which place recommended it (core `recToken`), for impressions. */
  recToken: z.string().min(1).max(200),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationsResponseSchema = z.object({
  type: recommendationTypeSchema,
  /** Best first; empty when there is nothing to recommend (the rail hides: core `blockHasContent`). */
  recommendations: z.array(recommendationSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
