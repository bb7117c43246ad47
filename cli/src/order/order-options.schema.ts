import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { emailSchema, orderNumberSchema, SANDBOX_CARDS } from '@switchback/core';
import { apiOriginSchema, parseOptions } from '../shared/cli-options.schema';
import type { CliError } from '../shared/cli-error';

const common = {
  api: apiOriginSchema.optional(),
  json: z.boolean().default(false),
};
const shipment = z.string().trim().min(1, 'is empty').max(40, 'is at most 40 characters').optional();

/** `order show NUMBER [--api …] [--json]` (the number comes in as `orderNumber`). */
export const orderShowOptionsSchema = z.strictObject({ ...common, orderNumber: orderNumberSchema });
export type OrderShowOptions = z.infer<typeof orderShowOptionsSchema>;

/** `order list --email ADDRESS [--api …] [--json]` */
export const orderListOptionsSchema = z.strictObject({ ...common, email: emailSchema });
export type OrderListOptions = z.infer<typeof orderListOptionsSchema>;

/** `order ship NUMBER --carrier NAME --tracking ID [--shipment ID] [--api …] [--json]` */
export const orderShipOptionsSchema = z.strictObject({
  ...common,
  orderNumber: orderNumberSchema,
  carrier: z.string().trim().min(1, 'is required: the carrier\'s name').max(50, 'is at most 50 characters'),
  tracking: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, 'is 4 to 40 letters, digits or -'),
  shipment,
});
export type OrderShipOptions = z.infer<typeof orderShipOptionsSchema>;

/** `order deliver NUMBER [--shipment ID] [--api …] [--json]` */
export const orderDeliverOptionsSchema = z.strictObject({ ...common, orderNumber: orderNumberSchema, shipment });
export type OrderDeliverOptions = z.infer<typeof orderDeliverOptionsSchema>;

/** `order return-received NUMBER [--reason TEXT] [--api …] [--json]` */
export const orderReturnReceivedOptionsSchema = z.strictObject({
  ...common, orderNumber: orderNumberSchema, reason: z.string().trim().min(1, 'is empty').max(500, 'is at most 500 characters').optional(),
});

const SANDBOX_NUMBERS: readonly string[] = Object.values(SANDBOX_CARDS);

/**
 * `order replay NUMBER [--api …] [--place --card NUMBER] [--json]`: `--place` needs `--card`, and the card must be a
 * sandbox test card (a replay never pays with a real one; the number is never echoed back).
 */
export const orderReplayOptionsSchema = z.strictObject({
  ...common,
  orderNumber: orderNumberSchema,
  place: z.boolean().default(false),
  card: z.string().trim().transform((value) => value.replace(/[\s-]/g, '')).optional(),
}).superRefine((options, ctx) => {
  if (options.card !== undefined && !SANDBOX_NUMBERS.includes(options.card)) {
    ctx.addIssue({ code: 'custom', path: ['card'], message: `is not a sandbox card (${SANDBOX_CARDS.authorises} authorises, ${SANDBOX_CARDS.declines} declines): a replay never pays with a real card` });
  } else if (options.place && options.card === undefined) {
    ctx.addIssue({ code: 'custom', path: ['card'], message: 'is required with --place: a sandbox card number' });
  } else if (!options.place && options.card !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['place'], message: 'is required with --card: the replay stops before payment unless --place is given' });
  }
});
export type OrderReplayOptions = z.infer<typeof orderReplayOptionsSchema>;

/** The environment the support commands read, parsed at the edge. */
export const supportEnvSchema = z.object({
  SWITCHBACK_SUPPORT_KEY: z.string().trim().optional().transform((key) => (key ? key : undefined)),
});

/**
 * The support key for `--api`: SWITCHBACK_SUPPORT_KEY, never a shopper's token. Without `--api` the embedded engine
 * is opened with a key of its own, so none is needed.
 */
export function supportKeyFor(api: string | undefined, env: NodeJS.ProcessEnv): Result<string | undefined, CliError> {
  const key = supportEnvSchema.parse(env).SWITCHBACK_SUPPORT_KEY;
  if (api === undefined) return ok(undefined);
  if (key === undefined) {
    return err({ type: 'InvalidOption', option: 'SWITCHBACK_SUPPORT_KEY', message: 'is not set: the order commands with --api need the server\'s support key in SWITCHBACK_SUPPORT_KEY (or leave out --api to use the embedded engine)' });
  }
  return ok(key);
}

/** parseOptions, with the positional order number named as the usage line names it (NUMBER). */
export function parseOrderOptions<S extends z.ZodType>(schema: S, raw: unknown): Result<z.infer<S>, CliError> {
  return parseOptions(schema, raw).mapErr((error) =>
    (error.type === 'InvalidOption' && error.option === '--orderNumber' ? { ...error, option: 'NUMBER' } : error));
}
