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
import { isCleanText } from './clean-text';

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

/**
 * §7 the value of an `Idempotency-Key` or an `x-correlation-id`: 1 to 128 letters, digits, `.`, `_`, `:` or `-`
 * (a UUID fits). Nothing that could split a header or a log line, and short enough to key a stored order by.
 */
const HEADER_TOKEN = /^[A-Za-z0-9._:-]{1,128}$/;
const HEADER_TOKEN_RULE = 'is 1 to 128 letters, digits, . _ : or -';
/** The Idempotency-Key of a place-order call: the API refuses another (400), the client never sends one. */
export const idempotencyKeySchema = z.string().regex(HEADER_TOKEN, `${HEADER.idempotencyKey} ${HEADER_TOKEN_RULE}`);
/** A caller's x-correlation-id: the API answers with it when well-formed, else with one of its own. */
export const correlationIdSchema = z.string().regex(HEADER_TOKEN, `${HEADER.correlationId} ${HEADER_TOKEN_RULE}`);

/**
 * Not part of the public contract: the storefront's own server calls the API over loopback with a per-process secret
 * and the shopper's address, so rate limits count each shopper, not the storefront (commerce-api/README.md).
 */
/** Issue 8 §4: the support key header of the support routes (SWITCHBACK_SUPPORT_KEY). */
export const SUPPORT_KEY_HEADER = 'x-switchback-support-key';

export const INTERNAL_CALLER_HEADER = { secret: 'x-switchback-internal', shopperIp: 'x-switchback-shopper-ip' } as const;

/** Every call carries the locale query (§7): language-region, like en-US. */
export const localeParamSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'locale is like en-US').optional();
export const localeQuerySchema = z.strictObject({ locale: localeParamSchema });

export const channelSchema = z.enum(['ECOMM', 'MOBILE_APP', 'WEB']);
export const commonHeadersSchema = z.object({
  accept: z.string().optional(),
  [HEADER.transactionId]: z.string().min(1).max(128).optional(),
  [HEADER.correlationId]: correlationIdSchema.optional(),
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

export { isCleanText };

/**
 * The one schema of every free-text field of the contract (names, address lines, city, province, card holder,
 * search terms…): trimmed, at most `max` characters, at least `min` (0 by default), refusing control characters and
 * lone surrogates with a message that names the field.
 */
export function textSchema(label: string, opts: { max: number; min?: number; trim?: boolean }) {
  const base = opts.trim === false ? z.string() : z.string().trim();
  const min = opts.min ?? 0;
  return (min > 0 ? base.min(min, `${label} is required`) : base)
    .max(opts.max, `${label} is at most ${opts.max} characters`)
    .refine(isCleanText, `${label} contains a control character or an invalid character`);
}

/** A multi-line text (a message to support) also holds line breaks and tabs: FORBIDDEN_TEXT but for \t, \n and \r. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_MULTILINE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `value` is well-formed text of printable characters, line breaks and tabs. */
export const isCleanMultilineText = (value: string): boolean => !FORBIDDEN_MULTILINE_TEXT.test(value);

/**
 * textSchema for a text typed in a `<textarea>` (a message, a description of a defect): line breaks (a form sends
 * them as CR LF) and tabs are text there; every other control character and lone surrogate is still refused.
 */
export function multilineTextSchema(label: string, opts: { max: number; min?: number }) {
  const min = opts.min ?? 0;
  const base = z.string().trim();
  return (min > 0 ? base.min(min, `${label} is at least ${min} characters`) : base)
    .max(opts.max, `${label} is at most ${opts.max} characters`)
    .refine(isCleanMultilineText, `${label} contains a control character or an invalid character`);
}

/** §3 Address (the fields this slice uses). */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'countryCode is two upper-case letters');
const line = (max: number, label: string) => textSchema(label, { max, min: 1 });
export const addressInputSchema = z.strictObject({
  firstName: line(50, 'firstName'),
  lastName: line(50, 'lastName'),
  addressLine1: line(100, 'addressLine1'),
  addressLine2: textSchema('addressLine2', { max: 100 }).optional(),
  city: line(50, 'city'),
  postalCode: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'postalCode is 3 to 10 letters, digits, spaces or -'),
  province: textSchema('province', { max: 50 }).optional(),
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
  /** Issue 10 §3: PaymentNotAuthorized names the three-ds challenge to open (a path on the storefront's origin). */
  challengeUrl: z.string().optional(),
});
export type Flash = z.infer<typeof flashSchema>;
