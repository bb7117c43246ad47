import { z } from 'zod';
import { categoryIdSchema, currencySchema, moneySchema, productIdSchema, upcSchema, localeParamSchema, textSchema } from './common.contract';
import { PRICE_BAND_PATTERN, SEARCH_FACET_IDS, SEARCH_SORTS } from './search-terms';

export const stockStatusSchema = z.enum(['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const categorySchema = z.object({
  id: categoryIdSchema,
  name: z.string(),
  slug: z.string(),
  /** What the category holds, in the site's language (listing page introduction and meta description). */
  description: z.string(),
  productCount: z.number().int().min(0),
});
export type Category = z.infer<typeof categorySchema>;

/** §3 Product card. */
/** Issue 9 §4: a product-level promotion as listing and product pages show it (the same to every shopper). */
export const productCalloutSchema = z.object({ promotionId: z.string(), message: z.string() });

export const productCardSchema = z.object({
  id: productIdSchema,
  title: z.string(),
  brand: z.string(),
  slug: z.string(),
  url: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }),
  currency: currencySchema,
  price: z.object({ highCurrent: moneySchema, lowCurrent: moneySchema, highOriginal: moneySchema, lowOriginal: moneySchema }),
  rating: z.object({ score: z.number().min(0).max(5), reviewsCount: z.number().int().min(0) }).optional(),
  /** Issue 9 §4: the product's automatic product-level promotions open to everyone (core `productCallouts`). */
  promotions: z.array(productCalloutSchema).default([]),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /products/v2/catalog */
export const catalogQuerySchema = z.strictObject({ locale: localeParamSchema });
export const catalogResponseSchema = z.object({
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
  categories: z.array(categorySchema),
  featured: z.array(productCardSchema),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

/**
 * Issue 11 §2: a multi-select refinement in the query string: values separated by commas (`size=9,10`), each 1 to 40
 * characters, at most 20; an empty string is no refinement.
 */
const listParam = (name: string) => z.string().max(800).optional().transform((text, ctx) => {
  const values = (text ?? '').split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (values.length > 20) ctx.addIssue({ code: 'custom', message: `${name} takes at most 20 values` });
  if (values.some((v) => v.length > 40)) ctx.addIssue({ code: 'custom', message: `each ${name} value is 1 to 40 characters` });
  return [...new Set(values)];
});

export { PRICE_BAND_PATTERN, SEARCH_FACET_IDS, SEARCH_SORTS, type SearchFacetId, type SearchSort } from './search-terms';
export const searchSortSchema = z.enum(SEARCH_SORTS);
export const searchFacetIdSchema = z.enum(SEARCH_FACET_IDS);

/** GET /products/v2/search/productSearch */
export const productSearchQuerySchema = z.strictObject({
  locale: localeParamSchema,
  categoryId: categoryIdSchema.optional(),
  q: textSchema('q', { max: 100, trim: false }).optional(),
  /** Refinements (issue 11 §2): OR within one, AND between them. Values are the facet values' `value`. */
  brand: listParam('brand'),
  color: listParam('color'),
  size: listParam('size'),
  price: listParam('price').refine(
    (bands) => bands.every((b) => {
      const match = PRICE_BAND_PATTERN.exec(b);
      return match !== null && (match[2] === undefined || Number(match[2]) > Number(match[1]));
    }),
    'price bands are min-max in minor units with max above min, like 5000-10000 or 20000-'),
  /** `in-stock`: only products with at least one orderable variant (with the size refinement: of those sizes). */
  availability: z.enum(['in-stock']).optional(),
  sort: searchSortSchema.default('relevance'),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;

export const facetValueSchema = z.object({
  /** What the refinement takes (a brand id, a colour code, a size, a price band, `in-stock`). */
  value: z.string(),
  /** What the shopper reads, in the site's language. */
  label: z.string(),
  /**
   * Products matching the query and every other facet's refinements with this value added (disjunctive counts): a
   * shopper sees how many results ticking it would give. Brand, price and availability counts add up to `total`
   * when that facet is not refined; colour and size do not (a product has several).
   */
  count: z.number().int().min(0),
  selected: z.boolean(),
  /** Colour facet: the swatch colour (#rrggbb). */
  swatch: z.string().optional(),
});
export const facetSchema = z.object({ id: searchFacetIdSchema, label: z.string(), values: z.array(facetValueSchema) });
export type SearchFacet = z.infer<typeof facetSchema>;

export const productSearchResponseSchema = z.object({
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(0),
  hits: z.array(productCardSchema),
  /** Issue 11 §2: the facets of the query (empty for a pure category listing served before issue 11). */
  facets: z.array(facetSchema).default([]),
  sort: searchSortSchema.default('relevance'),
  /** No hit for `q`: the nearest spelling the catalogue knows (trigram similarity), to offer "Did you mean". */
  suggestion: z.string().optional(),
  /** No hit: popular products to show instead of an empty page. */
  popular: z.array(productCardSchema).default([]),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** GET /products/v2/search/autoSuggest: what the header's combobox offers while the shopper types. */
export const autoSuggestQuerySchema = z.strictObject({
  locale: localeParamSchema,
  q: textSchema('q', { max: 100, min: 1 }),
  count: z.coerce.number().int().min(1).max(10).default(6),
});
export type AutoSuggestQuery = z.input<typeof autoSuggestQuerySchema>;
export const autoSuggestResponseSchema = z.object({
  q: z.string(),
  /** Completions of the words typed (prefix matching, accents ignored), best first: product names, brands, categories. */
  terms: z.array(z.string()),
  products: z.array(productCardSchema),
  categories: z.array(z.object({ id: categoryIdSchema, name: z.string(), url: z.string() })),
});
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponseSchema>;

/** GET /products/v2/products/{productId}/details */
export const productParamsSchema = z.strictObject({ productId: productIdSchema });
export const variantSchema = z.object({
  upc: upcSchema,
  color: z.string(),
  size: z.string(),
  price: z.object({ original: moneySchema, current: moneySchema }),
  orderable: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;
export const productDetailsSchema = z.object({
  id: productIdSchema,
  name: z.string(),
  slug: z.string(),
  brand: z.string(),
  categoryId: categoryIdSchema,
  description: z.string(),
  currency: currencySchema,
  /**
   * storefront-experience §3/§6: sold before its release to signed-in shoppers only. A guest sees Sign in to buy; a
   * guest's addition is refused (PRESALE_SIGN_IN_REQUIRED).
   */
  presale: z.boolean(),
  colors: z.array(z.object({ code: z.string(), name: z.string(), swatch: z.string() })),
  sizes: z.array(z.string()),
  images: z.array(z.object({ url: z.string(), alt: z.string(), color: z.string() })),
  variants: z.array(variantSchema),
  price: z.object({ highCurrent: moneySchema, lowCurrent: moneySchema, highOriginal: moneySchema, lowOriginal: moneySchema }),
  /** Issue 9 §4: the product's automatic product-level promotions open to everyone (core `productCallouts`). */
  promotions: z.array(productCalloutSchema).default([]),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** GET /products/v2/products/{productId}/inventory */
export const inventorySchema = z.object({
  productId: productIdSchema,
  variants: z.array(z.object({ upc: upcSchema, quantity: z.number().int().min(0), status: stockStatusSchema })),
});
export type Inventory = z.infer<typeof inventorySchema>;
