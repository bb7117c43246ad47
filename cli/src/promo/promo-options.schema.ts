import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { parseMoney, promotionInputSchema, siteIdSchema, SITES, type PromotionInput, type SiteId } from '@switchback/core';
import { apiOriginSchema } from '../shared/cli-options.schema';
import type { CliError } from '../shared/cli-error';
import { firstIssue, plainErrorMap } from '../shared/zod-issue';

const common = {
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
};

/** `promo list [--site SITE] [--api …] [--json]` */
export const promoListOptionsSchema = z.strictObject({ ...common, site: siteIdSchema.optional() });
export type PromoListOptions = z.infer<typeof promoListOptionsSchema>;

const text = z.string().trim().min(1, 'is empty');
/** An amount as typed (`25.00`): read in the first site's currency once the sites are known. */
const amount = z.string().trim().regex(/^\d{1,9}([.,]\d{1,3})?$/, 'is an amount such as 25.00');

/**
 * `promo create --file promo.json`, or the common promotions by flags: `--id --name --level --site (one or more)
 * --callout` and one effect (`--percent-off N`, `--amount-off AMOUNT`, `--free-shipping`), with `--coupon`,
 * `--minimum AMOUNT`, `--priority N`. Not both a file and flags.
 */
export const promoCreateOptionsSchema = z.strictObject({
  ...common,
  file: text.optional(),
  id: text.optional(),
  name: text.optional(),
  level: z.enum(['ORDER', 'PRODUCT', 'SHIPPING']).optional(),
  site: z.array(siteIdSchema).min(1, 'names at least one site').optional(),
  callout: text.optional(),
  percentOff: z.string().trim().regex(/^\d{1,3}$/, 'is a whole percentage from 1 to 100').transform(Number).optional(),
  amountOff: amount.optional(),
  freeShipping: z.boolean().optional(),
  coupon: text.optional(),
  minimum: amount.optional(),
  priority: z.string().trim().regex(/^\d{1,4}$/, 'is a whole number from 0 to 1000').transform(Number).optional(),
}).superRefine((options, ctx) => {
  const flags = (['id', 'name', 'level', 'site', 'callout', 'percentOff', 'amountOff', 'freeShipping', 'coupon', 'minimum', 'priority'] as const)
    .filter((flag) => options[flag] !== undefined);
  if (options.file !== undefined && flags.length > 0) {
    ctx.addIssue({ code: 'custom', path: [flags[0]!], message: 'cannot be given with --file: the file says everything' });
  } else if (options.file === undefined) {
    for (const flag of ['id', 'name', 'level', 'site', 'callout'] as const) {
      if (options[flag] === undefined) ctx.addIssue({ code: 'custom', path: [flag], message: 'is required (or give --file promo.json)' });
    }
    const effects = [options.percentOff, options.amountOff, options.freeShipping].filter((effect) => effect !== undefined && effect !== false).length;
    if (effects !== 1) ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'or --amount-off or --free-shipping: exactly one effect is required' });
  }
});
export type PromoCreateOptions = z.infer<typeof promoCreateOptionsSchema>;

/** A promotion (decoded JSON) checked with the contract's own schema: a failure names the field, e.g. `promo.effect.percent`. */
export function parsePromotionInput(json: unknown, root = 'promo'): Result<PromotionInput, CliError> {
  const parsed = promotionInputSchema.safeParse(json, { error: plainErrorMap, reportInput: true });
  if (parsed.success) return ok(parsed.data);
  return err({ type: 'ScriptInvalid', ...firstIssue(parsed.error, root) });
}

/** The `--kebab-case` spelling of an option, for messages. */
const flagOf = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The promotion the flags describe; amounts are read in the currency of its first site (minor units, never floats). */
export function promotionFromFlags(options: PromoCreateOptions): Result<PromotionInput, CliError> {
  const sites = options.site ?? [];
  const currency = SITES[(sites[0] ?? 'en-us') as SiteId].currency;
  const minor = (key: 'amountOff' | 'minimum'): Result<number | undefined, CliError> => {
    const raw = options[key];
    if (raw === undefined) return ok(undefined);
    const value = parseMoney(raw, currency);
    return value === null ? err({ type: 'InvalidOption', option: flagOf(key), message: `is not an amount of ${currency}` }) : ok(value);
  };
  return minor('amountOff').andThen((amountOff) => minor('minimum').andThen((minimum) => {
    const effect = options.percentOff !== undefined ? { type: 'PERCENT_OFF', percent: options.percentOff }
      : amountOff !== undefined ? { type: 'AMOUNT_OFF', amount: amountOff }
        : { type: 'FREE_SHIPPING' };
    return parsePromotionInput({
      promotionId: options.id,
      name: options.name,
      level: options.level,
      siteIds: sites,
      conditions: minimum === undefined ? {} : { minimumSubtotal: minimum },
      effect,
      calloutMessage: options.callout,
      ...(options.coupon !== undefined ? { couponCode: options.coupon } : {}),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    }, 'promo');
  }));
}
