import { z } from 'zod';
import {
  categoryIdSchema, DEFAULT_SITE_ID, PRICE_BAND_PATTERN, searchSortSchema, siteIdSchema, type ProductSearchQuery,
} from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';

/** A comma-separated refinement, as the API takes it (`--brand cairn,northwind`). */
const list = z.string().trim().min(1, 'is empty').max(800, 'is at most 800 characters');

/**
 * `search <words…> [--site SITE] [--category ID] [--brand B,…] [--color C,…] [--size S,…] [--price MIN-MAX,…]
 * [--in-stock] [--sort SORT] [--count N] [--api ORIGIN] [--json]`: what a shopper of that site finds for those words.
 */
export const searchOptionsSchema = z.strictObject({
  words: z.array(z.string()).transform((words) => words.join(' ').trim()).pipe(z.string().max(100, 'are at most 100 characters')),
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  site: siteIdSchema.default(DEFAULT_SITE_ID),
  category: categoryIdSchema.optional(),
  brand: list.optional(),
  color: list.optional(),
  size: list.optional(),
  price: list.refine((bands) => bands.split(',').every((b) => PRICE_BAND_PATTERN.test(b.trim())), 'bands are min-max in minor units, like 5000-10000 or 20000-').optional(),
  inStock: z.boolean().default(false),
  sort: searchSortSchema.default('relevance'),
  count: z.string().trim().regex(/^\d{1,3}$/, 'is a whole number from 1 to 100').transform(Number)
    .refine((n) => n >= 1 && n <= 100, 'is a whole number from 1 to 100').default(24),
});
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

/** The productSearch query the options describe (the client adds the site's locale). */
export function searchQueryOf(options: SearchOptions): ProductSearchQuery {
  return {
    ...(options.words !== '' ? { q: options.words } : {}),
    ...(options.category !== undefined ? { categoryId: options.category } : {}),
    ...(options.brand !== undefined ? { brand: options.brand } : {}),
    ...(options.color !== undefined ? { color: options.color } : {}),
    ...(options.size !== undefined ? { size: options.size } : {}),
    ...(options.price !== undefined ? { price: options.price } : {}),
    ...(options.inStock ? { availability: 'in-stock' as const } : {}),
    sort: options.sort,
    count: options.count,
  };
}
