import { err, ok, type Result, type ResultAsync } from 'neverthrow';
import { z } from 'zod';
import {
  addressInputSchema, collectionPointIdSchema, couponCodeSchema, storeIdSchema, setPickupContactRequestSchema, emailSchema, giftCardNumberSchema, giftCardPinSchema, loyaltyVoucherIdSchema, moneySchema, passwordSchema, productIdSchema,
  quantitySchema, siteIdSchema, tokenizeCardRequestSchema,
} from '@switchback/core';
import type { CliError } from '../shared/cli-error';
import { firstIssue, plainErrorMap } from '../shared/zod-issue';
import { readJsonFile } from '../shared/read-json-file';

/**
 * Issue 10 §3: how the rest is paid. `card` (the default: the script's `card`), with the 3-D Secure challenge's outcome
 * when the card asks for one (`threeDS`: approve with the sandbox bank's code, or fail); `bnpl`: buy now pay later,
 * the billing identity being the shipping address's names (a last name `Declined` is declined: PAY400).
 */
export const scriptPaymentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('card'), threeDS: z.enum(['approve', 'fail']).optional() }),
  z.strictObject({ type: z.literal('bnpl') }),
]);
export type ScriptPayment = z.infer<typeof scriptPaymentSchema>;

const label = (name: string) => z.string().trim().min(1, `${name} is required`).max(64, `${name} is at most 64 characters`);

/**
 * Issue 10: how an item is received: home delivery (the default), pickup in a store (from its stock), ship to a
 * store, or a collection point.
 */
export const scriptFulfilmentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('home') }),
  z.strictObject({ type: z.literal('pickup'), storeId: storeIdSchema }),
  z.strictObject({ type: z.literal('sts'), storeId: storeIdSchema }),
  z.strictObject({ type: z.literal('pudo'), collectionPointId: collectionPointIdSchema }),
]);
export type ScriptFulfilment = z.infer<typeof scriptFulfilmentSchema>;

export const scriptItemSchema = z.strictObject({
  productId: productIdSchema,
  color: label('color'),
  size: label('size'),
  qty: quantitySchema,
  /** Absent: home delivery. */
  fulfilment: scriptFulfilmentSchema.optional(),
});

/** A scripted guest checkout (issue 2 §5). Reuses the contract's own field rules, so the script fails here rather than upstream. */
export const checkoutScriptSchema = z.strictObject({
  site: siteIdSchema,
  email: z.email('email is not valid').max(254, 'email is at most 254 characters'),
  items: z.array(scriptItemSchema).min(1, 'at least one item').max(50, 'at most 50 items'),
  shippingAddress: addressInputSchema,
  shippingMethod: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'shippingMethod is a shipping method code such as standard'),
  card: tokenizeCardRequestSchema,
  /** Issue 7 §5: check out as this consumer (signed in with PKCE; the guest cart merges into theirs). */
  account: z.strictObject({ email: emailSchema, password: passwordSchema }).optional(),
  /** Issue 9 §4: coupon codes entered on the cart before payment, in order. */
  coupons: z.array(couponCodeSchema).max(5, 'at most 5 coupons').default([]),
  /** Issue 9 §4: gift cards paying part of the order before the card; `amount` (minor units) caps what one pays, else as much as it can. */
  giftCards: z.array(z.strictObject({ number: giftCardNumberSchema, pin: giftCardPinSchema, amount: moneySchema.min(1).optional() })).max(5, 'at most 5 gift cards').default([]),
  /** Issue 9 §4: one of the signed-in member's loyalty vouchers, applied as the reward (needs `account`). */
  loyaltyVoucher: loyaltyVoucherIdSchema.optional(),
  /** Issue 10 §3: card (with a 3-D Secure outcome) or bnpl; default: the card, no challenge expected. */
  payment: scriptPaymentSchema.default({ type: 'card' }),
  /**
   * Issue 10 §5: who collects the pickup, ship-to-store and collection-point items (what is required depends on the
   * locale). Without home items the shipping address is not sent (it stays the card's billing address).
   */
  pickupContact: setPickupContactRequestSchema.optional(),
}).superRefine((script, ctx) => {
  if (script.loyaltyVoucher !== undefined && script.account === undefined) {
    ctx.addIssue({ code: 'custom', path: ['loyaltyVoucher'], message: 'needs account: a loyalty voucher is a signed-in member\'s' });
  }
  const numbers = script.giftCards.map((card) => card.number);
  const repeated = numbers.findIndex((number, i) => numbers.indexOf(number) !== i);
  if (repeated >= 0) ctx.addIssue({ code: 'custom', path: ['giftCards', repeated, 'number'], message: 'is the same gift card as an earlier one' });
  const collected = script.items.findIndex((item) => (item.fulfilment?.type ?? 'home') !== 'home');
  if (collected >= 0 && script.pickupContact === undefined) {
    ctx.addIssue({ code: 'custom', path: ['pickupContact'], message: `is required: item ${collected + 1} is not delivered home` });
  }
});
export type CheckoutScript = z.infer<typeof checkoutScriptSchema>;
export type ScriptItem = z.infer<typeof scriptItemSchema>;

/** Validates already-decoded JSON; a failure names the first offending field, e.g. `script.items[0].qty`. */
export function parseCheckoutScript(json: unknown): Result<CheckoutScript, CliError> {
  const parsed = checkoutScriptSchema.safeParse(json, { error: plainErrorMap, reportInput: true });
  if (parsed.success) return ok(parsed.data);
  return err({ type: 'ScriptInvalid', ...firstIssue(parsed.error, 'script') });
}

/** Reads, decodes and validates a script file. */
export function readCheckoutScript(path: string): ResultAsync<CheckoutScript, CliError> {
  return readJsonFile(path).andThen(parseCheckoutScript);
}
