import type { FastifyReply, FastifyRequest } from 'fastify';
import { okAsync, type ResultAsync } from 'neverthrow';
import { ASSOCIATE_COOKIE, GUEST_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '@switchback/core';
import type { ContractRouter } from '../http/contract-router';
import type { AuthService, CallerContext, IssuedSession } from './auth.service';
import type { GuestIdentity, GuestTokenService } from './guest-token.service';

/**
 * Every cookie of identity: httpOnly, SameSite=Lax, path /, Secure when the request came over HTTPS (directly or
 * through a proxy TRUST_PROXY trusts).
 */
const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
  httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https', maxAge,
});

/** The client the rate limits count (the shopper named by the storefront's internal calls, else the peer). */
const callerOf = (request: FastifyRequest, site: CallerContext['site']): CallerContext => ({ site, ip: request.rateLimitKey || request.ip });

/**
 * POST /token/v2/auth/token: Guest (the guest cookie), Registered (the PKCE exchange, the guest's objects merged) and
 * Refresh (rotation). The registered access token replaces the guest one in `sb_guest_token`; the refresh token
 * lives in `sb_refresh_token`. Plus sign-up, sign-in, sign-out, passwords, the lookup and agent login.
 */
export function registerIdentityRoutes(router: ContractRouter, tokens: GuestTokenService, auth: AuthService): void {
  const setSession = (request: FastifyRequest, reply: FastifyReply, session: IssuedSession) => {
    // The access cookie outlives its token: an expired token still tells the storefront to refresh, not to start a guest.
    reply.setCookie(GUEST_TOKEN_COOKIE, session.accessToken, cookieOptions(request, auth.refreshTtlSeconds));
    reply.setCookie(REFRESH_TOKEN_COOKIE, session.refreshToken, cookieOptions(request, auth.refreshTtlSeconds));
    return session.response;
  };
  const clearSession = (reply: FastifyReply) => {
    reply.clearCookie(GUEST_TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: '/' });
  };
  /** The caller's guest, if the access cookie names a valid one (a registered or missing token: none). */
  const guestOf = (request: FastifyRequest): ResultAsync<GuestIdentity | undefined, never> =>
    tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]).map((who): GuestIdentity | undefined => (who.kind === 'guest' ? who : undefined))
      .orElse(() => okAsync(undefined));

  router.public('guestToken', ({ body, request, reply, site }) => {
    switch (body.type) {
      case 'Guest':
        return tokens.issue(request.cookies[GUEST_TOKEN_COOKIE]).map(({ token, response }) => {
          reply.setCookie(GUEST_TOKEN_COOKIE, token, cookieOptions(request, tokens.cookieMaxAgeSeconds));
          return response;
        });
      case 'Registered':
        return guestOf(request)
          .andThen((guest) => auth.exchangeCode(body, guest, callerOf(request, site)))
          .map((session) => setSession(request, reply, session));
      case 'Refresh':
        return auth.refresh(body.refreshToken ?? request.cookies[REFRESH_TOKEN_COOKIE], callerOf(request, site))
          .map((session) => setSession(request, reply, session));
    }
  });

  router.public('signUp', ({ body, request, site }) => auth.signUp(body, callerOf(request, site)));

  router.public('signIn', ({ body, request, site }) => auth.signIn(body, callerOf(request, site)));

  router.public('signOut', ({ body, request, reply }) =>
    tokens.verify(request.cookies[GUEST_TOKEN_COOKIE]).map((who) => who.familyId).orElse(() => okAsync(undefined))
      .andThen((familyId) => auth.signOut(body.refreshToken ?? request.cookies[REFRESH_TOKEN_COOKIE], familyId))
      .map(() => {
        clearSession(reply);
        return { signedOut: true as const };
      }));

  router.consumer('changePassword', ({ body, consumer }) => auth.changePassword(consumer, body).map(() => ({ changed: true as const })));

  router.public('resetPassword', ({ body, request, site }) => auth.requestReset(body, callerOf(request, site)).map(() => ({ requested: true as const })));

  router.public('confirmForgotPassword', ({ body }) => auth.confirmReset(body).map(() => ({ changed: true as const })));

  router.public('lookup', ({ query, request, site }) => auth.lookup(query, callerOf(request, site)));

  router.public('agentLogin', ({ body, request, reply, site }) =>
    auth.agentLogin(body, callerOf(request, site)).andThen((session) =>
      tokens.issueAssociate({ storeId: session.storeId, storeEmployeeId: session.storeEmployeeId }, auth.associateTtlSeconds).map((token) => {
        reply.setCookie(ASSOCIATE_COOKIE, token, cookieOptions(request, auth.associateTtlSeconds));
        return session;
      })));
}
