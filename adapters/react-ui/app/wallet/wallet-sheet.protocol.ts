import { z } from 'zod';
import type { WalletError, WalletSheetError } from '@switchback/core';
import type { UiText } from '../errors/ui-message';

/**
 * What the wallet sheet (in the browser) asks the wallet route (on the server) at each step, and what it is answered.
 * The sheet is the sandbox stand-in for the device's payment sheet; the route runs core's WalletSheetSteps.
 */
const text = z.string().max(200);
export const walletContactSchema = z.strictObject({
  givenName: text.optional(), familyName: text.optional(), emailAddress: text.optional(), phoneNumber: text.optional(),
  addressLines: z.array(text).max(5).readonly().optional(), locality: text.optional(), subLocality: text.optional(),
  administrativeArea: text.optional(), subAdministrativeArea: text.optional(), postalCode: text.optional(),
  country: text.optional(), countryCode: text.optional(),
});
const origin = z.enum(['product-page', 'cart']);
export const walletKindSchema = z.enum(['wallet', 'express']);
export type WalletKind = z.infer<typeof walletKindSchema>;

export const walletStepRequestSchema = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('begin'), kind: walletKindSchema, origin,
    product: z.strictObject({ productId: z.string().max(20), upc: z.string().max(20) }).nullable(),
  }),
  z.strictObject({ intent: z.literal('contact'), origin, contact: walletContactSchema }),
  z.strictObject({ intent: z.literal('method'), origin, identifier: z.string().max(32) }),
  z.strictObject({
    intent: z.literal('authorize'), origin, token: text, sessionID: text,
    contacts: z.strictObject({ shipping: walletContactSchema, billing: walletContactSchema }),
  }),
  z.strictObject({ intent: z.literal('express-pay'), origin, paymentData: text, contact: walletContactSchema }),
  z.strictObject({ intent: z.literal('clear'), origin }),
]);
export type WalletStepRequest = z.infer<typeof walletStepRequestSchema>;

/** What the sheet shows: the amount to approve and the shipping methods to choose from. */
export interface WalletSheetViewData {
  readonly currency: string;
  readonly total: number;
  readonly remainingToPay: number;
  readonly shippingMethods: readonly { readonly code: string; readonly label: string; readonly price: number; readonly selected: boolean }[];
}

export type WalletStepAnswer =
  | { readonly ok: true; readonly view: WalletSheetViewData; readonly sessionID?: string }
  | { readonly ok: true; readonly orderNumber: string }
  | { readonly ok: true; readonly cleared: true }
  | { readonly ok: false; readonly error: WalletError; readonly sheetError: WalletSheetError; readonly message: UiText };
