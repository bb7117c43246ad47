import { endpoint, type Endpoint } from './endpoint';
import {
  agentLoginRequestSchema, agentLoginResponseSchema, changePasswordRequestSchema, changePasswordResponseSchema,
  confirmForgotPasswordRequestSchema, confirmForgotPasswordResponseSchema, lookupQuerySchema, lookupResponseSchema,
  resetPasswordRequestSchema, resetPasswordResponseSchema, signInRequestSchema, signInResponseSchema, signOutRequestSchema,
  signOutResponseSchema, signUpRequestSchema, signUpResponseSchema,
} from './auth.contract';
import { localeQuerySchema } from './common.contract';

/**
 * Authentication (commerce-core §7): sign-up, sign-in, sign-out, passwords, agent login, and the enrolment lookup.
 * The Registered and Refresh token exchanges are the `guestToken` call (same path, `type` says which).
 */
export const accountEndpoints = {
  signUp: endpoint({ method: 'POST', path: '/consumers-v3/auth/signup', summary: 'Create an account (argon2id; AUT439 when the e-mail has one; welcome mail)', body: signUpRequestSchema, query: localeQuerySchema, response: signUpResponseSchema, auth: false }),
  signIn: endpoint({ method: 'POST', path: '/consumers-v3/auth/signin', summary: 'Check the credentials; answers a one-time, short-lived authorization code bound to the S256 challenge (AUT401 alike for any failure, AUT423 when locked)', body: signInRequestSchema, query: localeQuerySchema, response: signInResponseSchema, auth: false }),
  signOut: endpoint({ method: 'POST', path: '/consumers-v3/consumer/auth/signout', summary: 'Revoke the refresh token\'s family and clear the session cookies', body: signOutRequestSchema, query: localeQuerySchema, response: signOutResponseSchema, auth: false }),
  changePassword: endpoint({ method: 'POST', path: '/consumers-v3/consumer/changepassword', summary: 'Change the password (the current one required); other sessions are signed out', body: changePasswordRequestSchema, query: localeQuerySchema, response: changePasswordResponseSchema, auth: true, registered: true }),
  resetPassword: endpoint({ method: 'POST', path: '/consumers-v3/consumer/resetpassword', summary: 'Mail a single-use, expiring password reset link (same answer whether the account exists or not)', body: resetPasswordRequestSchema, query: localeQuerySchema, response: resetPasswordResponseSchema, auth: false }),
  confirmForgotPassword: endpoint({ method: 'POST', path: '/consumers-v3/confirmforgotpassword', summary: 'Set a new password with the mailed reset token (AUT402 when spent or expired); every session is signed out', body: confirmForgotPasswordRequestSchema, query: localeQuerySchema, response: confirmForgotPasswordResponseSchema, auth: false }),
  agentLogin: endpoint({ method: 'POST', path: '/consumers-v3/consumer/agent/login', summary: 'An in-store associate signs in with store id and employee id (buy-in-store session in an httpOnly cookie)', body: agentLoginRequestSchema, query: localeQuerySchema, response: agentLoginResponseSchema, auth: false }),
  lookup: endpoint({ method: 'GET', path: '/consumers-v3/consumer/lookup', summary: 'Enrolment lookup: sign in or sign up next for this e-mail (bot-checked, rate-limited)', query: lookupQuerySchema, response: lookupResponseSchema, auth: false }),
} as const satisfies Record<string, Endpoint>;
