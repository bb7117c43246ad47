import { z } from 'zod';
import { textSchema } from './common.contract';

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
