import { z } from 'zod';
import { productIdSchema, upcSchema } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';

/** `stock set --product ID --upc UPC --qty N [--api ORIGIN] [--json]`: support corrects a size's stock (issue 10 §8, issue 11). */
export const stockSetOptionsSchema = z.strictObject({
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
  product: productIdSchema,
  upc: upcSchema,
  qty: z.string().trim().regex(/^\d{1,7}$/, 'is a whole number of units, 0 to 1000000').transform(Number)
    .pipe(z.number().int().max(1_000_000, 'is at most 1000000')),
});
export type StockSetOptions = z.infer<typeof stockSetOptionsSchema>;
