import type { AccountApi } from '@switchback/core';
import type { ShopperSession } from './shopper-session.server';

/**
 * Proactive renewal (commerce-core §4 session keys): when the signed-in shopper's access token is past its expiry
 * (core `isAccessExpired` on the session cookie's access-expiry key), the refresh token renews it before any API call
 * of the request, instead of each call meeting a 401 first. The new expiry is stored (core's session after login).
 * A refresh the API refuses (the refresh token spent, expired or revoked) makes the shopper a guest again; an
 * unreachable API changes nothing (the calls then fail on their own).
 */
export async function renewExpiredAccess(shopper: ShopperSession, account: Pick<AccountApi, 'refresh'>, nowMs: number): Promise<void> {
  if (!shopper.state.loggedIn || !shopper.accessExpired(nowMs)) return;
  const renewed = await account.refresh();
  if (renewed.isOk()) {
    shopper.signedIn(renewed.value, nowMs);
    return;
  }
  const error = renewed.error;
  if (error.type === 'ApiError' && error.statusCode >= 400 && error.statusCode < 500) shopper.signedOut();
}
