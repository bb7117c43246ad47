import { z } from 'zod';

/** POST /token/v2/auth/token — this slice supports the Guest type; the token itself travels as an httpOnly cookie. */
export const tokenRequestSchema = z.strictObject({ type: z.literal('Guest') });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
export const tokenResponseSchema = z.object({
  tokenType: z.literal('Guest'),
  usid: z.string(),
  customerId: z.string(),
  expiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
export const GUEST_TOKEN_COOKIE = 'sb_guest_token';
