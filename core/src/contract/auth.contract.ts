import { z } from 'zod';
import { CODE_VERIFIER_PATTERN } from '../identity/pkce';
import { EMAIL_PATTERN, meetsPasswordRules, PASSWORD_MIN_LENGTH } from '../validation/form-validators';
import { SIGN_IN_EMAIL_MAX_LENGTH } from '../validation/experience/sign-in-form.validator';
import { basketIdSchema, textSchema } from './common.contract';

/**
 * Authentication (commerce-core §3 Auth, §7 Authentication; issue 7 §1, §2).
 *
 * Tokens never appear in a body: the access token travels in the httpOnly cookie `sb_guest_token` whatever its kind
 * (guest or registered), the refresh token in the httpOnly cookie `sb_refresh_token`. Bodies say who the principal is
 * and when the tokens expire. A body `refreshToken` is still accepted where §7 names one (sign-out, refresh), for
 * callers without a cookie jar.
 */
export const GUEST_TOKEN_COOKIE = 'sb_guest_token';
/** The registered consumer's refresh token (rotated on every use; a reused rotated token revokes its family). */
export const REFRESH_TOKEN_COOKIE = 'sb_refresh_token';

/** A refresh token as we issue it: 43 base64url characters (32 random bytes). Anything else is refused unread. */
export const refreshTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'refreshToken is 43 base64url characters');
export const authorizationCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'authorizationCode is 43 base64url characters');
/** RFC 7636: the S256 challenge is base64url of a SHA-256, 43 characters. */
export const codeChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'codeChallenge is the base64url SHA-256 of the verifier (S256, 43 characters)');
export const codeVerifierSchema = z.string().regex(CODE_VERIFIER_PATTERN, 'codeVerifier is 43 to 128 unreserved characters (RFC 7636)');
/** §5 e-mail (a domain of at least two parts), at most 100 characters (§9 sign-in), compared lower case. */
export const emailSchema = z.string().trim().max(SIGN_IN_EMAIL_MAX_LENGTH, `email is at most ${SIGN_IN_EMAIL_MAX_LENGTH} characters`)
  .regex(EMAIL_PATTERN, 'Email is not valid');
/** The password as typed at sign-in: never trimmed; a bound keeps hashing cheap to refuse. */
export const passwordSchema = z.string().min(1, 'password is required').max(128, 'password is at most 128 characters');
/** §5 password rule for a new password: 8 or more characters with an upper case letter, a lower case letter and a digit. */
export const newPasswordSchema = passwordSchema.refine(meetsPasswordRules, `Password does not meet requirements (at least ${PASSWORD_MIN_LENGTH} characters, an upper case letter, a lower case letter and a digit).`);
export const recaptchaResponseSchema = textSchema('recaptcha_response', { max: 4096, trim: false });

const guestObjectIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a guest object id is 8 to 64 letters, digits, - or _');

/** §7 POST /token/v2/auth/token type Guest: a guest token (a registered consumer's token given gives a NEW guest). */
export const guestTokenRequestSchema = z.strictObject({ type: z.literal('Guest') });
/** §7 type Registered: the PKCE exchange after sign-in, merging the guest objects into the consumer's (§3, §4). */
export const registeredTokenRequestSchema = z.strictObject({
  type: z.literal('Registered'),
  authorizationCode: authorizationCodeSchema,
  codeVerifier: codeVerifierSchema,
  guestObjects: z.strictObject({
    basketId: basketIdSchema.optional(),
    favoriteId: guestObjectIdSchema.optional(),
    saveForLaterId: guestObjectIdSchema.optional(),
  }).default({}),
  orderNo: z.string().regex(/^[A-Z0-9-]{6,32}$/, 'orderNo is 6 to 32 upper-case letters, digits or -').optional(),
  st: textSchema('st', { max: 256 }).optional(),
  action: z.literal('postLogin').optional(),
});
/**
 * Our refresh grant (not named by §7, designed here): `type: 'Refresh'` on the same call. The refresh token comes
 * from the `sb_refresh_token` cookie, or the body. It is rotated: the answer sets a new one, the old one is spent.
 */
export const refreshTokenRequestSchema = z.strictObject({ type: z.literal('Refresh'), refreshToken: refreshTokenSchema.optional() });
export const tokenRequestSchema = z.discriminatedUnion('type', [guestTokenRequestSchema, registeredTokenRequestSchema, refreshTokenRequestSchema]);
export type TokenRequest = z.input<typeof tokenRequestSchema>;
export type RegisteredTokenExchange = z.infer<typeof registeredTokenRequestSchema>;
export type RegisteredTokenRequestBody = z.input<typeof registeredTokenRequestSchema>;

export const guestTokenResponseSchema = z.object({
  tokenType: z.literal('Guest'),
  usid: z.string(),
  customerId: z.string(),
  expiresIn: z.number().int().positive(),
});
export type GuestTokenResponse = z.infer<typeof guestTokenResponseSchema>;

export const consumerTypeSchema = z.enum(['REGISTERED', 'EMPLOYEE']);
export type ConsumerType = z.infer<typeof consumerTypeSchema>;

/** §3 Auth: the registered consumer's answer to a Registered or Refresh token call (tokens in cookies, see above). */
export const registeredTokenResponseSchema = z.object({
  tokenType: z.literal('Registered'),
  usid: z.string(),
  customerId: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int().positive(),
  /** Seconds the refresh token lives (its family may be revoked sooner). */
  refreshExpiresIn: z.number().int().positive(),
  consumerNo: z.string(),
  consumerType: consumerTypeSchema,
  email: z.string(),
  firstName: z.string().nullable(),
  /** The consumer's open cart of this site after the merge, if any. */
  basketId: z.string().optional(),
  favorites: z.object({ favoriteId: z.string().optional(), favStoreId: z.string().optional() }),
  saveForLaterId: z.string().optional(),
  isEmployeeDiscountTCAccepted: z.boolean(),
});
export type RegisteredTokenResponse = z.infer<typeof registeredTokenResponseSchema>;
export const tokenResponseSchema = z.discriminatedUnion('tokenType', [guestTokenResponseSchema, registeredTokenResponseSchema]);
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** §7 POST /consumers-v3/auth/signin: answers a one-time authorization code bound to the S256 challenge. */
export const signInRequestSchema = z.strictObject({
  type: z.literal('Registered'),
  username: emailSchema,
  password: passwordSchema,
  codeChallenge: codeChallengeSchema,
  /** Only S256 exists (plain is refused). */
  codeChallengeMethod: z.literal('S256').optional(),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type SignInRequestBody = z.input<typeof signInRequestSchema>;
export const signInResponseSchema = z.object({ authorizationCode: authorizationCodeSchema, expiresIn: z.number().int().positive() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

const nameSchema = (label: string) => textSchema(label, { max: 50 }).optional();

/** §7 POST /consumers-v3/auth/signup: the account (profile fields beyond e-mail and password are optional here). */
export const signUpRequestSchema = z.strictObject({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'birthDate is YYYY-MM-DD').optional(),
  phone: z.string().regex(/^\+[1-9]\d{6,14}$/, 'phone is E.164, like +13035550100').optional(),
  postalCode: z.string().trim().regex(/^[A-Za-z0-9 -]{3,10}$/, 'postalCode is 3 to 10 letters, digits, spaces or -').optional(),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;
export const signUpResponseSchema = z.object({ consumerNo: z.string(), email: z.string(), consumerType: consumerTypeSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** §7 POST /consumers-v3/consumer/auth/signout: revokes the refresh token's family, clears both cookies. */
export const signOutRequestSchema = z.strictObject({ refreshToken: refreshTokenSchema.optional() });
export const signOutResponseSchema = z.object({ signedOut: z.literal(true) });

/** §7 POST /consumers-v3/consumer/changepassword (a signed-in consumer): other sessions are signed out. */
export const changePasswordRequestSchema = z.strictObject({ currentPassword: passwordSchema, newPassword: newPasswordSchema });
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });

/**
 * §7 POST /consumers-v3/consumer/resetpassword: asks for a reset link by e-mail. The answer is the same whether an
 * account exists or not (no account enumeration); the link reaches only the mailbox.
 */
export const resetPasswordRequestSchema = z.strictObject({
  email: emailSchema,
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export const resetPasswordResponseSchema = z.object({ requested: z.literal(true) });

/** A reset token as mailed: 43 base64url characters, single-use, expiring (AUT402 once spent or expired). */
export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'token is 43 base64url characters');
/** §7 POST /consumers-v3/confirmforgotpassword: the mailed token and the new password. */
export const confirmForgotPasswordRequestSchema = z.strictObject({ token: resetTokenSchema, newPassword: newPasswordSchema });
export const confirmForgotPasswordResponseSchema = z.object({ changed: z.literal(true) });

/**
 * GET /consumers-v3/consumer/lookup: the enrolment flow's first step (does an account exist for this e-mail?).
 * It tells no more than sign-up does (which answers AUT439 for a taken e-mail): the same bot-defence check and a
 * per-client rate limit stricter than sign-up's.
 */
export const lookupQuerySchema = z.strictObject({
  email: emailSchema,
  recaptcha_response: recaptchaResponseSchema.optional(),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'locale is like en-US').optional(),
});
export const lookupResponseSchema = z.object({ email: z.string(), nextStep: z.enum(['sign-in', 'sign-up']) });
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** §7 POST /consumers-v3/consumer/agent/login (employee): an in-store associate starts a buy-in-store session (§3). */
export const storeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'storeId is 1 to 32 letters, digits, - or _');
export const storeEmployeeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'employeeId is 1 to 32 letters, digits, - or _');
export const agentLoginRequestSchema = z.strictObject({
  storeId: storeIdSchema,
  employeeId: storeEmployeeIdSchema,
  password: passwordSchema,
  recaptcha_response: recaptchaResponseSchema.optional(),
});
/** §3 Buy-in-store session. The associate's proof travels in the httpOnly cookie `sb_associate`. */
export const agentLoginResponseSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
  expiresIn: z.number().int().positive(),
});
export type AgentLoginResponse = z.infer<typeof agentLoginResponseSchema>;
export const ASSOCIATE_COOKIE = 'sb_associate';
