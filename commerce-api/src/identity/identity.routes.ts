import { GUEST_TOKEN_COOKIE } from '@switchback/core';
import type { ContractRouter } from '../http/contract-router';
import type { GuestTokenService } from './guest-token.service';

/**
 * POST /token/v2/auth/token {type:'Guest'}: the token travels only as an httpOnly, SameSite=Lax cookie, Secure when
 * the request came over HTTPS, directly or through a proxy the TRUST_PROXY setting trusts (X-Forwarded-Proto);
 * the body says who the guest is and when the token expires.
 */
export function registerIdentityRoutes(router: ContractRouter, tokens: GuestTokenService): void {
  router.public('guestToken', ({ request, reply }) =>
    tokens.issue(request.cookies[GUEST_TOKEN_COOKIE]).map(({ token, response }) => {
      reply.setCookie(GUEST_TOKEN_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: request.protocol === 'https',
        maxAge: tokens.cookieMaxAgeSeconds,
      });
      return response;
    }));
}
