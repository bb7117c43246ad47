import { z } from 'zod';

/** Money is always integer minor units (cents, pence). Bounded so no arithmetic can lose precision. */
export const MAX_MONEY_MINOR = 100_000_000_00; // 100 million in major units
export const moneySchema = z.number().int('must be a whole number of minor units').min(0).max(MAX_MONEY_MINOR);

export const currencySchema = z.enum(['USD', 'GBP', 'EUR']);
export type Currency = z.infer<typeof currencySchema>;

/** Sites (§2: a locale segment language-region always comes first). */
export const siteIdSchema = z.enum(['en-us', 'en-gb', 'fr-fr']);
export type SiteId = z.infer<typeof siteIdSchema>;

/** §2 id patterns. */
import { CATEGORY_ID_PATTERN, PRODUCT_ID_PATTERN } from './id-patterns';

export { CATEGORY_ID_PATTERN, PRODUCT_ID_PATTERN };
export const productIdSchema = z.string().regex(PRODUCT_ID_PATTERN, 'product id is 8 to 11 upper-case letters or digits');
export const categoryIdSchema = z.string().regex(CATEGORY_ID_PATTERN, 'category id is 4 to 10 digits');
export const upcSchema = z.string().regex(/^\d{12}$/, 'UPC is 12 digits');
export const basketIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'basketId is 8 to 64 letters, digits, - or _');
export const itemIdSchema = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'itemId is 4 to 64 letters, digits, - or _');
export const orderNumberSchema = z.string().regex(/^[A-Z0-9-]{6,32}$/, 'order number is 6 to 32 upper-case letters, digits or -');
export const quantitySchema = z.number().int('quantity must be a whole number').min(1, 'quantity is at least 1').max(999_999);

/** §7 common request headers (names lower-case, as HTTP delivers them). */
export const HEADER = {
  transactionId: 'x-transaction-id',
  correlationId: 'x-correlation-id',
  locale: 'x-locale',
  siteId: 'x-site-id',
  channel: 'x-channel',
  brand: 'x-brand',
  region: 'x-region',
  source: 'x-source',
  clientApp: 'x-client-app',
  usid: 'x-usid',
  accessKey: 'x-access-key',
  idempotencyKey: 'idempotency-key',
} as const;

/** Every call carries the locale query (§7): language-region, like en-US. */
export const localeParamSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'locale is like en-US').optional();
export const localeQuerySchema = z.strictObject({ locale: localeParamSchema });

export const channelSchema = z.enum(['ECOMM', 'MOBILE_APP', 'WEB']);
export const commonHeadersSchema = z.object({
  accept: z.string().optional(),
  [HEADER.transactionId]: z.string().min(1).max(128).optional(),
  [HEADER.correlationId]: z.string().min(1).max(128).optional(),
  [HEADER.locale]: localeParamSchema,
  [HEADER.siteId]: siteIdSchema.optional(),
  [HEADER.channel]: channelSchema.optional(),
  [HEADER.brand]: z.string().max(64).optional(),
  [HEADER.region]: z.string().max(16).optional(),
  [HEADER.source]: z.string().max(64).optional(),
  [HEADER.clientApp]: z.string().max(64).optional(),
  [HEADER.usid]: z.string().max(128).optional(),
  [HEADER.accessKey]: z.string().max(256).optional(),
});

/** §3 Address (the fields this slice uses). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'countryCode is two upper-case letters');
const line = (max: number, label: string) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
export const addressInputSchema = z.strictObject({
  firstName: line(50, 'firstName'),
  lastName: line(50, 'lastName'),
  addressLine1: line(100, 'addressLine1'),
  addressLine2: z.string().trim().max(100).optional(),
  city: line(50, 'city'),
  postalCode: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'postalCode is 3 to 10 letters, digits, spaces or -'),
  province: z.string().trim().max(50).optional(),
  countryCode: countryCodeSchema,
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'phone is 6 to 20 digits'),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
export const addressSchema = addressInputSchema.extend({
  id: z.string(),
  approachType: z.enum(['S', 'B']),
});
export type Address = z.infer<typeof addressSchema>;

/** §8 error answer: errorDetails[0].errorId and message, correlationId, appId. */
export const errorAnswerSchema = z.object({
  errorDetails: z
    .array(
      z.object({
        errorId: z.string().min(1),
        code: z.string().optional(),
        message: z.string(),
        field: z.string().optional(),
        maxAllowedQty: z.number().int().optional(),
        /** True when the same request may simply be sent again (with the same Idempotency-Key), e.g. after a 503. */
        retryable: z.boolean().optional(),
      }),
    )
    .min(1),
  statusCode: z.number().int(),
  correlationId: z.string(),
  appId: z.string(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** Flash messages carried on carts and orders (§8 flash and detail types). */
export const flashSchema = z.object({
  type: z.string(),
  message: z.string(),
  itemId: z.string().optional(),
});
export type Flash = z.infer<typeof flashSchema>;
