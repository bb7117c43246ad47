import { z } from 'zod';
import { emailSchema } from './auth.contract';
import { currencySchema, localeParamSchema, moneySchema, productIdSchema, upcSchema } from './common.contract';
import { productDetailsSchema } from './products.contract';

/**
 * Product sets and back-in-stock requests (issue 11 §1). A set id follows the product id pattern (§2: 8 to 11
 * upper-case letters or digits, e.g. SBSET0001): a set is addressed like a product.
 */
export const productSetIdSchema = productIdSchema;

/** GET /products/v2/products/{productId}/productSets: the sets a product is part of. */
export const productSetsParamsSchema = z.strictObject({ productId: productIdSchema });
export const productSetsQuerySchema = z.strictObject({ locale: localeParamSchema });
export const productSetSummarySchema = z.object({
  id: productSetIdSchema,
  name: z.string(),
  slug: z.string(),
  /** The set's page on the site (`/{site}/set/{slug}-{id}`). */
  url: z.string(),
  productCount: z.number().int().min(1),
});
export type ProductSetSummary = z.infer<typeof productSetSummarySchema>;
export const productSetsResponseSchema = z.object({
  productId: productIdSchema,
  sets: z.array(productSetSummarySchema),
});
export type ProductSetsResponse = z.infer<typeof productSetsResponseSchema>;

/** GET /products/v2/products/{productSetId}/productSet: the set with each product's details and its total price. */
export const productSetParamsSchema = z.strictObject({ productSetId: productSetIdSchema });
export const productSetSchema = z.object({
  id: productSetIdSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  url: z.string(),
  currency: currencySchema,
  /** The members in the set's order, each with the same details as the product page's. */
  products: z.array(productDetailsSchema).min(1),
  /** One of each member at its current (sale) and original (list) price. */
  totalPrice: z.object({ current: moneySchema, original: moneySchema }),
});
export type ProductSet = z.infer<typeof productSetSchema>;

/**
 * PUT /products/v1/notifications: "tell me when this size is back". One request per variant and e-mail: the same
 * again is answered 200 and changes nothing. A size a shopper can order answers NOTIFY_ME_IN_STOCK.
 */
export const NOTIFY_ME_EMAIL_FIELD = 'email';
export const notifyMeRequestSchema = z.strictObject({
  productId: productIdSchema,
  upc: upcSchema,
  email: emailSchema,
});
export type NotifyMeRequest = z.infer<typeof notifyMeRequestSchema>;
export const notifyMeQuerySchema = z.strictObject({ locale: localeParamSchema });
export const notifyMeResponseSchema = z.object({
  productId: productIdSchema,
  upc: upcSchema,
  email: z.string(),
  /** PENDING: waiting for the size to come back (a request already mailed and armed again is PENDING too). */
  status: z.literal('PENDING'),
});
export type NotifyMeResponse = z.infer<typeof notifyMeResponseSchema>;
