import { z } from 'zod';
import { currencySchema, localeParamSchema, moneySchema } from './common.contract';

/**
 * Issue 10 §3 express wallets: the payment session (commerce-core §7 Cart GET /cart/v1/paymentSession,
 * storefront-experience §7 "get payment session (referer, paymentMethodId; answer: provider, meta, locale, success)")
 * and the sandbox wallet that stands in for the device's payment sheet and the card provider's express sheet.
 */

/** The two express ways to pay that open a provider's sheet. */
export const expressPaymentMethodIdSchema = z.enum(['WALLET', 'CARD_PROVIDER_EXPRESS']);
export type ExpressPaymentMethodId = z.infer<typeof expressPaymentMethodIdSchema>;

/** A payment session's id (`meta.sessionID`), sent back with the order as `additionalData.sessionID`. */
export const walletSessionIdSchema = z.string().regex(/^wss_[A-Za-z0-9]{16,64}$/, 'sessionID is wss_ then 16 to 64 letters or digits');
/** A one-time wallet token (`c_applePayToken`, or the express button's `paymentData`): never a card number. */
export const walletTokenSchema = z.string().regex(/^wtk_[A-Za-z0-9]{16,64}$/, 'a wallet token is wtk_ then 16 to 64 letters or digits');

/** GET /cart/v1/paymentSession */
export const paymentSessionQuerySchema = z.strictObject({
  /** The page the button was pressed on. */
  referer: z.string().max(2048).optional(),
  paymentMethodId: expressPaymentMethodIdSchema,
  /** The provider's own name of the method (e.g. the wallet's brand); informative. */
  paymentMethod: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'paymentMethod is 1 to 40 letters, digits, - or _').optional(),
  locale: localeParamSchema.optional(),
});
export type PaymentSessionQuery = z.infer<typeof paymentSessionQuerySchema>;
export const paymentSessionSchema = z.object({
  success: z.boolean(),
  provider: z.string(),
  /** What the provider's sheet needs: the session, the merchant it is for, until when it may be used. */
  meta: z.object({ sessionID: walletSessionIdSchema, merchantIdentifier: z.string(), expiresAt: z.string() }),
  locale: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

// ─── The sandbox wallet (not contract paths: the "device" talks to its provider, like the card tokeniser) ──────────

/** POST {basePath}/sandbox-wallet/v1/tokens: the sheet's authorisation gives a one-time token for the session and amount. */
export const SANDBOX_WALLET_TOKEN_PATH = '/sandbox-wallet/v1/tokens';
/** PUT {basePath}/sandbox-wallet/v1/availability (support key): switch the sandbox provider down or up. */
export const SANDBOX_WALLET_AVAILABILITY_PATH = '/sandbox-wallet/v1/availability';

/** The cards held in the sandbox wallet: only their id, brand and last four ever leave it. One declines. */
export const SANDBOX_WALLET_CARDS = [
  { id: 'swc_visa', brand: 'VISA', last4: '4242', outcome: 'AUTHORISE' },
  { id: 'swc_mastercard', brand: 'MASTERCARD', last4: '5454', outcome: 'AUTHORISE' },
  { id: 'swc_declines', brand: 'VISA', last4: '0002', outcome: 'DECLINE' },
] as const;
export type SandboxWalletCardId = (typeof SANDBOX_WALLET_CARDS)[number]['id'];
const cardIds = SANDBOX_WALLET_CARDS.map((card) => card.id) as [SandboxWalletCardId, ...SandboxWalletCardId[]];

export const sandboxWalletTokenRequestSchema = z.strictObject({
  sessionID: walletSessionIdSchema,
  cardId: z.enum(cardIds),
  /** The amount the shopper approved on the sheet: the token pays exactly this. */
  amount: moneySchema.min(1),
  currency: currencySchema,
});
export type SandboxWalletTokenRequest = z.infer<typeof sandboxWalletTokenRequestSchema>;
export const sandboxWalletTokenSchema = z.object({ token: walletTokenSchema, brand: z.string(), last4: z.string().regex(/^\d{4}$/) });
export type SandboxWalletToken = z.infer<typeof sandboxWalletTokenSchema>;
export const sandboxWalletAvailabilitySchema = z.strictObject({ available: z.boolean() });
