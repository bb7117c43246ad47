import { z } from 'zod';
import { basketIdSchema, orderNumberSchema, textSchema } from './common.contract';

/**
 * The sandbox payment provider's own tokenising endpoint. It is NOT a contract path of the commerce API:
 * the card number goes only here, and the commerce API only ever sees the token.
 */
export const SANDBOX_TOKENIZE_PATH = '/sandbox-payments/v1/tokens';
export const SANDBOX_CARDS = { authorises: '4111111111111111', declines: '4000000000000002' } as const;
export const tokenizeCardRequestSchema = z.strictObject({
  number: z.string().regex(/^\d{12,19}$/, 'card number is 12 to 19 digits'),
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'expiry is MM/YY'),
  cvc: z.string().regex(/^\d{3,4}$/, 'cvc is 3 or 4 digits'),
  holder: textSchema('holder', { max: 100, min: 1 }),
});
export type TokenizeCardRequest = z.infer<typeof tokenizeCardRequestSchema>;
export const tokenizeCardResponseSchema = z.object({
  token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
});
export type TokenizeCardResponse = z.infer<typeof tokenizeCardResponseSchema>;

/**
 * Issue 10 §3 sandbox test identities (documented in commerce-api/README.md, "Sandbox payments"):
 * - `SANDBOX_CARDS.challenge` asks for 3-D Secure: placing answers the order AWAITING_AUTHENTICATION with the
 *   PaymentNotAuthorized flash; the sandbox bank's challenge page approves with `SANDBOX_THREE_DS.approvalCode`.
 * - `SANDBOX_CARDS.challengeDeclines` asks for 3-D Secure and then declines even an approved challenge.
 * - Buy now pay later declines (PAY_LATER_DECLINED, PAY400) a billing last name `SANDBOX_PAY_LATER.declinedLastName`.
 */
export const SANDBOX_THREE_DS_CARDS = { challenge: '4000000000003220', challengeDeclines: '4000008400001629' } as const;
export const SANDBOX_THREE_DS = { approvalCode: '123456' } as const;
export const SANDBOX_PAY_LATER = { provider: 'Sandbox Pay Later', declinedLastName: 'Declined' } as const;

/**
 * The sandbox bank's challenge (3-D Secure ACS), run in-process beside the tokeniser: NOT a contract path. The
 * storefront's challenge page posts the shopper's decision here and gets the bank's signed `threeDS2Result`.
 */
export const SANDBOX_THREE_DS_PATH = '/sandbox-payments/v1/challenges/{authorisationId}';
export const threeDsAuthorisationIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,80}$/, 'authorisation id');
export const threeDsChallengeRequestSchema = z.strictObject({
  decision: z.enum(['approve', 'fail']),
  /** The one-time code the bank "sent" (sandbox: SANDBOX_THREE_DS.approvalCode); needed to approve. */
  code: z.string().trim().max(12).optional(),
});
export type ThreeDsChallengeRequest = z.infer<typeof threeDsChallengeRequestSchema>;
export const threeDsChallengeResponseSchema = z.object({ threeDS2Result: z.string().min(1).max(2048) });
export type ThreeDsChallengeResponse = z.infer<typeof threeDsChallengeResponseSchema>;

/** The storefront page of the sandbox bank's challenge for one authorisation (on the storefront's own origin). */
export const threeDsChallengePath = (authorisationId: string): string => `/sandbox/three-ds/${encodeURIComponent(authorisationId)}`;

/** PATCH /cart/v2/checkout/order/{orderNumber}: the order to authenticate (body: `orderPaymentMethodSchema`). */
export const patchOrderParamsSchema = z.strictObject({ orderNumber: orderNumberSchema });

/** POST /cart/v1/deviceFingerPrint: an opaque device fingerprint (the storefront's, or the JS collector's), per cart. */
export const deviceFingerprintSchema = z.string().regex(/^[A-Za-z0-9._:+/=-]{8,256}$/, 'a fingerprint is 8 to 256 letters, digits or ._:+/=-');
export const deviceFingerPrintRequestSchema = z.strictObject({ basketId: basketIdSchema, fingerprint: deviceFingerprintSchema });
export type DeviceFingerPrintRequest = z.infer<typeof deviceFingerPrintRequestSchema>;
export const deviceFingerPrintResponseSchema = z.object({ basketId: basketIdSchema, stored: z.literal(true) });
export type DeviceFingerPrintResponse = z.infer<typeof deviceFingerPrintResponseSchema>;
