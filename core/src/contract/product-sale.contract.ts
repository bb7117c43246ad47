import { z } from 'zod';
import { currencySchema, productIdSchema, siteIdSchema, upcSchema } from './common.contract';

/**
 * Issue 10 §8, support engineers: take a product off sale or put it back (`withdrawn`), correct its variants' stock,
 * and set or remove its price on a site. What a shopper then meets: ITEM_NOT_AVAILABLE and ITEM_NO_LONGER_AVAILABLE
 * (withdrawn), ITEM_OOS / ITEMS_OOS / SOME_PRODUCTS_NO_INVENTORY (stock), NO_PRICE (no price on the site) and
 * INVALID_PRICE (a price of zero).
 */
export const productSaleParamsSchema = z.strictObject({ productId: productIdSchema });

const minor = z.number().int('an amount in minor units').min(0).max(100_000_000);
export const productSaleUpdateSchema = z.strictObject({
  withdrawn: z.boolean().optional(),
  stock: z.array(z.strictObject({ upc: upcSchema, qty: z.number().int().min(0).max(1_000_000) })).max(200).optional(),
  prices: z.array(z.strictObject({
    siteId: siteIdSchema,
    /** null removes the product's price on the site. */
    price: z.strictObject({ listMinor: minor, saleMinor: minor })
      .refine((p) => p.saleMinor <= p.listMinor, { message: 'the sale price is at most the list price', path: ['saleMinor'] })
      .nullable(),
  })).max(siteIdSchema.options.length).optional(),
});
export type ProductSaleUpdate = z.infer<typeof productSaleUpdateSchema>;

export const productSaleSchema = z.object({
  productId: productIdSchema,
  withdrawn: z.boolean(),
  variants: z.array(z.object({ upc: upcSchema, qty: z.number().int().min(0) })),
  prices: z.array(z.object({ siteId: siteIdSchema, currency: currencySchema, listMinor: z.number().int(), saleMinor: z.number().int() })),
});
export type ProductSale = z.infer<typeof productSaleSchema>;
