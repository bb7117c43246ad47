import { z } from 'zod';
import { categoryIdSchema, currencySchema, moneySchema, productIdSchema, upcSchema, localeParamSchema, textSchema } from './common.contract';

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

/** GET /products/v2/search/productSearch */
export const productSearchQuerySchema = z.strictObject({
  locale: localeParamSchema,
  categoryId: categoryIdSchema.optional(),
  q: textSchema('q', { max: 100, trim: false }).optional(),
  start: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export const productSearchResponseSchema = z.object({
  total: z.number().int().min(0),
  start: z.number().int().min(0),
  count: z.number().int().min(0),
  hits: z.array(productCardSchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

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
