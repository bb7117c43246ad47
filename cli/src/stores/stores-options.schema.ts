import { z } from 'zod';
import { DEFAULT_SITE_ID, productIdSchema, siteIdSchema, upcSchema, type StoreSearchRequest } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';

const text = z.string().trim().min(1, 'is empty');

/**
 * `stores search --postcode P | --city C [--site en-gb] [--product ID --upc U] [--radius KM] [--api ORIGIN] [--json]`:
 * exactly one of postcode and city; a product and a upc together.
 */
export const storesSearchOptionsSchema = z.strictObject({
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  site: siteIdSchema.default(DEFAULT_SITE_ID),
  postcode: text.optional(),
  city: text.optional(),
  product: productIdSchema.optional(),
  upc: upcSchema.optional(),
  radius: z.string().trim().regex(/^\d{1,3}$/, 'is a whole number of km from 1 to 500').transform(Number)
    .refine((km) => km >= 1 && km <= 500, 'is a whole number of km from 1 to 500').optional(),
}).superRefine((options, ctx) => {
  if ((options.postcode === undefined) === (options.city === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'or --city: give exactly one' });
  }
  if ((options.product === undefined) !== (options.upc === undefined)) {
    ctx.addIssue({ code: 'custom', path: [options.product === undefined ? 'product' : 'upc'], message: 'goes with --product and --upc together' });
  }
});
export type StoresSearchOptions = z.infer<typeof storesSearchOptionsSchema>;

/** The contract request the options describe. */
export function storeSearchRequestOf(options: StoresSearchOptions): StoreSearchRequest {
  return {
    ...(options.postcode !== undefined ? { postcode: options.postcode } : { city: options.city! }),
    ...(options.product !== undefined && options.upc !== undefined ? { productId: options.product, upc: options.upc } : {}),
    ...(options.radius !== undefined ? { radiusKm: options.radius } : {}),
  };
}
